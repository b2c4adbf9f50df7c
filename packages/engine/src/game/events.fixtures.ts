/**
 * Small event and possession builders for hand-worked play-by-play tests: every field a test
 * does not care about gets a fixed value.
 */
import type { GameEvent, TeamSide } from '@courtside/contract';
import type { Possession } from './facts';

const base = (seq: number, side: TeamSide | null, period = 1) => ({
  seq,
  period,
  clock: 1200 - seq * 10,
  side,
  score: { home: 0, away: 0 },
  onFloor: null,
  description: '',
});
const context = { fastBreak: false, secondChance: false, fromTurnover: false };
export const shot = (seq: number, side: TeamSide, made: boolean, value: 2 | 3 = 2): GameEvent => ({
  ...base(seq, side),
  type: 'shot',
  player: `${side}-1`,
  made,
  value,
  shotType: 'jumper',
  assist: null,
  blockedBy: null,
  location: null,
  context,
});
export const freeThrow = (
  seq: number,
  side: TeamSide,
  made: boolean,
  { attempt = 1, of = 2, player = `${side}-2`, clockOf = seq } = {},
): GameEvent => ({
  ...base(seq, side),
  clock: 1200 - clockOf * 10,
  type: 'freeThrow',
  player,
  made,
  attempt,
  of,
  technical: false,
  context,
});
export const rebound = (
  seq: number,
  side: TeamSide,
  offensive: boolean,
  deadBall = false,
): GameEvent => ({
  ...base(seq, side),
  type: 'rebound',
  player: null,
  offensive,
  deadBall,
});
export const turnover = (seq: number, side: TeamSide): GameEvent => ({
  ...base(seq, side),
  type: 'turnover',
  player: `${side}-3`,
  kind: 'bad pass',
});
export const steal = (seq: number, side: TeamSide): GameEvent => ({
  ...base(seq, side),
  type: 'steal',
  player: `${side}-4`,
});

export const possession = (
  index: number,
  offense: TeamSide,
  startSeq: number,
  endSeq: number,
  ending: Possession['ending'],
  period = 1,
): Possession => ({
  index,
  offense,
  period,
  startSecond: startSeq * 10,
  endSecond: endSeq * 10,
  startSeq,
  endSeq,
  points: 0,
  ending,
  transition: false,
  weight: 1,
});

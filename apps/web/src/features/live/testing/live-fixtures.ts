/** Hand-made stream messages: summaries and events of small games. */
import type { LiveEvent, LiveGameSummary } from '@courtside/contract/live';

export const LIVE_COMPETITION = 41097;
export const BIG_TEN = 4;
export const BIG_EAST = 5;

export function summary(overrides: Partial<LiveGameSummary> & { gameId: number }): LiveGameSummary {
  return {
    competitionId: LIVE_COMPETITION,
    divisionId: 1,
    gameDate: '20260115',
    tipTime: '2026-01-15T19:00:00.000Z',
    status: 'scheduled',
    homeTeamId: 10,
    homeTeamMarket: 'Purdue',
    homeConferenceId: BIG_TEN,
    awayTeamId: 20,
    awayTeamMarket: 'Marquette',
    awayConferenceId: BIG_EAST,
    isNeutral: false,
    homeScore: 0,
    awayScore: 0,
    period: 0,
    clock: null,
    homeWinProb: null,
    lastSeq: -1,
    ...overrides,
  };
}

const unit = (ids: number[]) => ids.map((id) => ({ playerId: id, fullName: `Player ${id}` }));
export const HOME_FIVE = unit([1, 2, 3, 4, 5]);
export const AWAY_FIVE = unit([11, 12, 13, 14, 15]);

export interface PlayStep {
  clock: number;
  actionType: string;
  subType?: string | null;
  player?: number | null;
  other?: number | null;
  isMade?: boolean | null;
  points?: number | null;
  score: [home: number, away: number];
  description: string;
}

export function event(gameId: number, seq: number, step: PlayStep): LiveEvent {
  const player = step.player ?? null;
  const other = step.other ?? null;
  return {
    _id: `${gameId}-${seq}`,
    updated: '2026-01-15T20:00:00.000Z',
    competitionId: LIVE_COMPETITION,
    gameId,
    seq,
    period: 1,
    periodLabel: '1st',
    clock: step.clock,
    clockLabel: `${Math.floor(step.clock / 60)}:${String(step.clock % 60).padStart(2, '0')}`,
    gameSecond: 1200 - step.clock,
    actionType: step.actionType,
    subType: step.subType ?? null,
    isHome: player === null ? null : player < 10,
    teamId: player === null ? null : player < 10 ? 10 : 20,
    playerId: player,
    fullName: player === null ? null : `Player ${player}`,
    otherPlayerId: other,
    otherFullName: other === null ? null : `Player ${other}`,
    isMade: step.isMade ?? null,
    points: step.points ?? null,
    homeScore: step.score[0],
    awayScore: step.score[1],
    x: step.actionType === 'shot' ? 3 : null,
    y: step.actionType === 'shot' ? 10 : null,
    description: step.description,
    margin: step.score[0] - step.score[1],
    isClutch: false,
    wpHome: 0.5 + (step.score[0] - step.score[1]) / 100,
    wpAway: 0.5 - (step.score[0] - step.score[1]) / 100,
    distance: null,
    shotZone: null,
    homeLineup: HOME_FIVE,
    awayLineup: AWAY_FIVE,
  };
}

/** Home 1-5, away 11-15: a layup with an assist, a missed three, a rebound, a three, free throws. */
export const PLAYS: PlayStep[] = [
  {
    clock: 1200,
    actionType: 'jumpBall',
    subType: 'won',
    player: 1,
    score: [0, 0],
    description: 'Jump ball won by Player 1',
  },
  {
    clock: 1180,
    actionType: 'shot',
    subType: 'layup',
    player: 1,
    other: 2,
    isMade: true,
    points: 2,
    score: [2, 0],
    description: 'Player 1 makes layup (Player 2 assists)',
  },
  {
    clock: 1160,
    actionType: 'shot',
    subType: 'jumper',
    player: 11,
    isMade: false,
    points: 3,
    score: [2, 0],
    description: 'Player 11 misses 3-pt jumper',
  },
  {
    clock: 1158,
    actionType: 'rebound',
    subType: 'defensive',
    player: 3,
    score: [2, 0],
    description: 'Player 3 defensive rebound',
  },
  {
    clock: 1140,
    actionType: 'shot',
    subType: 'jumper',
    player: 2,
    isMade: true,
    points: 3,
    score: [5, 0],
    description: 'Player 2 makes 3-pt jumper',
  },
  {
    clock: 1120,
    actionType: 'foul',
    subType: 'shooting',
    player: 4,
    other: 12,
    points: 2,
    score: [5, 0],
    description: 'Foul on Player 4',
  },
  {
    clock: 1120,
    actionType: 'freeThrow',
    subType: '1/2',
    player: 12,
    isMade: true,
    points: 1,
    score: [5, 1],
    description: 'Player 12 makes free throw 1 of 2',
  },
  {
    clock: 1120,
    actionType: 'freeThrow',
    subType: '2/2',
    player: 12,
    isMade: false,
    points: 1,
    score: [5, 1],
    description: 'Player 12 misses free throw 2 of 2',
  },
];

export const playEvents = (gameId: number, from: number, to: number): LiveEvent[] =>
  PLAYS.slice(from, to).map((step, index) => event(gameId, from + index, step));

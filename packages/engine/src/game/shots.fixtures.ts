/**
 * Test support: small hand-written canonical games for the shot, clutch, run, transition and
 * win-probability tests. A script lists what happened; seq and the running score are filled in,
 * so a test reads like a play-by-play excerpt.
 */
import { PERIOD_FORMATS } from '@courtside/contract';
import type {
  CanonicalGame,
  CourtLocation,
  GameEvent,
  Gender,
  PlayContext,
  Score,
  TeamSide,
} from '@courtside/contract';

interface At {
  readonly period: number;
  readonly clock: number;
}

export type Step =
  | (At & {
      readonly type: 'shot';
      readonly side: TeamSide;
      readonly made: boolean;
      readonly value?: 2 | 3;
      readonly player?: string;
      readonly location?: CourtLocation;
      readonly assist?: string;
      readonly blockedBy?: string;
      readonly fastBreak?: boolean;
    })
  | (At & { readonly type: 'freeThrow'; readonly side: TeamSide; readonly made: boolean })
  | (At & {
      readonly type: 'rebound';
      readonly side: TeamSide;
      readonly offensive: boolean;
      readonly deadBall?: boolean;
    })
  | (At & { readonly type: 'steal' | 'block' | 'turnover' | 'timeout'; readonly side: TeamSide })
  | (At & { readonly type: 'periodStart' | 'periodEnd' });

const CONTEXT: PlayContext = { fastBreak: false, secondChance: false, fromTurnover: false };

function add(score: Score, side: TeamSide, points: number): Score {
  return side === 'home'
    ? { home: score.home + points, away: score.away }
    : { home: score.home, away: score.away + points };
}

function toEvent(step: Step, seq: number, before: Score): GameEvent {
  const base = { seq, period: step.period, clock: step.clock, onFloor: null, description: '' };
  switch (step.type) {
    case 'shot': {
      const value = step.value ?? 2;
      return {
        ...base,
        type: 'shot',
        side: step.side,
        score: step.made ? add(before, step.side, value) : before,
        player: step.player ?? `${step.side}-shooter`,
        made: step.made,
        value,
        shotType: 'jumper',
        assist: step.assist ?? null,
        blockedBy: step.blockedBy ?? null,
        location: step.location ?? null,
        context: { ...CONTEXT, fastBreak: step.fastBreak ?? false },
      };
    }
    case 'freeThrow':
      return {
        ...base,
        type: 'freeThrow',
        side: step.side,
        score: step.made ? add(before, step.side, 1) : before,
        player: `${step.side}-shooter`,
        made: step.made,
        attempt: 1,
        of: 1,
        technical: false,
        context: CONTEXT,
      };
    case 'rebound':
      return {
        ...base,
        type: 'rebound',
        side: step.side,
        score: before,
        player: null,
        offensive: step.offensive,
        deadBall: step.deadBall ?? false,
      };
    case 'steal':
    case 'block':
      return { ...base, type: step.type, side: step.side, score: before, player: `${step.side}-d` };
    case 'turnover':
      return { ...base, type: 'turnover', side: step.side, score: before, player: null, kind: 'x' };
    case 'timeout':
      return { ...base, type: 'timeout', side: step.side, score: before, kind: 'full' };
    case 'periodStart':
    case 'periodEnd':
      return { ...base, type: step.type, side: null, score: before };
  }
}

export function buildGame(steps: readonly Step[], gender: Gender = 'MALE'): CanonicalGame {
  let score: Score = { home: 0, away: 0 };
  const events = steps.map((step, seq) => {
    const event = toEvent(step, seq, score);
    score = event.score;
    return event;
  });
  const format = PERIOD_FORMATS[gender];
  return {
    gameId: 1,
    competitionId: null,
    gender,
    date: '2026-02-10',
    neutralSite: false,
    format,
    home: { teamId: 1, name: 'Home' },
    away: { teamId: 2, name: 'Away' },
    players: [],
    finalScore: score,
    periods: Math.max(format.regulationPeriods, ...steps.map((step) => step.period)),
    events,
    source: 'demo',
  };
}

/** A made basket (2 unless told) by `side`. */
export const basket = (side: TeamSide, period: number, clock: number, value: 2 | 3 = 2): Step => ({
  type: 'shot',
  side,
  period,
  clock,
  made: true,
  value,
});

/** Trades baskets until the score reaches `home`-`away`, at `clock` in `period` (setup helper). */
export function scoreTo(home: number, away: number, period: number, clock: number): Step[] {
  const steps: Step[] = [];
  for (let i = 0; i < Math.floor(home / 2); i += 1) steps.push(basket('home', period, clock));
  for (let i = 0; i < Math.floor(away / 2); i += 1) steps.push(basket('away', period, clock));
  if (home % 2 === 1) steps.push({ type: 'freeThrow', side: 'home', period, clock, made: true });
  if (away % 2 === 1) steps.push({ type: 'freeThrow', side: 'away', period, clock, made: true });
  return steps;
}

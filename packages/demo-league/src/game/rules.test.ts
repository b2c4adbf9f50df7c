/**
 * The rules of the game, checked on the events of many simulated games with counting written
 * here, independently of the simulator (team fouls per half or quarter, fouls per player, what
 * the ball does before a substitution).
 */
import { describe, expect, it } from 'vitest';
import type {
  CanonicalGame,
  FoulEvent,
  FreeThrowEvent,
  GameEvent,
  Gender,
} from '@courtside/contract';
import { bonusAward } from './fouls';
import { inFoulTrouble } from './rotation';
import { simulateGame } from './simulate-game';
import { testLeagueGames } from './testing';

const GAMES: Record<Gender, CanonicalGame[]> = {
  MALE: testLeagueGames(150, { gender: 'MALE', seed: 21, ratingSpread: 5 }).map(simulateGame),
  FEMALE: testLeagueGames(150, { gender: 'FEMALE', seed: 22, ratingSpread: 5 }).map(simulateGame),
};
const ALL = [...GAMES.MALE, ...GAMES.FEMALE];

/** The bonus span of a period: halves for men, quarters for women; overtime continues the last. */
function span(gender: Gender, period: number): number {
  return gender === 'MALE' ? Math.min(period, 2) : Math.min(period, 4);
}

/** Free throws of the trip a foul awarded: the fouled player's throws at the foul's clock. */
function tripOf(game: CanonicalGame, foul: FoulEvent): FreeThrowEvent[] {
  const throws: FreeThrowEvent[] = [];
  for (const event of game.events.slice(foul.seq + 1)) {
    if (event.period !== foul.period || event.clock !== foul.clock) break;
    if (event.type === 'freeThrow' && event.player === foul.drawnBy && !event.technical) {
      throws.push(event);
    }
  }
  return throws;
}

describe('bonus rules', () => {
  it('men: one-and-one from the 7th team foul of a half, two shots from the 10th', () => {
    expect(bonusAward('MALE', 6)).toBe('none');
    expect(bonusAward('MALE', 7)).toBe('oneAndOne');
    expect(bonusAward('MALE', 9)).toBe('oneAndOne');
    expect(bonusAward('MALE', 10)).toBe('two');
    expect(bonusAward('MALE', 14)).toBe('two');
  });

  it('women: two shots from the 5th team foul of a quarter, never a one-and-one', () => {
    expect(bonusAward('FEMALE', 4)).toBe('none');
    expect(bonusAward('FEMALE', 5)).toBe('two');
    expect(bonusAward('FEMALE', 12)).toBe('two');
  });

  for (const gender of ['MALE', 'FEMALE'] as const) {
    it(`${gender}: every defensive non-shooting foul gives what the team-foul count says`, () => {
      const problems: string[] = [];
      const seen = { none: 0, oneAndOne: 0, two: 0, frontEndMissed: 0 };
      for (const game of GAMES[gender]) {
        const fouls = new Map<string, number>();
        for (const event of game.events) {
          if (event.type !== 'foul' || event.player === null || event.side === null) continue;
          const key = `${event.side}:${span(gender, event.period)}`;
          const count = (fouls.get(key) ?? 0) + 1;
          fouls.set(key, count);
          if (event.kind !== 'personal') continue;
          const expected =
            gender === 'MALE'
              ? count >= 10
                ? 'two'
                : count >= 7
                  ? 'oneAndOne'
                  : 'none'
              : count >= 5
                ? 'two'
                : 'none';
          seen[expected] += 1;
          const trip = tripOf(game, event);
          const where = `game ${game.gameId} seq ${event.seq} (team foul ${count})`;
          if (expected === 'none' && (event.freeThrows !== 0 || trip.length > 0))
            problems.push(`${where}: shots without the bonus`);
          if (expected !== 'none' && event.freeThrows !== 2)
            problems.push(`${where}: ${event.freeThrows} shots awarded`);
          if (expected === 'two' && trip.length !== 2)
            problems.push(`${where}: ${trip.length} throws shot`);
          if (expected === 'oneAndOne') {
            const [front, second] = trip;
            if (front?.attempt !== 1 || front.of !== 2) problems.push(`${where}: no front end`);
            if (front?.made === true && second === undefined)
              problems.push(`${where}: made front end, no second`);
            if (front?.made === false && second !== undefined)
              problems.push(`${where}: missed front end, second shot`);
            if (front?.made === false) seen.frontEndMissed += 1;
          }
        }
      }
      expect(problems).toEqual([]);
      expect(seen.none).toBeGreaterThan(100);
      expect(seen.two).toBeGreaterThan(20);
      if (gender === 'MALE') {
        expect(seen.oneAndOne).toBeGreaterThan(20);
        expect(seen.frontEndMissed).toBeGreaterThan(0);
      } else {
        expect(seen.oneAndOne).toBe(0);
      }
    });
  }
});

describe('personal fouls', () => {
  it('a player fouls out at 5 (or two technicals) and never plays again', () => {
    const problems: string[] = [];
    let fouledOut = 0;
    for (const game of ALL) {
      const fouls = new Map<string, number>();
      const technicals = new Map<string, number>();
      const gone = new Map<string, number>();
      for (const event of game.events) {
        for (const [key, seq] of gone) {
          if (
            event.onFloor?.home.includes(key) === true ||
            event.onFloor?.away.includes(key) === true
          ) {
            problems.push(
              `game ${game.gameId}: ${key} on the floor at seq ${event.seq} after fouling out at ${seq}`,
            );
          }
        }
        if (event.type !== 'foul' || event.player === null) continue;
        if (gone.has(event.player))
          problems.push(`game ${game.gameId}: ${event.player} fouls after leaving`);
        const count = (fouls.get(event.player) ?? 0) + 1;
        fouls.set(event.player, count);
        const techs = (technicals.get(event.player) ?? 0) + (event.kind === 'technical' ? 1 : 0);
        technicals.set(event.player, techs);
        if (count === 5 || techs === 2) {
          gone.set(event.player, event.seq);
          fouledOut += 1;
        }
      }
    }
    expect(problems).toEqual([]);
    expect(fouledOut).toBeGreaterThan(3);
  });

  it('coaches sit players in foul trouble: 2 early, 3 before 60%, 4 before 85% of the game', () => {
    expect(inFoulTrouble(1, 0.1)).toBe(false);
    expect(inFoulTrouble(2, 0.3)).toBe(true);
    expect(inFoulTrouble(2, 0.5)).toBe(false);
    expect(inFoulTrouble(3, 0.55)).toBe(true);
    expect(inFoulTrouble(3, 0.7)).toBe(false);
    expect(inFoulTrouble(4, 0.8)).toBe(true);
    expect(inFoulTrouble(4, 0.9)).toBe(false);
  });
});

describe('and-ones and free-throw trips', () => {
  it('an and-one is a made shot, a one-shot shooting foul on the shooter and his free throw', () => {
    const problems: string[] = [];
    let andOnes = 0;
    for (const game of ALL) {
      for (const event of game.events) {
        if (event.type !== 'foul' || event.kind !== 'shooting' || event.freeThrows !== 1) continue;
        andOnes += 1;
        const made = game.events
          .slice(0, event.seq)
          .reverse()
          .find((e): e is Extract<GameEvent, { type: 'shot' }> => e.type === 'shot');
        if (made?.made !== true || made.player !== event.drawnBy || made.clock !== event.clock) {
          problems.push(`game ${game.gameId} seq ${event.seq}: no made shot by the fouled player`);
        }
        const trip = tripOf(game, event);
        if (trip.length !== 1 || trip[0]?.of !== 1)
          problems.push(`game ${game.gameId} seq ${event.seq}: trip ${trip.length}`);
      }
    }
    expect(problems).toEqual([]);
    expect(andOnes).toBeGreaterThan(50);
  });

  it('a missed free throw before the last of its trip is followed by the dead-ball placeholder', () => {
    const problems: string[] = [];
    let placeholders = 0;
    for (const game of ALL) {
      game.events.forEach((event, i) => {
        if (
          event.type !== 'freeThrow' ||
          event.made ||
          event.technical ||
          event.attempt >= event.of
        )
          return;
        const next = game.events[i + 1];
        const frontEnd = next?.type === 'rebound' && !next.deadBall;
        if (frontEnd) return; // a one-and-one's missed front end: a live rebound
        if (
          next?.type !== 'rebound' ||
          !next.deadBall ||
          next.player !== null ||
          next.side !== event.side
        ) {
          problems.push(
            `game ${game.gameId} seq ${event.seq}: ${next?.type ?? 'nothing'} after the miss`,
          );
        } else placeholders += 1;
      });
    }
    expect(problems).toEqual([]);
    expect(placeholders).toBeGreaterThan(50);
  });
});

/** Whether the ball is dead after `event` (a substitution may follow). */
function deadAfter(game: CanonicalGame, event: GameEvent): boolean {
  switch (event.type) {
    case 'foul':
    case 'timeout':
    case 'periodStart':
    case 'turnover':
      return true;
    case 'rebound':
      return event.player === null;
    case 'freeThrow':
      return event.technical || event.attempt < event.of || event.made;
    default:
      return false;
  }
}

describe('substitutions', () => {
  it('happen only at dead balls, and never after a steal or a made basket without a timeout', () => {
    const problems: string[] = [];
    let subs = 0;
    for (const game of ALL) {
      let previous: GameEvent | undefined;
      for (const event of game.events) {
        if (event.type !== 'substitution') {
          previous = event;
          continue;
        }
        subs += 1;
        if (previous === undefined || !deadAfter(game, previous)) {
          problems.push(
            `game ${game.gameId} seq ${event.seq}: after ${previous?.description ?? 'nothing'}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
    expect(subs / ALL.length).toBeGreaterThan(20);
  });

  it('go out then in, one for one, and change the lineup the rows show', () => {
    const problems: string[] = [];
    for (const game of ALL) {
      game.events.forEach((event, i) => {
        if (event.type !== 'substitution') return;
        const floor = event.side === 'home' ? event.onFloor?.home : event.onFloor?.away;
        const on = floor?.includes(event.player) === true;
        if (on !== (event.direction === 'in'))
          problems.push(`game ${game.gameId} seq ${i}: ${event.description}`);
      });
    }
    expect(problems).toEqual([]);
  });
});

describe('periods and overtime', () => {
  it('regulation ends tied only to go to overtime; overtimes of 5 minutes until decided', () => {
    const problems: string[] = [];
    let overtimes = 0;
    for (const game of ALL) {
      const regulation = game.format.regulationPeriods;
      const ends = game.events.filter((e) => e.type === 'periodEnd');
      if (ends.length !== game.periods)
        problems.push(`game ${game.gameId}: ${ends.length} period ends`);
      ends.forEach((end) => {
        const tied = end.score.home === end.score.away;
        const last = end.period === game.periods;
        if (end.period >= regulation && last === tied)
          problems.push(
            `game ${game.gameId}: period ${end.period} ends ${JSON.stringify(end.score)}`,
          );
      });
      for (const event of game.events) {
        if (event.period > regulation && event.clock > 300)
          problems.push(`game ${game.gameId}: OT clock ${event.clock}`);
      }
      if (game.periods > regulation) {
        overtimes += 1;
        const opening = game.events.find(
          (e) => e.period === regulation + 1 && e.type === 'jumpBall',
        );
        if (opening === undefined)
          problems.push(`game ${game.gameId}: overtime without a jump ball`);
      }
    }
    expect(problems).toEqual([]);
    expect(overtimes).toBeGreaterThan(2);
  });

  it('the trailing team fouls on purpose in the last minute of close games', () => {
    let lateFouls = 0;
    for (const game of ALL) {
      if (game.periods < game.format.regulationPeriods) continue;
      for (const event of game.events) {
        if (
          event.type !== 'foul' ||
          event.kind !== 'personal' ||
          event.period < game.format.regulationPeriods
        )
          continue;
        if (event.clock > 60 || event.side === null) continue;
        const margin =
          event.side === 'home'
            ? event.score.home - event.score.away
            : event.score.away - event.score.home;
        if (margin < 0 && margin >= -10) lateFouls += 1;
      }
    }
    expect(lateFouls / ALL.length).toBeGreaterThan(0.5);
  });
});

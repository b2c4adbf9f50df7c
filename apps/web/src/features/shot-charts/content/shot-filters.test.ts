import { describe, expect, it } from 'vitest';
import { GAMES, SHOTS, TEAM_ID, shotRow } from '../shot-charts.fixtures';
import { NO_SHOT_FILTERS, type ShotFilterChoice } from './chart-choices';
import {
  filterShots,
  opponentsOf,
  scheduleOf,
  siteOf,
  type ShotFilterContext,
} from './shot-filters';

const schedule = scheduleOf(GAMES, { teamId: TEAM_ID, teamMarket: 'Alpha State' });
const context: ShotFilterContext = {
  schedule: new Map(schedule.map((game) => [game.gameId, game])),
  isOffense: true,
  periodFormat: 'halves',
};

/** The attempts' sequence numbers (1-10 in the fixture) that the filters keep. */
const kept = (filters: Partial<ShotFilterChoice>, rows = SHOTS, ctx = context) =>
  filterShots(rows, { ...NO_SHOT_FILTERS, ...filters }, ctx).map((row) => row.seq);

describe('scheduleOf', () => {
  it("reads each game from the team's side, in date order", () => {
    expect(schedule).toEqual([
      { gameId: 11, gameDate: '2024-11-10', opponent: 'Beta Tech', site: 'home', hasShots: true },
      {
        gameId: 12,
        gameDate: '2024-12-01',
        opponent: 'Gamma College',
        site: 'away',
        hasShots: true,
      },
      {
        gameId: 13,
        gameDate: '2025-01-15',
        opponent: 'Beta Tech',
        site: 'neutral',
        hasShots: true,
      },
      {
        gameId: 14,
        gameDate: '2025-02-01',
        opponent: 'Gamma College',
        site: 'home',
        hasShots: false,
      },
    ]);
    expect(opponentsOf(schedule)).toEqual(['Beta Tech', 'Gamma College']);
  });

  it('knows a team without an id in the game rows by its name', () => {
    const [first] = GAMES;
    if (first === undefined) throw new Error('fixture');
    const games = [{ ...first, homeTeamId: null }];
    expect(scheduleOf(games, { teamId: TEAM_ID, teamMarket: 'Alpha State' })[0]).toMatchObject({
      opponent: 'Beta Tech',
      site: 'home',
    });
  });
});

describe('filterShots', () => {
  it('keeps every attempt without filters', () => {
    expect(kept({})).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('picks games', () => {
    expect(kept({ games: [11, 13] })).toEqual([1, 2, 3, 4, 8, 9, 10]);
    expect(kept({ games: [14] })).toEqual([]);
  });

  it('picks an opponent by name', () => {
    expect(kept({ opponent: 'Gamma College' })).toEqual([5, 6, 7]);
    expect(kept({ opponent: 'Beta Tech' })).toEqual([1, 2, 3, 4, 8, 9, 10]);
    expect(kept({ opponent: 'Nobody' })).toEqual([]);
  });

  it('picks the site from the schedule: a neutral game is neither home nor away', () => {
    expect(kept({ site: 'home' })).toEqual([1, 2, 3, 4]);
    expect(kept({ site: 'away' })).toEqual([5, 6, 7]);
    expect(kept({ site: 'neutral' })).toEqual([8, 9, 10]);
  });

  it("reads an opponent's home game as the team's away game on defense", () => {
    const theirs = shotRow(20, {
      gameId: 99,
      period: 1,
      x: 0,
      y: 1,
      zoneArea: 'atr2',
      shotValue: 2,
      shotType: 'layup',
      isMade: true,
    });
    const defense = { ...context, isOffense: false };
    expect(siteOf({ ...theirs, isHome: true }, defense)).toBe('away');
    expect(siteOf({ ...theirs, isHome: false }, defense)).toBe('home');
    expect(siteOf({ ...theirs, isHome: true }, context)).toBe('home');
  });

  it('picks a regulation period or every overtime', () => {
    expect(kept({ period: '1' })).toEqual([1, 2, 5, 8]);
    expect(kept({ period: '2' })).toEqual([3, 4, 6, 9, 10]);
    expect(kept({ period: 'ot' })).toEqual([7]);
    // Women's quarters: the third period is regulation, not overtime.
    const quarters = { ...context, periodFormat: 'quarters' as const };
    expect(kept({ period: '3' }, SHOTS, quarters)).toEqual([7]);
    expect(kept({ period: 'ot' }, SHOTS, quarters)).toEqual([]);
  });

  it('keeps clutch-time attempts only when asked', () => {
    expect(kept({ clutch: true })).toEqual([4, 7]);
  });

  it('keeps the days of a date range, ends included', () => {
    expect(kept({ from: '2024-12-01' })).toEqual([5, 6, 7, 8, 9, 10]);
    expect(kept({ to: '2024-12-01' })).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(kept({ from: '2024-11-11', to: '2025-01-14' })).toEqual([5, 6, 7]);
    const undated = SHOTS.map((row) => ({ ...row, gameDate: null }));
    // Without a date in the row, the schedule's date counts.
    expect(kept({ from: '2025-01-15' }, undated)).toEqual([8, 9, 10]);
  });

  it('picks the shot value or the shot type', () => {
    expect(kept({ shotType: 'three' })).toEqual([3, 4, 7, 9]);
    expect(kept({ shotType: 'two' })).toEqual([1, 2, 5, 6, 8, 10]);
    expect(kept({ shotType: 'layup' })).toEqual([1]);
    expect(kept({ shotType: 'dunk' })).toEqual([2]);
    expect(kept({ shotType: 'jumper' })).toEqual([3, 4, 5, 7, 9, 10]);
    expect(kept({ shotType: 'hook' })).toEqual([6]);
    expect(kept({ shotType: 'tip' })).toEqual([8]);
    const odd = SHOTS.slice(0, 2).map((row, index) => ({
      ...row,
      shotType: index === 0 ? null : 'bank shot',
    }));
    expect(kept({ shotType: 'other' }, odd)).toEqual([1, 2]);
  });

  it('applies every filter together', () => {
    expect(kept({ opponent: 'Beta Tech', period: '2', shotType: 'two' })).toEqual([10]);
    expect(kept({ site: 'away', clutch: true, shotType: 'three' })).toEqual([7]);
  });
});

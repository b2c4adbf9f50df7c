/**
 * The lineup endpoints (season and game lineups, on/off, game flow) on the real 2024-25
 * warehouse: units add up to the game (minutes to its length, plus-minus to the margin), on/off
 * minutes to the games played, a player's stretches to his minutes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realDataAvailable } from '../../testing/real-warehouse';
import type { PbpHarness } from './pbp-test-support';
import {
  ND_TEXAS,
  NOTRE_DAME,
  SC_COPPIN,
  SOUTH_CAROLINA,
  TEXAS,
  WOMEN,
  boxOnlyGame,
  callPbp,
  expectInputError,
  num,
  openPbpHarness,
  readBundle,
  sumOf,
} from './pbp-test-support';

/** Notre Dame–Texas went to one overtime: 40 + 5 minutes. */
const GAME_MINUTES = 45;

describe.skipIf(!realDataAvailable())('pbp lineup endpoints', () => {
  let h: PbpHarness;
  beforeAll(async () => {
    h = await openPbpHarness();
  }, 180_000);
  afterAll(() => h?.close());

  it("enh-lineup-game-summaries: each team's units add up to the game length and the final margin", async () => {
    const rows = await callPbp(h.db, 'enh-lineup-game-summaries', {
      competitionId: WOMEN,
      gameId: ND_TEXAS,
    });
    const team = (id: number) => rows.filter((r) => r['teamId'] === id);
    expect(sumOf(team(NOTRE_DAME), 'mins')).toBeCloseTo(GAME_MINUTES, 9);
    expect(sumOf(team(TEXAS), 'mins')).toBeCloseTo(GAME_MINUTES, 9);
    expect(sumOf(team(NOTRE_DAME), 'plusMinus')).toBe(80 - 70);
    expect(sumOf(team(TEXAS), 'plusMinus')).toBe(70 - 80);
    expect(sumOf(team(NOTRE_DAME), 'ptsScored')).toBe(80);
    // Every attempt of the game is credited to one unit of each side (official box: 63 and 73).
    expect(sumOf(team(NOTRE_DAME), 'fga')).toBe(63);
    expect(sumOf(team(NOTRE_DAME), 'fgaAgst')).toBe(73);
    for (const row of rows) {
      const names = [1, 2, 3, 4, 5].map((n) => row[`pName${n}`]);
      expect(new Set(names).size).toBe(5);
      expect(row['ortg']).toBe(
        num(row, 'poss') > 0 ? (100 * num(row, 'ptsScored')) / num(row, 'poss') : null,
      );
    }
    const sc = await callPbp(h.db, 'enh-lineup-game-summaries', {
      competitionId: WOMEN,
      teamId: SOUTH_CAROLINA,
    });
    expect(sumOf(sc, 'plusMinus')).toBe(92 - 60);
    expect(sumOf(sc, 'mins')).toBeCloseTo(40, 9);
    expect(
      await callPbp(h.db, 'enh-lineup-game-summaries', {
        competitionId: 38409,
        gameId: await boxOnlyGame(h.db),
      }),
    ).toEqual([]);
    await expectInputError(h.db, 'enh-lineup-game-summaries', { competitionId: WOMEN }, 'teamId');
  });

  it("lineup-agg-stats-top: a team's season units, and the qualified top units of a division", async () => {
    const rows = await callPbp(h.db, 'lineup-agg-stats-top', {
      competitionId: WOMEN,
      teamId: NOTRE_DAME,
    });
    expect(sumOf(rows, 'minsPbp')).toBeCloseTo(GAME_MINUTES, 9);
    expect(sumOf(rows, 'plusMinus')).toBe(10);
    // Most-played first; Notre Dame's starters played the first 7:05 together (bundle lineups).
    const minutes = rows.map((r) => num(r, 'mins'));
    expect([...minutes].sort((a, b) => b - a)).toEqual(minutes);
    expect(rows.every((r) => r['scope'] === 'season')).toBe(true);
    const top = await callPbp(h.db, 'lineup-agg-stats-top', {
      competitionId: WOMEN,
      divisionId: 1,
    });
    // The division's list is every team's units with at least 50 possessions (METHODS §4).
    const all = [];
    for (const teamId of [NOTRE_DAME, TEXAS, SOUTH_CAROLINA, 591724]) {
      all.push(...(await callPbp(h.db, 'lineup-agg-stats-top', { competitionId: WOMEN, teamId })));
    }
    const qualified = all.filter((r) => num(r, 'poss') >= 50).map((r) => r['_id']);
    expect(top.map((r) => r['_id']).sort()).toEqual(qualified.sort());
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((r) => r['isQualified'] === true)).toBe(true);
    await expectInputError(
      h.db,
      'lineup-agg-stats-top',
      { competitionId: WOMEN, teamId: NOTRE_DAME, scope: 'home' },
      'scope',
    );
  });

  it('on-off-agg-stats: on + off minutes are the game length, six rows a player', async () => {
    const rows = await callPbp(h.db, 'on-off-agg-stats', {
      competitionId: WOMEN,
      teamId: NOTRE_DAME,
    });
    const onOffence = rows.filter((r) => r['onOffDiff'] === 'on' && r['isOffense'] === true);
    expect(rows).toHaveLength(onOffence.length * 6);
    for (const row of rows) {
      expect(num(row, 'minsOn') + num(row, 'minsOff')).toBeCloseTo(GAME_MINUTES, 9);
      expect(row['scope']).toBe('seasonAll');
    }
    // Five players on the floor at all times: the minutes on sum to 5 × 45.
    expect(sumOf(onOffence, 'minsOn')).toBeCloseTo(5 * GAME_MINUTES, 9);
    // On + off plus-minus is the team's margin, for every player.
    for (const on of onOffence) {
      const off = rows.find(
        (r) =>
          r['playerId'] === on['playerId'] && r['onOffDiff'] === 'off' && r['isOffense'] === true,
      );
      expect(num(on, 'plusMinus') + num(off ?? {}, 'plusMinus')).toBe(10);
      // Offense rows count the team's points; its attempts on + off are its 63 FGA.
      expect(num(on, 'fga') + num(off ?? {}, 'fga')).toBe(63);
    }
    // Hidalgo played every second (bundle: she never left the game).
    const hidalgo = onOffence.find((r) => r['fullName'] === 'Hannah Hidalgo');
    expect(hidalgo?.['minsOff']).toBe(0);
    const diff = rows.find(
      (r) =>
        r['fullName'] === 'Cassandre Prosper' &&
        r['onOffDiff'] === 'diff' &&
        r['isOffense'] === true,
    );
    const on = rows.find(
      (r) =>
        r['fullName'] === 'Cassandre Prosper' && r['onOffDiff'] === 'on' && r['isOffense'] === true,
    );
    const off = rows.find(
      (r) =>
        r['fullName'] === 'Cassandre Prosper' &&
        r['onOffDiff'] === 'off' &&
        r['isOffense'] === true,
    );
    expect(diff?.['netRtg']).toBeCloseTo(num(on ?? {}, 'netRtg') - num(off ?? {}, 'netRtg'), 9);
    await expectInputError(h.db, 'on-off-agg-stats', { competitionId: WOMEN }, 'teamId');
  });

  it("game-flow-players: stretches add up to each player's minutes and plus-minus", async () => {
    const rows = await callPbp(h.db, 'game-flow-players', { gameId: ND_TEXAS });
    const onOff = await callPbp(h.db, 'on-off-agg-stats', { competitionId: WOMEN, teamId: TEXAS });
    for (const on of onOff.filter((r) => r['onOffDiff'] === 'on' && r['isOffense'] === true)) {
      const mine = rows.filter((r) => r['playerId'] === on['playerId']);
      expect(sumOf(mine, 'mins')).toBeCloseTo(num(on, 'minsOn'), 9);
      expect(sumOf(mine, 'plusMinus')).toBe(on['plusMinus']);
    }
    // Each team has five players on the floor: its stretches cover 5 × 45 minutes.
    expect(
      sumOf(
        rows.filter((r) => r['teamId'] === TEXAS),
        'mins',
      ),
    ).toBeCloseTo(5 * GAME_MINUTES, 9);
    for (const row of rows)
      expect(num(row, 'startClock')).toBeGreaterThanOrEqual(num(row, 'endClock'));
    await expectInputError(h.db, 'game-flow-players', { gameId: 99 }, 'game');
  });

  it('game-flow-lineups: stints in order with the running score, ending at the final', async () => {
    const rows = await callPbp(h.db, 'game-flow-lineups', { gameId: SC_COPPIN });
    const home = rows.filter((r) => r['isHome'] === true);
    const last = home[home.length - 1];
    if (last === undefined) throw new Error('no stints');
    const bundle = readBundle(SC_COPPIN);
    const final = bundle.pbp[bundle.pbp.length - 1];
    expect(num(last, 'teamScoreStart') + num(last, 'ptsScored')).toBe(final?.home_score);
    expect(num(last, 'oppScoreStart') + num(last, 'ptsAgst')).toBe(final?.away_score);
    expect(home[0]).toMatchObject({
      teamScoreStart: 0,
      oppScoreStart: 0,
      period: 1,
      startClock: 600,
    });
    expect(sumOf(home, 'plusMinus')).toBe(92 - 60);
    expect(await callPbp(h.db, 'game-flow-lineups', { gameId: await boxOnlyGame(h.db) })).toEqual(
      [],
    );
  });
});

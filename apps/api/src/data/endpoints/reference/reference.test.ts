/**
 * Every reference endpoint's handler on the real 2024-25 warehouse (men's and women's): its
 * example answers rows its zod schema accepts, one known value checked against the real files
 * or a hand computation, and bad or unknown ids are DataInputErrors naming the segment.
 */
import type { DataConfig } from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import { openWarehouseReadOnly } from '@courtside/warehouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VISITOR } from '../../caller';
import type { DataCaller, DataEndpoint } from '../../endpoint';
import { DataInputError } from '../../endpoint';
import type { TestWarehouse } from '../../testing/real-warehouse';
import { BOTH_GENDERS, buildTestWarehouse, realDataAvailable } from '../../testing/real-warehouse';
import { callEndpoint, callSerialized } from '../../testing/call-endpoint';
import { familyEndpoints } from '../../registry';

const ADMIN: DataCaller = { tier: 3, isAdmin: true, teamId: null, gender: null };
const endpoint = (name: string): DataEndpoint => {
  const found = familyEndpoints.reference.find((e) => e.name === name);
  if (found === undefined) throw new Error(`no endpoint ${name}`);
  return found;
};

const EVENT_ROWS = [
  { day: '2026-01-10', type: 'pagechange', shortPath: '/tools', events: 3, users: 2 },
];

describe.skipIf(!realDataAvailable())('reference endpoints on the real 2024-25 warehouse', () => {
  let warehouse: TestWarehouse;
  let db: WarehouseDb;
  const run = async (
    name: string,
    config: DataConfig,
    extra: { now?: Date; query?: Record<string, unknown> } = {},
  ) =>
    (await callEndpoint(endpoint(name), {
      config,
      caller: ADMIN,
      db,
      updated: '2026-11-21T00:00:00.000Z',
      now: extra.now,
      query: extra.query,
      services: { eventLogAnalytics: async () => EVENT_ROWS },
    })) as Array<Record<string, unknown>>;

  beforeAll(async () => {
    warehouse = await buildTestWarehouse(BOTH_GENDERS);
    db = await openWarehouseReadOnly(`${warehouse.dataDir}/warehouse.duckdb`);
  }, 180_000);
  afterAll(() => {
    db?.close();
    warehouse?.remove();
  });

  // Live lists are read on a day with games and in a season the test warehouse holds.
  const LIVE_DAY = new Date('2025-03-08T17:00:00Z');
  const exampleOf = (e: DataEndpoint): DataConfig =>
    e.name.startsWith('live-games') ? { competitionId: 38409, divisionId: 1 } : e.example;

  it.each(familyEndpoints.reference.map((e) => [e.name, e] as const))(
    '%s: its example answers rows of its schema, each with _id',
    async (_name, e) => {
      const rows = await callEndpoint(e, {
        config: exampleOf(e),
        caller: ADMIN,
        db,
        now: LIVE_DAY,
        services: { eventLogAnalytics: async () => EVENT_ROWS },
        query: e.name === 'live-search' ? { text: 'duke' } : undefined,
      });
      if (e.name === 'bracket-odds') {
        // NCAA files do not say their brackets, so no national tournament is stored to simulate
        // (bracket-odds.test.ts answers the demo league's); the answer is honestly empty.
        expect(rows).toEqual([]);
        return;
      }
      expect(rows.length).toBeGreaterThan(0);
      const parsed = z.array(e.row).safeParse(rows);
      expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 2))).toBe(true);
      if (e.name !== 'event-log-analytics') {
        const ids = rows.map((row) => (row as { _id: string })._id);
        expect(new Set(ids).size).toBe(ids.length);
      }
    },
  );

  it('competitions: all 16, 2024-25 men with its 6,293 games (warehouse README), 2018-19 without data', async () => {
    const rows = await run('competitions', {});
    expect(rows).toHaveLength(16);
    expect(rows.find((r) => r['competitionId'] === 38409)).toMatchObject({
      competitionName: "2024-25 Men's Basketball",
      hasData: true,
      games: 6293,
      isCurrent: false,
      defaultTournamentId: 5025,
      dataSource: 'ncaa',
      isSimulated: false,
    });
    expect(rows.find((r) => r['competitionId'] === 16001)).toMatchObject({
      hasData: false,
      games: 0,
      dataSource: null,
      isSimulated: false,
    });
    expect(
      (await run('competitions', { gender: 'FEMALE' })).every((r) => r['gender'] === 'FEMALE'),
    ).toBe(true);
  });

  it("teams: the list DuckDB writes is the handler's rows, byte for byte", async () => {
    const configs: DataConfig[] = [
      {},
      { competitionId: 38409 },
      { gender: 'FEMALE' },
      { conferenceId: 1 },
      { competitionId: 38409, divisionId: 1 },
      { competitionId: 38409, teamId: 590616 },
    ];
    for (const config of configs) {
      const context = { config, caller: ADMIN, db, updated: '2026-11-21T00:00:00.000Z' };
      const serialized = await callSerialized(endpoint('teams'), { ...context, services: {} });
      const rows = await run('teams', config);
      expect(rows.length).toBeGreaterThan(0);
      expect(serialized?.toString('utf8')).toBe(JSON.stringify(rows));
    }
  });

  it('teams, games, players: Duke 2024-25 in the ACC, 39 games, Cooper Flagg 6-9', async () => {
    expect(await run('teams', { competitionId: 38409, teamId: 590616 })).toMatchObject([
      { teamMarket: 'Duke', conferenceId: 1, conferenceShortName: 'ACC', divisionId: 1 },
    ]);
    expect(await run('games', { competitionId: 38409, teamId: 590616 })).toHaveLength(39);
    const roster = await run('players', { competitionId: 38409, teamId: 590616 });
    expect(roster).toHaveLength(15);
    expect(roster.find((r) => r['fullName'] === 'Cooper Flagg')).toMatchObject({
      height: 81,
      heightLabel: '6-9',
      position: 'F',
    });
    expect(
      await run('players', {
        competitionId: 38409,
        teamId: 590616,
        playerId: 9035807,
        skinny: true,
      }),
    ).toEqual([
      {
        _id: '38409-9035807',
        updated: '2026-11-21T00:00:00.000Z',
        competitionId: 38409,
        playerId: 9035807,
        personId: 9035807,
        teamId: 590616,
        fullName: 'Cooper Flagg',
      },
    ]);
    // `person` alone lists one person's seasons (this warehouse holds one of his).
    const seasons = await run('players', { personId: 9035807, skinny: true });
    expect(seasons.map((r) => [r['competitionId'], r['playerId'], r['teamId']])).toEqual([
      [38409, 9035807, 590616],
    ]);
    expect(await run('players', { personId: 1 })).toEqual([]);
  });

  it('conferences and competition lists: the ACC had 18 men’s teams in 2024-25', async () => {
    expect((await run('conferences', { conferenceId: 1 }))[0]).toMatchObject({
      conferenceLongName: 'Atlantic Coast',
      isTopConference: true,
    });
    expect(
      (await run('competition-conferences', { competitionId: 38409 })).find(
        (r) => r['conferenceId'] === 1,
      ),
    ).toMatchObject({ teams: 18, gender: 'MALE' });
    expect(
      (await run('competition-teams', { competitionId: 38409, teamId: 590616 }))[0],
    ).toMatchObject({
      overallWins: 35,
      overallLosses: 4,
      confWins: 19,
      confLosses: 1,
      // The NCAA datasets name no home courts.
      venue: null,
    });
  });

  it('competition-team-players: Notre Dame women by minutes, as the official box of their game', async () => {
    const rows = await run('competition-team-players', { competitionId: 38529, teamId: 591997 });
    expect(
      rows.slice(0, 3).map((r) => [r['fullName'], Math.round(Number(r['mins']) * 100) / 100]),
    ).toEqual([
      ['Hannah Hidalgo', 44.65],
      ['Liatu King', 44.65],
      ['Sonia Citron', 43.13],
    ]);
  });

  it('height-rankings: Duke’s mean roster height is the hand-computed 1188 / 15 inches', async () => {
    const roster = await run('players', { competitionId: 38409, teamId: 590616 });
    const heights = roster.map((r) => Number(r['height']));
    expect(heights.reduce((a, b) => a + b, 0)).toBe(1188);
    const [duke] = await run('height-rankings', { competitionId: 38409, teamId: 590616 });
    expect(duke?.['avgHeight']).toBeCloseTo(1188 / 15, 9);
    const all = await run('height-rankings', { competitionId: 38409, divisionId: 1 });
    const taller = all.filter((r) => Number(r['avgHeight']) > 1188 / 15 + 1e-9).length;
    expect(duke?.['avgHeightRank']).toBe(taller + 1);
  });

  it('games by date: the 2025 men’s final (Florida 65, Houston 63) and live games of a day', async () => {
    expect(await run('raw-games', { competitionId: 38409, gameDate: '20250407' })).toMatchObject([
      {
        homeMarket: 'Houston',
        homeScore: 63,
        awayMarket: 'Florida',
        awayScore: 65,
        status: 'final',
      },
    ]);
    const explorer = await run('game-explorer-search', {
      competitionId: 38409,
      gameDate: '2025-04-07',
    });
    expect(explorer[0]).toMatchObject({ margin: -2, totalPts: 128, isOvertime: false });
    // Noon in New York on 8 March 2025: St. John's won 86-84 at Marquette that day.
    const now = new Date('2025-03-08T17:00:00Z');
    const today = await run('live-games', { competitionId: 38409 }, { now });
    expect(today).toHaveLength(100);
    expect(today.find((r) => r['gameId'] === 5733094)).toMatchObject({
      homeScore: 84,
      awayScore: 86,
    });
    expect(await run('live-games-two-day', { competitionId: 38409 }, { now })).toHaveLength(129);
    expect(await run('live-games', {}, { now: new Date('2025-07-01T12:00:00Z') })).toEqual([]);
  });

  it('options: Duke is the top men’s shot-chart team, scopes read Full Season', async () => {
    expect((await run('shotcharts-top-options', { competitionId: 38409 }))[0]).toMatchObject({
      label: 'M: Duke',
      value: 590616,
    });
    expect(await run('shotcharts-top-options', {})).toHaveLength(12);
    const scopes = await run('get-dropdown-options', { competitionId: 38409, tableName: 'scopes' });
    expect(scopes[0]).toMatchObject({ value: 'season', label: 'Full Season' });
    const teams = await run('ptgc-selects', { competitionId: 38409, divisionId: 1, ptgc: 'team' });
    expect(teams).toHaveLength(364);
    expect(teams.find((r) => r['value'] === 590616)).toMatchObject({
      label: 'Duke (M)',
      competitionIds: [38409],
    });
    expect((await run('team-colors', { competitionId: 38409, teamId: 590616 }))[0]).toMatchObject({
      colorPrimary: null,
    });
  });

  it('brackets: 63 slots, 1 v 16 first, seed order and maximum scores of METHODS §9', async () => {
    const slots = await run('bracket-definitions', { tournamentId: 5025 });
    expect(slots).toHaveLength(63);
    expect(slots[0]).toMatchObject({
      round: 1,
      slot: 1,
      region: 1,
      topSeed: 1,
      bottomSeed: 16,
      nextSlot: 1,
    });
    expect(slots[62]).toMatchObject({
      round: 6,
      slot: 1,
      region: null,
      fromSlots: [1, 2],
      nextSlot: null,
    });
    const [config] = await run('tournament-configs', { tournamentId: 5025 });
    expect(config?.['scoringSystems']).toMatchObject([
      { id: 'standard', maxScore: 1920 },
      { id: 'doubling', maxScore: 192 },
      { id: 'seedRound', maxScore: 1748 },
    ]);
    expect(await run('all-tournament-config-ids', {})).toHaveLength(14);
  });

  it('live-search: typos and prefixes find Duke and Hannah Hidalgo', async () => {
    const duke = await run(
      'live-search',
      {},
      { query: { text: 'dkue', competitions: '38409', ptgc: 'team' } },
    );
    expect(duke[0]).toEqual({
      _id: '590616',
      label: 'Duke (M)',
      ptgc: 'team',
      competitionIds: [38409],
    });
    const hidalgo = await run('live-search', {}, { query: { text: 'hannah hidal' } });
    expect(hidalgo[0]).toMatchObject({ _id: '8725659', ptgc: 'player', competitionIds: [38529] });
    expect(await run('live-search', {}, { query: { text: '' } })).toEqual([]);
  });

  it('event-log-analytics reads the accounts event log over the requested days', async () => {
    expect(await run('event-log-analytics', { start: '2026-01-10', end: '2026-01-11' })).toEqual(
      EVENT_ROWS,
    );
  });

  it.each<[string, DataConfig, string, Record<string, unknown>?]>([
    ['teams', { competitionId: 38409, teamId: 1 }, 'team'],
    ['teams', { competitionId: 99 }, 'competition'],
    ['teams', { conferenceId: 999999999 }, 'conference'],
    ['players', { competitionId: 38409, playerId: 1 }, 'player'],
    ['players', {}, 'competition'],
    ['games', { gameIds: [1] }, 'games'],
    ['games', { competitionId: 38409, gameDate: '2025-13-01' }, 'gamedate'],
    ['games', { competitionId: 38409, start: '2025-03-02', end: '2025-03-01' }, 'start'],
    ['competition-team-players', { competitionId: 38409, teamId: 1 }, 'teamId'],
    ['competition-teams', {}, 'competitionId'],
    ['conferences', { divisionId: 7 }, 'division'],
    ['tournaments', { tournamentId: 1 }, 'tournament'],
    ['bracket-definitions', { tournamentId: 1 }, 'tournament'],
    ['ptgc-selects', { ptgc: 'coach' }, 'ptgc'],
    ['get-dropdown-options', { competitionId: 38409, tableName: 'coaches' }, 'tableName'],
    ['game-explorer-search', { competitionId: 38409, teamId: 3 }, 'teamId'],
    ['shotcharts-top-options', { gender: 'X' }, 'gender'],
    ['event-log-analytics', { start: '2020-01-01', end: '2026-01-01' }, 'start'],
    ['live-search', {}, 'competitions', { competitions: '38409-12' }],
  ])('%s with %j → DataInputError naming "%s"', async (name, config, segment, query) => {
    const error = await run(name, config, { query }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DataInputError);
    expect((error as DataInputError).segment).toBe(segment);
    expect((error as DataInputError).message).toContain(segment);
  });

  it('handlers do not depend on the caller: visitors get the same rows as admins', async () => {
    const asAdmin = await run('teams', { competitionId: 38529 });
    const asVisitor = await callEndpoint(endpoint('teams'), {
      config: { competitionId: 38529 },
      caller: VISITOR,
      db,
      updated: '2026-11-21T00:00:00.000Z',
    });
    expect(asVisitor).toEqual(asAdmin);
  });
});

/**
 * `team-head-to-head` on the real 2024-25 warehouses (men and women). Duke and North Carolina
 * met three times in 2024-25 (official results): 87-70 at Duke on 1 February, 82-69 at North
 * Carolina on 8 March and 74-71 in the ACC tournament semifinal at a neutral site on 14 March.
 * Across seasons, on a two-season demo league, the answer is checked against the pair's games
 * as the `teams` and `games` endpoints list them season by season.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WarehouseDb } from '@courtside/warehouse';
import { openWarehouseReadOnly } from '@courtside/warehouse';
import { SCALES, buildDemoWarehouse } from '@courtside/demo-league';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataEndpoint } from '../../endpoint';
import { UnknownIdError } from '../../unknown-id';
import { realDataAvailable } from '../../testing/real-warehouse';
import type { StatsWarehouse } from '../stats/support/testing';
import {
  DUKE,
  MEN,
  WOMEN,
  inputErrorOf,
  openStatsWarehouse,
  runEndpoint,
} from '../stats/support/testing';
import { gamesEndpoint } from './games.endpoint';
import { teamHeadToHeadEndpoint } from './team-head-to-head.endpoint';
import { teamsEndpoint } from './teams.endpoint';

const NORTH_CAROLINA = 590578;
const endpoint: DataEndpoint = teamHeadToHeadEndpoint;

describe.skipIf(!realDataAvailable())('team-head-to-head on the real 2024-25 seasons', () => {
  let warehouse: StatsWarehouse;
  beforeAll(async () => {
    warehouse = await openStatsWarehouse();
  }, 240_000);
  afterAll(() => warehouse?.close());

  it('lists the three Duke-North Carolina games from Duke’s side, oldest first', async () => {
    const rows = await runEndpoint(teamHeadToHeadEndpoint, warehouse.db, {
      teamIds: [DUKE, NORTH_CAROLINA],
    });
    expect(
      rows.map((row) => [row.gameDate, row.ptsScored, row.ptsAgst, row.isHome, row.isNeutral]),
    ).toEqual([
      ['2025-02-01', 87, 70, true, false],
      ['2025-03-08', 82, 69, false, false],
      ['2025-03-14', 74, 71, false, true],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        competitionId: MEN,
        teamId: DUKE,
        teamMarket: 'Duke',
        teamIdAgst: NORTH_CAROLINA,
        teamMarketAgst: 'North Carolina',
        isWin: true,
      });
      expect(row._id).toBe(`${MEN}-${row.gameId}-${DUKE}`);
    }
  });

  it('tells the same games from the other side when the order is reversed', async () => {
    const rows = await runEndpoint(teamHeadToHeadEndpoint, warehouse.db, {
      teamIds: [NORTH_CAROLINA, DUKE],
    });
    expect(rows.map((row) => [row.ptsScored, row.ptsAgst, row.isHome, row.isWin])).toEqual([
      [70, 87, false, false],
      [69, 82, true, false],
      [71, 74, false, false],
    ]);
  });

  it('answers an empty list for two schools that never met', async () => {
    const [other] = await warehouse.db.all(
      `SELECT t.team_id FROM teams t WHERE t.competition_id = $c AND t.team_id <> $duke
         AND NOT EXISTS (SELECT 1 FROM games g WHERE g.competition_id = $c
           AND ((g.home_team_id = $duke AND g.away_team_id = t.team_id)
             OR (g.away_team_id = $duke AND g.home_team_id = t.team_id)))
       ORDER BY t.team_id LIMIT 1`,
      { c: MEN, duke: DUKE },
    );
    const rows = await runEndpoint(teamHeadToHeadEndpoint, warehouse.db, {
      teamIds: [DUKE, Number(other?.['team_id'])],
    });
    expect(rows).toEqual([]);
  });

  it('refuses what a client can get wrong, naming the segment', async () => {
    const [womenDuke] = await warehouse.db.all(
      "SELECT team_id FROM teams WHERE competition_id = $c AND team_key = 'duke'",
      { c: WOMEN },
    );
    const cases: Array<[number[], string]> = [
      [[DUKE], '"teams" names exactly two teams (got 1)'],
      [[DUKE, NORTH_CAROLINA, 1], '"teams" names exactly two teams (got 3)'],
      [[DUKE, DUKE], `Teams ${DUKE} and ${DUKE} are the same school (Duke)`],
      [
        [DUKE, Number(womenDuke?.['team_id'])],
        `Teams ${DUKE} and ${Number(womenDuke?.['team_id'])} play in different genders' competitions`,
      ],
    ];
    for (const [teamIds, message] of cases) {
      const error = await inputErrorOf(endpoint, warehouse.db, { teamIds });
      expect(error.message).toBe(message);
      expect(error.segment).toBe('teams');
    }
    const unknown = await inputErrorOf(endpoint, warehouse.db, { teamIds: [DUKE, 12] });
    expect(unknown).toBeInstanceOf(UnknownIdError);
    expect(unknown.message).toBe('Unknown team 12 ("teams")');
    const outside = await inputErrorOf(endpoint, warehouse.db, {
      teamIds: [DUKE, NORTH_CAROLINA],
      competitionId: WOMEN,
    });
    expect(outside.message).toBe(`Unknown team ${DUKE} ("teams")`);
  });
});

describe('team-head-to-head across the seasons of a demo league', () => {
  const SEASONS = [36045, MEN];
  const root = mkdtempSync(join(tmpdir(), 'courtside-h2h-'));
  let db: WarehouseDb;
  beforeAll(async () => {
    const built = await buildDemoWarehouse({
      dataDir: root,
      seed: 11,
      scale: { ...SCALES.small, competitionIds: SEASONS },
      workers: 0,
    });
    db = await openWarehouseReadOnly(built.path);
  }, 240_000);
  afterAll(() => {
    db?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('finds the pair’s games of every season, each season’s team ids on its rows', async () => {
    // Each season's teams by school, and the pair's games by season, from the list endpoints.
    const schoolOf = new Map<string, string>();
    for (const competitionId of SEASONS) {
      for (const team of await runEndpoint(teamsEndpoint, db, { competitionId })) {
        schoolOf.set(`${competitionId}-${team.teamId}`, team.teamMarket);
      }
    }
    const latest = await runEndpoint(gamesEndpoint, db, { competitionId: MEN });
    const conferenceGame = latest.find((game) => game.conferenceGame);
    const first = conferenceGame?.homeTeamId ?? null;
    const second = conferenceGame?.awayTeamId ?? null;
    if (first === null || second === null)
      throw new Error('the demo season has no conference game');
    const firstSchool = schoolOf.get(`${MEN}-${first}`);
    const secondSchool = schoolOf.get(`${MEN}-${second}`);
    const expected: Array<[number, number, number | null, number | null]> = [];
    for (const competitionId of SEASONS) {
      for (const game of await runEndpoint(gamesEndpoint, db, { competitionId })) {
        const home = schoolOf.get(`${competitionId}-${game.homeTeamId}`);
        const away = schoolOf.get(`${competitionId}-${game.awayTeamId}`);
        if (home === firstSchool && away === secondSchool) {
          expected.push([competitionId, game.gameId, game.homeScore, game.awayScore]);
        } else if (home === secondSchool && away === firstSchool) {
          expected.push([competitionId, game.gameId, game.awayScore, game.homeScore]);
        }
      }
    }
    const rows = await runEndpoint(teamHeadToHeadEndpoint, db, { teamIds: [first, second] });
    expect(new Set(rows.map((row) => row.competitionId))).toEqual(new Set(SEASONS));
    expect(
      rows.map((row) => [row.competitionId, row.gameId, row.ptsScored, row.ptsAgst]).sort(),
    ).toEqual(expected.sort());
    for (const row of rows) {
      expect(schoolOf.get(`${row.competitionId}-${row.teamId}`)).toBe(firstSchool);
      expect(schoolOf.get(`${row.competitionId}-${row.teamIdAgst}`)).toBe(secondSchool);
    }
    const dates = rows.map((row) => row.gameDate ?? '');
    expect(dates).toEqual([...dates].sort());
  });
});

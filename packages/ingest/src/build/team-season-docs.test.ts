/**
 * team_season_docs: the build's serialized season rows are, byte for byte, the JSON the
 * row function makes from the same aggregates, for every filter the API passes; rows written by
 * other code (another fingerprint), or none at all, are refused so the API computes instead.
 * Hand-made league: three teams in two conferences, box-score games with every stat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamSeasonDocs } from './team-season-docs';
import { buildTeamAggregates } from './team-aggregates';
import {
  COUNT_COLUMNS,
  createSchema,
  openDb,
  TEAM_AGG_ROWS_FINGERPRINT,
  teamAggRows,
  rowTail,
  teamScopeAggregates,
  teamSeasonDocsJson,
} from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { insertRow } from '../testing/insert-row';

const C = 77;
const UPDATED = '2025-04-08T12:00:00.000Z';
// Markets out of id order: the answer is sorted by market.
const TEAMS = [
  { id: 1, market: 'Gamma', conference: 10 },
  { id: 2, market: 'Alpha', conference: 10 },
  { id: 3, market: 'Beta', conference: 20 },
];

/** A box line whose every stat differs with the team and the game. */
function line(prefix: '' | 'opp_', seed: number): Record<string, number> {
  const out: Record<string, number> = {};
  COUNT_COLUMNS.forEach((stat, i) => (out[`${prefix}${stat}`] = 5 + ((seed * 7 + i * 3) % 23)));
  out[`${prefix}fga`] = 60 + (seed % 9);
  out[`${prefix}fga2`] = 40 + (seed % 5);
  out[`${prefix}fga3`] = 20 + (seed % 4);
  out[`${prefix}fta`] = 18 + (seed % 6);
  return out;
}

/** The computed answer the served text must equal. */
async function computed(
  db: WarehouseDb,
  filter: { divisionId?: number; conferenceId?: number; teamIds?: number[] },
  isOffense?: boolean,
): Promise<string> {
  const aggregates = await teamScopeAggregates(db, {
    competitionId: C,
    divisionId: filter.divisionId ?? null,
    conferenceId: filter.conferenceId ?? null,
    teamIds: filter.teamIds ?? null,
    scopes: ['season'],
  });
  return JSON.stringify(teamAggRows(aggregates, UPDATED, isOffense));
}

describe('team_season_docs', () => {
  let db: WarehouseDb;

  beforeAll(async () => {
    db = await openDb(':memory:');
    await createSchema(db);
    for (const team of TEAMS) {
      await insertRow(db, 'teams', {
        competition_id: C,
        team_id: team.id,
        team_market: team.market,
        conference_id: team.conference,
        division_id: 1,
        gender: 'FEMALE',
      });
    }
    let gameId = 100;
    for (const [home, away] of [
      [1, 2],
      [2, 3],
      [3, 1],
      [1, 3],
    ] as const) {
      gameId += 1;
      for (const [team, opp, side] of [
        [home, away, 'home'],
        [away, home, 'away'],
      ] as const) {
        const own = line('', gameId + team);
        const theirs = line('opp_', gameId + opp);
        await insertRow(db, 'team_games', {
          competition_id: C,
          game_id: gameId,
          game_date: `2025-01-${String(gameId - 90).padStart(2, '0')}`,
          side,
          site: side,
          team_id: team,
          opp_team_id: opp,
          coverage: 'box',
          has_stats: true,
          minutes: 40,
          poss: 68 + (gameId % 5),
          ...own,
          ...theirs,
          pts: 60 + ((gameId * team) % 17),
          opp_pts: 60 + ((gameId * opp) % 17),
          is_win: 60 + ((gameId * team) % 17) > 60 + ((gameId * opp) % 17),
        });
      }
    }
    await buildTeamAggregates(db, C);
    await buildTeamSeasonDocs(db, C);
  });
  afterAll(() => db?.close());

  it('serves the computed JSON for a division, a conference, teams and one side', async () => {
    const served = async (filter: Parameters<typeof computed>[1], isOffense?: boolean) =>
      (
        await teamSeasonDocsJson(db, { competitionId: C, ...filter, isOffense, updated: UPDATED })
      )?.toString('utf8');
    const division = await served({ divisionId: 1 });
    expect(division).toBe(await computed(db, { divisionId: 1 }));
    // Both sides of each team, Alpha (2) first: market order, offence row first.
    const rows = JSON.parse(division ?? '[]') as Array<{ _id: string; fga: number | null }>;
    expect(rows.map((row) => row._id)).toEqual([
      '77-2-season-o',
      '77-2-season-d',
      '77-3-season-o',
      '77-3-season-d',
      '77-1-season-o',
      '77-1-season-d',
    ]);
    expect(rows.every((row) => typeof row.fga === 'number' && row.fga > 0)).toBe(true);
    expect(await served({ conferenceId: 10 }, false)).toBe(
      await computed(db, { conferenceId: 10 }, false),
    );
    expect(await served({ teamIds: [3, 1] }, true)).toBe(
      await computed(db, { teamIds: [3, 1] }, true),
    );
  });

  it('stores each row without its _id and updated', async () => {
    const [row] = teamAggRows(
      await teamScopeAggregates(db, { competitionId: C, teamIds: [2], scopes: ['season'] }),
      UPDATED,
      true,
    );
    if (row === undefined) throw new Error('no row');
    const stored = await db.all(
      'SELECT body FROM team_season_docs WHERE team_id = 2 AND is_offense',
    );
    expect(stored[0]?.['body']).toBe(rowTail(row));
    expect(rowTail(row).startsWith(',"competitionId":77,')).toBe(true);
  });

  it('refuses rows another version of the code wrote, and a file without rows', async () => {
    await db.run("UPDATE team_season_docs SET fingerprint = 'older-code' WHERE team_id = 3");
    expect(TEAM_AGG_ROWS_FINGERPRINT).not.toBe('older-code');
    const filter = { competitionId: C, updated: UPDATED };
    expect(await teamSeasonDocsJson(db, filter)).toBeNull();
    // The other teams' rows are still current.
    expect(await teamSeasonDocsJson(db, { ...filter, teamIds: [1, 2] })).not.toBeNull();
    await db.run('DELETE FROM team_season_docs');
    expect(await teamSeasonDocsJson(db, filter)).toBeNull();
  });

  it('answers null from a file built before the table existed', async () => {
    const older = await openDb(':memory:');
    try {
      await createSchema(older);
      await older.run('DROP TABLE team_season_docs');
      expect(await teamSeasonDocsJson(older, { competitionId: C, updated: UPDATED })).toBeNull();
    } finally {
      older.close();
    }
  });
});

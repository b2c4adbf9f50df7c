/**
 * team_scope_docs: the build's stored rows are, byte for byte, the JSON the row function makes
 * from the same aggregates, for every filter the API passes (scopes in any order, one side,
 * `fields`); rows written by other code (another fingerprint), or none at all, are refused so the
 * API computes instead. Hand-made league: three teams in two conferences, box-score games with
 * every stat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamScopeDocs } from './team-scope-docs';
import { buildTeamAggregates } from './team-aggregates';
import {
  COUNT_COLUMNS,
  createSchema,
  openDb,
  TEAM_AGG_ROWS_FINGERPRINT,
  teamAggRows,
  teamScopeAggregates,
  teamScopeDocsJson,
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

interface Filter {
  divisionId?: number;
  conferenceId?: number;
  teamIds?: number[];
  scopes?: string[];
  fields?: string[];
}

/** The generic selection of apps/api fields.ts, written out: named members plus identity ones. */
const selected = (row: object, fields: readonly string[]) =>
  Object.fromEntries(
    Object.entries(row).filter(([key]) => fields.includes(key) || key === '_id' || /Id$/.test(key)),
  );

/** The computed answer the served text must equal. */
async function computed(db: WarehouseDb, filter: Filter, isOffense?: boolean): Promise<string> {
  const aggregates = await teamScopeAggregates(db, {
    competitionId: C,
    divisionId: filter.divisionId ?? null,
    conferenceId: filter.conferenceId ?? null,
    teamIds: filter.teamIds ?? null,
    scopes: filter.scopes ?? ['season'],
  });
  const rows = teamAggRows(aggregates, UPDATED, isOffense);
  const { fields } = filter;
  return JSON.stringify(fields === undefined ? rows : rows.map((row) => selected(row, fields)));
}

describe('team_scope_docs', () => {
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
    await buildTeamScopeDocs(db, C);
  });
  afterAll(() => db?.close());

  const served = async (filter: Filter, isOffense?: boolean) =>
    (
      await teamScopeDocsJson(db, {
        competitionId: C,
        ...filter,
        scopes: filter.scopes ?? ['season'],
        isOffense,
        updated: UPDATED,
      })
    )?.toString('utf8');

  it('serves the computed JSON for a division, a conference, teams and one side', async () => {
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

  it('serves the other scopes in the order asked, and fields selections', async () => {
    for (const filter of [
      { divisionId: 1, scopes: ['home', 'season', 'l5g', 'wins', 'clutch'] },
      { teamIds: [2], scopes: ['away', 'home'] },
      { divisionId: 1, scopes: ['season', 'home'], fields: ['teamMarket', 'scope', 'efgPct'] },
      { conferenceId: 20, scopes: ['l10g'], fields: ['updated', 'gp'] },
    ]) {
      const answer = await served(filter, true);
      expect(answer).toBe(await computed(db, filter, true));
      expect(answer).not.toBe('[]');
    }
    const slim = JSON.parse(
      (await served({ teamIds: [2], fields: ['efgPct'] })) ?? '[]',
    ) as object[];
    expect(Object.keys(slim[0] ?? {})).toEqual([
      '_id',
      'competitionId',
      'teamId',
      'conferenceId',
      'divisionId',
      'efgPct',
    ]);
  });

  it('stores each member as its JSON value text', async () => {
    const [row] = teamAggRows(
      await teamScopeAggregates(db, { competitionId: C, teamIds: [2], scopes: ['home'] }),
      UPDATED,
      true,
    );
    if (row === undefined) throw new Error('no row');
    const stored = await db.all(
      "SELECT m_teamMarket, m_efgPct, m_scope FROM team_scope_docs WHERE team_id = 2 AND is_offense AND scope = 'home'",
    );
    expect(stored[0]).toEqual({
      m_teamMarket: '"Alpha"',
      m_efgPct: JSON.stringify(row.efgPct),
      m_scope: '"home"',
    });
  });

  it('refuses rows another version of the code wrote, and a file without rows', async () => {
    await db.run("UPDATE team_scope_docs SET fingerprint = 'older-code' WHERE team_id = 3");
    expect(TEAM_AGG_ROWS_FINGERPRINT).not.toBe('older-code');
    const filter = { competitionId: C, scopes: ['season'], updated: UPDATED };
    expect(await teamScopeDocsJson(db, filter)).toBeNull();
    // The other teams' rows are still current.
    expect(await teamScopeDocsJson(db, { ...filter, teamIds: [1, 2] })).not.toBeNull();
    await db.run('DELETE FROM team_scope_docs');
    expect(await teamScopeDocsJson(db, filter)).toBeNull();
  });

  it('answers null from a file built before the table existed', async () => {
    const older = await openDb(':memory:');
    try {
      await createSchema(older);
      await older.run('DROP TABLE team_scope_docs');
      expect(
        await teamScopeDocsJson(older, { competitionId: C, scopes: ['season'], updated: UPDATED }),
      ).toBeNull();
    } finally {
      older.close();
    }
  });
});

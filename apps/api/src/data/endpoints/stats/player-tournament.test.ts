/**
 * `player-agg-stats` and `player-agg-stats-public` with a `tournamentId`, through the real
 * server (`app.inject`) on a small demo league (the NCAA datasets have no brackets): each
 * player's totals over the tournament's games only, checked against his stored per-game lines
 * of those games, the tier rules of the season rows, and the refusals.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_HEADER } from '@courtside/contract';
import type { PlayerAggStatsPublicRow, PlayerAggStatsRow } from '@courtside/contract/schemas';
import {
  ALL_ENDPOINT_DEFINITIONS,
  PlayerAggStatsPublicRowSchema,
  PlayerAggStatsRowSchema,
} from '@courtside/contract/schemas';
import type { WarehouseDb } from '@courtside/warehouse';
import { openWarehouseReadOnly } from '@courtside/warehouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The demo league is not part of the warehouse's public entry; tests reach its builder directly.
import { SCALES, buildDemoWarehouse } from '@courtside/demo-league';
import { buildOpenApiDocument } from '../../openapi/document';
import type { DataHarness } from '../../testing/data-harness';
import { createDataHarness } from '../../testing/data-harness';
import { numberOf } from './support/testing';

const MEN = 38409;
const NATIONAL = 5025;

describe('player aggregates over one tournament (demo league, over HTTP)', () => {
  const root = mkdtempSync(join(tmpdir(), 'courtside-tournament-players-'));
  let db: WarehouseDb;
  let h: DataHarness;
  let proToken: string;
  const get = (url: string, token?: string) =>
    h.app.inject({
      method: 'GET',
      url,
      headers: token === undefined ? {} : { [AUTH_HEADER]: token },
    });
  const rowsOf = async (url: string, token = proToken): Promise<PlayerAggStatsRow[]> => {
    const response = await get(url, token);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return response.json<unknown[]>().map((row) => PlayerAggStatsRowSchema.parse(row));
  };
  const refusal = async (url: string, status = 400): Promise<string> => {
    const response = await get(url, proToken);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
    return response.json<{ msg: string }>().msg;
  };
  const tournamentUrl = (query: string) =>
    `/api/gs/player-agg-stats?competitionId=${MEN}&tournamentId=${NATIONAL}${query}`;

  beforeAll(async () => {
    const built = await buildDemoWarehouse({
      dataDir: root,
      seed: 11,
      scale: { ...SCALES.small, competitionIds: [MEN] },
      workers: 0,
    });
    db = await openWarehouseReadOnly(built.path);
    h = await createDataHarness({
      dataDir: root,
      ingest: () => Promise.reject(new Error('the demo league is built, not ingested')),
      remove: () => rmSync(root, { recursive: true, force: true }),
    });
    proToken = await h.user({ tier: 3 });
  }, 240_000);
  afterAll(async () => {
    await h?.close();
    db?.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** Each player's game lines summed over the tournament's games, straight from player_games. */
  const storedLines = (tournamentId: number) =>
    db.all(
      `SELECT pg.team_id, pg.player_id, sum(pg.pts) AS pts, sum(pg.fgm) AS fgm,
         sum(pg.fga) AS fga, sum(pg.fgm3) AS fgm3, sum(pg.seconds) / 60 AS mins,
         count(*) FILTER (WHERE pg.seconds > 0) AS gp
       FROM player_games pg
       JOIN tournament_games t ON t.competition_id = pg.competition_id AND t.game_id = pg.game_id
       WHERE pg.competition_id = $c AND t.tournament_id = $t AND pg.split = 'game'
         AND pg.player_id IS NOT NULL
       GROUP BY pg.team_id, pg.player_id HAVING sum(pg.seconds) > 0
       ORDER BY gp DESC, pts DESC, pg.player_id`,
      { c: MEN, t: tournamentId },
    );

  it("sums a player's tournament game lines into his row, with the rates of those sums", async () => {
    const stored = await storedLines(NATIONAL);
    // The most-travelled scorer: a player of the champion or a finalist, several games.
    const top = stored[0];
    expect(numberOf(top, 'gp')).toBeGreaterThan(1);
    const rows = await rowsOf(tournamentUrl(''));
    expect(rows).toHaveLength(stored.length);
    const row = rows.find((candidate) => candidate.playerId === numberOf(top, 'player_id'));
    if (row === undefined) throw new Error('the top scorer has no tournament row');
    expect(row.scope).toBe('tournament');
    expect(row.teamId).toBe(numberOf(top, 'team_id'));
    expect(row.gp).toBe(numberOf(top, 'gp'));
    expect(row.ptsScored).toBe(numberOf(top, 'pts'));
    expect(row.ptsScoredPg).toBeCloseTo(numberOf(top, 'pts') / numberOf(top, 'gp'), 9);
    expect(row.mins).toBeCloseTo(numberOf(top, 'mins'), 9);
    const fga = numberOf(top, 'fga');
    expect(fga).toBeGreaterThan(0);
    expect(row.fgPct).toBeCloseTo(numberOf(top, 'fgm') / fga, 9);
    expect(row.efgPct).toBeCloseTo((numberOf(top, 'fgm') + 0.5 * numberOf(top, 'fgm3')) / fga, 9);
    expect(row.usagePct).not.toBeNull();
    // Season models are season-scope values.
    expect(row.per).toBeNull();
    expect(row.ortgPlayer).toBeNull();

    // The season row holds the tournament games and more.
    const season = await rowsOf(
      `/api/gs/player-agg-stats?competitionId=${MEN}&playerId=${row.playerId ?? 0}`,
    );
    expect(season).toHaveLength(1);
    expect(season[0]?.scope).toBe('season');
    expect(season[0]?.gp).toBeGreaterThan(row.gp);
    expect(season[0]?.ptsScored).toBeGreaterThan(row.ptsScored);
  });

  it("adds up to each team's tournament points, and narrows by team", async () => {
    const teams = await db.all(
      `SELECT tg.team_id, sum(tg.pts) AS pts FROM team_games tg
       JOIN tournament_games t ON t.competition_id = tg.competition_id AND t.game_id = tg.game_id
       WHERE tg.competition_id = $c AND t.tournament_id = $t
       GROUP BY tg.team_id ORDER BY pts DESC`,
      { c: MEN, t: NATIONAL },
    );
    const best = teams[0];
    const teamId = numberOf(best, 'team_id');
    const rows = await rowsOf(tournamentUrl(`&teamId=${teamId}`));
    expect(rows.length).toBeGreaterThan(4);
    expect(rows.every((row) => row.teamId === teamId)).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.ptsScored, 0)).toBe(numberOf(best, 'pts'));
    // Ids name the tournament, so they never collide with a season row's.
    expect(new Set(rows.map((row) => row._id)).size).toBe(rows.length);
    expect(rows[0]?._id).toMatch(new RegExp(`-tournament-${NATIONAL}$`));
  });

  it('answers a conference tournament the warehouse holds', async () => {
    const stored = await db.all(
      `SELECT tournament_id FROM tournament_games
       WHERE competition_id = $c AND kind = 'conference' ORDER BY tournament_id LIMIT 1`,
      { c: MEN },
    );
    const conference = numberOf(stored[0], 'tournament_id');
    const lines = await storedLines(conference);
    const rows = await rowsOf(
      `/api/gs/player-agg-stats?competitionId=${MEN}&tournamentId=${conference}`,
    );
    expect(rows).toHaveLength(lines.length);
    expect(rows.reduce((sum, row) => sum + row.ptsScored, 0)).toBe(
      lines.reduce((sum, line) => sum + numberOf(line, 'pts'), 0),
    );
  });

  it('keeps the tier rules: public subset for visitors, trial players for tier 1', async () => {
    const visitor = await get(tournamentUrl(''));
    expect(visitor.statusCode).toBe(403);
    const full = await rowsOf(tournamentUrl(''));
    const open = await get(
      `/api/gs/player-agg-stats-public?competitionId=${MEN}&tournamentId=${NATIONAL}`,
    );
    expect(open.statusCode).toBe(200);
    const publicRows: PlayerAggStatsPublicRow[] = open
      .json<unknown[]>()
      .map((row) => PlayerAggStatsPublicRowSchema.parse(row));
    expect(publicRows).toHaveLength(full.length);
    expect(publicRows[0]?.ptsScoredPg).toBe(full[0]?.ptsScoredPg);

    const teamId = full[0]?.teamId ?? 0;
    const tierOne = await h.user({ tier: 1, settings: { team: { teamId, gender: 'MALE' } } });
    const trial = await rowsOf(tournamentUrl(`&teamId=${teamId}`), tierOne);
    const trialSeason = await rowsOf(
      `/api/gs/player-agg-stats?competitionId=${MEN}&teamId=${teamId}`,
      tierOne,
    );
    const allOfTeam = full.filter((row) => row.teamId === teamId);
    expect(trial.length).toBeGreaterThan(0);
    expect(trial.length).toBeLessThan(allOfTeam.length);
    const trialIds = new Set(trialSeason.map((row) => row.playerId));
    expect(trial.every((row) => trialIds.has(row.playerId))).toBe(true);
  });

  it('filters on the qualifier like the season rows', async () => {
    const all = await rowsOf(tournamentUrl(''));
    const qualified = await rowsOf(tournamentUrl('&isQualified=true'));
    expect(qualified.length).toBe(all.filter((row) => row.isQualified).length);
    expect(qualified.length).toBeLessThan(all.length);
  });

  it('refuses a bad, unknown or foreign tournament and a tournament with a scope', async () => {
    // The contract's codec names a query parameter by its segment, as for `teamId=x`.
    expect(await refusal(tournamentUrl('').replace(`=${NATIONAL}`, '=final'))).toBe(
      'Query parameter "tournament" expects a non-negative whole number, got "final"',
    );
    expect(await refusal(tournamentUrl('').replace(`=${NATIONAL}`, '=1234'), 404)).toBe(
      `Unknown tournament 1234 in competition ${MEN} ("tournamentId")`,
    );
    // The 2023-24 national tournament is not one of 2024-25's.
    expect(await refusal(tournamentUrl('').replace(`=${NATIONAL}`, '=5024'), 404)).toMatch(
      /Unknown tournament 5024/,
    );
    expect(await refusal(tournamentUrl('&scope=season'))).toBe(
      '"tournamentId" cannot be combined with "scope": tournament rows are their own scope',
    );
    expect(
      await refusal(
        `/api/gs/player-agg-stats-public?competitionId=${MEN}&tournamentId=${NATIONAL}&scopes=home,away`,
      ),
    ).toMatch(/cannot be combined with "scopes"/);
  });

  it('declares the parameter in the API document of both endpoints', () => {
    const document = buildOpenApiDocument(ALL_ENDPOINT_DEFINITIONS, '/api', 'test') as {
      paths: Record<string, { get: { parameters: Array<{ name?: string; in?: string }> } }>;
    };
    for (const name of ['player-agg-stats', 'player-agg-stats-public']) {
      const parameters = document.paths[`/gs/${name}`]?.get.parameters ?? [];
      expect(parameters).toContainEqual(
        expect.objectContaining({ name: 'tournamentId', in: 'query' }),
      );
    }
  });
});

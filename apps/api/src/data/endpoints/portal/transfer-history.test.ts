/**
 * `transfer-history` on the two-season demo league: one transfer's before/after line and
 * METHODS §10 ratings recomputed by SQL straight from the per-game player lines, opponents'
 * AdjD and league averages of both seasons; the move's direction from the two teams'
 * divisions and conferences; the filters (either side of the move) keeping the unfiltered
 * values; and the tier rule through the real server (tier 2 refused, tier 3 served).
 */
import { dirname } from 'node:path';
import { AUTH_HEADER, TOP_CONFERENCES_BY_DIVISION, buildDataPath } from '@courtside/contract';
import type { TransferHistoryRow } from '@courtside/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRegistry } from '../../registry';
import type { DataHarness } from '../../testing/data-harness';
import { createDataHarness } from '../../testing/data-harness';
import { CURRENT, PRIOR, number, usePortalTestLeague } from './portal-test-support';
import { transferHistoryEndpoint } from './transfer-history.endpoint';

/** One season line of a roster id, summed from its game lines (games he played). */
const SEASON_SQL = `
  SELECT count(*) AS gp, sum(pg.pts) AS pts, sum(pg.seconds) / 60 AS mins,
    100 * sum(pg.pts) / (sum(pg.fga) + 0.44 * sum(pg.fta) + sum(pg.tov)) AS ortg,
    avg(r.drtg_adj) AS opp_adjd, any_value(lr.avg_efficiency) AS league_avg,
    any_value(own.division_id) AS division_id, any_value(own.conference_id) AS conference_id
  FROM player_games pg
  JOIN teams own ON own.competition_id = pg.competition_id AND own.team_id = pg.team_id
  LEFT JOIN team_ratings r ON r.competition_id = pg.competition_id AND r.team_id = pg.opp_team_id
  LEFT JOIN league_ratings lr ON lr.competition_id = pg.competition_id
    AND lr.division_id = own.division_id
  WHERE pg.competition_id = $c AND pg.player_id = $p AND pg.split = 'game' AND pg.seconds > 0`;

const HIGH_MAJOR = new Set(TOP_CONFERENCES_BY_DIVISION[1].map((c) => c.conferenceId));

/** 0 = Division I high-major … 3 = Division III, by hand. */
const levelRank = (divisionId: number, conferenceId: number | null): number =>
  divisionId === 1 ? (conferenceId !== null && HIGH_MAJOR.has(conferenceId) ? 0 : 1) : divisionId;

describe('transfer-history (two-season demo league)', () => {
  const league = usePortalTestLeague();
  let rows: TransferHistoryRow[] = [];

  beforeAll(async () => {
    rows = await league.run(transferHistoryEndpoint, { competitionId: CURRENT });
  }, 240_000);

  it('is mounted at tier 3', () => {
    expect(dataRegistry.get('transfer-history')?.access).toBe('pro');
  });

  it('lists exactly the committed moves of players with a season on both sides', async () => {
    // Independent: the transfers table joined to season lines of both rosters.
    const stored = await league.db.all(
      `SELECT DISTINCT tr.person_id FROM transfers tr
       WHERE tr.competition_id = $c AND tr.status = 'committed'
         AND EXISTS (SELECT 1 FROM player_aggregates a JOIN players p
           ON p.competition_id = a.competition_id AND p.player_id = a.player_id
           WHERE a.competition_id = $prior AND a.scope = 'season' AND p.person_id = tr.person_id)
         AND EXISTS (SELECT 1 FROM player_aggregates a JOIN players p
           ON p.competition_id = a.competition_id AND p.player_id = a.player_id
           WHERE a.competition_id = $c AND a.scope = 'season' AND p.person_id = tr.person_id)`,
      { c: CURRENT, prior: PRIOR },
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.map((r) => r.personId).sort((a, b) => a - b)).toEqual(
      stored.map((r) => number(r, 'person_id')).sort((a, b) => a - b),
    );
    expect(rows.every((r) => r.competitionIdFrom === PRIOR)).toBe(true);
    expect(new Set(rows.map((r) => r._id)).size).toBe(rows.length);
  });

  it("recomputes one rated transfer's two seasons by SQL (games, minutes, points, ORtg, adjORtg)", async () => {
    const row = rows.find((r) => r.ortgAdjFrom !== null && r.ortgAdjTo !== null);
    if (row === undefined) throw new Error('no transfer rated on both sides');
    const [before] = await league.db.all(SEASON_SQL, { c: PRIOR, p: row.playerIdFrom });
    const [after] = await league.db.all(SEASON_SQL, { c: CURRENT, p: row.playerId });
    const adj = (season: typeof before): number =>
      (number(season, 'ortg') * number(season, 'league_avg')) / number(season, 'opp_adjd');

    expect([row.gpFrom, row.gpTo]).toEqual([number(before, 'gp'), number(after, 'gp')]);
    expect([row.ptsFrom, row.ptsTo]).toEqual([number(before, 'pts'), number(after, 'pts')]);
    expect(row.minsFrom).toBeCloseTo(number(before, 'mins'), 6);
    expect(row.minsTo).toBeCloseTo(number(after, 'mins'), 6);
    expect(row.ptsPgFrom).toBeCloseTo(number(before, 'pts') / number(before, 'gp'), 10);
    expect(row.ptsPgTo).toBeCloseTo(number(after, 'pts') / number(after, 'gp'), 10);
    expect(row.minsPgTo).toBeCloseTo(number(after, 'mins') / number(after, 'gp'), 6);
    expect(row.ortgFrom).toBeCloseTo(number(before, 'ortg'), 8);
    expect(row.ortgTo).toBeCloseTo(number(after, 'ortg'), 8);
    expect(row.ortgAdjFrom).toBeCloseTo(adj(before), 8);
    expect(row.ortgAdjTo).toBeCloseTo(adj(after), 8);
    expect(row.ortgAdjChange).toBeCloseTo(adj(after) - adj(before), 8);
    expect([row.divisionIdFrom, row.divisionIdTo]).toEqual([
      number(before, 'division_id'),
      number(after, 'division_id'),
    ]);
  });

  it('nets each change of the mean change of non-transfers of the same class and role', () => {
    const netted = rows.filter((r) => r.transferEffect !== null);
    expect(netted.length).toBeGreaterThan(0);
    for (const row of netted) {
      expect(row.baselinePlayers).toBeGreaterThan(0);
      expect(row.transferEffect).toBeCloseTo(
        (row.ortgAdjChange ?? 0) - (row.baselineChange ?? 0),
        10,
      );
    }
    // No rated change, no effect; no baseline group, no effect either (never a 0).
    for (const row of rows.filter((r) => r.ortgAdjChange === null || r.baselineChange === null)) {
      expect(row.transferEffect).toBeNull();
    }
  });

  it('names each direction from the two teams by hand', () => {
    for (const row of rows) {
      const rise =
        levelRank(row.divisionIdFrom, row.conferenceIdFrom) -
        levelRank(row.divisionIdTo, row.conferenceIdTo);
      expect(row.moveDirection).toBe(rise > 0 ? 'up' : rise < 0 ? 'down' : 'same');
    }
  });

  it('keeps moves touching the division or conference on either side, values unchanged', async () => {
    const division2 = await league.run(transferHistoryEndpoint, {
      competitionId: CURRENT,
      divisionId: 2,
    });
    expect(division2).toEqual(rows.filter((r) => r.divisionIdFrom === 2 || r.divisionIdTo === 2));
    const conferenceId = rows.find((r) => r.conferenceIdTo !== null)?.conferenceIdTo ?? -1;
    const conference = await league.run(transferHistoryEndpoint, {
      competitionId: CURRENT,
      conferenceId,
    });
    expect(conference.length).toBeGreaterThan(0);
    expect(conference).toEqual(
      rows.filter((r) => r.conferenceIdFrom === conferenceId || r.conferenceIdTo === conferenceId),
    );
  });

  describe('over HTTP', () => {
    let h: DataHarness;
    beforeAll(async () => {
      h = await createDataHarness({
        dataDir: dirname(league.db.path),
        ingest: () => Promise.reject(new Error('the demo league is built once')),
        remove: () => {},
      });
    }, 120_000);
    afterAll(async () => {
      await h?.close();
    });

    it('refuses tier 2 with 403 and serves tier 3 the same rows', async () => {
      const url = buildDataPath('transfer-history', { competitionId: CURRENT }, '/api');
      const get = async (tier: number) =>
        h.app.inject({
          method: 'GET',
          url,
          headers: { [AUTH_HEADER]: await h.user({ tier }) },
        });
      const refused = await get(2);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ msg: string }>().msg).toMatch(/"transfer-history" needs tier 3/);
      const served = await get(3);
      expect(served.statusCode, served.body.slice(0, 300)).toBe(200);
      expect(served.json<TransferHistoryRow[]>().map((r) => r.personId)).toEqual(
        rows.map((r) => r.personId),
      );
    });
  });
});

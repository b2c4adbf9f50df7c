/**
 * The stats endpoints through the real server (`app.inject`) on the real 2024-25 warehouse:
 * every example request as the client builds it (contract codec) answers rows its schema
 * accepts, the tier rules hold (visitors get 403 on tier-1 endpoints, tier 1 sees only its
 * trial players' rows), the §7 start-up read works with `fields`, and unknown ids are 404s
 * naming the segment.
 */
import { AUTH_HEADER, buildDataPath } from '@courtside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataHarness } from '../../testing/data-harness';
import { createDataHarness } from '../../testing/data-harness';
import type { TestWarehouse } from '../../testing/real-warehouse';
import { BOTH_GENDERS, buildTestWarehouse, realDataAvailable } from '../../testing/real-warehouse';
import { familyEndpoints } from '../../registry';
import { HIDALGO, NOTRE_DAME, WOMEN } from './support/testing';

describe.runIf(realDataAvailable())('stats endpoints over HTTP', () => {
  let warehouse: TestWarehouse;
  let h: DataHarness;
  let proToken: string;
  const get = (url: string, token?: string) =>
    h.app.inject({
      method: 'GET',
      url,
      headers: token === undefined ? {} : { [AUTH_HEADER]: token },
    });

  beforeAll(async () => {
    warehouse = await buildTestWarehouse(BOTH_GENDERS);
    h = await createDataHarness(warehouse);
    proToken = await h.user({ tier: 3 });
  }, 240_000);
  afterAll(async () => {
    await h?.close();
    warehouse?.remove();
  });

  it.each(familyEndpoints.stats.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s answers its example with rows its schema accepts',
    async (_name, endpoint) => {
      const response = await get(buildDataPath(endpoint.name, endpoint.example, '/api'), proToken);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(response.headers['x-data-version']).toBeTruthy();
      const rows = response.json<unknown[]>();
      expect(rows.length).toBeGreaterThan(0);
      // `fields` (the player-agg-stats start-up read) trims rows; check full rows otherwise.
      if (endpoint.example.fields === undefined) {
        for (const row of rows) expect(endpoint.row.safeParse(row).success).toBe(true);
      }
    },
  );

  it('refuses visitors on tier-1 endpoints and serves them the public ones', async () => {
    const refused = await get(
      `/api/gs/player-game-stats?competitionId=${WOMEN}&teamId=${NOTRE_DAME}`,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ msg: string }>().msg).toMatch(/needs tier 1/);
    const conference = await get(`/api/gs/conference-agg-stats/competition/${WOMEN}/`);
    expect(conference.statusCode).toBe(403);
    const open = await get(
      `/api/gs/team-agg-stats/competition/${WOMEN}/team/${NOTRE_DAME}/scope/season/`,
    );
    expect(open.statusCode).toBe(200);
    expect(open.json<unknown[]>()).toHaveLength(2);
  });

  it('answers the §7 start-up read with just the asked fields, and trial rows for tier 1', async () => {
    const url = buildDataPath(
      'player-agg-stats',
      { competitionId: WOMEN, teamId: NOTRE_DAME, scope: 'season', fields: ['mins', 'fullName'] },
      '/api',
    );
    const response = await get(url, proToken);
    expect(response.statusCode).toBe(200);
    const rows = response.json<Array<Record<string, unknown>>>();
    expect(rows.length).toBe(6);
    for (const row of rows)
      expect(Object.keys(row)).toEqual(expect.arrayContaining(['mins', 'fullName']));
    // Tier 1 with Notre Dame as its team: its three trial players by minutes (ties included).
    const tierOne = await h.user({
      tier: 1,
      settings: { team: { teamId: NOTRE_DAME, gender: 'FEMALE' } },
    });
    const trial = await get(
      `/api/gs/player-agg-stats?competitionId=${WOMEN}&teamId=${NOTRE_DAME}`,
      tierOne,
    );
    expect(trial.statusCode).toBe(200);
    const trialRows = trial.json<Array<{ playerId: number }>>();
    expect(trialRows.length).toBeGreaterThan(0);
    expect(trialRows.length).toBeLessThan(6);
    expect(trialRows.map((row) => row.playerId)).toContain(HIDALGO);
  });

  it('answers 404 naming the segment for unknown ids, 400 for unknown scopes', async () => {
    // Not found, not a malformed request: the web app shows its not-found page for it.
    const team = await get(`/api/gs/team-agg-stats/competition/${WOMEN}/team/4/`);
    expect(team.statusCode).toBe(404);
    expect(team.json<{ msg: string }>().msg).toContain('("team")');
    const scope = await get(`/api/gs/team-agg-stats/competition/${WOMEN}/scope/always/`);
    expect(scope.statusCode).toBe(400);
    expect(scope.json<{ msg: string }>().msg).toContain('Unknown scope "always" in "scope"');
    const player = await get(
      `/api/gs/player-game-stats?competitionId=${WOMEN}&playerId=77`,
      proToken,
    );
    expect(player.statusCode).toBe(404);
    expect(player.json<{ msg: string }>().msg).toContain('"playerId"');
  });
});

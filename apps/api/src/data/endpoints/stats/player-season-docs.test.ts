/**
 * player-agg-stats and player-agg-stats-public served from the build's player_season_docs: for
 * every filter a season request can carry, the stored text is byte for byte the JSON of the rows
 * the handler computes (real 2024-25 warehouse: the women's play-by-play players); a request for
 * more than the season is left to the handler.
 */
import type { DataConfig } from '@courtside/contract';
import { buildDataPath } from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeAnswer } from '../../compute/answer';
import { selectFields } from '../../fields';
import { parseDataRequest } from '../../parse-request';
import { dataRegistry } from '../../registry';
import { realDataAvailable } from '../../testing/real-warehouse';
import { playerAggStatsEndpoint } from './player-agg-stats.endpoint';
import { playerAggStatsPublicEndpoint } from './player-agg-stats-public.endpoint';
import type { StatsWarehouse } from './support/testing';
import {
  NOTRE_DAME,
  TEXAS_W,
  WOMEN,
  openStatsWarehouse,
  runEndpoint,
  UPDATED,
  runSerialized,
} from './support/testing';

describe.runIf(realDataAvailable())('player season rows from the build', () => {
  let warehouse: StatsWarehouse;
  let db: WarehouseDb;
  let player: number;
  let conference: number;
  beforeAll(async () => {
    warehouse = await openStatsWarehouse();
    db = warehouse.db;
    const rows = await runEndpoint(playerAggStatsEndpoint, db, {
      competitionId: WOMEN,
      teamId: TEXAS_W,
    });
    const first = rows.find((row) => row.playerId !== null);
    if (first === undefined || first.playerId === null || first.conferenceId === null) {
      throw new Error('no Texas player');
    }
    player = first.playerId;
    conference = first.conferenceId;
  }, 180_000);
  afterAll(() => warehouse?.close());

  const filters = (): DataConfig[] => [
    { competitionId: WOMEN },
    { competitionId: WOMEN, scope: 'season' },
    { competitionId: WOMEN, divisionId: 1 },
    { competitionId: WOMEN, conferenceId: conference },
    { competitionId: WOMEN, teamId: NOTRE_DAME },
    { competitionId: WOMEN, teamId: TEXAS_W, isQualified: true },
    { competitionId: WOMEN, divisionId: 1, isQualified: false },
    { competitionId: WOMEN, playerId: player },
  ];

  it.each([
    ['player-agg-stats', playerAggStatsEndpoint],
    ['player-agg-stats-public', playerAggStatsPublicEndpoint],
  ] as const)('%s: the stored text is the computed answer', async (_name, endpoint) => {
    for (const config of filters()) {
      const stored = await runSerialized(endpoint, db, config);
      const computed = JSON.stringify(await runEndpoint(endpoint, db, config));
      expect(stored, JSON.stringify(config)).toBe(computed);
      expect(JSON.parse(computed)).not.toHaveLength(0);
    }
  });

  it.each([
    ['player-agg-stats', playerAggStatsEndpoint, ['fullName', 'mins', 'usagePct', 'isTransfer']],
    [
      'player-agg-stats-public',
      playerAggStatsPublicEndpoint,
      ['fullName', 'minsPg', 'isQualified'],
    ],
  ] as const)(
    '%s: stored fields selections are the computed ones',
    async (_name, endpoint, fields) => {
      for (const config of [...filters(), { competitionId: WOMEN, fields: ['updated'] }]) {
        const selection = config.fields ?? [...fields];
        const stored = await runSerialized(endpoint, db, { ...config, fields: selection });
        const rows = await runEndpoint(endpoint, db, { ...config, fields: undefined });
        expect(stored, JSON.stringify(config)).toBe(JSON.stringify(selectFields(rows, selection)));
      }
    },
  );

  it('selects fields through the whole answer path as from the computed rows', async () => {
    const fields = ['mins', 'fullName', 'isTransfer'];
    const config: DataConfig = { competitionId: WOMEN, divisionId: 1, scope: 'season', fields };
    const parsed = parseDataRequest(
      buildDataPath('player-agg-stats', config, '/api'),
      '/api',
      dataRegistry,
    );
    if (parsed.kind !== 'data') throw new Error('the request was refused');
    const answer = await computeAnswer(parsed, {
      caller: { tier: 3, isAdmin: false, teamId: null, gender: null },
      db,
      builtAt: UPDATED,
      now: new Date(),
      services: {},
    });
    const { fields: _all, ...whole } = config;
    const rows = await runEndpoint(playerAggStatsEndpoint, db, whole);
    expect(answer.toString()).toBe(JSON.stringify(selectFields(rows, fields)));
    expect(await runSerialized(playerAggStatsEndpoint, db, config)).not.toBeNull();
  });

  it('leaves other scopes and tournaments to the handler', async () => {
    for (const config of [
      { competitionId: WOMEN, teamId: TEXAS_W, scope: 'home' },
      { competitionId: WOMEN, teamId: TEXAS_W, scopes: ['season', 'away'] },
    ] as DataConfig[]) {
      expect(await runSerialized(playerAggStatsEndpoint, db, config)).toBeNull();
    }
  });
});

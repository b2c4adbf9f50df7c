/**
 * Play-by-play games end to end on the real bundles: women 2024-25 (two games, one in
 * overtime) and men 2025-26 (two games, one in overtime) through adapter, engine and writer;
 * the worker-pool path must produce exactly the same tables as the main-thread path.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveGame } from '@courtside/engine';
import { num, openDb } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { NCAA_DATA, realDataAvailable, tempDir } from '../../testing/real-data';
import { parseGameBundle } from '../ncaa';
import { ingestNcaaSeason } from './ingest';
import type { IngestSummary } from './summary';

const WOMEN = 38529;
const source = { kind: 'folder', dir: NCAA_DATA } as const;

describe.runIf(realDataAvailable())('play-by-play ingest', () => {
  const a = tempDir('pbp-a');
  const b = tempDir('pbp-b');
  let women: IngestSummary;
  let pooled: IngestSummary;
  let men2026: IngestSummary;
  let db: WarehouseDb;

  beforeAll(async () => {
    women = await ingestNcaaSeason({
      dataDir: a.path,
      gender: 'FEMALE',
      season: 2025,
      source,
      workers: 0,
    });
    pooled = await ingestNcaaSeason({
      dataDir: b.path,
      gender: 'FEMALE',
      season: 2025,
      source,
      workers: 2,
    });
    men2026 = await ingestNcaaSeason({ dataDir: a.path, gender: 'MALE', season: 2026, source });
    db = await openDb(join(a.path, 'warehouse.duckdb'), { readOnly: true });
  }, 180_000);
  afterAll(() => {
    db?.close();
    a.remove();
    b.remove();
  });

  const value = async (sql: string, params: Array<string | number> = []): Promise<number> => {
    const rows = await db.all(sql, params);
    return rows[0] ? num(rows[0], 'n') : Number.NaN;
  };

  it('ingests every bundle of the season and records the coverage', () => {
    expect(women.games).toMatchObject({ pbp: 2, box: 5958 });
    expect(women.bundles).toEqual({ found: 2, ingested: 2, rejected: 0 });
    expect(women.shots.unmatched).toBe(0);
    expect(men2026.games.pbp).toBe(2);
    expect(men2026.bundles.rejected).toBe(0);
  });

  it('derives the same tables in worker threads as in the main thread', () => {
    expect(pooled.dataVersion.slice(-8)).toBe(women.dataVersion.slice(-8));
    expect(pooled.events).toBe(women.events);
  });

  it('stores every event of the canonical game, with the ten on the floor', async () => {
    const json: unknown = JSON.parse(
      readFileSync(join(NCAA_DATA, 'wbb', 'games', '5728709.json'), 'utf8'),
    );
    const game = parseGameBundle(json, { gender: 'FEMALE', gameId: 5728709 });
    expect(await value('SELECT count(*) AS n FROM events WHERE game_id = 5728709')).toBe(
      game.events.length,
    );
    expect(
      await value(
        'SELECT count(*) AS n FROM events WHERE game_id = 5728709 AND h5 IS NOT NULL AND a5 IS NOT NULL',
      ),
    ).toBeGreaterThan(game.events.length * 0.9);
    const facts = deriveGame(game);
    expect(await value('SELECT count(*) AS n FROM possessions WHERE game_id = 5728709')).toBe(
      facts.possessions.length,
    );
    expect(await value('SELECT count(*) AS n FROM stints WHERE game_id = 5728709')).toBe(
      facts.stints.length,
    );
    expect(await value('SELECT count(*) AS n FROM shots WHERE game_id = 5728709')).toBe(
      facts.shots.length,
    );
  });

  it('replaces the box rows of covered games with the play-by-play team lines', async () => {
    const rows = await db.all(
      `SELECT tg.team_name, tg.coverage, tg.poss_source, tg.pts, tg.opp_pts, tg.stl, tg.minutes, g.periods
       FROM team_games tg JOIN games g USING (competition_id, game_id)
       WHERE tg.competition_id = $1 AND tg.game_id = 5728709 ORDER BY tg.side`,
      [WOMEN],
    );
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => [r['team_name'], r['pts'], r['opp_pts']])).toEqual([
      ['Texas', 70, 80],
      ['Notre Dame', 80, 70],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ coverage: 'pbp', poss_source: 'pbp', minutes: 45, periods: 5 });
      expect(typeof row['stl']).toBe('number');
    }
    expect(
      await value(
        "SELECT count(*) AS n FROM defects WHERE game_id = 5728709 AND kind = 'missing_pbp'",
      ),
    ).toBe(0);
  });

  it('keeps player lines per game, period and clutch, linked to roster ids', async () => {
    const splits = await db.all(
      'SELECT split, count(*) AS n, count(player_id) AS linked FROM player_games WHERE game_id = 5728709 GROUP BY split ORDER BY split',
    );
    expect(splits.map((r) => r['split'])).toEqual(
      expect.arrayContaining(['game', 'clutch', 'period-1', 'period-5']),
    );
    for (const row of splits) expect(row['linked']).toBe(row['n']);
    const points = await value(
      "SELECT sum(pts) AS n FROM player_games WHERE game_id = 5728709 AND split = 'game'",
    );
    expect(points).toBe(150);
    // A linked player is stored under his roster id, so his home and away games aggregate as one.
    expect(
      await value(
        "SELECT count(*) AS n FROM player_games WHERE player_id IS NOT NULL AND player_key <> 'id:' || player_id",
      ),
    ).toBe(0);
    expect(
      await value(
        'SELECT count(*) AS n FROM events e JOIN game_players p ON p.game_id = e.game_id AND p.player_key = e.h1 WHERE e.game_id = 5728709',
      ),
    ).toBe(await value('SELECT count(h1) AS n FROM events WHERE game_id = 5728709'));
  });

  it('aggregates clutch and lineups, rates players and refuses RAPM on two games', async () => {
    expect(
      await value(
        "SELECT count(*) AS n FROM team_aggregates WHERE competition_id = $1 AND scope = 'clutch'",
        [WOMEN],
      ),
    ).toBe(2);
    expect(
      await value(
        "SELECT count(*) AS n FROM player_aggregates WHERE competition_id = $1 AND scope = 'clutch'",
        [WOMEN],
      ),
    ).toBeGreaterThan(10);
    expect(
      await value('SELECT count(*) AS n FROM lineups WHERE competition_id = $1', [WOMEN]),
    ).toBeGreaterThan(20);
    expect(
      await value('SELECT sum(seconds) AS n FROM lineups WHERE competition_id = $1', [WOMEN]),
    ).toBe(2 * (2400 + 2700));
    expect(
      await value('SELECT count(*) AS n FROM player_ratings WHERE competition_id = $1', [WOMEN]),
    ).toBe(women.playerRatings.players);
    // Two games are far too few for RAPM (METHODS §4): none is published, and the summary says why.
    expect(women.playerRatings.rapmPlayers).toBe(0);
    const [division] = women.playerRatings.rapm.divisions;
    expect(division).toMatchObject({ divisionId: 1, published: false, games: 2 });
    expect(women.notes).toContain(`RAPM not published for Division 1: ${division?.reason ?? ''}`);
    expect(await value('SELECT count(*) AS n FROM rapm WHERE competition_id = $1', [WOMEN])).toBe(
      0,
    );
    expect(
      await value(
        "SELECT count(*) AS n FROM rankings WHERE competition_id = $1 AND entity = 'player'",
        [WOMEN],
      ),
    ).toBeGreaterThan(0);
  });

  it('keeps both competitions and counts the men’s overtime game', async () => {
    expect(await value('SELECT count(*) AS n FROM competitions')).toBe(2);
    expect(await value('SELECT periods AS n FROM games WHERE game_id = 6479592')).toBe(3);
    expect(
      await value(
        "SELECT count(*) AS n FROM team_games WHERE game_id = 6479592 AND coverage = 'pbp' AND minutes = 45",
      ),
    ).toBe(2);
  });
});

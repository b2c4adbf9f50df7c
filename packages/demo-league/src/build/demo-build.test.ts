/**
 * The demo build end to end on the small league: determinism (the data version's content hash
 * is the same for the same seed, whether games run in worker threads or in this thread, and
 * differs for another seed), what the warehouse holds, and realism with loose tolerances (the
 * small league has ~90 games; `npm run demo:report` measures the full ±5% on the default one).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { num, openDb, str, warehouseDataVersion } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { runReport } from '../cli/run';
import { TARGETS } from '../game';
import { AVERAGE_KEYS } from './league-report';
import { buildDemoWarehouse } from './demo-build';
import type { DemoBuildSummary } from './demo-build';

const suffix = (version: string): string => version.slice(version.lastIndexOf('-') + 1);

describe('the small demo build', () => {
  const root = mkdtempSync(join(tmpdir(), 'courtside-demo-'));
  const dir = (name: string): string => join(root, name);
  let first: DemoBuildSummary;
  let db: WarehouseDb;

  beforeAll(async () => {
    first = await buildDemoWarehouse({ dataDir: dir('a'), seed: 101, scale: 'small', workers: 0 });
    db = await openDb(first.path, { readOnly: true });
  }, 180_000);
  afterAll(() => {
    db.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('gives the same content for the same seed (also through worker threads), other content for another seed', async () => {
    const again = await buildDemoWarehouse({
      dataDir: dir('a2'),
      seed: 101,
      scale: 'small',
      workers: 2,
    });
    const other = await buildDemoWarehouse({
      dataDir: dir('b'),
      seed: 102,
      scale: 'small',
      workers: 0,
    });
    expect(suffix(again.dataVersion)).toBe(suffix(first.dataVersion));
    expect(suffix(other.dataVersion)).not.toBe(suffix(first.dataVersion));
    expect(again.games).toBe(first.games);
    expect(again.events).toBe(first.events);
    expect(await warehouseDataVersion(db)).toBe(first.dataVersion);
  }, 240_000);

  it('holds the competition, its three divisions, teams with colours and venue, known persons', async () => {
    expect(first.competitions.map((c) => c.competitionId)).toEqual([38409]);
    const teams = await db.all(
      `SELECT division_id, count(*) AS n, count(color_primary) AS colors, count(venue) AS venues,
         count(team_name) AS nicknames
       FROM teams GROUP BY division_id ORDER BY division_id`,
    );
    expect(teams.map((r) => [num(r, 'division_id'), num(r, 'n')])).toEqual([
      [1, 16],
      [2, 4],
      [3, 4],
    ]);
    for (const r of teams) {
      expect(num(r, 'colors') + num(r, 'venues') + num(r, 'nicknames')).toBe(3 * num(r, 'n'));
    }
    const players = await db.all(
      `SELECT count(*) AS n, min(c) AS smallest, max(c) AS largest,
         count(*) FILTER (WHERE person_confidence = 1) AS known
       FROM players JOIN (SELECT team_id, count(*) AS c FROM players GROUP BY team_id) USING (team_id)`,
    );
    const row = players[0] ?? {};
    expect(num(row, 'smallest')).toBeGreaterThanOrEqual(13);
    expect(num(row, 'largest')).toBeLessThanOrEqual(15);
    expect(num(row, 'known')).toBe(num(row, 'n'));
  });

  it('writes every game through the engine: play-by-play coverage, team lines that match the score', async () => {
    const rows = await db.all(
      `SELECT count(*) AS games,
         count(*) FILTER (WHERE g.coverage = 'pbp') AS pbp,
         count(*) FILTER (WHERE g.conf_tournament AND NOT g.neutral) AS home_tournament_games,
         count(*) FILTER (WHERE h.pts <> g.home_score OR a.pts <> g.away_score) AS mismatched,
         (SELECT count(*) FROM events) AS events,
         (SELECT count(*) FROM shots WHERE x IS NOT NULL) AS located_shots,
         (SELECT count(*) FROM team_ratings) AS rated
       FROM games g
       JOIN team_games h ON h.game_id = g.game_id AND h.side = 'home'
       JOIN team_games a ON a.game_id = g.game_id AND a.side = 'away'`,
    );
    const row = rows[0] ?? {};
    expect(num(row, 'games')).toBe(first.games);
    expect(num(row, 'pbp')).toBe(first.games);
    expect(num(row, 'home_tournament_games')).toBe(0);
    expect(num(row, 'mismatched')).toBe(0);
    expect(num(row, 'events')).toBe(first.events);
    expect(num(row, 'located_shots')).toBeGreaterThan(first.games * 80);
    expect(num(row, 'rated')).toBe(24);
  });

  it('stores the deciding attempts apart, exactly the shots flagged deciding', async () => {
    const [row] = await db.all(
      `SELECT (SELECT count(*) FROM shots WHERE deciding) AS deciding,
         (SELECT count(*) FROM deciding_shots) AS stored,
         (SELECT count(*) FROM (SELECT * FROM shots WHERE deciding EXCEPT ALL
           SELECT * FROM deciding_shots)) AS missing,
         (SELECT count(*) FROM (SELECT * FROM deciding_shots EXCEPT ALL
           SELECT * FROM shots WHERE deciding)) AS extra`,
    );
    expect(num(row ?? {}, 'deciding')).toBeGreaterThan(5);
    expect(num(row ?? {}, 'stored')).toBe(num(row ?? {}, 'deciding'));
    expect([num(row ?? {}, 'missing'), num(row ?? {}, 'extra')]).toEqual([0, 0]);
  });

  it('records the brackets, the transfer history and the demo provenance', async () => {
    const national = await db.all(
      `SELECT count(*) AS teams, count(*) FILTER (WHERE first_four) AS first_four,
         (SELECT count(*) FROM tournament_games WHERE kind = 'national') AS games
       FROM tournament_teams WHERE kind = 'national'`,
    );
    // 4 regions × 2 seeds + 2 play-in games: 10 teams, 9 games.
    expect([num(national[0] ?? {}, 'teams'), num(national[0] ?? {}, 'first_four')]).toEqual([
      10, 4,
    ]);
    expect(num(national[0] ?? {}, 'games')).toBe(9);
    const transfers = await db.all(
      `SELECT count(*) AS n, count(*) FILTER (WHERE t.to_player_id = p.player_id) AS joined
       FROM transfers t LEFT JOIN players p ON p.player_id = t.to_player_id AND p.person_id = t.person_id
       WHERE t.status = 'committed'`,
    );
    expect(num(transfers[0] ?? {}, 'n')).toBeGreaterThan(0);
    expect(num(transfers[0] ?? {}, 'joined')).toBe(num(transfers[0] ?? {}, 'n'));
    const ingests = await db.all('SELECT source FROM ingests');
    expect(ingests.map((r) => str(r, 'source'))).toEqual(['demo']);
    const sources = await db.all("SELECT value FROM meta WHERE key = 'sources'");
    expect(JSON.parse(str(sources[0] ?? {}, 'value'))).toEqual([
      expect.objectContaining({ competition_id: 38409, source: 'demo', demo: true, seed: 101 }),
    ]);
  });

  it('prints league averages near the real ones (demo:report --json)', async () => {
    const out: string[] = [];
    const code = await runReport(['--json', '--data-dir', dir('a')], {
      out: (line) => out.push(line),
      err: () => undefined,
      progress: { write: () => true },
      env: {},
    });
    expect(code).toBe(0);
    const report = JSON.parse(out.join('\n')) as {
      men: Record<(typeof AVERAGE_KEYS)[number], number>;
      women: null;
    };
    expect(Object.keys(report.men)).toEqual([...AVERAGE_KEYS]);
    expect(report.women).toBeNull();
    for (const key of AVERAGE_KEYS) {
      const real = TARGETS.MALE[key];
      // Loose on ~70 Division I games; the default league is held to ±5%.
      expect(Math.abs(report.men[key] - real) / real, key).toBeLessThan(0.12);
    }
  });
});

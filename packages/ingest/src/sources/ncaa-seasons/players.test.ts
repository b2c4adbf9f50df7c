/** person_id across seasons on the real men's rosters of 2023-24 and 2024-25 (METHODS §10). */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { num, openDb } from '@courtside/warehouse';
import type { WarehouseDb } from '@courtside/warehouse';
import { NCAA_DATA, realDataAvailable, tempDir } from '../../testing/real-data';
import { ingestNcaaSeason } from './ingest';

describe.runIf(realDataAvailable())('person links', () => {
  const dir = tempDir('persons');
  let db: WarehouseDb;
  const source = { kind: 'folder', dir: NCAA_DATA } as const;

  beforeAll(async () => {
    // Newer season first: the links are recomputed over the whole file on every build.
    await ingestNcaaSeason({
      dataDir: dir.path,
      gender: 'MALE',
      season: 2025,
      source,
      derive: null,
    });
    await ingestNcaaSeason({
      dataDir: dir.path,
      gender: 'MALE',
      season: 2024,
      source,
      derive: null,
    });
    db = await openDb(join(dir.path, 'warehouse.duckdb'), { readOnly: true });
  }, 120_000);
  afterAll(() => {
    db?.close();
    dir.remove();
  });

  const person = async (
    name: string,
  ): Promise<Array<{ season: number; team: string; person: number; confidence: unknown }>> =>
    (
      await db.all(
        `SELECT c.season, t.team_market, p.person_id, p.person_confidence
         FROM players p JOIN competitions c USING (competition_id) JOIN teams t USING (competition_id, team_id)
         WHERE p.full_name = $1 ORDER BY c.season`,
        [name],
      )
    ).map((row) => ({
      season: num(row, 'season'),
      team: String(row['team_market']),
      person: num(row, 'person_id'),
      confidence: row['person_confidence'],
    }));

  it('links a player who stayed, with full confidence', async () => {
    const [before, after] = await person('Tyrese Proctor');
    expect(before?.team).toBe('Duke');
    expect(after?.person).toBe(before?.person);
    expect(after?.confidence).toBe(1);
  });

  it('links a transfer by name, hometown, height and class', async () => {
    const [before, after] = await person('Chaz Lanier');
    expect([before?.team, after?.team]).toEqual(['North Florida', 'Tennessee']);
    expect(after?.person).toBe(before?.person);
    // Name 0.5 + hometown 0.25 + height 0.15 + class 0.10: full marks without the same school.
    expect(after?.confidence).toBe(1);
  });

  it('links thousands of players and never two of one season to one person', async () => {
    const links = await db.all(
      'SELECT count(*) AS n FROM players WHERE competition_id = 38409 AND person_confidence IS NOT NULL',
    );
    expect(num(links[0] ?? {}, 'n')).toBeGreaterThan(3000);
    const shared = await db.all(
      'SELECT count(*) AS n FROM (SELECT competition_id, person_id FROM players GROUP BY ALL HAVING count(*) > 1)',
    );
    expect(num(shared[0] ?? {}, 'n')).toBe(0);
  });
});

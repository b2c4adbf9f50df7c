import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb, SERVED_FILE } from '@courtside/warehouse';
import { ingestNcaaSeason } from '../sources/ncaa-seasons/ingest';
import { NCAA_DATA, realDataAvailable, tempDir } from '../testing/real-data';
import { SchemaMismatchError } from './copy-forward';

describe.runIf(realDataAvailable())('copy-forward', () => {
  let dir: { path: string; remove: () => void };
  beforeEach(() => {
    dir = tempDir('copy-forward');
  });
  afterEach(() => dir.remove());

  const ingest = (fresh: boolean) =>
    ingestNcaaSeason({
      dataDir: dir.path,
      gender: 'FEMALE',
      season: 2025,
      source: { kind: 'folder', dir: NCAA_DATA },
      fresh,
    });

  it('refuses to mix schema versions, and --fresh starts over', async () => {
    const old = await openDb(join(dir.path, SERVED_FILE));
    await old.run('CREATE TABLE meta (key VARCHAR, value VARCHAR)');
    await old.run("INSERT INTO meta VALUES ('schema_version', '0'), ('data_version', 'old')");
    await old.run('CHECKPOINT');
    old.close();
    await expect(ingest(false)).rejects.toBeInstanceOf(SchemaMismatchError);
    const summary = await ingest(true);
    expect(summary.games.total).toBe(5960);
  }, 60_000);

  it('replaces the competition it re-ingests and nothing else', async () => {
    const first = await ingest(false);
    const second = await ingest(false);
    expect(second.games).toEqual(first.games);
    // Same data, same content hash, whatever the build time.
    expect(second.dataVersion.slice(-8)).toBe(first.dataVersion.slice(-8));
    const db = await openDb(join(dir.path, SERVED_FILE), { readOnly: true });
    try {
      const rows = await db.all('SELECT count(*) AS n FROM games');
      expect(rows[0]?.['n']).toBe(5960);
    } finally {
      db.close();
    }
  }, 60_000);
});

import { mkdtemp, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSessionKey, sessionSecretPath } from './session-secret';

describe('loadSessionKey', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'courtside-secret-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('uses SESSION_SECRET when set, writing nothing', async () => {
    const key = await loadSessionKey('s'.repeat(40), dataDir);
    expect(Buffer.from(key).toString()).toBe('s'.repeat(40));
    await expect(stat(sessionSecretPath(dataDir))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('makes a random 32-byte key once, readable by the owner only, and reuses it', async () => {
    const first = await loadSessionKey(null, dataDir);
    expect(first).toHaveLength(32);
    const path = sessionSecretPath(dataDir);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(Buffer.from(await readFile(path, 'utf8'), 'base64url')).toEqual(Buffer.from(first));
    expect(Buffer.from(await loadSessionKey(null, dataDir))).toEqual(Buffer.from(first));
    const [a, b] = await Promise.all([
      loadSessionKey(null, join(dataDir, 'race')),
      loadSessionKey(null, join(dataDir, 'race')),
    ]);
    expect(Buffer.from(a ?? [])).toEqual(Buffer.from(b ?? []));
  });

  it('refuses a stored key that is too short', async () => {
    await mkdir(join(dataDir, 'secrets'), { recursive: true });
    await writeFile(sessionSecretPath(dataDir), 'c2hvcnQ');
    await expect(loadSessionKey(null, dataDir)).rejects.toThrow(/shorter than 32 bytes/);
  });
});

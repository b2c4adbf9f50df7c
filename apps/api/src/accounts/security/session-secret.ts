/**
 * The key that signs session tokens. SESSION_SECRET sets it; without it (the embedded default) a
 * random key is made once and kept in DATA_DIR/secrets/session-secret, readable by the server's
 * user only, so sessions survive restarts and no secret ever lives in the repository.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const GENERATED_SECRET_BYTES = 32;

export function sessionSecretPath(dataDir: string): string {
  return join(dataDir, 'secrets', 'session-secret');
}

function decodeStoredSecret(text: string, path: string): Uint8Array {
  const key = Buffer.from(text.trim(), 'base64url');
  if (key.length < GENERATED_SECRET_BYTES) {
    throw new Error(
      `The session secret in ${path} is shorter than ${GENERATED_SECRET_BYTES} bytes; ` +
        'delete the file to make a new one (this signs everyone out)',
    );
  }
  return key;
}

async function readStoredSecret(path: string): Promise<Uint8Array | undefined> {
  try {
    return decodeStoredSecret(await readFile(path, 'utf8'), path);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The signing key: SESSION_SECRET's bytes, or the persisted random key (made when missing). */
export async function loadSessionKey(
  sessionSecret: string | null,
  dataDir: string,
): Promise<Uint8Array> {
  if (sessionSecret !== null) return new TextEncoder().encode(sessionSecret);
  const path = sessionSecretPath(dataDir);
  const existing = await readStoredSecret(path);
  if (existing) return existing;
  await mkdir(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  const key = randomBytes(GENERATED_SECRET_BYTES);
  try {
    // 'wx': if another process made the file first, its key wins and both use it.
    await writeFile(path, key.toString('base64url'), { flag: 'wx', mode: 0o600 });
    await chmod(path, 0o600);
    return key;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') {
      const winner = await readStoredSecret(path);
      if (winner) return winner;
    }
    throw error;
  }
}

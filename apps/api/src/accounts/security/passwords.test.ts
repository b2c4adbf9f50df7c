import { describe, expect, it } from 'vitest';
import { generateOneTimeToken, hashOneTimeToken } from './one-time-tokens';
import { PRODUCTION_HASH_PARAMS, createPasswordHasher } from './passwords';

describe('password hashing', () => {
  it('hashes with argon2id at the production parameters and verifies', async () => {
    const hasher = createPasswordHasher();
    const hash = await hasher.hash('correct horse');
    expect(hash).toMatch(
      new RegExp(
        `^\\$argon2id\\$v=19\\$m=${PRODUCTION_HASH_PARAMS.memoryCost},p=${PRODUCTION_HASH_PARAMS.parallelism},t=${PRODUCTION_HASH_PARAMS.timeCost}\\$`,
      ),
    );
    expect(await hasher.verify(hash, 'correct horse')).toBe(true);
    expect(await hasher.verify(hash, 'wrong horse')).toBe(false);
    expect(await hasher.hash('correct horse')).not.toBe(hash);
  });

  it('treats a malformed stored hash as a mismatch and can burn a dummy verification', async () => {
    const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
    expect(await hasher.verify('not-a-hash', 'x')).toBe(false);
    await expect(hasher.verifyDummy('anything')).resolves.toBeUndefined();
  });
});

describe('one-time tokens', () => {
  it('are 32 random bytes in base64url, stored as their SHA-256', () => {
    const token = generateOneTimeToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateOneTimeToken()).not.toBe(token);
    expect(hashOneTimeToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

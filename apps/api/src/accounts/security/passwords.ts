/**
 * Password hashing with argon2id. The parameters are OWASP's recommended minimum (19 MiB, two
 * passes, one lane): strong against GPU guessing while a login still costs ~25 ms of one core.
 * Each hash records its parameters, so raising them later keeps old hashes verifiable.
 */
import argon2 from 'argon2';

export interface PasswordHashParams {
  readonly memoryCost: number;
  readonly timeCost: number;
  readonly parallelism: number;
}

export const PRODUCTION_HASH_PARAMS: PasswordHashParams = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /**
   * Spends the time of one verification without a stored hash, so a login for an unknown email
   * takes as long as one with a wrong password and reveals nothing.
   */
  verifyDummy(password: string): Promise<void>;
}

export function createPasswordHasher(
  params: PasswordHashParams = PRODUCTION_HASH_PARAMS,
): PasswordHasher {
  const options = { type: argon2.argon2id, ...params } as const;
  let dummyHash: Promise<string> | undefined;
  const hash = (password: string) => argon2.hash(password, options);
  const verify = async (stored: string, password: string): Promise<boolean> => {
    try {
      return await argon2.verify(stored, password);
    } catch {
      // A malformed stored hash never matches; it must not turn a login into a 500.
      return false;
    }
  };
  return {
    hash,
    verify,
    async verifyDummy(password) {
      dummyHash ??= hash('courtside-dummy-password');
      await verify(await dummyHash, password);
    },
  };
}

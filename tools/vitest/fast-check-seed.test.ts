import { describe, expect, it } from 'vitest';
import { CI_SEED, fastCheckSeed } from './fast-check-seed';

describe('the property tests’ seed', () => {
  it('replays FC_SEED, fixes the seed under CI, and leaves local runs random', () => {
    expect(fastCheckSeed({ FC_SEED: '376050256' })).toBe(376050256);
    expect(fastCheckSeed({ FC_SEED: ' -12 ', CI: 'true' })).toBe(-12);
    expect(fastCheckSeed({ CI: 'true' })).toBe(CI_SEED);
    expect(fastCheckSeed({ CI: '1' })).toBe(CI_SEED);
    expect(fastCheckSeed({ CI: 'false' })).toBeUndefined();
    expect(fastCheckSeed({})).toBeUndefined();
  });

  it('refuses an FC_SEED that is not a whole number', () => {
    expect(() => fastCheckSeed({ FC_SEED: 'abc' })).toThrow(
      'FC_SEED must be a whole number (got "abc")',
    );
    expect(() => fastCheckSeed({ FC_SEED: '1.5' })).toThrow(/whole number/);
    expect(() => fastCheckSeed({ FC_SEED: '99999999999999999999' })).toThrow(/whole number/);
  });
});

import { describe, expect, it } from 'vitest';
import { Rng, hash32 } from './random';

describe('Rng', () => {
  it('gives the same stream for the same seed and label, another for another', () => {
    const draw = (rng: Rng) => Array.from({ length: 5 }, () => rng.uint32());
    expect(draw(new Rng(7, 'a'))).toEqual(draw(new Rng(7, 'a')));
    expect(draw(new Rng(7, 'a'))).not.toEqual(draw(new Rng(8, 'a')));
    expect(draw(new Rng(7, 'a'))).not.toEqual(draw(new Rng(7, 'b')));
  });

  it('forks streams that do not depend on how much the parent drew', () => {
    const parent = new Rng(3, 'league');
    const before = parent.fork('men').next();
    for (let i = 0; i < 100; i += 1) parent.next();
    expect(parent.fork('men').next()).toBe(before);
  });

  it('draws uniform integers in range and normals with the asked mean and spread', () => {
    const rng = new Rng(11);
    const ints = Array.from({ length: 2000 }, () => rng.int(3, 6));
    expect(Math.min(...ints)).toBe(3);
    expect(Math.max(...ints)).toBe(6);
    const normals = Array.from({ length: 20000 }, () => rng.normal(10, 2));
    const mean = normals.reduce((a, b) => a + b, 0) / normals.length;
    const sd = Math.sqrt(normals.reduce((a, b) => a + (b - mean) ** 2, 0) / normals.length);
    expect(mean).toBeCloseTo(10, 1);
    expect(sd).toBeCloseTo(2, 1);
  });

  it('shuffles into a permutation', () => {
    const shuffled = new Rng(1).shuffle([1, 2, 3, 4, 5, 6]);
    expect([...shuffled].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('hashes short labels apart', () => {
    expect(hash32('game|1')).not.toBe(hash32('game|2'));
    expect(hash32('x')).toBe(hash32('x'));
  });
});

import { describe, expect, it } from 'vitest';
import { merged } from './merged';

describe('merged', () => {
  it('gives the keys, order and values of the spread it replaces', () => {
    const base = { a: 1, b: 'two', c: null, d: [4] };
    const extra = { e: 5, b: 'three', f: undefined };
    const result = merged(base, extra);
    expect(JSON.stringify(result)).toBe(JSON.stringify({ ...base, ...extra }));
    expect(Object.keys(result)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(result.b).toBe('three');
  });

  it('leaves both sources as they were', () => {
    const base = { a: 1 };
    const extra = { b: 2 };
    merged(base, extra);
    expect(base).toEqual({ a: 1 });
    expect(extra).toEqual({ b: 2 });
  });
});

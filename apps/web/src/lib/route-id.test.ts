import { describe, expect, it } from 'vitest';
import { routeIdOf } from './route-id';

describe('routeIdOf', () => {
  it('reads positive whole numbers of up to 15 digits', () => {
    expect(routeIdOf('7')).toBe(7);
    expect(routeIdOf('38409')).toBe(38409);
    expect(routeIdOf('999999999999999')).toBe(999_999_999_999_999);
  });

  it('refuses what is not one canonical id', () => {
    for (const segment of [undefined, '', '0', '007', '-1', '+1', '1.5', '1e3', ' 1', 'abc']) {
      expect(routeIdOf(segment)).toBeNull();
    }
    expect(routeIdOf('1000000000000000')).toBeNull();
  });
});

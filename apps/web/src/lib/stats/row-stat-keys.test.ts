import { describe, expect, it } from 'vitest';
import { STAT_DEFINITIONS, statDefinition } from './dictionary';
import { isNumericFormat } from './format';
import { PLAYER_AGG_STAT_KEYS, PLAYER_PUBLIC_STAT_KEYS, TEAM_AGG_STAT_KEYS } from './row-stat-keys';

const LISTS = {
  team: TEAM_AGG_STAT_KEYS,
  player: PLAYER_AGG_STAT_KEYS,
  public: PLAYER_PUBLIC_STAT_KEYS,
};

describe('row stat keys', () => {
  it.each(Object.entries(LISTS))(
    '%s: numeric dictionary stats, once each, in dictionary order',
    (_, keys) => {
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(isNumericFormat(statDefinition(key).format)).toBe(true);
      const order = STAT_DEFINITIONS.map((definition) => definition.key);
      const positions = keys.map((key) => order.indexOf(key));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    },
  );

  it('the public player stats are a subset of the full ones', () => {
    expect(PLAYER_PUBLIC_STAT_KEYS.filter((key) => !PLAYER_AGG_STAT_KEYS.includes(key))).toEqual(
      [],
    );
  });
});

import { NAV_ITEMS, type NavItemKey } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { FEATURE_DESCRIPTIONS, featurePreviews } from './feature-previews';

const NOW = new Date('2025-03-01T12:00:00Z');

describe('featurePreviews', () => {
  it('describes every navbar entry', () => {
    for (const item of NAV_ITEMS) expect(FEATURE_DESCRIPTIONS[item.key]).toMatch(/\w+/);
  });

  it('links an entry only when its screen exists, with the navbar destination', () => {
    const existing = new Set<NavItemKey>(['statsHome', 'divisionStats']);
    const stats = featurePreviews('stats', existing, NOW);
    expect(stats.map((preview) => preview.key)).toEqual(
      NAV_ITEMS.filter((item) => item.menu === 'stats').map((item) => item.key),
    );
    expect(stats.filter((preview) => preview.to !== null)).toEqual([
      expect.objectContaining({ key: 'statsHome', to: '/stats/home', minTier: 0 }),
      expect.objectContaining({
        key: 'divisionStats',
        to: '/stats/38409/division/d1/team-box',
        minTier: 1,
      }),
    ]);
  });

  it('keeps tools apart from stats areas and carries their tiers', () => {
    const tools = featurePreviews('tools', new Set(), NOW);
    expect(tools.every((preview) => preview.to === null)).toBe(true);
    expect(tools.find((preview) => preview.key === 'shotCharts')?.minTier).toBe(0);
    expect(tools.find((preview) => preview.key === 'gameExplorer')?.minTier).toBe(1);
  });
});

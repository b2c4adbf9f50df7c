import { describe, expect, it } from 'vitest';
import type { NavItemKey } from '@courtside/contract';
import { toolAccess, toolSections } from './tool-sections';

const NOW = new Date('2026-01-15T18:00:00Z');
const EXISTING = new Set<NavItemKey>(['toolsHome', 'shotCharts', 'teamScatter', 'barCharts']);

describe('toolSections', () => {
  it('groups the tools of §6 by the tier that opens them, without the overview itself', () => {
    const sections = toolSections(EXISTING, 0, false, NOW);
    expect(sections.map((section) => section.title)).toEqual([
      'Open to everyone',
      'With Basic: Free and up',
    ]);
    const [open, free] = sections;
    expect(open?.tools.map((tool) => tool.label)).toEqual([
      'Shot Charts',
      'Team Scatter',
      'Player Scatter',
      'Scoreboard',
      'Brackets',
    ]);
    expect(free?.tools.map((tool) => tool.key)).toEqual([
      'barCharts',
      'comparisons',
      'gameDecidingShots',
      'scoringStreaks',
      'diyShotCharts',
      'modelFitting',
      'gameExplorer',
      'splitComparisons',
    ]);
  });

  it('links only the tools whose screens exist', () => {
    const [open] = toolSections(EXISTING, 0, false, NOW);
    const byKey = new Map(open?.tools.map((tool) => [tool.key, tool.to]));
    expect(byKey.get('shotCharts')).toBe('/tools/shot-charts');
    expect(byKey.get('playerScatter')).toBeNull();
  });

  it("says what each tool means for the visitor's tier", () => {
    const signedOut = toolSections(EXISTING, 0, false, NOW);
    expect(signedOut[0]?.tools[0]?.access).toEqual({ kind: 'open' });
    expect(signedOut[1]?.tools[0]?.access).toEqual({ kind: 'needsAccount', isSignedIn: false });
    const unverified = toolSections(EXISTING, 0, true, NOW);
    expect(unverified[1]?.tools[0]?.access).toEqual({ kind: 'needsAccount', isSignedIn: true });
    const free = toolSections(EXISTING, 1, true, NOW);
    expect(free[1]?.tools.every((tool) => tool.access.kind === 'open')).toBe(true);
  });
});

describe('toolAccess', () => {
  it('asks for an upgrade to a paid tier', () => {
    expect(toolAccess(3, 1, true)).toEqual({ kind: 'needsUpgrade', tier: 3 });
    expect(toolAccess(2, 2, true)).toEqual({ kind: 'open' });
  });
});

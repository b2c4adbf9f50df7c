import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, NAV_ITEM_KEYS, canOpen, menuItemsFor, type NavItemKey } from './navigation';
import {
  DEFAULT_TIER,
  hasTeamAndConferenceDropdowns,
  restrictsPlayersToTrial,
  showsUpgradeLink,
  tierLabel,
} from './tiers';

const everything = new Set<NavItemKey>(NAV_ITEM_KEYS);
const keysAt = (tier: number) =>
  [...menuItemsFor('stats', tier, everything), ...menuItemsFor('tools', tier, everything)]
    .map((item) => item.key)
    .sort();

describe('navbar access table (§6)', () => {
  it('opens the tier-0 screens to everyone', () => {
    expect(keysAt(0)).toEqual(
      [
        'statsHome',
        'toolsHome',
        'shotCharts',
        'teamScatter',
        'playerScatter',
        'scoreboard',
        'brackets',
      ].sort(),
    );
  });

  it('adds division, conference, draft and tournament stats and the analysis tools at tier 1', () => {
    const added = keysAt(1).filter((key) => !keysAt(0).includes(key));
    expect(added.sort()).toEqual(
      [
        'divisionStats',
        'conferenceStats',
        'draftProspects',
        'tournamentStats',
        'barCharts',
        'comparisons',
        'gameDecidingShots',
        'scoringStreaks',
        'diyShotCharts',
        'modelFitting',
        'gameExplorer',
        'splitComparisons',
      ].sort(),
    );
  });

  it('adds live game stats at tier 2 and portal, transfers and NIL at tier 3 and above', () => {
    expect(keysAt(2).filter((key) => !keysAt(1).includes(key))).toEqual(['liveGames']);
    expect(
      keysAt(3)
        .filter((key) => !keysAt(2).includes(key))
        .sort(),
    ).toEqual(['nilPredictions', 'transferAnalyses', 'transferPortal'].sort());
    expect(keysAt(7)).toEqual(keysAt(3));
    expect(keysAt(3)).toHaveLength(NAV_ITEMS.length);
  });

  it('lists only screens that exist, in table order', () => {
    const existing = new Set<NavItemKey>(['brackets', 'statsHome', 'nilPredictions']);
    expect(menuItemsFor('tools', 3, existing).map((item) => item.key)).toEqual(['brackets']);
    expect(menuItemsFor('stats', 3, existing).map((item) => item.key)).toEqual([
      'statsHome',
      'nilPredictions',
    ]);
    expect(menuItemsFor('stats', 0, new Set())).toEqual([]);
  });

  it('links each entry to its route with the spec defaults', () => {
    const now = new Date('2026-11-21T17:00:00Z');
    const to = (key: NavItemKey) => NAV_ITEMS.find((item) => item.key === key)?.to(now);
    expect(to('scoreboard')).toBe('/tools/scoreboard/41097/d1/20261121');
    expect(to('brackets')).toBe('/tools/brackets/38409/tournaments/5025');
    expect(to('gameDecidingShots')).toBe(
      '/tools/game-deciding-shots?competitionIds=41097&division=d1',
    );
    expect(to('nilPredictions')).toBe('/stats/38409/nil/player-box');
    expect(to('liveGames')).toBe('/streaming/41097');
    expect(to('divisionStats')).toBe('/stats/38409/division/d1/team-box');
  });

  it('answers canOpen from the same table', () => {
    expect(canOpen('statsHome', 0)).toBe(true);
    expect(canOpen('divisionStats', 0)).toBe(false);
    expect(canOpen('liveGames', 1)).toBe(false);
    expect(canOpen('liveGames', 2)).toBe(true);
    expect(canOpen('transferPortal', 2)).toBe(false);
  });
});

describe('tiers', () => {
  it('defaults to 0, No Access: Not Verified', () => {
    expect(DEFAULT_TIER).toEqual({ value: 0, label: 'No Access: Not Verified' });
    expect(tierLabel(0)).toBe('No Access: Not Verified');
    expect(tierLabel(5)).toMatch(/Pro/);
  });

  it('shows Upgrade and restricts players to trial players at tier 1 only', () => {
    expect([0, 1, 2, 3].map(showsUpgradeLink)).toEqual([false, true, false, false]);
    expect([0, 1, 2, 3].map(restrictsPlayersToTrial)).toEqual([false, true, false, false]);
    expect([0, 1, 2].map(hasTeamAndConferenceDropdowns)).toEqual([false, true, true]);
  });
});

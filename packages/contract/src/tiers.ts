/**
 * Subscription tiers and what each opens (§6). The navbar, the account pages and the server's
 * access checks all read this one table, so a screen's tier is stated once.
 */
import type { Tier } from './schemas/entities';

export const TIER_VALUES = { noAccess: 0, free: 1, plus: 2, pro: 3 } as const;
export type TierValue = number;

/** Default for a visitor or an unverified account (§3). */
export const DEFAULT_TIER: Tier = Object.freeze({ value: 0, label: 'No Access: Not Verified' });

export const TIERS: readonly Tier[] = [
  DEFAULT_TIER,
  { value: 1, label: 'Basic: Free' },
  { value: 2, label: 'Plus' },
  { value: 3, label: 'Pro' },
];

/** Label of any tier value; values above 3 open everything tier 3 opens. */
export function tierLabel(value: number): string {
  const exact = TIERS.find((tier) => tier.value === value);
  if (exact) return exact.label;
  return value > TIER_VALUES.pro ? `Pro (level ${value})` : DEFAULT_TIER.label;
}

/** Tier 1 sees the orange Upgrade link. */
export function showsUpgradeLink(tierValue: number): boolean {
  return tierValue === TIER_VALUES.free;
}

/** Tier 1 may open player-level detail only for its trial players. */
export function restrictsPlayersToTrial(tierValue: number): boolean {
  return tierValue === TIER_VALUES.free;
}

/** Tier 0 sees links to its own team and conference only; tier ≥ 1 gets the dropdowns. */
export function hasTeamAndConferenceDropdowns(tierValue: number): boolean {
  return tierValue >= TIER_VALUES.free;
}

/** Trial upgrades (from an admin's trial token) lift a verified user to this tier… */
export const TRIAL_UPGRADE_TIER = TIER_VALUES.plus;
/** …for this long. */
export const TRIAL_UPGRADE_DAYS = 7;

/**
 * Below this tier (and unless an admin) a user may change their saved team, whose top players
 * are their own trial players, at most once in TEAM_CHANGE_INTERVAL_DAYS; setting it the first
 * time is free.
 */
export const TEAM_CHANGE_FREE_TIER = TIER_VALUES.plus;
export const TEAM_CHANGE_INTERVAL_DAYS = 30;

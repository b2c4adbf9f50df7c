/**
 * How often a user may change their saved team. The team's top players are the user's own
 * trial players (§7), so below tier 2 (and unless an admin) it may change at most once in
 * TEAM_CHANGE_INTERVAL_DAYS; choosing a team when none was ever saved is free. Every change is
 * stamped, whatever the tier, so a user who drops below tier 2 is held to the same window.
 */
import type { UserTeamSetting } from '@courtside/contract';
import { TEAM_CHANGE_FREE_TIER, TEAM_CHANGE_INTERVAL_DAYS } from '@courtside/contract';
import type { UserRecord } from '../db/schema';
import { readSettings } from '../repositories/users';
import { effectiveTier } from './effective-tier';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What saving `requested` does to the saved team: nothing, a first choice, or a change. */
export type TeamChange = 'none' | 'first' | 'change';

export function teamChangeOf(user: UserRecord, requested: UserTeamSetting): TeamChange {
  const saved = readSettings(user.settings).team;
  const before = saved?.teamId ?? null;
  const after = requested.teamId ?? null;
  if (before === after && (before === null || saved?.gender === requested.gender)) return 'none';
  // Clearing the team and choosing again is a change: only a never-changed account gets "first".
  return before === null && user.team_changed_at === null ? 'first' : 'change';
}

export function teamChangeLimited(user: UserRecord, now: Date): boolean {
  return user.admin_role === 'none' && effectiveTier(user, now).value < TEAM_CHANGE_FREE_TIER;
}

/** From when the saved team may change again; null when it may change now (or any time). */
export function nextTeamChangeAt(user: UserRecord, now: Date): Date | null {
  if (user.team_changed_at === null || !teamChangeLimited(user, now)) return null;
  const next = new Date(user.team_changed_at.getTime() + TEAM_CHANGE_INTERVAL_DAYS * DAY_MS);
  return next.getTime() > now.getTime() ? next : null;
}

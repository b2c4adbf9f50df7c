/**
 * The trial-team change limit as the settings page shows it: below TEAM_CHANGE_FREE_TIER the
 * saved team picks the user's trial players, so the server lets it change once in
 * TEAM_CHANGE_INTERVAL_DAYS (the first choice is free) and says in the profile when the next
 * change is allowed. The page states the rule and holds the team until then; the server still
 * decides, and its refusal is shown as any failed save is.
 */
import { TEAM_CHANGE_FREE_TIER, TEAM_CHANGE_INTERVAL_DAYS, type User } from '@courtside/contract';

export interface TeamChangeLimit {
  /** The rule applies to this user's tier. */
  limited: boolean;
  /** When the team may change again; null when it may change now. */
  lockedUntil: Date | null;
}

export const TEAM_CHANGE_RULE = `Your team sets your free trial players (its top three by minutes); you can change it once every ${TEAM_CHANGE_INTERVAL_DAYS} days.`;

/** A profile's next-change time, ignoring a missing or unreadable value. */
function nextChangeOf(user: User): Date | null {
  const raw: unknown = user.nextTeamChangeAt;
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const time = new Date(raw);
  return Number.isNaN(time.getTime()) ? null : time;
}

export function teamChangeLimit(user: User, tierValue: number, now: Date): TeamChangeLimit {
  const next = nextChangeOf(user);
  return {
    limited: tierValue < TEAM_CHANGE_FREE_TIER,
    lockedUntil: next !== null && next.getTime() > now.getTime() ? next : null,
  };
}

/** E.g. "December 27, 2026 at 2:05 PM", in the reader's time zone. */
export function formatNextChange(time: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(time);
}

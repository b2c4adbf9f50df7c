/** Words for the values the admin tables show. */
import type { AdminRole, TrialTokenRow, UserType } from '@courtside/contract';

export const ROLE_LABELS: Record<AdminRole, string> = {
  upper: 'Upper admin',
  lower: 'Lower admin',
  none: 'None',
};

export const USER_TYPE_LABELS: Record<UserType, string> = { fan: 'Fan', team: 'Team staff' };

export type TrialTokenStatus = 'Active' | 'Used' | 'Expired';

export function trialTokenStatus(token: TrialTokenRow, now: Date): TrialTokenStatus {
  if (token.usedAt !== null) return 'Used';
  return new Date(token.expiresAt).getTime() <= now.getTime() ? 'Expired' : 'Active';
}

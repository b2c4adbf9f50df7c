import type { User } from '@courtside/contract';

/**
 * The profile does not always say whether the email is verified. When the server includes
 * `emailVerified` it is used; otherwise the tier tells: tier 0 is "not verified" (§6) and every
 * verified account has at least the free tier.
 */
export function isEmailVerified(user: User, tierValue: number): boolean {
  if ('emailVerified' in user && typeof user.emailVerified === 'boolean') {
    return user.emailVerified;
  }
  return tierValue > 0;
}

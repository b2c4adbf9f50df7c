import { createContext, useContext } from 'react';
import type { SessionData, TierStatus, User } from '@courtside/contract';

export type SessionStatus = 'loading' | 'ready';

export interface SessionValue {
  /** 'loading' while session start runs (§4); the app renders no route until 'ready'. */
  status: SessionStatus;
  isSignedIn: boolean;
  /** The session token, '' when signed out. */
  token: string;
  user: User | null;
  /**
   * DEFAULT_TIER (with no expiry) until the tier check answers, and for visitors. `expiresAt`
   * is set for timed upgrades such as trials.
   */
  tier: TierStatus;
  /** Starts a session from a login reply: stores the token, then checks the tier. */
  signIn(sessionData: SessionData): void;
  /** Ends the session and forgets the stored token. */
  signOut(): void;
  /**
   * Replaces the signed-in user's profile (e.g. with the reply to saving settings), so the
   * navbar and every screen see the change at once. Ignored when no one is signed in.
   */
  setUser(user: User): void;
  /**
   * Runs the tier check again (after an upgrade or an admin's change). On failure the current
   * tier is kept and the failure is logged; the promise never rejects.
   */
  refreshTier(): Promise<void>;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}

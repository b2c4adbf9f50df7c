import { createContext, useContext } from 'react';
import type { SessionData, Tier, User } from '@courtside/contract';

export type SessionStatus = 'loading' | 'ready';

export interface SessionValue {
  /** 'loading' while session start runs (§4); the app renders no route until 'ready'. */
  status: SessionStatus;
  isSignedIn: boolean;
  /** The session token, '' when signed out. */
  token: string;
  user: User | null;
  /** DEFAULT_TIER until the tier check answers, and for visitors. */
  tier: Tier;
  /** Starts a session from a login reply: stores the token, then checks the tier. */
  signIn(sessionData: SessionData): void;
  /** Ends the session and forgets the stored token. */
  signOut(): void;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}

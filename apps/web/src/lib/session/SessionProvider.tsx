/** Holds the session of §4 for the whole app: start-up check, tier check, sign-in and out. */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import { DEFAULT_TIER, type SessionData, type Tier } from '@courtside/contract';
import { http } from '../api/http';
import { SessionContext, type SessionStatus, type SessionValue } from './session-context';
import { ANONYMOUS, fetchTier, startSession, type StartedSession } from './session-start';
import { clearStoredToken, storeToken } from './token-storage';

interface SessionState {
  status: SessionStatus;
  session: StartedSession;
  tier: Tier;
}

const LOADING: SessionState = { status: 'loading', session: ANONYMOUS, tier: DEFAULT_TIER };

export interface SessionProviderProps {
  children: ReactNode;
  /** The HTTP client for the session calls; tests may pass their own. */
  client?: AxiosInstance;
}

export function SessionProvider({ children, client = http }: SessionProviderProps) {
  const [state, setState] = useState<SessionState>(LOADING);
  // StrictMode runs effects twice; one shared start-up promise keeps it to one set of calls,
  // which matters because token-is-valid may rotate the token.
  const startUp = useRef<Promise<SessionState> | null>(null);
  // Bumped on every sign-in and sign-out, so a tier reply for an older session is ignored.
  const generation = useRef(0);

  useEffect(() => {
    startUp.current ??= startSession(client).then(async (session) => ({
      status: 'ready' as const,
      session,
      // The tier is awaited before 'ready' so the navbar does not flash tier-0 menus.
      tier: session.user === null ? DEFAULT_TIER : await fetchTier(client),
    }));
    const startGeneration = generation.current;
    let mounted = true;
    void startUp.current.then((started) => {
      if (mounted && generation.current === startGeneration) setState(started);
    });
    return () => {
      mounted = false;
    };
  }, [client]);

  const signIn = useCallback(
    ({ token, user }: SessionData) => {
      storeToken(token);
      const signInGeneration = ++generation.current;
      setState({ status: 'ready', session: { token, user }, tier: DEFAULT_TIER });
      void fetchTier(client).then((tier) => {
        if (generation.current === signInGeneration) {
          setState((current) => ({ ...current, tier }));
        }
      });
    },
    [client],
  );

  const signOut = useCallback(() => {
    clearStoredToken();
    generation.current += 1;
    setState({ status: 'ready', session: ANONYMOUS, tier: DEFAULT_TIER });
  }, []);

  const value = useMemo<SessionValue>(
    () => ({
      status: state.status,
      isSignedIn: state.session.user !== null,
      token: state.session.token,
      user: state.session.user,
      tier: state.tier,
      signIn,
      signOut,
    }),
    [state, signIn, signOut],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

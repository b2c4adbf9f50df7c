/**
 * Holds the session of §4 for the whole app: start-up check, tier check, sign-in and out, and
 * the two updates screens make to a live session (a saved profile, a re-checked tier).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ACCOUNT_API, type SessionData, type TierStatus, type User } from '@courtside/contract';
import { http as appHttp, type HttpClient } from '../api/http';
import { SessionContext, type SessionStatus, type SessionValue } from './session-context';
import {
  ANONYMOUS,
  DEFAULT_TIER_STATUS,
  fetchTier,
  requestTier,
  startSession,
  type StartedSession,
} from './session-start';
import { clearStoredToken, readStoredToken, storeToken } from './token-storage';

interface SessionState {
  status: SessionStatus;
  session: StartedSession;
  tier: TierStatus;
}

const LOADING: SessionState = { status: 'loading', session: ANONYMOUS, tier: DEFAULT_TIER_STATUS };

export interface SessionProviderProps {
  children: ReactNode;
  /** The HTTP client for the session calls (tests pass their own); by default the app's. */
  client?: HttpClient;
}

export function SessionProvider({ children, client }: SessionProviderProps) {
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
      tier: session.user === null ? DEFAULT_TIER_STATUS : await fetchTier(client),
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
      setState({ status: 'ready', session: { token, user }, tier: DEFAULT_TIER_STATUS });
      void fetchTier(client).then((tier) => {
        if (generation.current === signInGeneration) {
          setState((current) => ({ ...current, tier }));
        }
      });
    },
    [client],
  );

  const signOut = useCallback(() => {
    // The server ends the session too, so a copied token stops working. The call reads the
    // stored token as it starts, before it is cleared below; signing out never waits for it.
    if (readStoredToken() !== '') {
      (client ?? appHttp).post(ACCOUNT_API.logout).catch((error: unknown) => {
        console.error('Server logout failed; signed out on this device only.', error);
      });
    }
    clearStoredToken();
    generation.current += 1;
    setState({ status: 'ready', session: ANONYMOUS, tier: DEFAULT_TIER_STATUS });
  }, [client]);

  const setUser = useCallback((user: User) => {
    setState((current) =>
      // A reply that lands after sign-out must not sign anyone back in.
      current.session.user === null
        ? current
        : { ...current, session: { token: current.session.token, user } },
    );
  }, []);

  const refreshTier = useCallback(async () => {
    // Signed out: there is no tier to check, and the server would only answer 401.
    if (readStoredToken() === '') return;
    const refreshGeneration = generation.current;
    try {
      const tier = await requestTier(client);
      if (generation.current === refreshGeneration) {
        setState((current) => (current.session.user === null ? current : { ...current, tier }));
      }
    } catch (error) {
      // Unlike the first check, a failed re-check keeps the tier the user already has.
      console.error('Tier check failed; keeping the current tier.', error);
    }
  }, [client]);

  const value = useMemo<SessionValue>(
    () => ({
      status: state.status,
      isSignedIn: state.session.user !== null,
      token: state.session.token,
      user: state.session.user,
      tier: state.tier,
      signIn,
      signOut,
      setUser,
      refreshTier,
    }),
    [state, signIn, signOut, setUser, refreshTier],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

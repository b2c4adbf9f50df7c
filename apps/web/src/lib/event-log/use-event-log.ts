/**
 * The two event logs of §7: a 'pagechange' on each route change while signed in, and one
 * 'error' when the generic error page shows to a signed-in user. Visitors are never logged.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useSession } from '../session';
import { eventLogPaths, type EventLogPaths } from './event-log-paths';
import { sendEventLog } from './send-event-log';

function useCurrentEventLogPaths(): { key: string; paths: EventLogPaths } {
  const location = useLocation();
  const matches = useMatches();
  return { key: location.key, paths: eventLogPaths(location, matches) };
}

/** Logs each route change of a signed-in user once (a sign-in on the same page is no change). */
export function usePageChangeEventLog(): void {
  const { isSignedIn } = useSession();
  const { key, paths } = useCurrentEventLogPaths();
  const lastKey = useRef<string | null>(null);
  const { shortPath, longPath } = paths;

  useEffect(() => {
    // StrictMode replays this effect with the same key: it is the same page view.
    if (lastKey.current === key) return;
    lastKey.current = key;
    if (isSignedIn) void sendEventLog({ type: 'pagechange', shortPath, longPath });
  }, [key, isSignedIn, shortPath, longPath]);
}

/** Sends one 'error' log for this showing of the error page when the user is signed in. */
export function useErrorPageEventLog(): void {
  const { isSignedIn } = useSession();
  const { key, paths } = useCurrentEventLogPaths();
  const sentFor = useRef<string | null>(null);
  const { shortPath, longPath } = paths;

  useEffect(() => {
    if (!isSignedIn || sentFor.current === key) return;
    sentFor.current = key;
    void sendEventLog({ type: 'error', shortPath, longPath });
  }, [key, isSignedIn, shortPath, longPath]);
}

/**
 * Starts a one-shot request when a screen opens: once per `key`, however often StrictMode
 * replays the effect. This matters for single-use tokens (a login link, an unsubscribe on load):
 * a second call would fail or act twice. The outcome goes to the effect run still mounted.
 */
import { useEffect, useRef } from 'react';

export type StartOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

interface Started<T> {
  key: string;
  outcome: Promise<StartOutcome<T>>;
}

/**
 * `key` names the request (e.g. the token); null means nothing to start. A new key starts a new
 * request; the same key never does again while the component stays mounted.
 */
export function useStartOnce<T>(
  key: string | null,
  start: () => Promise<T>,
  onSettled: (outcome: StartOutcome<T>) => void,
): void {
  const started = useRef<Started<T> | null>(null);
  // The latest callbacks, read when needed, so inline arrows do not restart the request.
  const latest = useRef({ start, onSettled });
  useEffect(() => {
    latest.current = { start, onSettled };
  });

  useEffect(() => {
    if (key === null) return;
    if (started.current?.key !== key) {
      started.current = {
        key,
        outcome: latest.current.start().then(
          (value): StartOutcome<T> => ({ ok: true, value }),
          (error: unknown): StartOutcome<T> => ({ ok: false, error }),
        ),
      };
    }
    let mounted = true;
    void started.current.outcome.then((outcome) => {
      if (mounted) latest.current.onSettled(outcome);
    });
    return () => {
      mounted = false;
    };
  }, [key]);
}

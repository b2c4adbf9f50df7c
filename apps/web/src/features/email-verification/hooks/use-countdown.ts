/** Counts whole seconds down while `active`, then calls `onDone` once. */
import { useEffect, useRef, useState } from 'react';

export function useCountdown(active: boolean, seconds: number, onDone: () => void): number {
  const [remaining, setRemaining] = useState(seconds);
  const done = useRef(false);
  const latestOnDone = useRef(onDone);
  useEffect(() => {
    latestOnDone.current = onDone;
  });

  useEffect(() => {
    if (!active) return;
    if (remaining <= 0) {
      // StrictMode replays effects; leaving twice would navigate twice.
      if (!done.current) {
        done.current = true;
        latestOnDone.current();
      }
      return;
    }
    const tick = setTimeout(() => setRemaining((current) => current - 1), 1000);
    return () => clearTimeout(tick);
  }, [active, remaining]);

  return remaining;
}

/**
 * The banner's second half: after a reconnection, "caught up" once the server confirms the
 * subscription again (it sends `subscribed`, then at once the events missed), shown for a few
 * seconds. `awaitCatchUp` is called on reconnecting; `confirmed` on the page's `subscribed`.
 */
import { useCallback, useRef } from 'react';
import { useTimedValue } from '@/lib/use-timed-value';

const CAUGHT_UP_MS = 6_000;

export function useRecoveryNotice() {
  const waiting = useRef(false);
  const caughtUp = useTimedValue<true>(CAUGHT_UP_MS);
  const { show, clear } = caughtUp;
  const awaitCatchUp = useCallback(() => {
    waiting.current = true;
    clear();
  }, [clear]);
  const confirmed = useCallback(() => {
    if (!waiting.current) return;
    waiting.current = false;
    show(true);
  }, [show]);
  return { caughtUp: caughtUp.value === true, awaitCatchUp, confirmed };
}

/**
 * The picks' status, kept right while the page stays open: it re-reads the clock when picks are
 * due to open or lock, so the picker turns read-only at the lock time without a reload.
 */
import { useEffect, useState } from 'react';
import type { BracketPickStatus } from '@courtside/contract';
import { nextStatusChangeIn, pickStatusAt, type StatusFields } from '../content/pick-status';

/** setTimeout's longest wait; a later change is re-checked after it. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

export function usePickStatus(layout: StatusFields): BracketPickStatus {
  const [now, setNow] = useState(() => new Date());
  const wait = nextStatusChangeIn(layout, now);
  useEffect(() => {
    if (wait === null) return undefined;
    const timer = setTimeout(() => setNow(new Date()), Math.min(wait, LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  }, [wait]);
  return pickStatusAt(layout, now);
}

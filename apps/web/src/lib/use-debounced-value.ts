/**
 * A value that follows `value` once it has stopped changing for `delayMs`: a request made from
 * what a user types goes out once they pause, not once per keystroke. The first value is taken
 * at once, so a page opened from an address asks immediately.
 */
import { useEffect, useState } from 'react';

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

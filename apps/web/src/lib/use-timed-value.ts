/**
 * A value that disappears by itself: the timed banners and notices of §4 and §9 (contact result
 * 11 s, reset notice 20 s, login error 3 s…). Showing a new value restarts the clock; unmounting
 * cancels it, so an expiry never runs against a screen that is gone.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export interface ShowOptions {
  /** How long this value stays; the hook's default otherwise. */
  durationMs?: number;
  /** Runs when the value expires (not when it is cleared or replaced). */
  onExpire?: () => void;
}

export interface TimedValue<T> {
  value: T | null;
  show(value: T, options?: ShowOptions): void;
  clear(): void;
}

export function useTimedValue<T>(defaultDurationMs: number): TimedValue<T> {
  const [value, setValue] = useState<{ current: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => stop, [stop]);

  const show = useCallback(
    (next: T, { durationMs = defaultDurationMs, onExpire }: ShowOptions = {}) => {
      stop();
      // Boxed, so a value that is itself a function is stored, not called as an updater.
      setValue({ current: next });
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setValue(null);
        onExpire?.();
      }, durationMs);
    },
    [defaultDurationMs, stop],
  );

  const clear = useCallback(() => {
    stop();
    setValue(null);
  }, [stop]);

  return useMemo(() => ({ value: value?.current ?? null, show, clear }), [value, show, clear]);
}

import { useCallback, useEffect, useState } from 'react';
import { toIconEntries, type IconEntry } from '../api/icon-entries';
import type { IconPackDefinition } from '../api/icon-pack-registry';

export type IconPackState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly icons: readonly IconEntry[] }
  | { readonly status: 'error'; readonly message: string };

/** The settled result of one load attempt, remembered with the attempt it belongs to. */
type Settled = Extract<IconPackState, { status: 'loaded' | 'error' }> & {
  readonly packId: string;
  readonly attempt: number;
};

/**
 * Loads a pack once `shouldLoad` turns true, and again on `retry()`. The state is derived from
 * the latest attempt's result: an attempt that has not settled yet reads as 'loading', so no state
 * has to be set synchronously when a load starts.
 */
export function useIconPack(
  pack: IconPackDefinition,
  shouldLoad: boolean,
): IconPackState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (!shouldLoad) return;
    // A result that arrives after unmount or after a newer attempt started is dropped.
    let isCurrent = true;
    pack.load().then(
      (module) => {
        if (!isCurrent) return;
        const icons = toIconEntries(module);
        setSettled({ status: 'loaded', icons, packId: pack.id, attempt });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        const message = error instanceof Error ? error.message : String(error);
        setSettled({ status: 'error', message, packId: pack.id, attempt });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [pack, shouldLoad, attempt]);

  const retry = useCallback(() => setAttempt((previous) => previous + 1), []);

  if (settled && settled.packId === pack.id && settled.attempt === attempt) {
    return settled.status === 'loaded'
      ? { status: 'loaded', icons: settled.icons, retry }
      : { status: 'error', message: settled.message, retry };
  }
  return { status: shouldLoad ? 'loading' : 'idle', retry };
}

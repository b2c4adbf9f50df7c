/**
 * The lazy screen load rule of §4: a screen's code gets 120000 ms to arrive; on the first
 * failure the page reloads once (a new deployment usually replaced the chunk files, and a reload
 * fetches the new ones), tracked by a session-storage flag that a success resets; a second
 * failure in a row is passed on so the error boundary can show the fallback page.
 */
import { DURATIONS_MS, LAZY_RELOAD_FLAG_KEY } from '@courtside/contract';

/** The part of Storage the rule needs; tests supply an in-memory one. */
export type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ReloadOnceOptions {
  /** Reloads the page; defaults to `window.location.reload()`. */
  reload?: () => void;
  /** Where the reload flag lives; defaults to `sessionStorage`. */
  storage?: FlagStorage;
  timeoutMs?: number;
}

export class ScreenLoadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The screen did not load within ${timeoutMs} ms.`);
    this.name = 'ScreenLoadTimeoutError';
  }
}

function defaultStorage(): FlagStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy modes); the caller then never reloads.
    return undefined;
  }
}

/** Rejects with ScreenLoadTimeoutError when `load` has not settled after `timeoutMs`. */
export function withTimeout<T>(load: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenLoadTimeoutError(timeoutMs)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Runs `load` under the time-out and the reload-once rule. After asking for a reload it returns
 * a promise that never settles, so Suspense keeps showing its spinner until the page goes away.
 */
export async function loadWithReloadOnce<T>(
  load: () => Promise<T>,
  options: ReloadOnceOptions = {},
): Promise<T> {
  const {
    reload = () => window.location.reload(),
    storage = defaultStorage(),
    timeoutMs = DURATIONS_MS.lazyScreenLoadTimeout,
  } = options;
  try {
    const loaded = await withTimeout(load, timeoutMs);
    safely(() => storage?.removeItem(LAZY_RELOAD_FLAG_KEY));
    return loaded;
  } catch (error) {
    if (storage === undefined) throw error;
    const alreadyReloaded = safely(() => storage.getItem(LAZY_RELOAD_FLAG_KEY)) !== null;
    if (alreadyReloaded) {
      safely(() => storage.removeItem(LAZY_RELOAD_FLAG_KEY));
      throw error;
    }
    // If the flag cannot be written, a reload could loop forever; pass the error on instead.
    const flagStored = safely(() => {
      storage.setItem(LAZY_RELOAD_FLAG_KEY, 'true');
      return true;
    });
    if (flagStored !== true) throw error;
    reload();
    return new Promise<T>(() => {});
  }
}

/** Runs a storage call, treating a throwing storage as an absent value. */
function safely<T>(action: () => T): T | null {
  try {
    return action();
  } catch {
    return null;
  }
}

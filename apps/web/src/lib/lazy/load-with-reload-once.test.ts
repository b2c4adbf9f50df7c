import { DURATIONS_MS, LAZY_RELOAD_FLAG_KEY } from '@courtside/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ScreenLoadTimeoutError,
  loadWithReloadOnce,
  type FlagStorage,
} from './load-with-reload-once';

function memoryStorage(initial: Record<string, string> = {}): FlagStorage & {
  values: Map<string, string>;
} {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** Lets pending promise callbacks run without advancing fake time. */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('loadWithReloadOnce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('returns the loaded value and resets the reload flag on success', async () => {
    const storage = memoryStorage({ [LAZY_RELOAD_FLAG_KEY]: 'true' });
    const reload = vi.fn();
    await expect(loadWithReloadOnce(async () => 'screen', { storage, reload })).resolves.toBe(
      'screen',
    );
    expect(storage.values.has(LAZY_RELOAD_FLAG_KEY)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('sets the flag and reloads once on the first failure, then stays pending', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const settled = vi.fn();
    loadWithReloadOnce(() => Promise.reject(new Error('chunk missing')), {
      storage,
      reload,
    }).then(settled, settled);
    await flush();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.values.get(LAZY_RELOAD_FLAG_KEY)).toBe('true');
    await vi.advanceTimersByTimeAsync(DURATIONS_MS.lazyScreenLoadTimeout * 2);
    expect(settled).not.toHaveBeenCalled();
  });

  it('passes a second failure on and clears the flag without reloading', async () => {
    const storage = memoryStorage({ [LAZY_RELOAD_FLAG_KEY]: 'true' });
    const reload = vi.fn();
    const failure = new Error('chunk still missing');
    await expect(
      loadWithReloadOnce(() => Promise.reject(failure), { storage, reload }),
    ).rejects.toBe(failure);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.values.has(LAZY_RELOAD_FLAG_KEY)).toBe(false);
  });

  it('treats a load slower than 120000 ms as a failure', async () => {
    expect(DURATIONS_MS.lazyScreenLoadTimeout).toBe(120_000);
    const storage = memoryStorage({ [LAZY_RELOAD_FLAG_KEY]: 'true' });
    const outcome = loadWithReloadOnce(() => new Promise<string>(() => {}), {
      storage,
      reload: vi.fn(),
    });
    const caught = outcome.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    await expect(Promise.race([caught, Promise.resolve('still waiting')])).resolves.toBe(
      'still waiting',
    );
    await vi.advanceTimersByTimeAsync(1);
    await expect(caught).resolves.toBeInstanceOf(ScreenLoadTimeoutError);
  });

  it('reloads on a first time-out', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    void loadWithReloadOnce(() => new Promise<string>(() => {}), { storage, reload });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.values.get(LAZY_RELOAD_FLAG_KEY)).toBe('true');
  });

  it('does not time out a load that finishes in time', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const outcome = loadWithReloadOnce(
      () => new Promise<string>((resolve) => setTimeout(() => resolve('screen'), 119_000)),
      { storage, reload },
    );
    await vi.advanceTimersByTimeAsync(119_000);
    await expect(outcome).resolves.toBe('screen');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(reload).not.toHaveBeenCalled();
  });

  it('passes the error on instead of risking a reload loop when the flag cannot be stored', async () => {
    const reload = vi.fn();
    const failure = new Error('chunk missing');
    const brokenStorage: FlagStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota exceeded');
      },
      removeItem: () => {},
    };
    await expect(
      loadWithReloadOnce(() => Promise.reject(failure), { storage: brokenStorage, reload }),
    ).rejects.toBe(failure);
    expect(reload).not.toHaveBeenCalled();
  });

  it('uses sessionStorage and window.location.reload by default', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      void loadWithReloadOnce(() => Promise.reject(new Error('chunk missing')));
      await flush();
      expect(sessionStorage.getItem(LAZY_RELOAD_FLAG_KEY)).toBe('true');
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimedValue } from './use-timed-value';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useTimedValue', () => {
  it('shows a value for the default duration, then clears it and runs onExpire', () => {
    const onExpire = vi.fn();
    const { result } = renderHook(() => useTimedValue<string>(3_000));
    expect(result.current.value).toBeNull();
    act(() => result.current.show('hello', { onExpire }));
    expect(result.current.value).toBe('hello');
    act(() => vi.advanceTimersByTime(2_999));
    expect(result.current.value).toBe('hello');
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.value).toBeNull();
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('takes a duration per value and restarts the clock for a new value', () => {
    const { result } = renderHook(() => useTimedValue<string>(3_000));
    act(() => result.current.show('first', { durationMs: 4_000 }));
    act(() => vi.advanceTimersByTime(3_500));
    act(() => result.current.show('second'));
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.value).toBe('second');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.value).toBeNull();
  });

  it('clear() removes the value without running onExpire', () => {
    const onExpire = vi.fn();
    const { result } = renderHook(() => useTimedValue<string>(3_000));
    act(() => result.current.show('x', { onExpire }));
    act(() => result.current.clear());
    expect(result.current.value).toBeNull();
    act(() => vi.advanceTimersByTime(5_000));
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('cancels the timer on unmount', () => {
    const onExpire = vi.fn();
    const { result, unmount } = renderHook(() => useTimedValue<string>(3_000));
    act(() => result.current.show('x', { onExpire }));
    unmount();
    act(() => vi.advanceTimersByTime(5_000));
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('stores a function value as a value', () => {
    const { result } = renderHook(() => useTimedValue<() => string>(1_000));
    const fn = () => 'called';
    act(() => result.current.show(fn));
    expect(result.current.value).toBe(fn);
  });
});

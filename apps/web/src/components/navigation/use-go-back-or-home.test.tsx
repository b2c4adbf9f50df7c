import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGoBackOrHome, type HistoryLength } from './use-go-back-or-home';

function renderBackOrHome(entries: string[], historyLength: HistoryLength) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      {children}
    </MemoryRouter>
  );
  return renderHook(() => ({ actions: useGoBackOrHome(historyLength), location: useLocation() }), {
    wrapper,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('useGoBackOrHome', () => {
  it('steps back through the router when the app has history of its own', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { result } = renderBackOrHome(['/terms-of-use', '/missing'], () => 1);
    // MemoryRouter keys its first entry 'default'; move once so the page has in-app history.
    expect(result.current.location.pathname).toBe('/missing');
    act(() => result.current.actions.goHome());
    act(() => result.current.actions.goBack());
    expect(result.current.location.pathname).toBe('/missing');
    expect(back).not.toHaveBeenCalled();
  });

  it('lets the browser go back when the page was loaded directly after other pages', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { result } = renderBackOrHome(['/missing'], () => 3);
    act(() => result.current.actions.goBack());
    expect(back).toHaveBeenCalledTimes(1);
    expect(result.current.location.pathname).toBe('/missing');
  });

  it('goes home when the tab holds only this page', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { result } = renderBackOrHome(['/missing'], () => 1);
    act(() => result.current.actions.goBack());
    expect(back).not.toHaveBeenCalled();
    expect(result.current.location.pathname).toBe('/');
  });
});

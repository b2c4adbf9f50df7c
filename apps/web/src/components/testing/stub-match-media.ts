/**
 * jsdom has no window.matchMedia; react-bootstrap's responsive Offcanvas asks it which
 * breakpoint applies. This stub answers "narrower than every min-width query", i.e. a phone, so
 * the navbar uses its slide-in side panel.
 */
import { vi } from 'vitest';

export function stubMatchMediaAsPhone(): void {
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => {
    const list: MediaQueryList = {
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
    return list;
  });
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The app renders its pages after the browser has already tried (and failed) to jump to the
 * URL's #fragment, so a shared link like /faq#how-is-tempo-computed would open at the top.
 * Scroll to the named element once it exists, and tell the caller which id was named so it can
 * open a collapsed answer first.
 */
export function useScrollToHash(onTarget?: (id: string) => void): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    onTarget?.(id);
    const target = document.getElementById(id);
    // jsdom and some older browsers lack scrollIntoView; skipping the scroll is harmless there.
    if (target && typeof target.scrollIntoView === 'function') target.scrollIntoView();
  }, [hash, onTarget]);
}

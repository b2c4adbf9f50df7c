import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport, and from then on (a loaded
 * pack stays loaded when scrolled past). Browsers without IntersectionObserver get true at once,
 * trading the lazy loading for a page that still works.
 */
export function useHasBeenNearViewport(
  elementRef: RefObject<Element | null>,
  rootMargin: string,
): boolean {
  const [hasBeenNear, setHasBeenNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = elementRef.current;
    if (hasBeenNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setHasBeenNear(true);
        observer.disconnect();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [elementRef, rootMargin, hasBeenNear]);

  return hasBeenNear;
}

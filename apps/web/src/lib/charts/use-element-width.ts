import { useLayoutEffect, useState } from 'react';

/**
 * The element's inner width in px, kept current with a ResizeObserver; `fallback` until
 * measured and where there is no layout (tests), so charts always have a width to draw at
 * (grids that lay out by the measured width pass 0).
 */
export function useElementWidth(element: HTMLElement | null, fallback: number): number {
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    // Measured before paint, so the first frame is already drawn at the right width.
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return width > 0 ? width : fallback;
}

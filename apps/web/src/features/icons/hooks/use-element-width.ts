import { useLayoutEffect, useState } from 'react';

/**
 * The element's inner width in px, kept current with a ResizeObserver. 0 until measured, and in
 * environments without layout.
 */
export function useElementWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    // Measure before paint so the first frame already has the right number of columns.
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return width;
}

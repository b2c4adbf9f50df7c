/**
 * A box in which a wide table scrolls sideways on a phone. A scrolling region must be reachable
 * by keyboard (WCAG 2.1.1; axe's scrollable-region-focusable), so the box takes focus and is a
 * named region that says it scrolls.
 */
import type { ReactNode } from 'react';

export interface ScrollRegionProps {
  /** What the region holds, e.g. "Coefficients"; ", scrollable" is added. */
  label: string;
  className?: string;
  children: ReactNode;
}

export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  return (
    <div
      className={className === undefined ? 'table-responsive' : `table-responsive ${className}`}
      role="region"
      aria-label={`${label}, scrollable`}
      tabIndex={0}
    >
      {children}
    </div>
  );
}

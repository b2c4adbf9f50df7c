/**
 * A banner slot that screen readers follow (aria-live): the region stays in the page and its
 * content changes, which is what makes the change announced. Danger banners use role="alert"
 * so they interrupt; the others wait politely.
 */
import type { ReactNode } from 'react';

export type AlertVariant = 'success' | 'danger' | 'warning' | 'info';

export interface LiveAlertProps {
  /** Nothing is shown while null. */
  message: ReactNode | null;
  variant: AlertVariant;
  /** Classes of the banner itself (the live region around it takes no space when empty). */
  className?: string;
}

export function LiveAlert({ message, variant, className = 'mb-3' }: LiveAlertProps) {
  return (
    <div aria-live="polite" aria-atomic="true">
      {message !== null && message !== undefined && (
        <div
          className={`alert alert-${variant} ${className}`}
          role={variant === 'danger' ? 'alert' : undefined}
        >
          {message}
        </div>
      )}
    </div>
  );
}

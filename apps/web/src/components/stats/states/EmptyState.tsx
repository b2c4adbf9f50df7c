/** Shown where a query succeeded with nothing to show, e.g. "No play-by-play for this game". */
import type { ReactNode } from 'react';
import './states.css';

export interface EmptyStateProps {
  message: string;
  /** A hint or a link to something that does exist. */
  children?: ReactNode;
}

export function EmptyState({ message, children }: EmptyStateProps) {
  return (
    <div className="stats-state stats-state--empty">
      <p className="stats-state__message">{message}</p>
      {children}
    </div>
  );
}

/**
 * Shown where a query failed: what failed, the request error's message (§8), and a Retry
 * button that runs the query's refetch. The button is disabled while the retry runs.
 */
import { useState } from 'react';
import './states.css';

export interface ErrorStateProps {
  /** What could not be loaded, e.g. "The box score could not be loaded." */
  title?: string;
  /** The request error (its message is shown). */
  error?: { message: string } | null;
  /** The query's refetch. */
  onRetry: () => unknown;
}

export function ErrorState({
  title = 'The statistics could not be loaded.',
  error,
  onRetry,
}: ErrorStateProps) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } catch {
      // The query reports its own failure; the state shows it when the page re-renders.
    } finally {
      setRetrying(false);
    }
  };
  return (
    <div className="stats-state stats-state--error" role="alert">
      <p className="stats-state__message">{title}</p>
      {error?.message && <p className="stats-state__detail">{error.message}</p>}
      <button
        type="button"
        className="btn btn-outline-danger btn-sm"
        onClick={() => void retry()}
        disabled={retrying}
      >
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}

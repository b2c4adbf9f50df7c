export interface LoadingSpinnerProps {
  /** What screen readers announce. */
  label?: string;
  /** Fill the viewport (session start) instead of the content area (lazy screens). */
  fullPage?: boolean;
}

/** A centred spinner announced as a live status region. */
export function LoadingSpinner({ label = 'Loading', fullPage = false }: LoadingSpinnerProps) {
  return (
    <div
      role="status"
      aria-label={label}
      className={`loading-spinner ${fullPage ? 'loading-spinner--full-page' : ''}`}
    >
      <div className="spinner-border text-warning" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

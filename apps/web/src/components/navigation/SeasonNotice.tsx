/**
 * The notice of a season switch that could not open the same page (./season-switch): shown at
 * the top of the page it opened instead, until the user closes it or moves on. Plain Bootstrap
 * alert markup, since the shell (and so the entry chunk) carries it.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { seasonNoticeOf } from './season-switch';

export function SeasonNotice() {
  const location = useLocation();
  const notice = seasonNoticeOf(location.state);
  // Closed per history entry: going back to the entry later shows it again, as it was.
  const [closedKey, setClosedKey] = useState<string | null>(null);
  if (notice === null || closedKey === location.key) return null;
  return (
    <div className="alert alert-info alert-dismissible mb-3" role="status">
      {notice}
      <button
        type="button"
        className="btn-close"
        aria-label="Close the notice"
        onClick={() => setClosedKey(location.key)}
      />
    </div>
  );
}

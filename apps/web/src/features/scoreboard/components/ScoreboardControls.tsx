/**
 * The page's filters, both in the URL: one conference (games where either team plays in it)
 * and "ranked teams only" (either team in Courtside's top 25).
 */
import { useId } from 'react';
import type { SetFilters } from '@/lib/stats/url-filters';
import { RANKED_TOP, type ScoreboardFilters } from '../content/scoreboard-games';

export interface ConferenceChoice {
  conferenceId: number;
  label: string;
}

export function ScoreboardControls({
  filters,
  setFilters,
  conferences,
}: {
  filters: ScoreboardFilters;
  setFilters: SetFilters<ScoreboardFilters>;
  conferences: readonly ConferenceChoice[];
}) {
  const conferenceId = useId();
  const rankedId = useId();
  const rankedHelpId = useId();
  return (
    <div className="scoreboard-controls">
      <div className="scoreboard-controls__field">
        <label className="form-label small mb-0" htmlFor={conferenceId}>
          Conference
        </label>
        <select
          id={conferenceId}
          className="form-select form-select-sm"
          value={filters.conference ?? ''}
          onChange={(event) =>
            setFilters({
              conference: event.target.value === '' ? null : Number(event.target.value),
            })
          }
        >
          <option value="">All conferences</option>
          {conferences.map((choice) => (
            <option key={choice.conferenceId} value={choice.conferenceId}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div className="form-check scoreboard-controls__check">
        <input
          id={rankedId}
          className="form-check-input"
          type="checkbox"
          checked={filters.ranked}
          aria-describedby={rankedHelpId}
          onChange={(event) => setFilters({ ranked: event.target.checked })}
        />
        <label className="form-check-label" htmlFor={rankedId}>
          Ranked teams only
        </label>
        <div id={rankedHelpId} className="form-text mt-0">
          Courtside&apos;s current top {RANKED_TOP} by adjusted efficiency margin, not a poll.
        </div>
      </div>
    </div>
  );
}

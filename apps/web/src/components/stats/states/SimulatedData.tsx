/**
 * The "Simulated data" marks: demo-league numbers come from Courtside's simulator, not real
 * games, and every place that shows statistics says so (ARCHITECTURE.md, Sources). The badge
 * sits next to a table or chart title; the banner heads a page.
 */
import './states.css';

export const SIMULATED_DATA_EXPLANATION =
  "These statistics come from Courtside's demo league simulator, not from real games.";

export function SimulatedDataBadge() {
  return (
    <span className="badge stats-simulated-badge" title={SIMULATED_DATA_EXPLANATION}>
      Simulated data
      <span className="visually-hidden">: {SIMULATED_DATA_EXPLANATION}</span>
    </span>
  );
}

export function SimulatedDataBanner() {
  return (
    <div className="alert stats-simulated-banner" role="note">
      <strong>Simulated data.</strong> {SIMULATED_DATA_EXPLANATION}
    </div>
  );
}

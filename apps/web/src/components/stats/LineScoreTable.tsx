/**
 * A line score as a table: each side's points in every period (halves or quarters, then each
 * overtime) and the total. The game page's header and the scoreboard's cards both draw it;
 * lib/games/line-score regroups the API's period rows into `periods`.
 */
import type { ReactNode } from 'react';
import type { LinePeriod } from '@/lib/games/line-score';

export interface LineScoreSide {
  key: 'away' | 'home';
  name: string;
  total: number | null;
  /** Drawn before the name (the game page's team colour swatch). */
  marker?: ReactNode;
}

export function LineScoreTable({
  periods,
  sides,
  className,
  label,
}: {
  periods: readonly LinePeriod[];
  /** Away first, as a scoreline reads. */
  sides: readonly LineScoreSide[];
  className: string;
  /** The scrolling region's name. */
  label: string;
}) {
  return (
    // Overtimes can make it wider than a phone: a scrolling region must be keyboard-reachable.
    <div className={`table-responsive ${className}`} tabIndex={0} role="region" aria-label={label}>
      <table className="table table-sm mb-0">
        <caption className="visually-hidden">Line score</caption>
        <thead>
          <tr>
            <th scope="col">Team</th>
            {periods.map((period) => (
              <th key={period.period} scope="col" className="text-end">
                {period.label}
              </th>
            ))}
            <th scope="col" className="text-end">
              T
            </th>
          </tr>
        </thead>
        <tbody>
          {sides.map((side) => (
            <tr key={side.key}>
              <th scope="row" className="text-nowrap">
                {side.marker}
                {side.name}
              </th>
              {periods.map((period) => (
                <td key={period.period} className="text-end">
                  {period[side.key] ?? '–'}
                </td>
              ))}
              <td className="text-end fw-bold">{side.total ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A team's totals under its player box: the sums of the lines above it. */
import { BOX_LINE_COUNTS, shotPairOfAttempt, shotPairOfMake } from '@courtside/contract';
import { statDefinition } from '@/lib/stats/dictionary';
import { formatValue } from '@/lib/stats/format';
import type { BoxTotals } from '../hooks/game-model';

const headerOf = (key: keyof BoxTotals): string => statDefinition(key).shortLabel;

/**
 * Minutes, then the box line: a make and its attempt share one cell, headed by the pair
 * ("3PT 7-20"); the other counts have a cell each, headed by their column header.
 */
function totalsCells(totals: BoxTotals): Array<[string, string]> {
  const cells: Array<[string, string]> = [[headerOf('mins'), formatValue('minutes', totals.mins)]];
  for (const key of BOX_LINE_COUNTS) {
    const pair = shotPairOfMake(key);
    if (pair !== undefined) {
      cells.push([pair.label, `${totals[pair.make]}-${totals[pair.attempt]}`]);
    } else if (shotPairOfAttempt(key) === undefined) {
      cells.push([headerOf(key), String(totals[key])]);
    }
  }
  return cells;
}

export function BoxTotalsLine({ team, totals }: { team: string; totals: BoxTotals }) {
  const cells = totalsCells(totals);
  return (
    <div className="table-responsive">
      <table className="table table-sm game-box__totals" aria-label={`${team} totals`}>
        <thead>
          <tr>
            <th scope="col">Totals</th>
            {cells.map(([header]) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{team}</th>
            {cells.map(([header, value]) => (
              <td key={header} data-stat={header}>
                {value}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** A team's totals under its player box: the sums of the lines above it. */
import { formatValue } from '@/lib/stats/format';
import type { BoxTotals } from '../hooks/game-model';

const made = (m: number, a: number) => `${m}-${a}`;

export function BoxTotalsLine({ team, totals }: { team: string; totals: BoxTotals }) {
  const cells: Array<[string, string]> = [
    ['MIN', formatValue('minutes', totals.mins)],
    ['PTS', String(totals.ptsScored)],
    ['FG', made(totals.fgm, totals.fga)],
    ['3PT', made(totals.fgm3, totals.fga3)],
    ['FT', made(totals.ftm, totals.fta)],
    ['REB', String(totals.reb)],
    ['AST', String(totals.ast)],
    ['STL', String(totals.stl)],
    ['BLK', String(totals.blk)],
    ['TOV', String(totals.tov)],
    ['PF', String(totals.pf)],
  ];
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

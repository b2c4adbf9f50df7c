/**
 * The zone table beside a chart: attempts, makes and FG% in each area zone, the baseline's FG%
 * there and the difference in points, with all zones together at the foot. It carries the
 * chart's numbers for keyboard and screen-reader users.
 */
import type { ZoneShooting } from '@/components/stats/charts/shot-chart-data';
import { statDefinition } from '@/lib/stats/dictionary';
import { formatValue } from '@/lib/stats/format';
import { cellText, zoneColumns } from '../content/chart-tables';
import { zoneTotals } from '../content/zone-shooting';
import { ScrollRegion } from '@/components/stats/ScrollRegion';

export interface ZoneTableProps {
  caption: string;
  zones: readonly ZoneShooting[];
  /** What the zones are compared with, e.g. "Division 1". */
  baseline: string;
}

export function ZoneTable({ caption, zones, baseline }: ZoneTableProps) {
  const columns = zoneColumns(baseline);
  const [label, ...numbers] = columns;
  const totals = zoneTotals(zones);
  const totalCells = [
    formatValue(statDefinition('fga').format, totals.fga),
    formatValue(statDefinition('fgm').format, totals.fgm),
    formatValue(statDefinition('fgPct').format, totals.fgPct),
  ];
  return (
    <ScrollRegion label="Zones">
      <table className="table table-sm align-middle shot-charts__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={column.numeric ? 'text-end' : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {zones.map((zone) => (
            <tr key={zone.zone}>
              {label && <th scope="row">{cellText(label, zone)}</th>}
              {numbers.map((column) => (
                <td key={column.header} className="text-end">
                  {cellText(column, zone)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">All zones</th>
            {numbers.map((column, index) => (
              <td key={column.header} className="text-end">
                {totalCells[index] ?? ''}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}

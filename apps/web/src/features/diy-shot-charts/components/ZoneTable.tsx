/**
 * The chart's numbers: totals (attempts, makes, FG%, eFG%, points per shot) and a table of the
 * five area zones with attempts, makes and FG% beside the D-I FG% of the compared season and the
 * difference in percentage points. Stat labels and formats come from the stat dictionary.
 */
import { EmptyState, ErrorState } from '@/components/stats/states';
import { ZONES, statDefinition } from '@/lib/stats/dictionary';
import { formatValue } from '@/lib/stats/format';
import type { ShotTotals, ZoneLine } from '../content/shot-stats';
import { ScrollRegion } from '@/components/stats/ScrollRegion';

const label = (key: 'fga' | 'fgm' | 'fgPct' | 'efgPct') => statDefinition(key).shortLabel;
const pct = (value: number | null): string => formatValue('pct', value);

/** Points per shot is this tool's own figure: (2 × made twos + 3 × made threes) / attempts. */
export const POINTS_PER_SHOT_LABEL = 'Points per shot';

export function ShotTotalsList({ totals }: { totals: ShotTotals }) {
  const items = [
    { term: label('fga'), value: formatValue('integer', totals.fga) },
    { term: label('fgm'), value: formatValue('integer', totals.fgm) },
    { term: label('fgPct'), value: pct(totals.fgPct) },
    { term: label('efgPct'), value: pct(totals.efgPct) },
    { term: POINTS_PER_SHOT_LABEL, value: formatValue('decimal2', totals.pointsPerShot) },
  ];
  return (
    <dl className="diy-totals">
      {items.map((item) => (
        <div key={item.term} className="diy-totals__item">
          <dt>{item.term}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface ZoneTableProps {
  lines: readonly ZoneLine[];
  totals: ShotTotals;
  /** "2024-25 Men's Basketball" */
  seasonLabel: string;
  league: { status: 'pending' | 'success' | 'error'; error: Error | null; refetch(): unknown };
}

export function ZoneTable({ lines, totals, seasonLabel, league }: ZoneTableProps) {
  if (totals.fga === 0) {
    return (
      <EmptyState message="No shots on the court yet: click or tap the court, or import a CSV file, to see the zones." />
    );
  }
  return (
    <>
      <ScrollRegion label="Shooting by zone">
        <table className="table table-sm diy-zone-table">
          <caption>Shooting by zone, against the Division I average of {seasonLabel}</caption>
          <thead>
            <tr>
              <th scope="col">Zone</th>
              <th scope="col" className="text-end">
                {label('fga')}
              </th>
              <th scope="col" className="text-end">
                {label('fgm')}
              </th>
              <th scope="col" className="text-end">
                {label('fgPct')}
              </th>
              <th scope="col" className="text-end">
                D-I {label('fgPct')}
              </th>
              <th scope="col" className="text-end">
                <abbr title="FG% minus the D-I FG%, in percentage points">vs D-I</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.zone}>
                <th scope="row">{ZONES[line.zone].label}</th>
                <td className="text-end">{line.fga}</td>
                <td className="text-end">{line.fgm}</td>
                <td className="text-end">{pct(line.fgPct)}</td>
                <td className="text-end">{pct(line.leagueFgPct)}</td>
                <td className="text-end">
                  {line.pointsVsLeague === null
                    ? formatValue('signedDecimal1', null)
                    : `${formatValue('signedDecimal1', line.pointsVsLeague)} pts`}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">All shots</th>
              <td className="text-end">{totals.fga}</td>
              <td className="text-end">{totals.fgm}</td>
              <td className="text-end">{pct(totals.fgPct)}</td>
              <td />
              <td />
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
      {league.status === 'pending' && (
        <p className="small text-body-secondary" role="status">
          Loading the Division I averages…
        </p>
      )}
      {league.status === 'error' && (
        <ErrorState
          title="The Division I averages could not be loaded."
          error={league.error}
          onRetry={league.refetch}
        />
      )}
    </>
  );
}

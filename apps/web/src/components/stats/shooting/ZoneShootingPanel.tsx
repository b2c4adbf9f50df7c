/**
 * One shooter's season by area zone: the court coloured by FG% against the division's in each
 * zone, and the table of FG% and share of attempts beside the division's average.
 */
import { ShotChart } from '@/components/stats/charts/ShotChart';
import { leagueZoneRow, type LeagueZoneInput } from '@/components/stats/charts/league-baselines';
import { zoneShootingFromRows } from '@/components/stats/charts/shot-chart-data';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import type { LabelColumn } from '@/components/stats/StatTable/stat-columns';
import type { ThreePointLine } from '@/lib/charts/court-geometry';
import { AREA_ZONES, ZONE_COLUMNS, zoneTableRows, type ZoneTableRow } from './area-zones';

const ZONE_LABEL: LabelColumn<ZoneTableRow> = { header: 'Shooter', text: (row) => row.name };

export interface ZoneShootingPanelProps {
  /** The shooter's zone row (`{zone}Fga…` fields) with its attempts and play-by-play games. */
  row: { fga: number; gpPbp: number };
  shooter: string;
  divisionId: number;
  leagueRows: readonly LeagueZoneInput[];
  line: ThreePointLine | undefined;
  /** The chart's wrapper class of the page it sits on. */
  chartClassName: string;
}

export function ZoneShootingPanel({
  row,
  shooter,
  divisionId,
  leagueRows,
  line,
  chartClassName,
}: ZoneShootingPanelProps) {
  const leagueRow = leagueZoneRow(leagueRows);
  return (
    <>
      <div className={chartClassName}>
        <ShotChart
          mode="zones"
          title={`${shooter}: FG% by zone vs Division ${divisionId}`}
          description={`${row.fga} attempts in ${row.gpPbp} play-by-play games; color: FG% above or below the division's in each zone.`}
          zones={zoneShootingFromRows(row, leagueRow, AREA_ZONES)}
          line={line}
        />
      </div>
      <StatTable
        caption={`${shooter} shooting by zone`}
        rows={zoneTableRows(row, shooter, divisionId, leagueRow)}
        rowId={(tableRow) => tableRow.name}
        label={ZONE_LABEL}
        columns={ZONE_COLUMNS}
        modes={false}
        percentiles={false}
      />
    </>
  );
}

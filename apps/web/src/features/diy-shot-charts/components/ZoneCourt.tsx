/**
 * The zones view of the court: each area zone coloured by the chart's FG% against the Division I
 * FG% of the compared season (the shared shot chart's zone mode, with its legend, keyboard
 * tooltips and PNG download). It waits for the averages, which color it.
 */
import type { LeagueZoneRow } from '@courtside/contract/schemas';
import { ShotChart } from '@/components/stats/charts/ShotChart';
import { leagueZoneRow } from '@/components/stats/charts/league-baselines';
import { zoneShootingFromRows } from '@/components/stats/charts/shot-chart-data';
import { AREA_ZONES } from '@/components/stats/shooting/area-zones';
import { ChartSkeleton, ErrorState, type DataStateQuery } from '@/components/stats/states';
import type { ThreePointLine } from '@/lib/charts/court-geometry';
import type { ZoneLine } from '../content/shot-stats';
import { zoneShootingRow } from '../content/shot-stats';

export interface ZoneCourtProps {
  title: string;
  exportNote: string;
  lines: readonly ZoneLine[];
  shotCount: number;
  line: ThreePointLine;
  league: DataStateQuery<LeagueZoneRow[]>;
}

export function ZoneCourt({ title, exportNote, lines, shotCount, line, league }: ZoneCourtProps) {
  // Not DataState: a season the warehouse lacks (the API's 404) is this chart's error to show,
  // with Retry, not a page that does not exist; the season is only what the chart compares with.
  if (league.status === 'error') {
    return (
      <ErrorState
        title="The Division I zones could not be loaded."
        error={league.error}
        onRetry={league.refetch}
      />
    );
  }
  if (league.status === 'pending' || league.data === undefined) {
    return <ChartSkeleton label="Loading the Division I zones" aspectRatio={50 / 54} />;
  }
  return (
    <ShotChart
      mode="zones"
      title={title}
      description={`${shotCount} logged shots; color: FG% above or below the Division I FG% in each zone. Switch to Shots to log more.`}
      zones={zoneShootingFromRows(
        zoneShootingRow(lines),
        leagueZoneRow(league.data ?? []),
        AREA_ZONES,
      )}
      line={line}
      exportNote={exportNote}
    />
  );
}

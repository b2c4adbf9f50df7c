/**
 * One shooter's located attempts: hexes (spots with 5+ attempts, coloured against the league at
 * that spot) or every attempt as a dot. Only the hexes wait for the league's baseline.
 */
import { useMemo } from 'react';
import { ShotChart } from '@/components/stats/charts/ShotChart';
import {
  leagueHexLookup,
  shotPoints,
  type LocatedShotInput,
} from '@/components/stats/charts/league-baselines';
import { ChartSkeleton, DataState, type DataStateQuery } from '@/components/stats/states';
import { combineQueries } from '@/components/stats/states/combine-queries';
import type { ThreePointLine } from '@/lib/charts/court-geometry';
import { useLeagueHexes, type LeagueRequest } from '@/lib/stats/league-shooting';

export interface ShotSpotsPanelProps {
  mode: 'hexes' | 'dots';
  shooter: string;
  /** The shooter's located attempts (`pbp-shots` rows). */
  shots: DataStateQuery<readonly LocatedShotInput[]>;
  league: LeagueRequest;
  line: ThreePointLine | undefined;
  emptyMessage: string;
  /** The chart's wrapper class of the page it sits on. */
  chartClassName: string;
}

export function ShotSpotsPanel({
  mode,
  shooter,
  shots,
  league,
  line,
  emptyMessage,
  chartClassName,
}: ShotSpotsPanelProps) {
  const leagueHexes = useLeagueHexes(mode === 'hexes' ? league : null);
  const lookup = useMemo(() => leagueHexLookup(leagueHexes.data ?? []), [leagueHexes.data]);
  // Memoized so the chart bins the shots once, not on every render.
  const points = useMemo(() => shotPoints(shots.data ?? []), [shots.data]);
  const query: DataStateQuery<unknown> =
    mode === 'hexes' ? combineQueries(shots, leagueHexes) : shots;
  const made = points.filter((point) => point.made).length;
  return (
    <DataState
      query={query}
      skeleton={<ChartSkeleton label="Loading the shots" />}
      isEmpty={() => points.length === 0}
      emptyMessage={emptyMessage}
      errorTitle="The shots could not be loaded"
    >
      {() => (
        <div className={chartClassName}>
          {mode === 'hexes' ? (
            <ShotChart
              mode="hexes"
              title={`${shooter}: shooting by spot vs Division ${league.divisionId}`}
              description={`${points.length} located attempts; spots with 5+ attempts, sized by attempts.`}
              shots={points}
              leagueFgPctAt={lookup}
              line={line}
            />
          ) : (
            <ShotChart
              mode="dots"
              title={`${shooter}: ${made} of ${points.length} shots made`}
              description="Every located field-goal attempt; filled marks are makes."
              shots={points}
              line={line}
            />
          )}
        </div>
      )}
    </DataState>
  );
}

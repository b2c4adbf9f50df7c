/**
 * Shooting by zone: the court in zone mode (FG% in each area zone against the division's
 * league average), hex mode (every spot with 5+ attempts, sized by use and coloured against
 * the league at that spot, shrunk toward it for small samples) or every attempt as a dot, for
 * the team's attempts or its opponents'. Chart mode and side are URL filters. Play-by-play
 * games only. The panels are the player view's, so the two read alike.
 */
import type { TeamAggPbpRow } from '@courtside/contract/schemas';
import { ChartSkeleton, DataState } from '@/components/stats/states';
import { threePointLineOf } from '@/components/stats/shooting/area-zones';
import {
  SHOT_CHART_MODES,
  SHOT_CHART_MODE_VALUES,
} from '@/components/stats/shooting/shot-chart-modes';
import { ShotSpotsPanel } from '@/components/stats/shooting/ShotSpotsPanel';
import { ZoneShootingPanel } from '@/components/stats/shooting/ZoneShootingPanel';
import { ToggleGroup } from '@/components/stats/ToggleGroup';
import type { ThreePointLine } from '@/lib/charts/court-geometry';
import { defineUrlFilters, enumParam, useUrlFilters } from '@/lib/stats/url-filters';
import { useLeagueZones, type LeagueRequest } from '@/lib/stats/league-shooting';
import { useTeamShots } from '../api/team-shots';
import { useTeamZones } from '../api/team-zones';
import type { TeamRoute } from '../content/views';

export const SHOOTING_FILTERS = defineUrlFilters({
  chart: enumParam(SHOT_CHART_MODE_VALUES, 'zones'),
  side: enumParam(['offense', 'defense'], 'offense'),
});

const SIDES = [
  { value: 'offense', label: 'Team' },
  { value: 'defense', label: 'Opponents' },
] as const;

const CHART_CLASS = 'team-stats__chart';

export function TeamShooting({ route, teamName }: { route: TeamRoute; teamName: string }) {
  const [filters, setFilters] = useUrlFilters(SHOOTING_FILTERS);
  const zones = useTeamZones(route);
  const isOffense = filters.side === 'offense';
  const shooter = isOffense ? teamName : `${teamName} opponents`;
  return (
    <>
      <div className="team-stats__section-head">
        <ToggleGroup
          label="Chart mode"
          options={SHOT_CHART_MODES}
          value={filters.chart}
          onChange={(chart) => setFilters({ chart })}
        />
        <ToggleGroup
          label="Whose attempts"
          options={SIDES}
          value={filters.side}
          onChange={(side) => setFilters({ side })}
        />
      </div>
      <DataState
        query={zones}
        skeleton={<ChartSkeleton label="Loading the shooting" />}
        isEmpty={(rows) => !rows.some((row) => row.isOffense === isOffense)}
        emptyMessage="No shot locations: this team has no play-by-play games this season"
        errorTitle="The shooting could not be loaded"
      >
        {(rows) => {
          const row = rows.find((candidate) => candidate.isOffense === isOffense);
          if (row === undefined) return null;
          const league = { competitionId: route.competitionId, divisionId: row.divisionId };
          const line = threePointLineOf(route.competitionId, row.divisionId);
          return filters.chart === 'zones' ? (
            <ZoneShooting row={row} league={league} shooter={shooter} line={line} />
          ) : (
            <ShotShooting
              route={route}
              isOffense={isOffense}
              league={league}
              shooter={shooter}
              line={line}
              mode={filters.chart}
            />
          );
        }}
      </DataState>
    </>
  );
}

interface ChartProps {
  league: LeagueRequest;
  shooter: string;
  line: ThreePointLine | undefined;
}

function ZoneShooting({ row, league, shooter, line }: ChartProps & { row: TeamAggPbpRow }) {
  const leagueZones = useLeagueZones(league);
  return (
    <DataState
      query={leagueZones}
      skeleton={<ChartSkeleton label="Loading the league's zones" />}
      emptyMessage="No league shooting to compare with this season"
      errorTitle="The league's zones could not be loaded"
    >
      {(leagueRows) => (
        <ZoneShootingPanel
          row={row}
          shooter={shooter}
          divisionId={row.divisionId}
          leagueRows={leagueRows}
          line={line}
          chartClassName={CHART_CLASS}
        />
      )}
    </DataState>
  );
}

function ShotShooting({
  route,
  isOffense,
  league,
  shooter,
  line,
  mode,
}: ChartProps & { route: TeamRoute; isOffense: boolean; mode: 'hexes' | 'dots' }) {
  const shots = useTeamShots({ ...route, isOffense });
  return (
    <ShotSpotsPanel
      mode={mode}
      shooter={shooter}
      shots={shots}
      league={league}
      line={line}
      emptyMessage="No located attempts: this team has no play-by-play games this season"
      chartClassName={CHART_CLASS}
    />
  );
}

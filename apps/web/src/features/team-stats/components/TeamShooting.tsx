/**
 * Shooting by zone: the court in zone mode (FG% in each area zone against the division's
 * league average) or hex mode (every spot with 5+ attempts, sized by use and coloured against
 * the league at that spot, shrunk toward it for small samples), for the team's attempts or its
 * opponents'. Chart mode and side are URL filters. Play-by-play games only.
 */
import type { LeagueZoneRow, TeamAggPbpRow } from '@courtside/contract/schemas';
import { useMemo } from 'react';
import { getCompetition } from '@courtside/contract';
import { ShotChart } from '@/components/stats/charts/ShotChart';
import {
  leagueHexLookup,
  leagueZoneRow,
  shotPoints,
} from '@/components/stats/charts/league-baselines';
import { zoneShootingFromRows } from '@/components/stats/charts/shot-chart-data';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import type { LabelColumn } from '@/components/stats/StatTable/stat-columns';
import { ChartSkeleton, DataState } from '@/components/stats/states';
import { threePointLineFor, type ThreePointLine } from '@/lib/charts/court-geometry';
import type { StatKey, ZoneId } from '@/lib/stats/dictionary';
import { defineUrlFilters, enumParam, useUrlFilters } from '@/lib/stats/url-filters';
import { useLeagueHexes, useLeagueZones, type LeagueRequest } from '@/lib/stats/league-shooting';
import { useTeamShots } from '../api/team-shots';
import { useTeamZones } from '../api/team-zones';
import { combineQueries } from '@/components/stats/states/combine-queries';
import type { TeamRoute } from '../content/views';
import { ToggleGroup } from '@/components/stats/ToggleGroup';

export const SHOOTING_FILTERS = defineUrlFilters({
  chart: enumParam(['zones', 'hexes'], 'zones'),
  side: enumParam(['offense', 'defense'], 'offense'),
});

const CHART_MODES = [
  { value: 'zones', label: 'Zones' },
  { value: 'hexes', label: 'Hexes' },
] as const;
const SIDES = [
  { value: 'offense', label: 'Team' },
  { value: 'defense', label: 'Opponents' },
] as const;

export const AREA_ZONES = ['atr2', 'paint2', 'mid2', 'c3', 'atb3'] as const satisfies ZoneId[];

const ZONE_COLUMNS = AREA_ZONES.flatMap((zone) => [
  `${zone}FgPct` as const,
  `${zone}FgaFreq` as const,
]) satisfies StatKey[];

interface ZoneTableRow {
  name: string;
  [field: string]: string | number | null;
}
const ZONE_LABEL: LabelColumn<ZoneTableRow> = { header: 'Shooter', text: (row) => row.name };

function lineOf(competitionId: number, divisionId: number): ThreePointLine | undefined {
  const competition = getCompetition(competitionId);
  return competition
    ? threePointLineFor(competition.gender, competition.yearStart, divisionId)
    : undefined;
}

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
          options={CHART_MODES}
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
          const line = lineOf(route.competitionId, row.divisionId);
          return filters.chart === 'zones' ? (
            <ZoneShooting row={row} league={league} shooter={shooter} line={line} />
          ) : (
            <HexShooting
              route={route}
              isOffense={isOffense}
              league={league}
              shooter={shooter}
              line={line}
            />
          );
        }}
      </DataState>
    </>
  );
}

/** The team's zone row and the league's in one table (FG% and share of attempts per zone). */
export function zoneTableRows(
  row: TeamAggPbpRow,
  shooter: string,
  league: readonly LeagueZoneRow[],
): ZoneTableRow[] {
  const pick = (source: Record<string, unknown>): Record<string, number | null> =>
    Object.fromEntries(
      ZONE_COLUMNS.map((key) => {
        const value = source[key];
        return [key, typeof value === 'number' ? value : null];
      }),
    );
  return [
    { name: shooter, ...pick(row) },
    { name: `Division ${row.divisionId} average`, ...pick(leagueZoneRow(league)) },
  ];
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
        <>
          <div className="team-stats__chart">
            <ShotChart
              mode="zones"
              title={`${shooter}: FG% by zone vs Division ${row.divisionId}`}
              description={`${row.fga} attempts in ${row.gpPbp} play-by-play games; color: FG% above or below the division's in each zone.`}
              zones={zoneShootingFromRows(row, leagueZoneRow(leagueRows), AREA_ZONES)}
              line={line}
            />
          </div>
          <StatTable
            caption={`${shooter} shooting by zone`}
            rows={zoneTableRows(row, shooter, leagueRows)}
            rowId={(tableRow) => tableRow.name}
            label={ZONE_LABEL}
            columns={ZONE_COLUMNS}
            modes={false}
            percentiles={false}
          />
        </>
      )}
    </DataState>
  );
}

function HexShooting({
  route,
  isOffense,
  league,
  shooter,
  line,
}: ChartProps & { route: TeamRoute; isOffense: boolean }) {
  const shots = useTeamShots({ ...route, isOffense });
  const leagueHexes = useLeagueHexes(league);
  const lookup = useMemo(() => leagueHexLookup(leagueHexes.data ?? []), [leagueHexes.data]);
  // Memoized so the chart bins the shots once, not on every render.
  const points = useMemo(() => shotPoints(shots.data ?? []), [shots.data]);
  return (
    <DataState
      query={combineQueries(shots, leagueHexes)}
      skeleton={<ChartSkeleton label="Loading the shots" />}
      isEmpty={() => points.length === 0}
      emptyMessage="No located attempts: this team has no play-by-play games this season"
      errorTitle="The shots could not be loaded"
    >
      {() => (
        <div className="team-stats__chart">
          <ShotChart
            mode="hexes"
            title={`${shooter}: shooting by spot vs Division ${league.divisionId}`}
            description={`${points.length} located attempts; spots with 5+ attempts, sized by attempts.`}
            shots={points}
            leagueFgPctAt={lookup}
            line={line}
          />
        </div>
      )}
    </DataState>
  );
}

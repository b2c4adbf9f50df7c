/**
 * A player's shooting by zone with his shot chart: zones (FG% in each area zone against his
 * division's), hexes (spots with 5+ attempts against the league at that spot) or every attempt
 * as a dot. The chart mode is a URL filter. Play-by-play games only.
 */
import type { LeagueZoneRow, PlayerAggPbpRow, PlayerDataRow } from '@courtside/contract/schemas';
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
import { ChartSkeleton, DataState, type DataStateQuery } from '@/components/stats/states';
import { threePointLineFor, type ThreePointLine } from '@/lib/charts/court-geometry';
import type { StatKey, ZoneId } from '@/lib/stats/dictionary';
import { defineUrlFilters, enumParam, useUrlFilters } from '@/lib/stats/url-filters';
import { useLeagueHexes, useLeagueZones, type LeagueRequest } from '@/lib/stats/league-shooting';
import { usePlayerShots, usePlayerZones } from '../api/player-shooting';
import { combineQueries } from '@/components/stats/states/combine-queries';
import type { PlayerRoute } from '../content/views';
import { ToggleGroup } from '@/components/stats/ToggleGroup';

export const PLAYER_SHOOTING_FILTERS = defineUrlFilters({
  chart: enumParam(['zones', 'hexes', 'dots'], 'zones'),
});

const CHART_MODES = [
  { value: 'zones', label: 'Zones' },
  { value: 'hexes', label: 'Hexes' },
  { value: 'dots', label: 'Every shot' },
] as const;

const AREA_ZONES = ['atr2', 'paint2', 'mid2', 'c3', 'atb3'] as const satisfies ZoneId[];
const ZONE_COLUMNS = AREA_ZONES.flatMap((zone) => [
  `${zone}FgPct` as const,
  `${zone}FgaFreq` as const,
]) satisfies StatKey[];

interface ZoneTableRow {
  name: string;
  [field: string]: string | number | null;
}
const ZONE_LABEL: LabelColumn<ZoneTableRow> = { header: 'Shooter', text: (row) => row.name };

const NO_PBP = 'No shot locations: the player has no play-by-play games this season';

function pickZoneFields(source: object): Record<string, number | null> {
  return Object.fromEntries(
    ZONE_COLUMNS.map((key) => {
      const value = (source as Record<string, unknown>)[key];
      return [key, typeof value === 'number' ? value : null];
    }),
  );
}

export interface PlayerShootingProps {
  route: PlayerRoute;
  name: string;
  /** His bio (division and season line); null while it loads. */
  player: PlayerDataRow | null;
}

export function PlayerShooting({ route, name, player }: PlayerShootingProps) {
  const [filters, setFilters] = useUrlFilters(PLAYER_SHOOTING_FILTERS);
  if (player === null) return <ChartSkeleton label="Loading the player" />;
  const competition = getCompetition(route.competitionId);
  const line = competition
    ? threePointLineFor(competition.gender, competition.yearStart, player.divisionId)
    : undefined;
  const league = { competitionId: route.competitionId, divisionId: player.divisionId };
  return (
    <>
      <div className="player-stats__section-head">
        <ToggleGroup
          label="Chart mode"
          options={CHART_MODES}
          value={filters.chart}
          onChange={(chart) => setFilters({ chart })}
        />
      </div>
      {filters.chart === 'zones' ? (
        <ZoneShooting route={route} name={name} league={league} line={line} />
      ) : (
        <ShotShooting route={route} name={name} league={league} line={line} mode={filters.chart} />
      )}
    </>
  );
}

interface ChartProps {
  route: PlayerRoute;
  name: string;
  league: LeagueRequest;
  line: ThreePointLine | undefined;
}

function ZoneShooting({ route, name, league, line }: ChartProps) {
  const zones = usePlayerZones(route);
  const leagueZones = useLeagueZones(league);
  return (
    <DataState
      query={combineQueries(zones, leagueZones)}
      skeleton={<ChartSkeleton label="Loading the shooting" />}
      isEmpty={([rows]) => rows.length === 0}
      emptyMessage={NO_PBP}
      errorTitle="The shooting could not be loaded"
    >
      {([rows, leagueRows]) => {
        const row = mainZoneRow(rows);
        return row === null ? null : (
          <ZoneContent row={row} name={name} league={league} leagueRows={leagueRows} line={line} />
        );
      }}
    </DataState>
  );
}

/** His zone row with the most attempts (a player who changed teams mid-season has one per team). */
export function mainZoneRow(rows: readonly PlayerAggPbpRow[]): PlayerAggPbpRow | null {
  return rows.reduce<PlayerAggPbpRow | null>(
    (best, row) => (best === null || row.fga > best.fga ? row : best),
    null,
  );
}

function ZoneContent({
  row,
  name,
  league,
  leagueRows,
  line,
}: {
  row: PlayerAggPbpRow;
  name: string;
  league: LeagueRequest;
  leagueRows: readonly LeagueZoneRow[];
  line: ThreePointLine | undefined;
}) {
  const leagueRow = leagueZoneRow(leagueRows);
  const tableRows: ZoneTableRow[] = [
    { name, ...pickZoneFields(row) },
    { name: `Division ${league.divisionId} average`, ...pickZoneFields(leagueRow) },
  ];
  return (
    <>
      <div className="player-stats__chart">
        <ShotChart
          mode="zones"
          title={`${name}: FG% by zone vs Division ${league.divisionId}`}
          description={`${row.fga} attempts in ${row.gpPbp} play-by-play games; color: FG% above or below the division's in each zone.`}
          zones={zoneShootingFromRows(row, leagueRow, AREA_ZONES)}
          line={line}
        />
      </div>
      <StatTable
        caption={`${name} shooting by zone`}
        rows={tableRows}
        rowId={(tableRow) => tableRow.name}
        label={ZONE_LABEL}
        columns={ZONE_COLUMNS}
        modes={false}
        percentiles={false}
      />
    </>
  );
}

function ShotShooting({
  route,
  name,
  league,
  line,
  mode,
}: ChartProps & { mode: 'hexes' | 'dots' }) {
  const shots = usePlayerShots(route);
  const leagueHexes = useLeagueHexes(mode === 'hexes' ? league : null);
  const lookup = useMemo(() => leagueHexLookup(leagueHexes.data ?? []), [leagueHexes.data]);
  // Memoized so the chart bins the shots once, not on every render.
  const points = useMemo(() => shotPoints(shots.data ?? []), [shots.data]);
  // The dots need no league baseline; only the hexes wait for it.
  const query: DataStateQuery<unknown> =
    mode === 'hexes' ? combineQueries(shots, leagueHexes) : shots;
  const made = points.filter((point) => point.made).length;
  return (
    <DataState
      query={query}
      skeleton={<ChartSkeleton label="Loading the shots" />}
      isEmpty={() => points.length === 0}
      emptyMessage={NO_PBP}
      errorTitle="The shots could not be loaded"
    >
      {() => (
        <div className="player-stats__chart">
          {mode === 'hexes' ? (
            <ShotChart
              mode="hexes"
              title={`${name}: shooting by spot vs Division ${league.divisionId}`}
              description={`${points.length} located attempts; spots with 5+ attempts, sized by attempts.`}
              shots={points}
              leagueFgPctAt={lookup}
              line={line}
            />
          ) : (
            <ShotChart
              mode="dots"
              title={`${name}: ${made} of ${points.length} shots made`}
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

/**
 * A player's shooting by zone with his shot chart: zones (FG% in each area zone against his
 * division's), hexes (spots with 5+ attempts against the league at that spot) or every attempt
 * as a dot. The chart mode is a URL filter. Play-by-play games only. The panels are the team
 * view's, so the two read alike.
 */
import type { PlayerAggPbpRow, PlayerDataRow } from '@courtside/contract/schemas';
import { ChartSkeleton, DataState } from '@/components/stats/states';
import { combineQueries } from '@/components/stats/states/combine-queries';
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
import { usePlayerShots, usePlayerZones } from '../api/player-shooting';
import type { PlayerRoute } from '../content/views';

export const PLAYER_SHOOTING_FILTERS = defineUrlFilters({
  chart: enumParam(SHOT_CHART_MODE_VALUES, 'zones'),
});

const CHART_CLASS = 'player-stats__chart';
const NO_PBP = 'No shot locations: the player has no play-by-play games this season';

export interface PlayerShootingProps {
  route: PlayerRoute;
  name: string;
  /** His bio (division and season line); null while it loads. */
  player: PlayerDataRow | null;
}

export function PlayerShooting({ route, name, player }: PlayerShootingProps) {
  const [filters, setFilters] = useUrlFilters(PLAYER_SHOOTING_FILTERS);
  if (player === null) return <ChartSkeleton label="Loading the player" />;
  const line = threePointLineOf(route.competitionId, player.divisionId);
  const league = { competitionId: route.competitionId, divisionId: player.divisionId };
  return (
    <>
      <div className="player-stats__section-head">
        <ToggleGroup
          label="Chart mode"
          options={SHOT_CHART_MODES}
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
          <ZoneShootingPanel
            row={row}
            shooter={name}
            divisionId={league.divisionId}
            leagueRows={leagueRows}
            line={line}
            chartClassName={CHART_CLASS}
          />
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

function ShotShooting({
  route,
  name,
  league,
  line,
  mode,
}: ChartProps & { mode: 'hexes' | 'dots' }) {
  const shots = usePlayerShots(route);
  return (
    <ShotSpotsPanel
      mode={mode}
      shooter={name}
      shots={shots}
      league={league}
      line={line}
      emptyMessage={NO_PBP}
      chartClassName={CHART_CLASS}
    />
  );
}

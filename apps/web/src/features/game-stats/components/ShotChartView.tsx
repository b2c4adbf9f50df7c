/**
 * Both teams' field-goal attempts on a half court each, in one of three modes (URL filter
 * `chart`): every shot (made and missed where they were taken), hexes (spots with 2+ attempts,
 * sized by attempts, colored by FG% against the team's division at that spot, shrunk toward
 * it for a small sample) or zones (FG% in each area zone against the division's). The court,
 * hexes, zones, legend, tooltips and PNG download are the shared ShotChart's, as on the team
 * and player shooting views; each chart is headed by its team's colour.
 */
import type { GameDataRow, PbpShotRow } from '@courtside/contract/schemas';
import { useMemo } from 'react';
import { getCompetition } from '@courtside/contract';
import { ShotChart } from '@/components/stats/charts/ShotChart';
import { leagueHexLookup, leagueZoneRow } from '@/components/stats/charts/league-baselines';
import { zoneShootingFromRows } from '@/components/stats/charts/shot-chart-data';
import {
  ChartSkeleton,
  DataState,
  ErrorState,
  type DataStateQuery,
} from '@/components/stats/states';
import { ToggleGroup } from '@/components/stats/ToggleGroup';
import { threePointLineFor, type ThreePointLine } from '@/lib/charts/court-geometry';
import type { HexBinOptions } from '@/lib/charts/hex-bins';
import { defineUrlFilters, enumParam, useUrlFilters } from '@/lib/stats/url-filters';
import type { GameConfig } from '../api/game-config';
import { useLeagueHexes, useLeagueZones, type LeagueRequest } from '@/lib/stats/league-shooting';
import { useGameShots } from '../api/pbp-shots';
import { useTeamGameLines } from '../api/team-game-stats';
import { teamShotPoints } from '../hooks/game-model';
import { AREA_ZONES } from '@/components/stats/shooting/area-zones';
import { sideDivisions, teamZoneRow } from '../hooks/game-shots';
import type { GameColors, TeamPalette } from './team-colors';
import { TeamChip } from './TeamChip';

export const SHOT_CHART_FILTERS = defineUrlFilters({
  chart: enumParam(['shots', 'hexes', 'zones'], 'shots'),
});
type ChartMode = (typeof SHOT_CHART_FILTERS)['defaults']['chart'];

const CHART_MODES = [
  { value: 'shots', label: 'Shots' },
  { value: 'hexes', label: 'Hexes' },
  { value: 'zones', label: 'Zones' },
] as const;

/**
 * One game holds few attempts per spot: hexes from 2 attempts (the season views ask 5). The
 * shrinkage toward the league keeps a 2-of-2 spot from reading as a hot zone.
 */
const GAME_HEX_OPTIONS: HexBinOptions = { minAttempts: 2 };

interface TeamChartProps {
  game: GameDataRow;
  shots: readonly PbpShotRow[];
  isHome: boolean;
  palette: TeamPalette;
  /** The team's division; null outside the divisions or while unknown (no league colours). */
  divisionId: number | null;
  mode: ChartMode;
}

function lineOf(competitionId: number, divisionId: number | null): ThreePointLine | undefined {
  const competition = getCompetition(competitionId);
  return competition && divisionId !== null
    ? threePointLineFor(competition.gender, competition.yearStart, divisionId)
    : undefined;
}

function TeamShotChart({ game, shots, isHome, palette, divisionId, mode }: TeamChartProps) {
  const team = isHome ? game.homeMarket : game.awayMarket;
  const league: LeagueRequest | null =
    divisionId === null ? null : { competitionId: game.competitionId, divisionId };
  const leagueZones = useLeagueZones(mode === 'zones' ? league : null);
  const leagueHexes = useLeagueHexes(mode === 'hexes' ? league : null);
  const points = useMemo(() => teamShotPoints(shots, isHome), [shots, isHome]);
  const hexLookup = useMemo(() => leagueHexLookup(leagueHexes.data ?? []), [leagueHexes.data]);
  const zoneRow = useMemo(() => teamZoneRow(shots, isHome), [shots, isHome]);
  const line = lineOf(game.competitionId, divisionId);
  const versus = divisionId === null ? 'no league to compare with' : `vs Division ${divisionId}`;
  const made = points.filter((point) => point.made).length;

  let chart;
  if (mode === 'shots') {
    chart = (
      <ShotChart
        mode="dots"
        title={`${team} shots: ${made} of ${points.length} made`}
        description={`Every located field-goal attempt by ${team}; filled marks are makes.`}
        shots={points}
        line={line}
      />
    );
  } else if (mode === 'hexes') {
    const hexChart = (
      <ShotChart
        mode="hexes"
        title={`${team}: shooting by spot ${versus}`}
        description={`${points.length} located attempts; spots with 2+ attempts, sized by attempts, colored by FG% against the league at that spot.`}
        shots={points}
        leagueFgPctAt={hexLookup}
        options={GAME_HEX_OPTIONS}
        line={line}
      />
    );
    chart =
      league === null ? (
        hexChart
      ) : (
        <DataState
          query={leagueHexes}
          skeleton={<ChartSkeleton label={`Loading the league's spots for ${team}`} />}
          isEmpty={() => false}
          emptyMessage="No league shooting to compare with this season"
          errorTitle="The league's spots could not be loaded"
        >
          {() => hexChart}
        </DataState>
      );
  } else {
    const zoneChart = (leagueRow: Record<string, number | null> | null) => (
      <ShotChart
        mode="zones"
        title={`${team}: FG% by zone ${versus}`}
        description={`${points.length} located attempts (heaves left out); color: FG% above or below the league's in each zone.`}
        zones={zoneShootingFromRows(zoneRow, leagueRow, AREA_ZONES)}
        line={line}
      />
    );
    chart =
      league === null ? (
        zoneChart(null)
      ) : (
        <DataState
          query={leagueZones}
          skeleton={<ChartSkeleton label={`Loading the league's zones for ${team}`} />}
          isEmpty={() => false}
          emptyMessage="No league shooting to compare with this season"
          errorTitle="The league's zones could not be loaded"
        >
          {(rows) => zoneChart(leagueZoneRow(rows))}
        </DataState>
      );
  }
  return (
    <div className="col-12 col-lg-6">
      <h2 className="h5 game-shots__team">
        <TeamChip palette={palette}>{team}</TeamChip>
      </h2>
      {chart}
    </div>
  );
}

export function ShotChartView({
  config,
  game,
  colors,
}: {
  config: GameConfig;
  game: GameDataRow;
  colors: GameColors;
}) {
  const [filters, setFilters] = useUrlFilters(SHOT_CHART_FILTERS);
  const shots = useGameShots(config);
  // The team lines name each team's division (cached when the box score was opened first).
  const lines = useTeamGameLines(config);
  const divisions = sideDivisions(lines.data ?? [], game.homeTeamId);
  const mode = filters.chart;
  // League colours wait for the divisions; the plain shots do not need them.
  const query: DataStateQuery<PbpShotRow[]> =
    mode !== 'shots' && lines.status === 'pending'
      ? { ...shots, status: 'pending', data: undefined }
      : shots;

  return (
    <>
      <div className="game-shots__head">
        <ToggleGroup
          label="Chart mode"
          options={CHART_MODES}
          value={mode}
          onChange={(chart) => setFilters({ chart })}
        />
      </div>
      <DataState
        query={query}
        skeleton={<ChartSkeleton label="Loading the shot charts" />}
        emptyMessage="No shot locations for this game: it has no play-by-play."
        errorTitle="The shot charts could not be loaded"
      >
        {(rows) => (
          <div className="row g-3">
            <TeamShotChart
              game={game}
              shots={rows}
              isHome={false}
              palette={colors.away}
              divisionId={divisions.away}
              mode={mode}
            />
            <TeamShotChart
              game={game}
              shots={rows}
              isHome
              palette={colors.home}
              divisionId={divisions.home}
              mode={mode}
            />
          </div>
        )}
      </DataState>
      {mode !== 'shots' && lines.status === 'error' && (
        <ErrorState
          title="The teams' divisions could not be loaded: the charts have no league to compare with"
          error={lines.error}
          onRetry={lines.refetch}
        />
      )}
    </>
  );
}

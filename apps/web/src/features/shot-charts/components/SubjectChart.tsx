/**
 * A team's or player's chart: the season's attempts (`pbp-shots`), filtered in the browser by
 * the chart's filters over the team's schedule (`games`), drawn as dots, hexes or zones against
 * the team's division (`lg-hexes`, `lg-zones`), with the zone table and the CSV of the attempts
 * drawn.
 */
import type { PbpShotRow, TeamDataRow } from '@courtside/contract/schemas';
import { useMemo } from 'react';
import type { Competition } from '@courtside/contract';
import { ShotChart } from '@/components/stats/charts/ShotChart';
import { leagueHexLookup } from '@/components/stats/charts/league-baselines';
import {
  ChartSkeleton,
  DataState,
  EmptyState,
  type DataStateQuery,
} from '@/components/stats/states';
import { combineQueries } from '@/components/stats/states/combine-queries';
import { threePointLineOf } from '@/components/stats/shooting/area-zones';
import { periodFormatFor } from '@/lib/charts/game-time';
import { useLeagueHexes, useLeagueZones } from '@/lib/stats/league-shooting';
import { useShots, type ShotsRequest } from '../api/pbp-shots';
import { useTeamGames } from '../api/team-games';
import { NO_SHOT_FILTERS, type ChartChoice } from '../content/chart-choices';
import { attemptColumns, tableCsv } from '../content/chart-tables';
import {
  DEFENSE_NAME,
  NO_MATCHING_SHOTS,
  chartTitle,
  exportNote,
  filterSummary,
  noShotsReason,
  seasonName,
} from '../content/chart-text';
import { filterShots, scheduleOf, type ShotFilterContext } from '../content/shot-filters';
import { shotPointsOf } from '../content/shot-points';
import { hexOptionsFor, zoneTotals, zonesOfShots } from '../content/zone-shooting';
import { CsvButton } from './CsvButton';
import { ShotFilters } from './ShotFilters';
import { ZoneTable } from './ZoneTable';

export interface SubjectChartProps {
  /** The chart's choices as drawn (see effectiveChoice). */
  choice: ChartChoice;
  competition: Competition;
  team: TeamDataRow;
  /** The chosen player's name (from the team's roster); null for the whole team. */
  playerName: string | null;
  /** Said first in the chart's subtitle (why this team is drawn); null for none. */
  subtitleNote: string | null;
  isSimulated: boolean;
  onChange: (patch: Partial<ChartChoice>) => void;
}

function shotsRequest(choice: ChartChoice, team: TeamDataRow): ShotsRequest {
  return choice.player === null
    ? { competitionId: choice.season, teamId: team.teamId, isOffense: choice.side === 'offense' }
    : { competitionId: choice.season, playerId: choice.player };
}

export function SubjectChart({
  choice,
  competition,
  team,
  playerName,
  subtitleNote,
  isSimulated,
  onChange,
}: SubjectChartProps) {
  const periodFormat = periodFormatFor(competition.gender, competition.yearStart);
  const isOffense = choice.side === 'offense';
  const teamRequest = { competitionId: choice.season, teamId: team.teamId };
  const shots = useShots(shotsRequest(choice, team));
  const games = useTeamGames(teamRequest);
  const league = { competitionId: choice.season, divisionId: team.divisionId };
  const leagueZones = useLeagueZones(league);
  const leagueHexes = useLeagueHexes(choice.mode === 'hexes' ? league : null);

  const schedule = useMemo(
    () => (games.data ? scheduleOf(games.data, team) : undefined),
    [games.data, team],
  );
  const context = useMemo<ShotFilterContext>(
    () => ({
      schedule: new Map((schedule ?? []).map((game) => [game.gameId, game])),
      isOffense,
      periodFormat,
    }),
    [schedule, isOffense, periodFormat],
  );

  const teamName = team.teamMarket;
  const subject =
    choice.player !== null && playerName !== null
      ? playerName
      : isOffense
        ? teamName
        : DEFENSE_NAME(teamName);
  const season = seasonName(competition);
  const baseline = `Division ${team.divisionId}`;
  const summary = filterSummary(choice, periodFormat, schedule ?? []);
  const title = chartTitle(subject, competition, choice.mode, baseline);

  const baselines: DataStateQuery<unknown> =
    choice.mode === 'hexes' ? combineQueries(leagueZones, leagueHexes) : leagueZones;
  const needed = combineQueries(combineQueries(shots, games), baselines);
  const query: DataStateQuery<readonly PbpShotRow[]> =
    needed.status === 'success' ? { ...needed, data: shots.data } : { ...needed, data: undefined };

  return (
    <>
      <ShotFilters
        filters={choice}
        schedule={schedule}
        periodFormat={periodFormat}
        onChange={onChange}
      />
      <DataState
        query={query}
        skeleton={<ChartSkeleton label={`Loading the shots of ${subject}`} aspectRatio={50 / 54} />}
        emptyMessage={noShotsReason(subject, season, schedule)}
        errorTitle={`The shots of ${subject} could not be loaded`}
      >
        {(rows) => (
          <FilteredChart
            rows={rows}
            choice={choice}
            context={context}
            title={title}
            subject={subject}
            baseline={baseline}
            summary={summary}
            subtitleNote={subtitleNote}
            note={exportNote(competition, isSimulated, summary)}
            leagueZones={leagueZones.data ?? []}
            leagueHexes={leagueHexes.data ?? []}
            divisionId={team.divisionId}
            onClear={() => onChange(NO_SHOT_FILTERS)}
          />
        )}
      </DataState>
    </>
  );
}

interface FilteredChartProps {
  rows: readonly PbpShotRow[];
  choice: ChartChoice;
  context: ShotFilterContext;
  title: string;
  subject: string;
  baseline: string;
  summary: string;
  subtitleNote: string | null;
  note: string;
  leagueZones: Parameters<typeof zonesOfShots>[1];
  leagueHexes: Parameters<typeof leagueHexLookup>[0];
  divisionId: number;
  onClear: () => void;
}

function FilteredChart(props: FilteredChartProps) {
  const { rows, choice, context, title, subject, baseline, summary, note } = props;
  const filtered = useMemo(() => filterShots(rows, choice, context), [rows, choice, context]);
  const points = useMemo(() => shotPointsOf(filtered, context), [filtered, context]);
  const zones = useMemo(
    () => zonesOfShots(filtered, props.leagueZones),
    [filtered, props.leagueZones],
  );
  const lookup = useMemo(() => leagueHexLookup(props.leagueHexes), [props.leagueHexes]);
  const hexOptions = hexOptionsFor(points.length);

  if (filtered.length === 0) {
    return (
      <EmptyState message={NO_MATCHING_SHOTS}>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={props.onClear}>
          Clear filters
        </button>
      </EmptyState>
    );
  }

  const line = threePointLineOf(choice.season, props.divisionId);
  const made = points.filter((point) => point.made).length;
  const scope = summary === '' ? 'all season' : summary;
  const common = { title, line, exportNote: note };
  const lead = props.subtitleNote === null ? '' : `${props.subtitleNote} `;
  let chart;
  if (choice.mode === 'dots') {
    chart = (
      <ShotChart
        {...common}
        mode="dots"
        description={`${lead}${made} of ${points.length} located attempts made (${scope}); filled marks are makes.`}
        shots={points}
      />
    );
  } else if (choice.mode === 'hexes') {
    chart = (
      <ShotChart
        {...common}
        mode="hexes"
        description={`${lead}${points.length} located attempts (${scope}); spots with ${hexOptions.minAttempts}+ attempts, sized by attempts, colored by FG% against ${baseline} at that spot.`}
        shots={points}
        leagueFgPctAt={lookup}
        options={hexOptions}
      />
    );
  } else {
    chart = (
      <ShotChart
        {...common}
        mode="zones"
        description={`${lead}${zoneTotals(zones).fga} located attempts (${scope}; heaves left out); color: FG% above or below ${baseline}'s in each zone.`}
        zones={zones}
      />
    );
  }

  return (
    <div className="shot-charts__result">
      {chart}
      <ZoneTable
        caption={`${subject} by zone (${scope}) against ${baseline}`}
        zones={zones}
        baseline={baseline}
      />
      <CsvButton
        title={title}
        what="attempts"
        csv={() => tableCsv(attemptColumns(context), filtered)}
      />
    </div>
  );
}

/**
 * Scoring streaks and runs (tier ≥ 1): the season's streaks of results, its scoring runs made
 * and allowed (8-0 or more, METHODS §6), every run of the team's play-by-play games, and how
 * each game's margin moved. Opponents are named from the game log.
 */
import type {
  StreaksMarginRow,
  TeamAggStreakStatsRow,
  TeamGameStatsRow,
  TeamScoringStreakRow,
} from '@courtside/contract/schemas';
import { useMemo } from 'react';
import { TIER_VALUES } from '@courtside/contract';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import type { LabelColumn } from '@/components/stats/StatTable/stat-columns';
import { DataState, TableSkeleton, TierGate } from '@/components/stats/states';
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';
import { formatValue } from '@/lib/stats/format';
import { defineUrlFilters, enumParam, useUrlFilters } from '@/lib/stats/url-filters';
import { useTeamGames } from '../api/team-game-stats';
import { useTeamMargins } from '../api/team-margins';
import { useTeamRuns } from '../api/team-runs';
import { useTeamStreakStats } from '../api/team-streak-stats';
import { siteLabel, teamLines } from '../content/team-summary';
import type { TeamRoute } from '../content/views';
import { ToggleGroup } from '@/components/stats/ToggleGroup';

export const RUN_FILTERS = defineUrlFilters({
  runs: enumParam(['for', 'against'], 'for'),
});

const RUN_SIDES = [
  { value: 'for', label: 'Runs made' },
  { value: 'against', label: 'Runs allowed' },
] as const;

/** Each line: the count for the team and the same count against it. */
const RUN_LINES = [
  ['runs8For', 'runs8Agst'],
  ['runs10For', 'runs10Agst'],
  ['longestRunFor', 'longestRunAgst'],
  ['gamesWithRun10For', 'gamesWithRun10Agst'],
  ['runsAcrossHalftimeFor', 'runsAcrossHalftimeAgst'],
] as const satisfies readonly (readonly [StatKey, StatKey])[];

const RUN_COLUMNS = ['gameDate', 'runPts', 'durationSecs'] as const;
const MARGIN_COLUMNS = [
  'gameDate',
  'isWin',
  'ptsScored',
  'ptsAgst',
  'finalMargin',
  'maxLead',
  'maxLeadAgst',
  'leadChanges',
  'timesTied',
  'pctTimeLeading',
  'comebackPts',
  'blownLeadPts',
] as const;

type GameNames = ReadonlyMap<number, TeamGameStatsRow>;

const opponentOf = (games: GameNames, gameId: number): string => {
  const game = games.get(gameId);
  return game === undefined ? `Game ${gameId}` : `${siteLabel(game)} ${game.teamMarketAgst}`;
};

const clock = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/** "vs Purdue, H2 12:05" : the game and when the run started. */
export const runLabel = (games: GameNames): LabelColumn<TeamScoringStreakRow> => ({
  header: 'Game and start',
  text: (row) =>
    `${opponentOf(games, row.gameId)}, ${row.startPeriodLabel} ${clock(row.startClock)}`,
});

const marginLabel = (games: GameNames): LabelColumn<StreaksMarginRow> => ({
  header: 'Opponent',
  text: (row) => opponentOf(games, row.gameId),
});

export function TeamStreaks({ route, teamName }: { route: TeamRoute; teamName: string }) {
  return (
    <TierGate feature="Scoring streaks and runs" requiredTier={TIER_VALUES.free}>
      <StreakContent route={route} teamName={teamName} />
    </TierGate>
  );
}

function StreakContent({ route, teamName }: { route: TeamRoute; teamName: string }) {
  const games = useTeamGames(route);
  const names = useMemo(
    () => new Map(teamLines(games.data ?? []).map((game) => [game.gameId, game])),
    [games.data],
  );
  return (
    <>
      <StreakSummary route={route} teamName={teamName} />
      <RunList route={route} teamName={teamName} names={names} />
      <MarginTable route={route} teamName={teamName} names={names} />
    </>
  );
}

function StreakSummary({ route, teamName }: { route: TeamRoute; teamName: string }) {
  const stats = useTeamStreakStats(route);
  return (
    <DataState
      query={stats}
      skeleton={<TableSkeleton label="Loading the streaks" rows={4} />}
      isEmpty={(rows) => !rows.some((row) => row.teamId === route.teamId)}
      emptyMessage="No streaks for this team in this season"
      errorTitle="The streaks could not be loaded"
    >
      {(rows) => {
        const row = rows.find((candidate) => candidate.teamId === route.teamId);
        return row === undefined ? null : <StreakCards row={row} teamName={teamName} />;
      }}
    </DataState>
  );
}

function StreakCards({ row, teamName }: { row: TeamAggStreakStatsRow; teamName: string }) {
  const show = (key: StatKey, value: number | null) =>
    formatValue(statDefinition(key).format, value) ?? '—';
  return (
    <div className="team-stats__cards">
      <section className="card" aria-labelledby="team-results-streaks-title">
        <div className="card-body">
          <h2 id="team-results-streaks-title" className="h5">
            Streaks of results
          </h2>
          <div className="team-stats__metric">
            <span>Current streak</span>
            <strong>{row.streak ?? '—'}</strong>
          </div>
          {(['longestWinStreak', 'longestLossStreak'] as const).map((key) => (
            <div className="team-stats__metric" key={key} title={statDefinition(key).description}>
              <span>{statDefinition(key).label}</span>
              <strong>{show(key, row[key])}</strong>
            </div>
          ))}
        </div>
      </section>
      <section className="card" aria-labelledby="team-runs-summary-title">
        <div className="card-body">
          <h2 id="team-runs-summary-title" className="h5">
            Scoring runs
          </h2>
          {row.gpPbp === 0 ? (
            <p className="mb-0 text-body-secondary">
              Runs are measured in play-by-play games; this team has none this season.
            </p>
          ) : (
            <table className="table table-sm mb-0">
              <caption className="visually-hidden">
                {teamName} scoring runs, made and allowed
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Run</span>
                  </th>
                  <th scope="col" className="text-end">
                    Made
                  </th>
                  <th scope="col" className="text-end">
                    Allowed
                  </th>
                </tr>
              </thead>
              <tbody>
                {RUN_LINES.map(([made, allowed]) => (
                  <tr key={made}>
                    <th scope="row" className="fw-normal" title={statDefinition(made).description}>
                      {statDefinition(made).label}
                    </th>
                    <td className="text-end">{show(made, row[made])}</td>
                    <td className="text-end">{show(allowed, row[allowed])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="small text-body-secondary mb-0 mt-2">
            In {row.gpPbp} play-by-play games of {row.gp}.
          </p>
        </div>
      </section>
    </div>
  );
}

interface NamedProps {
  route: TeamRoute;
  teamName: string;
  names: GameNames;
}

function RunList({ route, teamName, names }: NamedProps) {
  const [filters, setFilters] = useUrlFilters(RUN_FILTERS);
  const runs = useTeamRuns(route);
  const label = useMemo(() => runLabel(names), [names]);
  const isOffense = filters.runs === 'for';
  const shown = (rows: readonly TeamScoringStreakRow[]) =>
    rows.filter((row) => row.isOffense === isOffense);
  return (
    <section className="team-stats__section" aria-labelledby="team-runs-title">
      <div className="team-stats__section-head">
        <h2 id="team-runs-title" className="h5 mb-0">
          Every run of 8-0 or more
        </h2>
        <ToggleGroup
          label="Runs made or allowed"
          options={RUN_SIDES}
          value={filters.runs}
          onChange={(value) => setFilters({ runs: value })}
        />
      </div>
      <DataState
        query={runs}
        skeleton={<TableSkeleton label="Loading the runs" />}
        isEmpty={(rows) => shown(rows).length === 0}
        emptyMessage={
          isOffense
            ? 'No run of 8-0 or more by this team in its play-by-play games'
            : 'No run of 8-0 or more against this team in its play-by-play games'
        }
        errorTitle="The runs could not be loaded"
      >
        {(rows) => (
          <StatTable
            caption={`${teamName} runs ${isOffense ? 'made' : 'allowed'}`}
            rows={shown(rows)}
            rowId={(row) => row._id}
            label={label}
            columns={RUN_COLUMNS}
            initialSort={{ key: 'runPts' }}
            modes={false}
            percentiles={false}
          />
        )}
      </DataState>
    </section>
  );
}

function MarginTable({ route, teamName, names }: NamedProps) {
  const margins = useTeamMargins(route);
  const label = useMemo(() => marginLabel(names), [names]);
  return (
    <section className="team-stats__section" aria-labelledby="team-margins-title">
      <h2 id="team-margins-title" className="h5">
        How each game’s margin moved
      </h2>
      <DataState
        query={margins}
        skeleton={<TableSkeleton label="Loading the margins" />}
        emptyMessage="No play-by-play games for this team this season"
        errorTitle="The margins could not be loaded"
      >
        {(rows) => (
          <StatTable
            caption={`${teamName} game margins`}
            rows={rows}
            rowId={(row) => row._id}
            label={label}
            columns={MARGIN_COLUMNS}
            initialSort={{ key: 'gameDate', desc: true }}
            modes={false}
            percentiles={false}
          />
        )}
      </DataState>
    </section>
  );
}

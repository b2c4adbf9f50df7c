/**
 * Runs: every scoring run of 8-0 or more (METHODS §6) by either team, in game order, and how the
 * margin moved (largest leads, lead changes, ties, time ahead).
 */
import type {
  GameDataRow,
  StreaksMarginRow,
  TeamScoringStreakRow,
} from '@courtside/contract/schemas';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import type { LabelColumn } from '@/components/stats/StatTable/stat-columns';
import { DataState, TableSkeleton } from '@/components/stats/states';
import type { StatKey } from '@/lib/stats/dictionary';
import { gameDenominators } from '@/lib/stats/per-mode';
import type { GameConfig } from '../api/game-config';
import { useGameMargins } from '../api/streaks-margins';
import { useGameRuns } from '../api/team-scoring-streaks';
import { clockText } from '../hooks/game-model';

const MARGIN_COLUMNS = [
  'ptsScored',
  'maxLead',
  'maxLeadAgst',
  'leadChanges',
  'timesTied',
  'pctTimeLeading',
] as const satisfies readonly StatKey[];

function RunsTable({ runs, game }: { runs: readonly TeamScoringStreakRow[]; game: GameDataRow }) {
  const teamName = (teamId: number) =>
    teamId === game.homeTeamId ? game.homeMarket : game.awayMarket;
  // A game's runs come once per team and side; the scoring team's own rows are enough.
  const own = runs
    .filter((run) => run.isOffense)
    .sort((a, b) => a.startPeriod - b.startPeriod || b.startClock - a.startClock);
  return (
    <div className="table-responsive">
      <table className="table table-sm">
        <caption>Scoring runs of 8-0 or more</caption>
        <thead>
          <tr>
            <th scope="col">Team</th>
            <th scope="col">Run</th>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Score before</th>
          </tr>
        </thead>
        <tbody>
          {own.map((run) => (
            <tr key={run._id}>
              <td>{teamName(run.teamId)}</td>
              <td>
                <strong>{run.runPts}-0</strong>
                {run.isHeadline && <span className="visually-hidden"> (headline run)</span>}
              </td>
              <td>
                {run.startPeriodLabel} {clockText(run.startClock)}
              </td>
              <td>
                {run.endPeriodLabel} {clockText(run.endClock)}
              </td>
              <td>
                {run.teamScoreStart}-{run.oppScoreStart}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {own.length === 0 && <p>No run of 8-0 or more in this game.</p>}
    </div>
  );
}

function marginLabel(game: GameDataRow): LabelColumn<StreaksMarginRow> {
  return {
    header: 'Team',
    text: (row) => (row.teamId === game.homeTeamId ? game.homeMarket : game.awayMarket),
  };
}

export function RunsView({ config, game }: { config: GameConfig; game: GameDataRow }) {
  const runs = useGameRuns(config);
  const margins = useGameMargins(config);
  return (
    <>
      <DataState
        query={margins}
        skeleton={<TableSkeleton label="Loading leads and ties" rows={2} />}
        emptyMessage="No play-by-play for this game"
      >
        {(rows) => (
          <StatTable
            caption="Leads and ties"
            rows={rows}
            rowId={(row) => row._id}
            label={marginLabel(game)}
            columns={MARGIN_COLUMNS}
            modes={false}
            denominators={gameDenominators}
            percentiles={false}
          />
        )}
      </DataState>
      <DataState
        query={runs}
        skeleton={<TableSkeleton label="Loading runs" rows={3} />}
        isEmpty={() => false}
        emptyMessage="No runs"
      >
        {(rows) => <RunsTable runs={rows} game={game} />}
      </DataState>
    </>
  );
}

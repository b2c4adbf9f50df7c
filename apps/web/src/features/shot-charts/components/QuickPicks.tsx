/**
 * The season's top teams (`shotcharts-top-options`: six of each gender in Division I, labelled
 * 'M: ' or 'W: ') as one-click choices. A pick of the other gender opens that gender's
 * competition of the same season.
 */
import type { Competition } from '@courtside/contract';
import type { TeamInCompetition } from '@/lib/stats/use-team-in-competition';
import { seasonCompetitionIds, useTopOptions } from '../api/top-options';
import { quickPickChange, type ChartChoice, type ChartKey } from '../content/chart-choices';

export interface QuickPicksProps {
  chart: ChartKey;
  competition: Competition;
  choice: ChartChoice;
  team: TeamInCompetition;
  onChange: (patch: Partial<ChartChoice>) => void;
}

export function QuickPicks({ chart, competition, choice, team, onChange }: QuickPicksProps) {
  const options = useTopOptions(seasonCompetitionIds(competition));
  const labelId = `${chart}-top-teams`;
  if (options.status === 'error') {
    return (
      <p className="small text-body-secondary mb-0">
        The top teams could not be loaded.{' '}
        <button
          type="button"
          className="btn btn-link btn-sm p-0"
          onClick={() => void options.refetch()}
        >
          Retry
        </button>
      </p>
    );
  }
  const rows = options.data ?? [];
  if (options.status === 'success' && rows.length === 0) return null;
  const current = team.status === 'found' ? team.team.teamId : null;
  return (
    <div className="shot-charts__field shot-charts__field--wide">
      <span className="form-label small mb-0 d-block" id={labelId}>
        Top teams {competition.abb2}
      </span>
      <div className="shot-charts__picks" role="group" aria-labelledby={labelId}>
        {options.status === 'pending' && (
          <span className="small text-body-secondary" role="status">
            Loading the top teams…
          </span>
        )}
        {rows.map((row) => {
          const chosen = row.competitionId === choice.season && row.value === current;
          return (
            <button
              key={row._id}
              type="button"
              className={`btn btn-sm ${chosen ? 'btn-secondary' : 'btn-outline-secondary stats-action'}`}
              aria-pressed={chosen}
              onClick={() => onChange(quickPickChange(row.competitionId, row.value))}
            >
              {row.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}

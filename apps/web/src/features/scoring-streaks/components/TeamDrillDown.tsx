/**
 * One team's season: each of its runs or droughts (the runs it allowed) in the chosen game
 * situation, its players' scoring streaks in that situation, its and its players' longest
 * shooting streaks, and the games it came back to win or let a lead go in. Every streak links
 * to the play-by-play of its game at the period it began in; a swing game to its flow chart.
 * Opponents are named from the season's team list.
 */
import type { PeriodFormat } from '@courtside/contract';
import type { TeamAggStreakStatsRow } from '@courtside/contract/schemas';
import { useId, useMemo } from 'react';
import { LabeledSelect } from '@/components/forms/LabeledSelect';
import { ToggleGroup } from '@/components/stats/ToggleGroup';
import type { SetFilters } from '@/lib/stats/url-filters';
import { useCompetitionTeams } from '../api/competition-teams';
import { SITUATION_LABELS } from '../content/moments';
import { SITUATIONS, type RunSide, type StreakFilterValues } from '../content/streak-filters';
import {
  PlayerStreaksTable,
  RunsTable,
  ShootingStreaksTable,
  SwingGamesTable,
} from './StreakTables';

const SIDE_OPTIONS: readonly { value: RunSide; label: string }[] = [
  { value: 'for', label: 'Runs made' },
  { value: 'against', label: 'Runs allowed (droughts)' },
];

const SITUATION_OPTIONS = SITUATIONS.map((value) => ({ value, label: SITUATION_LABELS[value] }));

export interface TeamDrillDownProps {
  team: TeamAggStreakStatsRow;
  teamName: string;
  format: PeriodFormat;
  filters: StreakFilterValues;
  setFilters: SetFilters<StreakFilterValues>;
}

export function TeamDrillDown({ team, teamName, format, filters, setFilters }: TeamDrillDownProps) {
  const id = useId();
  const teams = useCompetitionTeams(team.competitionId);
  const opponentOf = useMemo(() => {
    const names = new Map((teams.data ?? []).map((row) => [row.teamId, row.teamMarket]));
    return (teamId: number | null) =>
      (teamId === null ? undefined : names.get(teamId)) ?? 'Opponent';
  }, [teams.data]);
  const request = { competitionId: team.competitionId, teamId: team.teamId };
  const context = { request, teamName, format, opponentOf, filters };
  return (
    <>
      <h2 className="h4 mt-2">{teamName}</h2>
      <TeamSummary team={team} />
      <div className="streak-controls">
        <div className="streak-controls__group">
          <span className="form-label small mb-0">Runs</span>
          <ToggleGroup<RunSide>
            label="Runs made or allowed"
            options={SIDE_OPTIONS}
            value={filters.side}
            onChange={(side) => setFilters({ side })}
          />
        </div>
        <LabeledSelect
          className="streak-controls__field"
          id={`${id}-situation`}
          label="Game situation"
          options={SITUATION_OPTIONS}
          value={filters.situation}
          onChange={(situation) => setFilters({ situation })}
        />
      </div>
      <RunsTable {...context} />
      <PlayerStreaksTable {...context} />
      <ShootingStreaksTable {...context} />
      <SwingGamesTable {...context} />
    </>
  );
}

/** "Best run 18-0 · longest drought 0-15 · 12 runs of 10-0 or more in 28 play-by-play games". */
function TeamSummary({ team }: { team: TeamAggStreakStatsRow }) {
  if (team.gpPbp === 0) {
    return (
      <p className="scoring-streaks__note">
        Runs and streaks are measured in play-by-play games; this team has none this season.
      </p>
    );
  }
  const parts = [
    team.longestRunFor !== null && team.longestRunFor > 0
      ? `Best run ${team.longestRunFor}-0`
      : 'No run of 8-0 or more',
    team.longestRunAgst !== null && team.longestRunAgst > 0
      ? `longest drought 0-${team.longestRunAgst}`
      : 'never outscored 8-0',
    `${team.runs10For ?? 0} runs of 10-0 or more made, ${team.runs10Agst ?? 0} allowed`,
  ];
  return (
    <p className="scoring-streaks__note">
      {parts.join(' · ')}, in {team.gpPbp} play-by-play games of {team.gp}.
    </p>
  );
}

/**
 * Season and gender switching for a team page. Team ids change between competitions, so the
 * switch looks the school up by its `teamKey` in the chosen competition and opens the same view
 * there; a school without a team in that competition opens that season's stats home instead,
 * with a notice saying why. The signed-in user's gender (settings) lists its seasons first.
 */
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@courtside/contract';
import {
  seasonLabel,
  seasonStatsHomePath,
  useSeasonSwitch,
  type SeasonDestination,
} from '@/components/navigation/season-switch';
import { CompetitionSelect } from '@/components/stats/CompetitionSelect';
import { useStatsDefaults } from '@/lib/stats/stats-defaults';
import { competitionTeamsQueryOptions } from '../api/competition-teams';
import type { TeamView } from '../content/views';

export interface TeamCompetitionSwitcherProps {
  competitionId: number;
  teamId: number;
  view: TeamView;
}

export function TeamCompetitionSwitcher({
  competitionId,
  teamId,
  view,
}: TeamCompetitionSwitcherProps) {
  const queryClient = useQueryClient();
  const { gender } = useStatsDefaults();

  const destinationIn = async (target: number): Promise<SeasonDestination> => {
    const [current, other] = await Promise.all([
      queryClient.fetchQuery(competitionTeamsQueryOptions(competitionId)),
      queryClient.fetchQuery(competitionTeamsQueryOptions(target)),
    ]);
    const team = current.find((row) => row.teamId === teamId);
    const match = team && other.find((row) => row.teamKey === team.teamKey);
    if (match !== undefined) return { path: paths.team(target, match.teamId, view), notice: null };
    return {
      path: seasonStatsHomePath(target),
      notice: `${team?.teamMarket ?? 'This school'} has no team in ${seasonLabel(target)}: here is that season's stats home instead.`,
    };
  };
  const { switchTo, busy, error } = useSeasonSwitch(competitionId, destinationIn);

  return (
    <div className="stats-competition-switcher">
      <CompetitionSelect
        id="team-competition"
        label="Season"
        value={competitionId}
        onChange={(target) => void switchTo(target)}
        preferredGender={gender}
        disabled={busy}
      />
      {error !== null && (
        <p className="small text-danger mb-0" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

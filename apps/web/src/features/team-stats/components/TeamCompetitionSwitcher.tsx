/**
 * Season and gender switching for a team page. Team ids change between competitions, so the
 * switch looks the school up by its `teamKey` in the chosen competition and opens the same view
 * there; a school without a team in that competition says so instead of opening a wrong page.
 * The signed-in user's gender (settings) lists its seasons first.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { getCompetition, paths } from '@courtside/contract';
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
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { gender } = useStatsDefaults();

  const onChange = async (target: number) => {
    if (target === competitionId) return;
    setBusy(true);
    setMessage(null);
    try {
      const [current, other] = await Promise.all([
        queryClient.fetchQuery(competitionTeamsQueryOptions(competitionId)),
        queryClient.fetchQuery(competitionTeamsQueryOptions(target)),
      ]);
      const teamKey = current.find((row) => row.teamId === teamId)?.teamKey;
      const match = other.find((row) => row.teamKey === teamKey);
      if (teamKey === undefined || match === undefined) {
        setMessage(`No team of this school in ${getCompetition(target)?.label ?? 'that season'}.`);
        return;
      }
      navigate(paths.team(target, match.teamId, view));
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'The season could not be switched.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stats-competition-switcher">
      <CompetitionSelect
        id="team-competition"
        label="Season"
        value={competitionId}
        onChange={(target) => void onChange(target)}
        preferredGender={gender}
        disabled={busy}
      />
      {message !== null && (
        <p className="small text-danger mb-0" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

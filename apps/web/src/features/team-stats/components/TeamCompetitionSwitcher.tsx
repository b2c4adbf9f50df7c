/**
 * Season and gender switching for a team page. Team ids change between competitions, so the
 * switch looks the school up by its `teamKey` in the chosen competition and opens the same view
 * there; a school without a team in that competition says so instead of opening a wrong page.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { COMPETITIONS, getCompetition, paths } from '@courtside/contract';
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

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    const target = Number(event.target.value);
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
      <label className="form-label small mb-0" htmlFor="team-competition">
        Season
      </label>
      <select
        id="team-competition"
        className="form-select form-select-sm"
        value={competitionId}
        disabled={busy}
        onChange={(event) => void onChange(event)}
      >
        {COMPETITIONS.map((competition) => (
          <option key={competition.id} value={competition.id}>
            {competition.label}
          </option>
        ))}
      </select>
      {message !== null && (
        <p className="small text-danger mb-0" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

/**
 * Season and gender switching for a player page. Player ids change between competitions, so
 * the switch finds the same person (`personId`, METHODS §10) in the chosen competition and
 * opens the same view there, whichever team he played for (transfers included).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { COMPETITIONS, getCompetition, paths } from '@courtside/contract';
import { competitionPlayersQueryOptions } from '../api/player-bio';
import type { PlayerView } from '../content/views';

export interface PlayerCompetitionSwitcherProps {
  competitionId: number;
  /** Null until the bio has loaded: the switch waits for it. */
  personId: number | null;
  view: PlayerView;
}

export function PlayerCompetitionSwitcher({
  competitionId,
  personId,
  view,
}: PlayerCompetitionSwitcherProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    const target = Number(event.target.value);
    if (target === competitionId || personId === null) return;
    setBusy(true);
    setMessage(null);
    try {
      const players = await queryClient.fetchQuery(competitionPlayersQueryOptions(target));
      const match = players.find((row) => row.personId === personId);
      if (match === undefined) {
        setMessage(
          `No season of this player in ${getCompetition(target)?.label ?? 'that competition'}.`,
        );
        return;
      }
      navigate(paths.player(target, match.playerId, view));
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'The season could not be switched.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stats-competition-switcher">
      <label className="form-label small mb-0" htmlFor="player-competition">
        Season
      </label>
      <select
        id="player-competition"
        className="form-select form-select-sm"
        value={competitionId}
        disabled={busy || personId === null}
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

/**
 * Season switching for a player page: the select offers the seasons he is on a roster in (his
 * career, found by `personId`: METHODS §10), since player ids change between competitions and
 * no other season has a page of his. A choice opens the same view in that season, whichever
 * team he played for (transfers included).
 */
import { paths } from '@courtside/contract';
import { useSeasonSwitch } from '@/components/navigation/season-switch';
import { usePersonSeasons } from '../api/player-career';
import { playerSeasonOptions } from '../content/career';
import type { PlayerView } from '../content/views';

export interface PlayerCompetitionSwitcherProps {
  competitionId: number;
  playerId: number;
  /** Null until the bio has loaded: his seasons are asked for then. */
  personId: number | null;
  view: PlayerView;
}

export function PlayerCompetitionSwitcher({
  competitionId,
  playerId,
  personId,
  view,
}: PlayerCompetitionSwitcherProps) {
  const seasons = usePersonSeasons(personId);
  const options = playerSeasonOptions(seasons.data ?? [], { competitionId, playerId });
  const { switchTo, busy, error } = useSeasonSwitch(competitionId, (target) => {
    const option = options.find((entry) => entry.competitionId === target);
    if (option === undefined) throw new Error('No season of this player there.');
    return { path: paths.player(target, option.playerId, view), notice: null };
  });
  const message =
    error ??
    (seasons.status === 'error'
      ? `The player's other seasons could not be loaded: ${seasons.error?.message ?? ''}`
      : null);

  return (
    <div className="stats-competition-switcher">
      <label className="form-label small mb-0" htmlFor="player-competition">
        Season
      </label>
      <select
        id="player-competition"
        className="form-select form-select-sm"
        value={competitionId}
        disabled={busy || seasons.status !== 'success'}
        onChange={(event) => void switchTo(Number(event.target.value))}
      >
        {options.map((option) => (
          <option key={option.competitionId} value={option.competitionId}>
            {option.label}
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

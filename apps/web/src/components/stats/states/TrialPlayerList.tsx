/**
 * The signed-in free-tier user's trial players by name, each a link to the player's page in its
 * season, so the user knows whose rows the free tier shows without hunting for them. Used by the
 * note above cut-down player lists and by the account page.
 */
import { Link } from 'react-router';
import { getCompetition, paths, type TrialPlayer } from '@courtside/contract';
import { toRequestError } from '@/lib/api/request-errors';
import { useTrialPlayers } from '@/lib/trial-players';

export const TRIAL_PLAYERS_TITLE = 'Your trial players';
export const TRIAL_PLAYERS_LOADING = 'Loading your trial players…';
export const NO_TRIAL_PLAYERS_YET =
  'No trial players yet: the seasons they come from are not loaded.';

const seasonOf = (competitionId: number): string =>
  getCompetition(competitionId)?.shortLabel ?? `Season ${competitionId}`;

function TrialPlayerItem({ player }: { player: TrialPlayer }) {
  const team = player.teamName === undefined ? '' : `, ${player.teamName}`;
  return (
    <li>
      <Link to={paths.player(player.competitionId, player.playerId, 'overview')}>
        {player.fullName}
      </Link>{' '}
      <span className="text-body-secondary">
        ({seasonOf(player.competitionId)}
        {team})
      </span>
    </li>
  );
}

export interface TrialPlayerListProps {
  /** False holds the request back, e.g. while a disclosure is closed. */
  enabled?: boolean;
}

/** The list with its loading, error and empty states; renders nothing for other tiers. */
export function TrialPlayerList({ enabled = true }: TrialPlayerListProps) {
  const query = useTrialPlayers({ enabled });
  if (query.isPending) {
    // Idle (not asked, or a tier with no trial players) shows nothing.
    return query.fetchStatus === 'fetching' ? (
      <p className="mb-0" role="status">
        {TRIAL_PLAYERS_LOADING}
      </p>
    ) : null;
  }
  if (query.isError) {
    return (
      <p className="mb-0" role="alert">
        {toRequestError(query.error).message}
      </p>
    );
  }
  const own = query.data.filter((player) => player.for === 'user');
  const featured = query.data.filter((player) => player.for === 'all');
  if (query.data.length === 0) return <p className="mb-0">{NO_TRIAL_PLAYERS_YET}</p>;
  return (
    <>
      {own.length > 0 && (
        <>
          <p className="mb-1 fw-semibold">Your team</p>
          <ul className="mb-2" aria-label="Your team's trial players">
            {own.map((player) => (
              <TrialPlayerItem key={`${player.competitionId}:${player.playerId}`} player={player} />
            ))}
          </ul>
        </>
      )}
      {featured.length > 0 && (
        <>
          <p className="mb-1 fw-semibold">Featured</p>
          <ul className="mb-0" aria-label="Featured trial players">
            {featured.map((player) => (
              <TrialPlayerItem key={`${player.competitionId}:${player.playerId}`} player={player} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

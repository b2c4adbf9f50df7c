/**
 * A team in another competition: team ids belong to one season (the API's `teams` notes), so
 * the user's saved team id is found again by its school's `teamKey`, the way the team page's
 * season switcher does. First `teams` for the saved id (any season) gives the key; when that
 * row is not already in the wanted competition, `teams` of the competition finds the key there.
 * Failures show as `error` on the caller's screen, not as console reports.
 */
import type { TeamDataRow } from '@courtside/contract/schemas';
import { useEndpoint } from '@/lib/api';

export type TeamInCompetition =
  | { status: 'none' }
  | { status: 'pending' }
  | { status: 'error'; retry: () => unknown }
  | { status: 'missing' }
  | { status: 'found'; team: TeamDataRow };

const shownOnScreen = () => {};

/** Where `teamId` (a saved team, null when none) plays in `competitionId`. */
export function useTeamInCompetition(
  teamId: number | null,
  competitionId: number,
): TeamInCompetition {
  const saved = useEndpoint('teams', teamId === null ? null : { teamIds: [teamId] }, {
    onError: shownOnScreen,
  });
  const direct = saved.data?.find(
    (row) => row.teamId === teamId && row.competitionId === competitionId,
  );
  const teamKey = saved.data?.find((row) => row.teamId === teamId)?.teamKey;
  const needsList = direct === undefined && teamKey !== undefined;
  const season = useEndpoint('teams', needsList ? { competitionId } : null, {
    onError: shownOnScreen,
  });

  if (teamId === null) return { status: 'none' };
  if (saved.status === 'error') return { status: 'error', retry: saved.refetch };
  if (saved.status === 'pending') return { status: 'pending' };
  if (direct !== undefined) return { status: 'found', team: direct };
  if (teamKey === undefined) return { status: 'missing' };
  if (season.status === 'error') return { status: 'error', retry: season.refetch };
  if (season.status === 'pending') return { status: 'pending' };
  const match = season.data?.find((row) => row.teamKey === teamKey);
  return match === undefined ? { status: 'missing' } : { status: 'found', team: match };
}

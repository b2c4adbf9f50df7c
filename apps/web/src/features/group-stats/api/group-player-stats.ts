/**
 * `player-agg-stats` for a conference or division (the season lines of its players) or a
 * tournament (each player's totals over that tournament's games only): the leaderboards' rows.
 * Tier ≥ 1 (the server answers a visitor with 403 and gives tier 1 its trial players only).
 * `qualifiedOnly` asks the server for players with 10% of their team's minutes, so a
 * division's long tail of walk-ons is not sent at all.
 */
import type { EndpointParams } from '@courtside/contract/schemas';
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'player-agg-stats';

/** Whose players a leaderboard lists. */
export type PlayerGroup =
  | { competitionId: number; conferenceId: number }
  | { competitionId: number; divisionId: number }
  | { competitionId: number; tournamentId: number };

export type GroupPlayersRequest = PlayerGroup & { qualifiedOnly: boolean };

export const isTournamentGroup = (
  group: PlayerGroup,
): group is { competitionId: number; tournamentId: number } => 'tournamentId' in group;

export function groupPlayersConfig({
  qualifiedOnly,
  ...group
}: GroupPlayersRequest): EndpointParams<'player-agg-stats'> {
  // Tournament rows are a scope of their own: the API refuses a scope beside `tournamentId`.
  const config: EndpointParams<'player-agg-stats'> = isTournamentGroup(group)
    ? { ...group }
    : { ...group, scope: 'season' };
  return qualifiedOnly ? { ...config, isQualified: true } : config;
}

export const useGroupPlayers = (request: GroupPlayersRequest) =>
  useEndpoint(ENDPOINT, groupPlayersConfig(request), { onError: shownOnScreen });

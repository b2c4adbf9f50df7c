/**
 * `game-projection`: the projection of the chosen matchup (tier ≥ 1), with the why, the rosters
 * the what-if changes and the pair's past games, in one row. No request until both teams are
 * chosen. The page shows every failure itself (an ErrorState with the server's message).
 */
import type { EndpointParams, EndpointRow } from '@courtside/contract/schemas';
import { endpointQueryOptions, useEndpoint } from '@/lib/api';
import type { MinutesChange, SeasonTeam, Site } from '../content/calculator-filters';

const ENDPOINT = 'game-projection';

export type GameProjectionRow = EndpointRow<typeof ENDPOINT>;
export type ProjectionSide = GameProjectionRow['teams'][number];
export type ProjectionPlayer = ProjectionSide['players'][number];
export type ProjectionPastGame = GameProjectionRow['pastGames'][number];
export type ProjectionNumbers = GameProjectionRow['projection'];

export interface GameProjectionRequest {
  a: SeasonTeam | null;
  b: SeasonTeam | null;
  site: Site;
  changes: readonly MinutesChange[];
}

export function gameProjectionConfig({
  a,
  b,
  site,
  changes,
}: GameProjectionRequest): EndpointParams<typeof ENDPOINT> | null {
  if (a === null || b === null) return null;
  return {
    teamIds: [a.teamId, b.teamId],
    competitionIds: [a.competitionId, b.competitionId],
    // Neutral is the endpoint's default: left out, the link stays plain.
    ...(site === 'neutral' ? {} : { scope: site }),
    ...(changes.length === 0
      ? {}
      : {
          playerIds: changes.map((change) => change.playerId),
          playerMinutes: changes.map((change) => change.minutes),
        }),
  };
}

const shownOnScreen = (): void => {};

export const gameProjectionQueryOptions = (request: GameProjectionRequest) =>
  endpointQueryOptions(ENDPOINT, gameProjectionConfig(request));

export const useGameProjection = (request: GameProjectionRequest) =>
  useEndpoint(ENDPOINT, gameProjectionConfig(request), { onError: shownOnScreen });

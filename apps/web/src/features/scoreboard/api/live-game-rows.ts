/**
 * `raw-games` of the live day's games by id (`games`), slimmed with `fields` to the projection
 * and the game's kind: the stream carries the score and clock but not the ratings' pregame
 * projection, which the season's stored row of the same game holds. One request per live day
 * and division (the ids are sorted, so summaries arriving in another order ask nothing new); a
 * null request (no live games) sends nothing. Public.
 */
import { useEndpoint, type UseDataResult } from '@/lib/api';
import { LIVE_GAME_ROW_FIELDS, type LiveGameRow } from '../content/live-day';

const ENDPOINT = 'raw-games';

export interface LiveGameRowsRequest {
  competitionId: number;
  gameIds: readonly number[];
}

export const liveGameRowsConfig = ({ competitionId, gameIds }: LiveGameRowsRequest) => ({
  competitionId,
  gameIds: [...gameIds].sort((a, b) => a - b),
  fields: [...LIVE_GAME_ROW_FIELDS],
});

export const useLiveGameRows = (
  request: LiveGameRowsRequest | null,
): UseDataResult<LiveGameRow[]> =>
  useEndpoint(
    ENDPOINT,
    request === null || request.gameIds.length === 0 ? null : liveGameRowsConfig(request),
  );

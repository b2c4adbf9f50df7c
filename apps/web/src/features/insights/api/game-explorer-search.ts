/**
 * `game-explorer-search` of one season and division in one server order: `upset` (the lowest
 * winner's pre-game chance first) for the upset story, `comeback` (the largest deficit first)
 * for the comeback story. The first `STORY_GAME_ROWS` games are enough for the longest list a
 * story shows; both the home page and a story's own view ask the same request, so they share
 * its cached answer. Data queries are refreshed when the data version changes (lib/api
 * refresh-data). Tier ≥ 1: a null request (a locked tier) sends nothing.
 */
import type { EndpointParams, EndpointRow } from '@courtside/contract/schemas';
import { endpointQueryOptions, fetchData, useEndpoint } from '@/lib/api';
import type { StoryGameRow } from '../content/game-results';
import type { ExplorerStorySort } from '../content/story-links';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'game-explorer-search';

/** Games asked for: more than any story lists, since the builders drop non-upsets. */
export const STORY_GAME_ROWS = 50;

const STORY_GAME_FIELDS: readonly (keyof StoryGameRow)[] = [
  'competitionId',
  'gameId',
  'gameDate',
  'status',
  'homeTeamId',
  'homeMarket',
  'homeScore',
  'homeNetRanking',
  'awayTeamId',
  'awayMarket',
  'awayScore',
  'awayNetRanking',
  'winnerWinProbability',
  'comeback',
];

export interface StoryGamesRequest {
  competitionId: number;
  divisionId: number;
  sort: ExplorerStorySort;
}

export const storyGamesConfig = ({
  competitionId,
  divisionId,
  sort,
}: StoryGamesRequest): EndpointParams<'game-explorer-search'> => ({
  competitionId,
  divisionId,
  sortBy: sort,
  limit: STORY_GAME_ROWS,
  fields: [...STORY_GAME_FIELDS],
});

export const fetchStoryGames = (request: StoryGamesRequest, signal?: AbortSignal) =>
  fetchData<EndpointRow<'game-explorer-search'>[]>(ENDPOINT, storyGamesConfig(request), {
    signal,
    definedName: true,
  });

export const storyGamesQueryOptions = (request: StoryGamesRequest) =>
  endpointQueryOptions(ENDPOINT, storyGamesConfig(request));

export const useStoryGames = (request: StoryGamesRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : storyGamesConfig(request), {
    onError: shownOnScreen,
  });

/**
 * The live pages' addresses (§2): the competition's live list and one game's live page in one
 * of its views. Shared so that other pages (the scoreboard) link a live game the same way.
 */
import { LIVE_STATS_DEFAULT_COMPETITION_ID } from '@courtside/contract';

export const LIVE_VIEWS = [
  { view: 'box-score', label: 'Box score' },
  { view: 'play-by-play', label: 'Play-by-play' },
  { view: 'game-flow', label: 'Game flow' },
  { view: 'shot-chart', label: 'Shot chart' },
  { view: 'lineups', label: 'Lineups' },
] as const;
export type LiveView = (typeof LIVE_VIEWS)[number]['view'];
export const DEFAULT_LIVE_VIEW: LiveView = 'box-score';

export const livePaths = {
  games: (competitionId: number = LIVE_STATS_DEFAULT_COMPETITION_ID) =>
    `/streaming/${competitionId}`,
  game: (competitionId: number, gameId: number, view: LiveView = DEFAULT_LIVE_VIEW) =>
    `/streaming/${competitionId}/games/${gameId}/${view}`,
};

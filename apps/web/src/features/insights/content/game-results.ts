/**
 * A played game of `game-explorer-search` seen from its result: winner and loser with their
 * scores and Courtside rankings. The upset and comeback stories both tell games this way.
 */
import type { GameExplorerRow } from '@courtside/contract/schemas';

/** The fields of an explorer row the stories read. */
export type StoryGameRow = Pick<
  GameExplorerRow,
  | 'competitionId'
  | 'gameId'
  | 'gameDate'
  | 'status'
  | 'homeTeamId'
  | 'homeMarket'
  | 'homeScore'
  | 'homeNetRanking'
  | 'awayTeamId'
  | 'awayMarket'
  | 'awayScore'
  | 'awayNetRanking'
  | 'winnerWinProbability'
  | 'comeback'
>;

export interface ResultSide {
  /** Null for a team outside Division I (it keeps its name but has no page). */
  teamId: number | null;
  market: string;
  /** Courtside's rank by adjusted efficiency margin (1 = best); null without a rating. */
  ranking: number | null;
  score: number;
}

export interface GameResult {
  competitionId: number;
  gameId: number;
  gameDate: string | null;
  winner: ResultSide;
  loser: ResultSide;
}

/** The result of a final game with a winner, else null (scheduled, or a tie in the data). */
export function gameResultOf(row: StoryGameRow): GameResult | null {
  const { homeScore, awayScore } = row;
  if (row.status !== 'final' || homeScore === null || awayScore === null) return null;
  if (homeScore === awayScore) return null;
  const home: ResultSide = {
    teamId: row.homeTeamId,
    market: row.homeMarket,
    ranking: row.homeNetRanking,
    score: homeScore,
  };
  const away: ResultSide = {
    teamId: row.awayTeamId,
    market: row.awayMarket,
    ranking: row.awayNetRanking,
    score: awayScore,
  };
  const homeWon = homeScore > awayScore;
  return {
    competitionId: row.competitionId,
    gameId: row.gameId,
    gameDate: row.gameDate,
    winner: homeWon ? home : away,
    loser: homeWon ? away : home,
  };
}

/** "No. 3 Whitfield", or the plain name of an unranked team. */
export const rankedName = (side: Pick<ResultSide, 'market' | 'ranking'>): string =>
  side.ranking === null ? side.market : `No. ${side.ranking} ${side.market}`;

/** "71-68": winner's score first. */
export const scoreLine = (result: GameResult): string =>
  `${result.winner.score}-${result.loser.score}`;

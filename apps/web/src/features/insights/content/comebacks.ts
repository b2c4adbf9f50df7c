/**
 * The best comebacks: played games ranked by the winner's largest deficit (play-by-play
 * games only: box-score games have no score flow and are left out), largest first. A winner
 * that never trailed made no comeback. Ties go to the bigger upset, then the newer game.
 */
import {
  gameResultOf,
  rankedName,
  scoreLine,
  type GameResult,
  type StoryGameRow,
} from './game-results';

export interface Comeback extends GameResult {
  /** Points the winner trailed by at most. */
  deficit: number;
  winnerChance: number | null;
}

const chanceOrEven = (comeback: Comeback): number => comeback.winnerChance ?? 0.5;

export function rankComebacks(rows: readonly StoryGameRow[], limit: number): Comeback[] {
  const comebacks: Comeback[] = [];
  for (const row of rows) {
    const result = gameResultOf(row);
    if (result === null || row.comeback === null || row.comeback <= 0) continue;
    comebacks.push({ ...result, deficit: row.comeback, winnerChance: row.winnerWinProbability });
  }
  return comebacks
    .sort(
      (a, b) =>
        b.deficit - a.deficit ||
        chanceOrEven(a) - chanceOrEven(b) ||
        (b.gameDate ?? '').localeCompare(a.gameDate ?? ''),
    )
    .slice(0, limit);
}

export const pointsText = (points: number): string =>
  `${points} ${points === 1 ? 'point' : 'points'}`;

/** "Delta came back from 12 points down to beat No. 8 Alpha 66-65". */
export const comebackHeadline = (comeback: Comeback): string =>
  `${comeback.winner.market} came back from ${pointsText(comeback.deficit)} down to beat ${rankedName(comeback.loser)} ${scoreLine(comeback)}`;

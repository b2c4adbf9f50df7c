/**
 * The biggest upsets: played games ranked by the winner's pre-game win probability from the
 * ratings prediction, lowest first. Only underdogs count (a chance under one half); games
 * without a prediction (a team outside Division I) are left out. Ties go to the newer game.
 */
import {
  gameResultOf,
  rankedName,
  scoreLine,
  type GameResult,
  type StoryGameRow,
} from './game-results';

export interface Upset extends GameResult {
  /** The winner's pre-game win probability, 0-1. */
  winnerChance: number;
}

const UNDERDOG_BELOW = 0.5;

const newerFirst = (a: GameResult, b: GameResult): number =>
  (b.gameDate ?? '').localeCompare(a.gameDate ?? '');

export function rankUpsets(rows: readonly StoryGameRow[], limit: number): Upset[] {
  const upsets: Upset[] = [];
  for (const row of rows) {
    const chance = row.winnerWinProbability;
    const result = gameResultOf(row);
    if (result === null || chance === null || chance >= UNDERDOG_BELOW) continue;
    upsets.push({ ...result, winnerChance: chance });
  }
  return upsets.sort((a, b) => a.winnerChance - b.winnerChance || newerFirst(a, b)).slice(0, limit);
}

/** A chance as a whole percent; under one half of a percent reads "less than 1%". */
export function chanceText(chance: number): string {
  const percent = Math.round(chance * 100);
  return percent < 1 ? 'less than 1%' : `${percent}%`;
}

/** "a 9% underdog", "an 8% underdog", "an 11% underdog": the article follows the sound. */
function underdogPhrase(chance: number): string {
  const text = chanceText(chance);
  const article = /^(8|11%|18%)/.test(text) ? 'an' : 'a';
  return `${article} ${text} underdog`;
}

/** "Ironport, a 9% underdog, beat No. 3 Whitfield 71-68". */
export const upsetHeadline = (upset: Upset): string =>
  `${upset.winner.market}, ${underdogPhrase(upset.winnerChance)}, beat ${rankedName(upset.loser)} ${scoreLine(upset)}`;

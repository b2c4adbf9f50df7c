/**
 * The calibration note's sentences, in plain words for fans: the favorite's and the
 * champion's title odds, and the Brier scores of the odds and of the no-skill baseline.
 */
import { formatValue } from '@/lib/stats/format';
import { ROUND_PREDICTION, brierSkill, type Calibration, type ScoredRound } from './calibration';

const pct = (fraction: number): string => formatValue('pct', fraction);

/** Three decimals: the scores of a tournament's rounds differ in the second and third. */
export const brierText = (score: number): string => score.toFixed(3);

/** "reaching the final and winning the title", or "from reaching … to winning the title". */
export function roundsText(rounds: readonly ScoredRound[]): string {
  const names = rounds.map((round) => ROUND_PREDICTION[round]);
  const [first] = names;
  const last = names.at(-1);
  if (first === undefined || last === undefined) return '';
  if (names.length === 1) return first;
  if (names.length === 2) return `${first} and ${last}`;
  return `every round from ${first} to ${last}`;
}

/** The favorite's title odds before the tournament and the champion's. */
export function titleOddsText({ favorite, champion }: Calibration): string {
  const lead = `Before the tournament, ${favorite.teamMarket} had the best odds of the title, ${pct(favorite.oddsChampion)}`;
  if (champion === null) return `${lead}; the title is still to be decided.`;
  if (champion.teamId === favorite.teamId) return `${lead}, and won it.`;
  return `${lead}; the champion, ${champion.teamMarket}, had ${pct(champion.oddsChampion)}.`;
}

/** What was scored and the two Brier scores, with how much better (or worse) the odds did. */
export function brierSentences(calibration: Calibration): [string, string] {
  const { predictions, teams, rounds, brier, baselineBrier } = calibration;
  const skill = brierSkill(calibration);
  const roundWord = rounds.length === 1 ? 'round' : 'rounds';
  const verdict =
    Math.round(skill * 100) === 0
      ? 'the odds did no better than that.'
      : `the odds did ${Math.abs(Math.round(skill * 100))}% ${skill > 0 ? 'better' : 'worse'}.`;
  return [
    `Scored over the ${predictions} predictions already settled (${teams} teams, ${rounds.length} ${roundWord}: ${roundsText(rounds)}; chances of 0 or 100% left out), the odds have a Brier score of ${brierText(brier)}: the average squared miss, where 0 is perfect and a 50% guess at everything scores 0.250.`,
    `Giving every team the same chance of each round, the share of the field that got there, scores ${brierText(baselineBrier)}: ${verdict}`,
  ];
}

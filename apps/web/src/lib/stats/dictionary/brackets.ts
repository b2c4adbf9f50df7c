/**
 * The national tournament's bracket odds (`bracket-odds`, METHODS §9 "Simulation"): each team's
 * place in the bracket, its simulated chance of reaching each round and of winning the title,
 * and how far it actually went. A round's odds are the chance of being alive when it starts.
 * Then the columns of the brackets page's calibration table, which sets the odds before the
 * tournament beside what happened.
 */
import { familyBuilder } from './define';

const stat = familyBuilder('team');

const SIMULATION =
  'Share of 100,000 simulated tournaments, each game decided by the two teams’ adjusted ' +
  'ratings on a neutral floor.';

const reach = <K extends string>(key: K, label: string, shortLabel: string, round: string) =>
  stat({
    key,
    label,
    shortLabel,
    description: `Chance of ${round}. ${SIMULATION}`,
    format: 'pct',
  });

export const BRACKET_STATS = [
  stat({
    key: 'seed',
    label: 'Seed',
    shortLabel: 'Seed',
    description: 'The team’s seed in its region, 1 (best) to 16.',
    format: 'rank',
    direction: 'neutral',
  }),
  stat({
    key: 'regionName',
    label: 'Region',
    shortLabel: 'Region',
    description: 'The bracket region the team plays in until the Final Four.',
    format: 'text',
    direction: 'neutral',
  }),
  reach(
    'oddsRound64',
    'Reaches the round of 64',
    'R64',
    'playing in the round of 64 (a First Four team must win its play-in game first)',
  ),
  reach('oddsRound32', 'Reaches the round of 32', 'R32', 'reaching the round of 32'),
  reach('oddsSweet16', 'Reaches the Sweet 16', 'Sweet 16', 'reaching the Sweet 16'),
  reach('oddsElite8', 'Reaches the Elite Eight', 'Elite 8', 'reaching the Elite Eight'),
  reach('oddsFinal4', 'Reaches the Final Four', 'Final 4', 'reaching the Final Four'),
  reach('oddsFinal', 'Reaches the final', 'Final', 'reaching the championship game'),
  reach('oddsChampion', 'Wins the title', 'Title', 'winning the national title'),
  stat({
    key: 'eliminatedRound',
    label: 'Result',
    shortLabel: 'Result',
    description:
      'How far the team actually went: Champion, the round it lost in, or Alive while it is ' +
      'still playing.',
    format: 'text',
    direction: 'neutral',
  }),
  stat({
    key: 'calibrationRange',
    label: 'Predicted chance',
    shortLabel: 'Chance',
    description:
      'A range of the chances the odds before the tournament gave a team of reaching a round.',
    format: 'text',
    direction: 'neutral',
  }),
  stat({
    key: 'calibrationPredictions',
    label: 'Predictions',
    shortLabel: 'Predictions',
    description:
      'Predictions in the range: one per team and settled round, from reaching the round of 32 to winning the title.',
    format: 'integer',
    direction: 'neutral',
  }),
  stat({
    key: 'calibrationMeanPredicted',
    label: 'Average predicted chance',
    shortLabel: 'Avg chance',
    description: 'The mean chance of the predictions in the range, before the tournament.',
    format: 'pct',
    direction: 'neutral',
  }),
  stat({
    key: 'calibrationHappened',
    label: 'Share that happened',
    shortLabel: 'Happened',
    description:
      'Share of the predictions in the range that came true. Close to the average chance when the odds are well calibrated.',
    format: 'pct',
    direction: 'neutral',
  }),
] as const;

/**
 * A bracket challenge's scores (`BracketScore` of a saved bracket, the leaderboard's rows). The
 * API's `rank`, `current` and `expected` are keyed here as `poolRank`, `currentScore` and
 * `expectedScore`: `rank` is already the stat rank, and the other two are too general to name
 * one thing across the whole dictionary. Tables read them with a `value` accessor.
 */
export const BRACKET_CHALLENGE_STATS = [
  stat({
    key: 'poolRank',
    label: 'Rank in the pool',
    shortLabel: 'Rank',
    description:
      'Place among the tournament’s complete brackets by current score, 1 = best; ties share it.',
    format: 'rank',
    direction: 'lower',
  }),
  stat({
    key: 'currentScore',
    label: 'Current score',
    shortLabel: 'Points',
    description: 'Points of the games already played that the bracket picked right.',
    format: 'integer',
  }),
  stat({
    key: 'maxPossible',
    label: 'Maximum possible score',
    shortLabel: 'Max',
    description:
      'The current score plus the points of every game still to play whose picked team is ' +
      'still in the tournament.',
    format: 'integer',
  }),
  stat({
    key: 'expectedScore',
    label: 'Expected final score',
    shortLabel: 'Expected',
    description:
      'The bracket’s average final score over the simulated tournaments, the games already ' +
      'played counting as they went.',
    format: 'decimal1',
  }),
  stat({
    key: 'winChance',
    label: 'Chance to win the pool',
    shortLabel: 'Win %',
    description:
      'Share of the simulated tournaments in which the bracket finishes first among the ' +
      'tournament’s complete brackets.',
    format: 'pct',
  }),
  stat({
    key: 'correctPicks',
    label: 'Correct picks',
    shortLabel: 'Correct',
    description: 'Games already played that the bracket picked right.',
    format: 'integer',
  }),
] as const;

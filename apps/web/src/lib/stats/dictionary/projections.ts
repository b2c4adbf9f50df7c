/**
 * Game projections of `game-projection` (the game calculator, METHODS §3 "Prediction"): the
 * projected game of two teams from the first team's side, each past game's own season
 * prediction, and the what-if's change of a team's adjusted efficiency margin.
 */
import { familyBuilder } from './define';

const stat = familyBuilder('game');

const PREDICTION =
  'Poss = AdjT·AdjT_opp/AvgT; points = AdjO·AdjD_opp/Avg·Poss/100, ×1.014 at home and ×0.986 away.';

export const PROJECTION_STATS = [
  stat({
    key: 'projectedPoss',
    label: 'Projected possessions',
    shortLabel: 'Poss',
    description: `Possessions each team is expected to have. ${PREDICTION}`,
    format: 'decimal1',
    direction: 'neutral',
  }),
  stat({
    key: 'projectedPts',
    label: 'Projected points',
    shortLabel: 'Pts',
    description: `Points the first team is expected to score. ${PREDICTION}`,
    format: 'decimal1',
  }),
  stat({
    key: 'projectedPtsAgst',
    label: 'Projected points allowed',
    shortLabel: 'Opp pts',
    description: `Points the second team is expected to score. ${PREDICTION}`,
    format: 'decimal1',
    direction: 'lower',
  }),
  stat({
    key: 'projectedMargin',
    label: 'Projected margin',
    shortLabel: 'Margin',
    description:
      'Projected points minus projected points allowed: positive when the first team is favoured.',
    format: 'signedDecimal1',
  }),
  stat({
    key: 'projectedTotal',
    label: 'Projected total',
    shortLabel: 'Total',
    description: 'Projected points of both teams together.',
    format: 'decimal1',
    direction: 'neutral',
  }),
  stat({
    key: 'projectedWinProbability',
    label: 'Win probability',
    shortLabel: 'Win %',
    description:
      'Chance the first team wins: Φ(margin/σ), σ the spread of real margins around predicted ones (10 points for men).',
    format: 'pct',
  }),
  stat({
    key: 'predictedPts',
    label: 'Predicted points',
    shortLabel: 'Pred pts',
    description: `Points the season's ratings expected the first team to score in this game. ${PREDICTION}`,
    format: 'decimal1',
  }),
  stat({
    key: 'predictedPtsAgst',
    label: 'Predicted points allowed',
    shortLabel: 'Pred opp',
    description: "Points the season's ratings expected the opponent to score in this game.",
    format: 'decimal1',
    direction: 'lower',
  }),
  stat({
    key: 'predictedMargin',
    label: 'Predicted margin',
    shortLabel: 'Pred margin',
    description:
      "The margin the season's ratings expected (they include the game itself: a retrospective prediction).",
    format: 'signedDecimal1',
  }),
  stat({
    key: 'predictedWinProbability',
    label: 'Predicted win probability',
    shortLabel: 'Pred win %',
    description: "The first team's chance of winning by the season's ratings: Φ(margin/σ).",
    format: 'pct',
  }),
  stat({
    key: 'whatIfNetChange',
    label: 'What-if change of AdjEM',
    shortLabel: 'ΔAdjEM',
    description:
      'Change of the adjusted efficiency margin from the changed minutes: Σ(new − season share of the game)·(BPM + 2), half on offense, half on defense.',
    format: 'signedDecimal1',
  }),
] as const;

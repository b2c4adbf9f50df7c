/**
 * Team ratings per 100 possessions, tempo and schedule strength (METHODS §1 and §3). ortg, drtg
 * and netRtg also name the lineup and on/off ratings: the same formula over the possessions the
 * row covers. Team-level values: the same on both isOffense twins, no opponents' version.
 */
import { rateBuilder } from './rate';

const rating = rateBuilder('ratings');

const ADJUSTMENT =
  "Each game's efficiency is divided by the opponent's adjusted rating relative to the national " +
  'average (×1.014 at home, ×0.986 away), iterated until no rating moves by 0.01; games older ' +
  'than 40 days weigh less.';

const TEAM_ONLY = { rows: ['team'], hasAgst: false } as const;
const PER_100 = { format: 'rating', unit: 'pointsPer100Possessions', ...TEAM_ONLY } as const;
const MARGIN = { format: 'signedDecimal1', unit: 'pointsPer100Possessions', ...TEAM_ONLY } as const;
const TEMPO = {
  format: 'decimal1',
  unit: 'possessionsPer40Minutes',
  direction: 'neutral',
  ...TEAM_ONLY,
} as const;

/** Ratings of a line, in the order team rows send them. */
export const RAW_RATING_STATS = [
  rating({
    key: 'ortg',
    label: 'Offensive rating',
    shortLabel: 'ORtg',
    description: 'Points scored per 100 possessions: 100·PTS / Poss.',
    ...PER_100,
  }),
  rating({
    key: 'drtg',
    label: 'Defensive rating',
    shortLabel: 'DRtg',
    description: 'Points allowed per 100 possessions: 100·OppPTS / Poss.',
    direction: 'lower',
    ...PER_100,
  }),
  rating({
    key: 'netRtg',
    label: 'Net rating',
    shortLabel: 'Net',
    description: 'ORtg − DRtg: scoring margin per 100 possessions.',
    ...MARGIN,
  }),
  rating({
    key: 'pace',
    label: 'Tempo',
    shortLabel: 'Tempo',
    description: 'Possessions per 40 minutes: Poss·40 / (40 + 5·OT).',
    ...TEMPO,
  }),
] as const;

/** Season-long opponent-adjusted ratings and schedule strength, in the order rows send them. */
export const ADJUSTED_RATING_STATS = [
  rating({
    key: 'ortgAdj',
    label: 'Adjusted offensive efficiency',
    shortLabel: 'AdjO',
    description: `Points per 100 possessions against an average defense on a neutral floor. ${ADJUSTMENT}`,
    ...PER_100,
  }),
  rating({
    key: 'drtgAdj',
    label: 'Adjusted defensive efficiency',
    shortLabel: 'AdjD',
    description: `Points allowed per 100 possessions against an average offense on a neutral floor. ${ADJUSTMENT}`,
    direction: 'lower',
    ...PER_100,
  }),
  rating({
    key: 'netRtgAdj',
    label: 'Adjusted efficiency margin',
    shortLabel: 'AdjEM',
    description: 'AdjO − AdjD: points per 100 possessions better than an average team.',
    ...MARGIN,
  }),
  rating({
    key: 'paceAdj',
    label: 'Adjusted tempo',
    shortLabel: 'AdjT',
    description:
      "Possessions per 40 minutes against an average-tempo opponent: each game's tempo × " +
      "national average / opponent's adjusted tempo.",
    ...TEMPO,
  }),
  rating({
    key: 'sos',
    label: 'Strength of schedule',
    shortLabel: 'SOS',
    description: "Venue-adjusted mean of the opponents' adjusted efficiency margins (AdjEM).",
    ...MARGIN,
  }),
] as const;

export const RANKING_STATS = [
  rating({
    key: 'netRanking',
    label: 'Rank',
    shortLabel: 'Rk',
    description:
      'Rank by adjusted efficiency margin within the division, 1 = best; ties share the rank. ' +
      'Courtside ranks by its own ratings.',
    format: 'rank',
    unit: 'rank',
    direction: 'lower',
    ...TEAM_ONLY,
  }),
] as const;

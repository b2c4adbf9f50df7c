/**
 * What a weighted model counts each row by, and where the rows carry it. Players are weighted
 * by minutes played and teams by possessions, so a player of 30 minutes or a team of 2,000
 * possessions counts for more than one of 3 or 500 (weighted least squares, METHODS §11).
 *
 * Full player rows (`player-agg-stats`) carry the season's minutes (`mins`); the public rows
 * (`player-agg-stats-public`) do not, so there minutes are games × minutes per game
 * (`gp`·`minsPg`). Team rows carry `poss`. These fields are requested only when the weighting
 * is chosen. A row without its weight, or with a weight of zero, cannot count and is left out
 * of the fit (the engine takes positive weights only) and counted.
 */
import type { StatKey } from '@/lib/stats/dictionary';
import type { FitSubject, FitWeights } from './fit-filters';
import type { FitRow } from './fit-sample';
import type { FitSource } from './fit-stats';

export type Weighting = Exclude<FitWeights, 'none'>;

/** The one weighting each subject offers besides none. */
export const SUBJECT_WEIGHTING: Readonly<Record<FitSubject, Weighting>> = {
  teams: 'possessions',
  players: 'minutes',
};

/** The URL's weights for this subject: its own weighting, or none. */
export function resolveWeights(subject: FitSubject, weights: FitWeights): FitWeights {
  return weights === SUBJECT_WEIGHTING[subject] ? weights : 'none';
}

export interface RowWeighting {
  weights: Weighting;
  /** The fields a row needs for its weight. */
  stats: readonly StatKey[];
  /** The row's weight, or null when a field is missing. */
  weightOf: (values: FitRow['values']) => number | null;
}

const numberOf = (values: FitRow['values'], key: StatKey): number | null => {
  const value = values[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

const POSSESSIONS: RowWeighting = {
  weights: 'possessions',
  stats: ['poss'],
  weightOf: (values) => numberOf(values, 'poss'),
};

const SEASON_MINUTES: RowWeighting = {
  weights: 'minutes',
  stats: ['mins'],
  weightOf: (values) => numberOf(values, 'mins'),
};

const GAMES_TIMES_MINUTES: RowWeighting = {
  weights: 'minutes',
  stats: ['gp', 'minsPg'],
  weightOf: (values) => {
    const games = numberOf(values, 'gp');
    const perGame = numberOf(values, 'minsPg');
    return games === null || perGame === null ? null : games * perGame;
  },
};

/** How rows of this source are weighted, or null for an unweighted fit. */
export function rowWeighting(source: FitSource, weights: FitWeights): RowWeighting | null {
  if (weights === 'possessions') return source === 'teams' ? POSSESSIONS : null;
  if (weights === 'minutes') {
    if (source === 'playersFull') return SEASON_MINUTES;
    if (source === 'playersPublic') return GAMES_TIMES_MINUTES;
  }
  return null;
}

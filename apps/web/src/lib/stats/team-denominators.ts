/**
 * What a `team-agg-stats` row's totals are divided by in the per-game / per-40 / per-100 modes.
 * Its counting stats sum the games with a box score only, so a game is one of `gpStats` (`gp`
 * also counts games known from the schedule alone); minutes and possessions are those games'.
 * Rows slimmed with `fields` that lack `gpStats` fall back to `gp`.
 */
import { aggregateDenominators, readField, type RowDenominators } from './per-mode';

export function teamAggDenominators(row: object): RowDenominators {
  const denominators = aggregateDenominators(row);
  const boxGames = readField(row, 'gpStats');
  if (boxGames === undefined) return denominators;
  const games = typeof boxGames === 'number' && Number.isFinite(boxGames) && boxGames > 0;
  return { ...denominators, games: games ? boxGames : null };
}

/**
 * A player's sums (season scope, game, period or clutch split) → the vocabulary's player line,
 * with the rates computed by the engine's playerRates (METHODS §2) from the player's line, the
 * team's line over the same games or split, and the opponents' rebounds, attempts and
 * possessions. Counting stats stay whole numbers; a rate without a denominator is null.
 */
import { countFromSums, merged, perGameKey, type PerGameKey } from '@courtside/contract';
import { PLAYER_COUNTS, PLAYER_RATES } from '@courtside/contract/schemas';
import { SEASON_BOX_COUNT_FIELDS, playerRates } from '@courtside/engine';
import type {
  BoxCounts,
  OpponentSeasonTotals,
  PlayerRates,
  PlayerSeasonInput,
} from '@courtside/engine';
import type { Counting } from '../players';

export interface PlayerSums {
  readonly playerId: number | null;
  readonly teamId: number | null;
  readonly games: number;
  readonly mins: number;
  readonly offPoss: number;
  readonly stats: Counting;
  readonly pfd: number;
  readonly plusMinus: number;
  readonly team: { minutes: number; poss: number; stats: Counting };
  readonly opponent: OpponentSeasonTotals;
}

/**
 * The engine's season counts of a line of sums: the box counts, field by field (a loop into one
 * object: this runs for every row of a team's game lines, thousands per answer).
 */
function box(stats: Counting): BoxCounts {
  const out: Partial<Record<(typeof SEASON_BOX_COUNT_FIELDS)[number], number>> = {};
  for (const field of SEASON_BOX_COUNT_FIELDS) out[field] = stats[field];
  return out as BoxCounts;
}

/** The engine's rates of a player line (ids only label the result). */
export function ratesOf(sums: PlayerSums): PlayerRates {
  const input: PlayerSeasonInput = {
    playerId: sums.playerId ?? 0,
    teamId: sums.teamId ?? 0,
    position: null,
    games: sums.games,
    minutes: sums.mins,
    stats: box(sums.stats),
    team: merged(box(sums.team.stats), {
      games: sums.games,
      minutes: sums.team.minutes,
      poss: sums.team.poss,
    }),
    opponent: sums.opponent,
  };
  return playerRates(input);
}

type PlayerCount = (typeof PLAYER_COUNTS)[number];
type PlayerRate = (typeof PLAYER_RATES)[number];

/** A player line's fields in row order: time on the floor, counts, fouls drawn, margin, rates. */
export type PlayerLineValues = { mins: number; poss: number } & Record<PlayerCount, number> & {
    pfd: number;
    plusMinus: number;
  } & Record<PlayerRate, number | null>;

export function playerLineValues(
  sums: PlayerSums,
  rates: PlayerRates = ratesOf(sums),
): PlayerLineValues {
  const line: Record<string, number | null> = { mins: sums.mins, poss: sums.offPoss };
  // A player's sums hold every counting column (play-by-play lines): never null here.
  for (const key of PLAYER_COUNTS) line[key] = countFromSums(key, sums.stats) ?? 0;
  line['pfd'] = sums.pfd;
  line['plusMinus'] = sums.plusMinus;
  for (const key of PLAYER_RATES) line[key] = rates[key];
  return line as PlayerLineValues;
}

type PlayerPerGameKey = PerGameKey<PlayerCount>;
const PER_GAME_KEYS: ReadonlyArray<[PlayerCount, PlayerPerGameKey]> = PLAYER_COUNTS.map((key) => [
  key,
  perGameKey(key),
]);

/** `{count}Pg` of a player line over `games` (null without games), in the line's order. */
export function playerPerGameValues(
  line: PlayerLineValues,
  games: number,
): Record<PlayerPerGameKey, number | null> {
  const out = {} as Record<PlayerPerGameKey, number | null>;
  for (const [key, field] of PER_GAME_KEYS) out[field] = games > 0 ? line[key] / games : null;
  return out;
}

/** 'game' → 'Full Game', 'clutch' → 'Clutch'; periods through the contract's labels. */
export const FULL_GAME_LABEL = 'Full Game';
export const CLUTCH_LABEL = 'Clutch';

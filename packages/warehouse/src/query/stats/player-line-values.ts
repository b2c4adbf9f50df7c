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
import type { PlayerLineSums } from './player-line-sums';

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

/** A player's line of sums read with his ids, counted over `games` games. */
export function sumsOver(
  line: PlayerLineSums & { readonly playerId: number | null; readonly teamId: number | null },
  games: number,
): PlayerSums {
  return {
    playerId: line.playerId,
    teamId: line.teamId,
    games,
    mins: line.mins,
    offPoss: line.offPoss,
    stats: line.stats,
    pfd: line.pfd,
    plusMinus: line.plusMinus,
    team: line.team,
    opponent: line.opponent,
  };
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

/**
 * The line's fields, written into `target` after the fields it holds (a fresh object when
 * omitted). Rows carry ~100 of them: filled by assignment into the row itself, since spreading
 * an object of that size into a row literal costs V8 tens of microseconds a row, and a team's
 * game lines are thousands of rows.
 */
export function playerLineValues<T extends object = object>(
  sums: PlayerSums,
  rates: PlayerRates = ratesOf(sums),
  target?: T,
): T & PlayerLineValues {
  const line = (target ?? {}) as Record<string, unknown>;
  line['mins'] = sums.mins;
  line['poss'] = sums.offPoss;
  // A player's sums hold every counting column (play-by-play lines): never null here.
  for (const key of PLAYER_COUNTS) line[key] = countFromSums(key, sums.stats) ?? 0;
  line['pfd'] = sums.pfd;
  line['plusMinus'] = sums.plusMinus;
  for (const key of PLAYER_RATES) line[key] = rates[key];
  return line as T & PlayerLineValues;
}

type PlayerPerGameKey = PerGameKey<PlayerCount>;
const PER_GAME_KEYS: ReadonlyArray<[PlayerCount, PlayerPerGameKey]> = PLAYER_COUNTS.map((key) => [
  key,
  perGameKey(key),
]);

/**
 * `{count}Pg` of a player line over `games` (null without games), in the line's order, written
 * into `into` after the fields it holds (a fresh object when omitted).
 */
export function playerPerGameValues<T extends object = object>(
  line: PlayerLineValues,
  games: number,
  into?: T,
): T & Record<PlayerPerGameKey, number | null> {
  const out = (into ?? {}) as Record<string, number | null>;
  for (const [key, field] of PER_GAME_KEYS) out[field] = games > 0 ? line[key] / games : null;
  return out as T & Record<PlayerPerGameKey, number | null>;
}

/** 'game' → 'Full Game', 'clutch' → 'Clutch'; periods through the contract's labels. */
export const FULL_GAME_LABEL = 'Full Game';
export const CLUTCH_LABEL = 'Clutch';

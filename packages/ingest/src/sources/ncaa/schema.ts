/**
 * The shape of one NCAA game bundle (../shared/data/ncaa/README.md): the play-by-play with the
 * ten players on the floor, the publisher's box scores, shots with coordinates, and the
 * publisher's own lineups and possessions. Only what the adapter reads is required; every other
 * column passes through untouched, so a new column in the feed never breaks ingest.
 */
import type { CountingStats } from '@courtside/engine';
import { z } from 'zod';

const text = z.string();
const optionalText = z.string().nullish();
const count = z.number().nullish();

/** Game ids arrive as strings ("6479592") in some files and numbers in others. */
const idLike = z.union([z.string().min(1), z.number().int().nonnegative()]);

export const pbpRowSchema = z.looseObject({
  game_id: idLike.nullish(),
  game_date: optionalText,
  home: text.min(1),
  away: text.min(1),
  period: z.number().int().min(1),
  clock: text.min(1),
  game_seconds: z.number().nullish(),
  home_score: z.number().int().nonnegative().nullish(),
  away_score: z.number().int().nonnegative().nullish(),
  event_team: optionalText,
  event_description: z.string().nullish(),
  player_1: optionalText,
  player_2: optionalText,
  event_type: optionalText,
  event_result: optionalText,
  shot_value: z.number().nullish(),
  home_1: optionalText,
  home_2: optionalText,
  home_3: optionalText,
  home_4: optionalText,
  home_5: optionalText,
  away_1: optionalText,
  away_2: optionalText,
  away_3: optionalText,
  away_4: optionalText,
  away_5: optionalText,
});
export type PbpRow = z.infer<typeof pbpRowSchema>;

/**
 * The publisher's box-score stat names → the engine's (CountingStats), in the player box's
 * order: threes are tpm/tpa where the engine says fgm3/fga3.
 */
export const BOX_STAT_NAMES = {
  pts: 'pts',
  fgm: 'fgm',
  fga: 'fga',
  tpm: 'fgm3',
  tpa: 'fga3',
  ftm: 'ftm',
  fta: 'fta',
  orb: 'orb',
  drb: 'drb',
  ast: 'ast',
  stl: 'stl',
  blk: 'blk',
  tov: 'tov',
  pf: 'pf',
} as const satisfies Record<string, keyof CountingStats>;
export type BoxStat = keyof typeof BOX_STAT_NAMES;

/** The counting stats of the publisher's player box, in its order. */
export const PLAYER_BOX_STATS = Object.keys(BOX_STAT_NAMES) as BoxStat[];

/** The team box's: no steals or fouls, turnovers as `to`. */
export const TEAM_BOX_STATS: ReadonlyArray<Exclude<BoxStat, 'stl' | 'tov' | 'pf'> | 'to'> = [
  ...PLAYER_BOX_STATS.filter(
    (stat): stat is Exclude<BoxStat, 'stl' | 'tov' | 'pf'> =>
      stat !== 'stl' && stat !== 'tov' && stat !== 'pf',
  ),
  'to',
];

/** A count field for each name. */
function counts<const K extends string>(names: readonly K[]): Record<K, typeof count> {
  return Object.fromEntries(names.map((name) => [name, count])) as Record<K, typeof count>;
}

/** The publisher's player box: the expected answer for box scores computed from the pbp. */
export const playerBoxRowSchema = z.looseObject({
  team: text.min(1),
  player: text.min(1),
  mins: count,
  ...counts(PLAYER_BOX_STATS),
  o_poss: count,
});
export type PlayerBoxRow = z.infer<typeof playerBoxRowSchema>;

/**
 * The publisher's team box: possessions and time of possession both ways (`mins` is o_mins +
 * d_mins, not the game's length; engine possession-time.ts).
 */
export const teamBoxRowSchema = z.looseObject({
  team: text.min(1),
  mins: count,
  o_mins: count,
  d_mins: count,
  o_poss: count,
  d_poss: count,
  ...counts(TEAM_BOX_STATS),
});
export type TeamBoxRow = z.infer<typeof teamBoxRowSchema>;

/** One field-goal attempt with its location: feet, basket at (0, 0), y toward half court. */
export const shotRowSchema = z.looseObject({
  team_id: optionalText,
  shooter_id: optionalText,
  shot_x: z.number().nullish(),
  shot_y: z.number().nullish(),
  made: z.boolean().nullish(),
  point_value: z.number().nullish(),
});
export type ShotRow = z.infer<typeof shotRowSchema>;

/** The publisher's possessions, one row each: a cross-check for our own count. */
export const possessionRowSchema = z.looseObject({
  poss_team: optionalText,
  period: z.number().int().nullish(),
});
export type PossessionRow = z.infer<typeof possessionRowSchema>;

export const gameBundleSchema = z.looseObject({
  contest_id: idLike,
  pbp: z.array(pbpRowSchema).min(1, 'the play-by-play is empty'),
  player_box: z.array(playerBoxRowSchema).default([]),
  team_box: z.array(teamBoxRowSchema).default([]),
  shots: z.array(shotRowSchema).default([]),
  possessions: z.array(possessionRowSchema).default([]),
  lineups: z.array(z.unknown()).default([]),
});
export type GameBundle = z.infer<typeof gameBundleSchema>;

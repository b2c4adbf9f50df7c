/**
 * The shape of one NCAA game bundle (../shared/data/ncaa/README.md): the play-by-play with the
 * ten players on the floor, the publisher's box scores, shots with coordinates, and the
 * publisher's own lineups and possessions. Only what the adapter reads is required; every other
 * column passes through untouched, so a new column in the feed never breaks ingest.
 */
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

/** The publisher's player box: the expected answer for box scores computed from the pbp. */
export const playerBoxRowSchema = z.looseObject({
  team: text.min(1),
  player: text.min(1),
  mins: count,
  pts: count,
  fgm: count,
  fga: count,
  tpm: count,
  tpa: count,
  ftm: count,
  fta: count,
  orb: count,
  drb: count,
  ast: count,
  stl: count,
  blk: count,
  tov: count,
  pf: count,
  o_poss: count,
});
export type PlayerBoxRow = z.infer<typeof playerBoxRowSchema>;

/** The publisher's team box: no steals or fouls, turnovers as `to`, possessions both ways. */
export const teamBoxRowSchema = z.looseObject({
  team: text.min(1),
  mins: count,
  o_poss: count,
  d_poss: count,
  pts: count,
  fgm: count,
  fga: count,
  tpm: count,
  tpa: count,
  ftm: count,
  fta: count,
  orb: count,
  drb: count,
  ast: count,
  blk: count,
  to: count,
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

/**
 * The live play-by-play feed's documents: what `LIVE_SOURCE=feed` reads from `LIVE_FEED_URL`,
 * modelled on the NCAA game centre's JSON (the game bundles of ../shared/data/ncaa are the same
 * publisher's rows once a game is over).
 *
 * - `{LIVE_FEED_URL}/scoreboard/{yyyymmdd}.json`: a day's games (US Eastern date), both
 *   sports: `{ date, games: [{ contest_id, sport: "mbb" | "wbb", start_time (ISO 8601),
 *   home, away, status: "pre" | "live" | "final", home_score, away_score, period, clock
 *   ("MM:SS" or null), neutral_site? }] }`.
 * - `{LIVE_FEED_URL}/games/{contest_id}/pbp.json`: one game's play-by-play so far:
 *   `{ contest_id, status, pbp: [rows] }`, each row in the bundle's row shape (period, clock,
 *   game_seconds, home_score, away_score, event_team, event_description, player_1, player_2,
 *   event_type, event_result, shot_value, home_1..home_5, away_1..away_5, …; the ingest's
 *   `pbpRowSchema`, so a column the adapter does not read passes through untouched). The list
 *   only grows: a row once published is never changed or removed.
 *
 * Team names are the publisher's ("Jackson St.", "South Carolina"); players are FIRST.LAST.
 */
import { pbpRowSchema } from '@courtside/ingest';
import { z } from 'zod';

export const FEED_SPORTS = ['mbb', 'wbb'] as const;
export type FeedSport = (typeof FEED_SPORTS)[number];

export const FEED_STATUSES = ['pre', 'live', 'final'] as const;
export type FeedStatus = (typeof FEED_STATUSES)[number];

/** Contest ids arrive as strings ("6470186") in some of the publisher's files, numbers in others. */
const contestId = z
  .union([z.string().regex(/^\d+$/), z.number().int().positive()])
  .transform(Number)
  .refine((id) => Number.isSafeInteger(id) && id > 0, 'must be a positive integer');

const count = z.number().int().nonnegative();

export const scoreboardGameSchema = z.looseObject({
  contest_id: contestId,
  sport: z.enum(FEED_SPORTS),
  /** Scheduled tip, ISO 8601 with a zone. */
  start_time: z.iso.datetime({ offset: true }),
  home: z.string().min(1),
  away: z.string().min(1),
  status: z.enum(FEED_STATUSES),
  home_score: count,
  away_score: count,
  /** 0 before the tip. */
  period: count,
  /** "MM:SS" left in the period; null before the tip and once final. */
  clock: z
    .string()
    .regex(/^\d{1,2}:\d{2}$/)
    .nullable(),
  neutral_site: z.boolean().optional(),
});
export type ScoreboardGame = z.infer<typeof scoreboardGameSchema>;

export const scoreboardSchema = z.looseObject({
  date: z.string().regex(/^\d{8}$/),
  games: z.array(scoreboardGameSchema),
});
export type Scoreboard = z.infer<typeof scoreboardSchema>;

export const gamePbpSchema = z.looseObject({
  contest_id: contestId,
  status: z.enum(FEED_STATUSES),
  pbp: z.array(pbpRowSchema),
});
export type GamePbp = z.infer<typeof gamePbpSchema>;

export const scoreboardPath = (date: string): string => `scoreboard/${date}.json`;
export const gamePbpPath = (contest: number): string => `games/${contest}/pbp.json`;

/** "MM:SS" → seconds left; null when there is no clock. */
export function clockSeconds(clock: string | null): number | null {
  if (clock === null) return null;
  const [minutes = '0', seconds = '0'] = clock.split(':');
  return Number(minutes) * 60 + Number(seconds);
}

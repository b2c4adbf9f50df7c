/**
 * Building blocks of the play-by-play row schemas. Every row carries a string `_id` (stable:
 * built from the ids the row is about) and `updated` (when the served warehouse was built).
 * Numbers a row cannot know (a rate without a denominator) are null, never 0. Play-by-play
 * rows exist only for games with play-by-play coverage: a box-only game gives no rows.
 */
import { z } from 'zod';

export const PbpRowIdentityFields = {
  _id: z.string(),
  updated: z.string(),
};

type Numbers<K extends string> = { [P in K]: z.ZodNumber };
type NullableNumbers<K extends string> = { [P in K]: z.ZodNullable<z.ZodNumber> };

/** `{ a: number, b: number, … }` for the given keys. */
export function pbpNumbers<const K extends string>(keys: readonly K[]): Numbers<K> {
  return Object.fromEntries(keys.map((key) => [key, z.number()])) as Numbers<K>;
}

/** `{ a: number | null, … }` for the given keys. */
export function pbpNullableNumbers<const K extends string>(keys: readonly K[]): NullableNumbers<K> {
  return Object.fromEntries(keys.map((key) => [key, z.number().nullable()])) as NullableNumbers<K>;
}

/** A player as lineup and on-floor lists name them (id null for a player the roster lacks). */
export const PbpUnitPlayerSchema = z.object({
  playerId: z.number().nullable(),
  fullName: z.string(),
});
export type PbpUnitPlayer = z.infer<typeof PbpUnitPlayerSchema>;

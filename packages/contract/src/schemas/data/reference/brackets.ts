/**
 * Bracket and tournament structure: which tournaments have a configuration, each tournament's
 * configuration (regions, rounds, seeding, scoring systems of METHODS §9) and the bracket's
 * game slots. They come from the contract's tournament definitions.
 */
import { z } from 'zod';
import { BracketScoringSystemSchema } from '../../brackets';
import { GenderSchema } from '../../entities';
import { IdSchema, StoredRowFields } from './common';

export const TournamentConfigIdRowSchema = z.object({
  ...StoredRowFields,
  tournamentId: IdSchema,
  competitionId: IdSchema,
});
export type TournamentConfigIdRow = z.infer<typeof TournamentConfigIdRowSchema>;

export const TournamentConfigRowSchema = z.object({
  ...StoredRowFields,
  tournamentId: IdSchema,
  competitionId: IdSchema,
  gender: GenderSchema,
  season: z.string(),
  tournamentName: z.string(),
  regions: z.number().int().positive(),
  /** Scored rounds, 1 (round of 64) to 6 (championship). */
  rounds: z.array(z.number().int().positive()),
  /** The First Four is round 0 and never scored. */
  firstFourRound: z.number().int().nonnegative(),
  teams: z.number().int().positive(),
  /** Seeds of one region in first-round order. */
  regionSeedOrder: z.array(z.number().int().positive()),
  scoringSystems: z.array(
    z.object({
      id: BracketScoringSystemSchema,
      label: z.string(),
      description: z.string(),
      maxScore: z.number().int().positive(),
    }),
  ),
  defaultScoringSystem: BracketScoringSystemSchema,
});
export type TournamentConfigRow = z.infer<typeof TournamentConfigRowSchema>;

/**
 * One game slot of a bracket. First-round slots carry both seeds; later slots are filled by
 * the winners of `fromSlots`. Regions are 1-4; the last two rounds have none.
 */
export const BracketSlotRowSchema = z.object({
  ...StoredRowFields,
  tournamentId: IdSchema,
  round: z.number().int().positive(),
  /** 1-based within the round, top to bottom. */
  slot: z.number().int().positive(),
  region: z.number().int().positive().nullable(),
  topSeed: z.number().int().positive().nullable(),
  bottomSeed: z.number().int().positive().nullable(),
  /** The two slots of the previous round whose winners meet here (empty in round 1). */
  fromSlots: z.array(z.number().int().positive()),
  /** The slot of the next round the winner goes to; null for the championship. */
  nextSlot: z.number().int().positive().nullable(),
});
export type BracketSlotRow = z.infer<typeof BracketSlotRowSchema>;

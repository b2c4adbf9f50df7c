/**
 * Bodies of the bracket settings API: what an admin stores per national tournament and what the
 * brackets tool reads back. The rules mirror the database's checks, so a body the schema accepts
 * is one the database stores (except an order conflict with times already stored, see the API).
 */
import { z } from 'zod';
import {
  BRACKET_ADMIN_ACTIONS,
  BRACKET_SCORING_SYSTEM_IDS,
  MAX_BRACKET_FIELD_CORRECTIONS,
  BRACKET_SETTINGS_MESSAGES,
  isNationalTournamentId,
  picksInOrder,
} from '../brackets';

export const BracketScoringSystemSchema = z.enum(BRACKET_SCORING_SYSTEM_IDS);

/** An ISO 8601 time with seconds and an offset (Z or ±hh:mm), as Date#toISOString writes it. */
const IsoTimeSchema = z.iso.datetime({ offset: true, message: 'must be an ISO time with offset' });

export const BracketFieldCorrectionSchema = z.strictObject({
  teamId: z.number().int().positive(),
  region: z.number().int().min(1).max(4),
  seed: z.number().int().min(1).max(16),
  firstFour: z.boolean(),
});

export const BracketFieldCorrectionsRequestSchema = z.strictObject({
  corrections: z
    .array(BracketFieldCorrectionSchema)
    .max(MAX_BRACKET_FIELD_CORRECTIONS, `at most ${MAX_BRACKET_FIELD_CORRECTIONS} corrections`)
    .refine(
      (list) => new Set(list.map((c) => c.teamId)).size === list.length,
      'a team is corrected once',
    ),
});
export type BracketFieldCorrectionsRequest = z.infer<typeof BracketFieldCorrectionsRequestSchema>;

export const BracketSettingsSchema = z.object({
  tournamentId: z.number().int().refine(isNationalTournamentId, 'not a national tournament'),
  scoringSystem: BracketScoringSystemSchema,
  /** Picks may be made from this time on; null: from the start. */
  picksOpenAt: IsoTimeSchema.nullable(),
  /** No picks change from this time on; null: not locked by the clock. */
  picksLockAt: IsoTimeSchema.nullable(),
  /** Whether users may make brackets at all (picks still follow the open and lock times). */
  published: z.boolean(),
  publishedAt: IsoTimeSchema.nullable(),
  /** Seed lines an admin corrected, applied over the served field. */
  fieldCorrections: z.array(BracketFieldCorrectionSchema),
  /** When an admin last saved them; null while they are the defaults nobody saved. */
  updatedAt: IsoTimeSchema.nullable(),
  /** The email of the admin who last saved them; null if never saved or the account is gone. */
  updatedBy: z.string().nullable(),
});
export type BracketSettings = z.infer<typeof BracketSettingsSchema>;

/** One entry per national tournament, in NATIONAL_TOURNAMENTS order. */
export const BracketSettingsListSchema = z.array(BracketSettingsSchema);

/** A change to one tournament's settings: fields left out keep their stored (or default) value. */
export const UpdateBracketSettingsRequestSchema = z
  .object({
    scoringSystem: BracketScoringSystemSchema,
    picksOpenAt: IsoTimeSchema.nullable(),
    picksLockAt: IsoTimeSchema.nullable(),
    published: z.boolean(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'nothing to update')
  .refine((body) => picksInOrder(body.picksOpenAt ?? null, body.picksLockAt ?? null), {
    message: BRACKET_SETTINGS_MESSAGES.picksOutOfOrder,
    path: ['picksLockAt'],
  });
export type UpdateBracketSettingsRequest = z.infer<typeof UpdateBracketSettingsRequestSchema>;

export const BracketAdminLogEntrySchema = z.object({
  id: z.uuid(),
  tournamentId: z.number().int(),
  action: z.enum(BRACKET_ADMIN_ACTIONS),
  /** What changed: the fields saved, or the corrections. */
  detail: z.record(z.string(), z.unknown()),
  adminEmail: z.string(),
  at: IsoTimeSchema,
});
export type BracketAdminLogEntry = z.infer<typeof BracketAdminLogEntrySchema>;
export const BracketAdminLogSchema = z.array(BracketAdminLogEntrySchema);

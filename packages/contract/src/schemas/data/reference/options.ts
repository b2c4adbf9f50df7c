/**
 * Select options the screens fill their dropdowns with: `ptgc-selects` (the search kind and its
 * entities), `get-dropdown-options` (teams, conferences, scopes and divisions of a competition)
 * and `shotcharts-top-options` (six top teams per gender, §3).
 */
import { z } from 'zod';
import { PtgcSchema } from '../../entities';
import { DivisionIdSchema, IdSchema, NullableIdSchema, StoredRowFields } from './common';

export const PtgcSelectRowSchema = z.object({
  ...StoredRowFields,
  /** The entity id (a team, player, game or conference id). */
  value: IdSchema,
  label: z.string(),
  ptgc: PtgcSchema.exclude(['all']),
  /** Competitions the entity appears in, newest last. */
  competitionIds: z.array(IdSchema),
});
export type PtgcSelectRow = z.infer<typeof PtgcSelectRowSchema>;

export const DropdownGroupSchema = z.enum(['teams', 'conferences', 'scopes', 'divisions']);

export const DropdownOptionRowSchema = z.object({
  ...StoredRowFields,
  group: DropdownGroupSchema,
  /** Team and conference ids, division ids; scope names such as 'season'. */
  value: z.union([IdSchema, z.string()]),
  label: z.string(),
  competitionId: NullableIdSchema,
  divisionId: DivisionIdSchema.nullable(),
  conferenceId: NullableIdSchema,
});
export type DropdownOptionRow = z.infer<typeof DropdownOptionRowSchema>;

export const ShotchartTopOptionRowSchema = z.object({
  ...StoredRowFields,
  competitionId: IdSchema,
  divisionId: DivisionIdSchema,
  /** The team id. */
  value: IdSchema,
  /** 'M: Duke' or 'W: South Carolina'. */
  label: z.string().regex(/^[MW]: /),
  netRanking: z.number().int().positive(),
});
export type ShotchartTopOptionRow = z.infer<typeof ShotchartTopOptionRowSchema>;

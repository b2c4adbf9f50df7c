/**
 * Fields every stored data row carries (response-fields.md, "Conventions"): a string `_id`
 * unique within the endpoint's answer, and `updated`, when the warehouse that holds the row was
 * built (ISO time). Rows of lists that come from the contract itself (tournament structures)
 * carry the same two fields so clients can treat every data row alike.
 */
import { z } from 'zod';

export const StoredRowFields = {
  _id: z.string().min(1),
  /** When the warehouse holding this row was built (ISO 8601). */
  updated: z.string(),
};

export const IdSchema = z.number().int().nonnegative();
export const NullableIdSchema = IdSchema.nullable();
export const DivisionIdSchema = z.number().int().min(1).max(3);

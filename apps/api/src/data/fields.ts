/**
 * `fields` selection, for every endpoint (§7's start-up read asks player-agg-stats for
 * `fields=mins,fullName`): rows keep the named fields plus the fields that identify them, `_id`
 * and every `…Id` (competitionId, teamId, playerId…), so a client can still index and join the
 * slimmed rows. A field the endpoint's row schema does not have is a 400 naming `fields`.
 */
import { z } from 'zod';
import type { AnyEndpointDefinition } from '@courtside/contract/schemas';
import { isIdentityField } from '@courtside/warehouse';
import { DataInputError } from './endpoint';

/** The keys a row of this endpoint has, when its schema is an object schema. */
export function rowFieldsOf(endpoint: AnyEndpointDefinition): readonly string[] | undefined {
  const schema: unknown = endpoint.row;
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : undefined;
}

export function assertKnownFields(
  endpoint: AnyEndpointDefinition,
  fields: readonly string[],
  style: 'path' | 'query',
): void {
  const segment = 'fields';
  const known = rowFieldsOf(endpoint);
  if (known === undefined) return;
  const unknown = fields.filter((field) => !known.includes(field));
  if (unknown.length === 0) return;
  throw new DataInputError(
    `${style === 'path' ? 'Segment' : 'Query parameter'} "${segment}" names ${
      unknown.length === 1 ? 'a field' : 'fields'
    } "${endpoint.name}" rows do not have: ${unknown.join(', ')}`,
    segment,
  );
}

export function selectFields(
  rows: readonly object[],
  fields: readonly string[],
): Record<string, unknown>[] {
  const wanted = new Set(fields);
  return rows.map((row) => {
    const slim: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) {
      if (wanted.has(key) || isIdentityField(key)) slim[key] = value;
    }
    return slim;
  });
}

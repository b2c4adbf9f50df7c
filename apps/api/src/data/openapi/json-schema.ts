/** JSON Schema from zod for the API document, and the `{ msg }` error answer every route gives. */
import { z } from 'zod';

export type Json = Record<string, unknown>;

/** `io`: the shape a client sends (`input`) or receives (`output`). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): Json {
  try {
    const generated = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      unrepresentable: 'any',
      io,
    }) as Json;
    delete generated['$schema'];
    return generated;
  } catch {
    return { description: 'Shape not expressible as JSON Schema' };
  }
}

export const errorResponse = (description: string): Json => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

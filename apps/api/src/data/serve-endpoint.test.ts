/**
 * Joining a definition to its handler (serve-endpoint.ts): an answer read already serialized
 * is offered as the handler declares it — `serialized` for every request (it applies `fields`
 * itself), `serializedWhole` only for requests without a `fields` selection, which `handle`
 * and the generic selection answer instead.
 */
import { defineEndpoint } from '@courtside/contract/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CallContext } from './endpoint';
import { serveEndpoint } from './serve-endpoint';

const ROW = z.object({ teamId: z.number(), teamMarket: z.string() });
const definition = defineEndpoint({
  name: 'fixture-teams',
  access: 'public',
  summary: 'fixture',
  requires: ['competitionId'],
  accepts: [],
  row: ROW,
  example: { competitionId: 1 },
});
const context = {} as CallContext;
const handle = async () => [{ teamId: 1, teamMarket: 'A' }];
const bytes = Buffer.from('[{"teamId":1,"teamMarket":"A"}]');

describe('serveEndpoint', () => {
  it('offers serializedWhole only to requests without `fields`', async () => {
    const endpoint = serveEndpoint(definition, { handle, serializedWhole: async () => bytes });
    const whole = endpoint.prepare({ competitionId: 1 }, 'path');
    expect(await whole.serialized?.(context)).toBe(bytes);
    const selected = endpoint.prepare({ competitionId: 1, fields: ['teamMarket'] }, 'path');
    expect(selected.serialized).toBeUndefined();
  });

  it('offers serialized to every request, `fields` in its params', async () => {
    const seen: unknown[] = [];
    const endpoint = serveEndpoint(definition, {
      handle,
      serialized: async (request) => {
        seen.push(request.params.fields);
        return null;
      },
    });
    const call = endpoint.prepare({ competitionId: 1, fields: ['teamMarket'] }, 'path');
    expect(await call.serialized?.(context)).toBeNull();
    expect(seen).toEqual([['teamMarket']]);
  });

  it('refuses a handler that gives both', () => {
    expect(() =>
      serveEndpoint(definition, {
        handle,
        serialized: async () => null,
        serializedWhole: async () => null,
      }),
    ).toThrow('fixture-teams: give serialized or serializedWhole, not both');
  });
});

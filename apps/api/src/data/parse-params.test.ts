/**
 * Params parsing of a definition: the one place a request config is checked before a handler
 * runs. A required key missing answers the 400 the router has always given, a value of the
 * wrong kind is a 400 naming its segment, and what passes is the typed params object.
 */
import { ENDPOINT_DEFINITIONS, defineEndpoint } from '@courtside/contract/schemas';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { DataInputError } from './endpoint';
import { parseEndpointParams } from './parse-params';
import { parseDataRequest } from './parse-request';
import { dataRegistry } from './registry';

const inputErrorOf = (run: () => unknown): DataInputError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DataInputError) return error;
    throw error;
  }
  throw new Error('the params were accepted');
};

describe('parseEndpointParams', () => {
  const enhPbp = ENDPOINT_DEFINITIONS['enh-pbp'];

  it('returns the params typed: required keys present, accepted ones optional', () => {
    const params = parseEndpointParams(enhPbp, { gameId: 5728709 }, 'path');
    expect(params).toEqual({ gameId: 5728709 });
    expectTypeOf(params.gameId).toEqualTypeOf<number>();
    expectTypeOf(params.competitionId).toEqualTypeOf<number | undefined>();
  });

  it('answers the same 400 as the router for a missing required key, in either spelling', () => {
    const path = inputErrorOf(() => parseEndpointParams(enhPbp, { competitionId: 1 }, 'path'));
    expect(path.message).toBe('Endpoint "enh-pbp" needs "game"');
    expect(path.segment).toBe('game');
    const teamGames = ENDPOINT_DEFINITIONS['team-game-stats'];
    const query = inputErrorOf(() => parseEndpointParams(teamGames, { teamId: 5 }, 'query'));
    expect(query.message).toBe('Endpoint "team-game-stats" needs "competitionId"');
    const routed = parseDataRequest('/api/gs/enh-pbp/competition/1/', '/api', dataRegistry);
    expect(routed).toEqual({ kind: 'refused', statusCode: 400, msg: path.message });
  });

  it('refuses keys the endpoint does not take, naming what it takes', () => {
    const error = inputErrorOf(() =>
      parseEndpointParams(enhPbp, { gameId: 1, scope: 'season' }, 'path'),
    );
    expect(error.message).toBe(
      'Endpoint "enh-pbp" does not take "scope" (it takes: game, game, competition)',
    );
  });

  it('answers 400 naming the segment for a value of the wrong kind', () => {
    // The codec never produces these; a config built in code (or a future codec kind) can.
    const bad = JSON.parse('{"gameId":"5728709"}') as { gameId: number };
    const wrongKind = inputErrorOf(() => parseEndpointParams(enhPbp, bad, 'path'));
    expect(wrongKind.segment).toBe('game');
    expect(wrongKind.message).toMatch(/^"game": /);
    const fraction = inputErrorOf(() => parseEndpointParams(enhPbp, { gameId: 1.5 }, 'query'));
    expect(fraction.segment).toBe('gameId');
    const tooLarge = inputErrorOf(() => parseEndpointParams(enhPbp, { gameId: 2 ** 31 }, 'path'));
    expect(tooLarge.message).toBe('"game" must be at most 2147483647, got 2147483648');
  });

  it('checks `fields` against the row schema of the definition', () => {
    const definition = defineEndpoint({
      name: 'teams',
      access: 'public',
      summary: 'fixture',
      requires: [],
      accepts: ['competitionId'],
      row: z.object({ teamId: z.number(), teamMarket: z.string() }),
      example: {},
    });
    expect(parseEndpointParams(definition, { fields: ['teamMarket'] }, 'path')).toEqual({
      fields: ['teamMarket'],
    });
    const error = inputErrorOf(() => parseEndpointParams(definition, { fields: ['nope'] }, 'path'));
    expect(error.message).toBe('Segment "fields" names a field "teams" rows do not have: nope');
  });
});

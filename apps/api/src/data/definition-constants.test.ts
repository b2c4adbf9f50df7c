/**
 * The numbers the endpoint definitions state in their documents are the ones the server
 * applies: the definitions live in the contract, which cannot import the warehouse or the API.
 */
import {
  ENDPOINT_DEFINITIONS,
  LINEUP_QUALIFYING_POSSESSIONS,
  PLAYER_STREAK_POINTS,
} from '@courtside/contract/schemas';
import { PLAYER_STREAK_MIN_POINTS } from '@courtside/warehouse';
import { describe, expect, it } from 'vitest';
import { LINEUP_MIN_POSS } from './endpoints/pbp/support/lineup-rows';
import { TOURNAMENT_NOTE } from './endpoints/stats/support/player-rows';

describe('numbers in the endpoint definitions', () => {
  it('match the rules the queries and row builders apply', () => {
    expect(LINEUP_QUALIFYING_POSSESSIONS).toBe(LINEUP_MIN_POSS);
    expect(PLAYER_STREAK_POINTS).toBe(PLAYER_STREAK_MIN_POINTS);
    expect(ENDPOINT_DEFINITIONS['player-agg-stats'].notes).toContain(TOURNAMENT_NOTE);
    expect(ENDPOINT_DEFINITIONS['player-agg-stats-public'].notes).toContain(TOURNAMENT_NOTE);
  });
});

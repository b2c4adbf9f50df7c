/**
 * pbp-shots: every field-goal attempt of a team, player or game with its location, zones,
 * shot type and flags, for shot charts. Play-by-play games only: a box-only game has no
 * attempts, so it gives no rows.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { pbpShots } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { requireOneOf, scopeOf } from './support/context';
import { shotRow } from './support/shot-rows';

const NAME = 'pbp-shots';

export const pbpShotsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params, db } = request;
    requireOneOf(NAME, params, ['teamId', 'playerId', 'gameId']);
    const context = await requestContext(NAME, request);
    const { scope, clutchOnly } = scopeOf(NAME, params, { allowClutch: true });
    const shots = await pbpShots(db, {
      competitionId: context.competitionId,
      teamId: context.teamId,
      playerId: context.playerId,
      gameId: context.gameId,
      isOffense: context.teamId === null ? true : (params.isOffense ?? true),
      scope,
      clutchOnly,
    });
    return shots.map((shot) => shotRow(shot, context));
  },
});

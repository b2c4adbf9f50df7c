/**
 * `player-agg-stats` (query style): player aggregates per scope with the METHODS §2 rates, the
 * season models (PER, box rating, RAPM, on-court ratings) and qualification. The §7 start-up
 * read (`competitionId`, `teamId`, `scope=season`, `fields=mins,fullName`) is this endpoint;
 * `fields` selection is the router's.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { requestedPlayerAggRows, storedPlayerAggJson } from './support/player-rows';

const NAME = 'player-agg-stats';

export const playerAggStatsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  // Season rows come from the rows the build serialized (player_season_docs).
  serialized: (request) => storedPlayerAggJson(NAME, request, false),
  async handle(request) {
    const { params, db } = request;
    const context = await requestContext(NAME, request);
    const rows = await requestedPlayerAggRows(NAME, db, params, context);
    return params.isQualified === undefined
      ? rows
      : rows.filter((row) => row.isQualified === params.isQualified);
  },
});

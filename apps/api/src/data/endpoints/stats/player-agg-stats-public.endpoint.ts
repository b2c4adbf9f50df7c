/**
 * `player-agg-stats-public` (query style): the public subset of player-agg-stats (per-game
 * production and shooting, usage, qualification) that tier 0 tools such as the player scatter
 * read, for a division, conference or team.
 */
import { ENDPOINT_DEFINITIONS, PlayerAggStatsPublicRowSchema } from '@courtside/contract/schemas';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { requestedPlayerAggRows, storedPlayerAggJson } from './support/player-rows';

const NAME = 'player-agg-stats-public';

export const playerAggStatsPublicEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  // Season rows come from the rows the build serialized (player_season_docs).
  serialized: (request) => storedPlayerAggJson(NAME, request, true),
  async handle(request) {
    const { params, db } = request;
    const context = await requestContext(NAME, request);
    const rows = await requestedPlayerAggRows(NAME, db, params, context);
    return rows
      .filter((row) => params.isQualified === undefined || row.isQualified === params.isQualified)
      .map((row) => PlayerAggStatsPublicRowSchema.parse(row));
  },
});

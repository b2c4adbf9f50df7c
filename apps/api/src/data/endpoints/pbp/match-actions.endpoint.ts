/**
 * match-actions: the actions of a play-by-play game in order, as the feed gives them (type,
 * sub-type, team, player, result, score, shot location), without the enh-pbp extras. Box-only
 * games give no rows.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { enhancedEvents } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { actionRow } from './support/action-rows';

const NAME = 'match-actions';

export const matchActionsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const context = await requestContext(NAME, request);
    const events = await enhancedEvents(request.db, {
      competitionId: context.competitionId,
      gameId: request.params.gameId,
    });
    return events.map((event) => actionRow(event, context));
  },
});

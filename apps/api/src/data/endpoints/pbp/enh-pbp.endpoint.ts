/**
 * enh-pbp: a play-by-play game's events enhanced with the score and margin after each, the
 * home and away win probability (METHODS §7), clutch time, the shot's zone and distance, and
 * the ten players on the floor. Box-only games give no rows.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { enhancedEvents } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { enhPbpRow } from './support/action-rows';

const NAME = 'enh-pbp';

export const enhPbpEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const context = await requestContext(NAME, request);
    const events = await enhancedEvents(request.db, {
      competitionId: context.competitionId,
      gameId: request.params.gameId,
    });
    return events.map((event) => enhPbpRow(event, context));
  },
});

/**
 * `draft-model` (path style): one row, the draft model of the competition's gender (METHODS
 * §10) fitted on every known draft of that gender in the served file, its standardised weights
 * and its leave-one-season-out backtest; `available: false` with the reason when the file holds
 * no past draft of the gender. Computed once per served file and competition
 * (support/draft-rows.ts).
 */
import type { DraftModelRow } from '@courtside/contract/schemas';
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { requestContext } from '../../request-context';
import { serveEndpoint } from '../../serve-endpoint';
import { draftModelOf } from './support/draft-rows';

const NAME = 'draft-model';

export const draftModelEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request): Promise<DraftModelRow[]> {
    const context = await requestContext(NAME, request);
    const body = await draftModelOf(request.db, context.competitionId, context.gender);
    return [{ _id: `${context.competitionId}-draft-model`, updated: context.updated, ...body }];
  },
});

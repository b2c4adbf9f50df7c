/**
 * `draft-model` (path style): one row, the draft model of the competition's gender (METHODS
 * §10) fitted on every known draft of that gender in the served file, its standardised weights
 * and its leave-one-season-out backtest; `available: false` with the reason when the file holds
 * no past draft of the gender. The build's stored row, or made once per served file and
 * competition (support/draft-rows.ts).
 */
import type { DraftModelRow } from '@courtside/contract/schemas';
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { DataRequest } from '../../endpoint';
import { requestContext } from '../../request-context';
import { serveEndpoint } from '../../serve-endpoint';
import { draftModelJson } from './support/draft-rows';

const NAME = 'draft-model';

async function answerJson(request: DataRequest): Promise<Buffer> {
  return draftModelJson(request.db, await requestContext(NAME, request));
}

export const draftModelEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  serializedWhole: answerJson,
  async handle(request) {
    return JSON.parse((await answerJson(request)).toString('utf8')) as DraftModelRow[];
  },
});

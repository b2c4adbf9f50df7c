/**
 * `nil-model` (path style): one row, how well the NIL index predicts disclosed deal values in
 * the competition's gender and a division (default I), held out one season at a time (METHODS
 * §10; engine nil-fit.ts). The demo build stores each competition's row (warehouse
 * nil-model.ts), so an answer is one stored row; a file without one answers that no deal values
 * exist (every NCAA file) or, with deals but before the build has every season, that the test is
 * not made yet.
 */
import type { NilModelRow } from '@courtside/contract/schemas';
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import {
  fileHasNilDeals,
  nilModelId,
  rowHead,
  storedNilModelTail,
  unstoredNilModelBody,
} from '@courtside/warehouse';
import type { DataRequest } from '../../endpoint';
import { requestContext } from '../../request-context';
import { serveEndpoint } from '../../serve-endpoint';

const NAME = 'nil-model';

async function answerJson(request: DataRequest): Promise<string> {
  const context = await requestContext(NAME, request);
  const { competitionId, gender, updated } = context;
  const divisionId = context.divisionId ?? 1;
  const head = rowHead(nilModelId(competitionId, divisionId), updated);
  const stored = await storedNilModelTail(request.db, competitionId, divisionId);
  if (stored !== null) return `[${head}${stored}]`;
  const hasDeals = await fileHasNilDeals(request.db, gender);
  const body = unstoredNilModelBody(competitionId, gender, divisionId, hasDeals);
  return `[${head},${JSON.stringify(body).slice(1)}]`;
}

export const nilModelEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  serializedWhole: async (request) => Buffer.from(await answerJson(request), 'utf8'),
  async handle(request) {
    return JSON.parse(await answerJson(request)) as NilModelRow[];
  },
});

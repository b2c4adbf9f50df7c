/**
 * `nil-predictions` (query style): the NIL index of every rated player (METHODS §10): a
 * performance index from box rating, minutes, program prestige and team strength, percentiles
 * within gender × division, published as a tier and its index band — no social data, no dollar
 * figures. Served from the competition's rows kept as text (support/nil-texts.ts).
 */
import type { NilPredictionRow } from '@courtside/contract/schemas';
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { DataRequest } from '../../endpoint';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { nilTextsOf, predictionsJson } from './support/nil-texts';

const NAME = 'nil-predictions';

async function answerJson(request: DataRequest): Promise<Buffer> {
  const context = await requestContext(NAME, request);
  const texts = await nilTextsOf(request.db, context.competitionId);
  return predictionsJson(texts, context, context.updated);
}

export const nilPredictionsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  serializedWhole: answerJson,
  async handle(request) {
    return JSON.parse((await answerJson(request)).toString('utf8')) as NilPredictionRow[];
  },
});

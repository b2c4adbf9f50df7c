/**
 * `raw-nil-anonymized` (query style): the NIL index rows of nil-predictions without anything
 * that names a player or his team (no ids, names, team, conference or height), for
 * distributions and models. Rows are numbered in index order; the number means nothing else.
 */
import type { RawNilRow } from '@courtside/contract/schemas';
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { DataRequest } from '../../endpoint';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { anonymizedJson, nilTextsOf } from './support/nil-texts';

const NAME = 'raw-nil-anonymized';

async function answerJson(request: DataRequest): Promise<Buffer> {
  const context = await requestContext(NAME, request);
  const texts = await nilTextsOf(request.db, context.competitionId);
  return anonymizedJson(texts, context.divisionId, context.updated);
}

export const rawNilAnonymizedEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  serializedWhole: answerJson,
  async handle(request) {
    return JSON.parse((await answerJson(request)).toString('utf8')) as RawNilRow[];
  },
});

/**
 * `draft-prospects` (path style): every rated player of a competition with the METHODS §10
 * draft indicators, the projection of the draft model fitted on the gender's other known drafts
 * and the pick he went at when the warehouse knows that draft. The rows are the build's stored
 * ones, or made once per served file and competition (support/draft-rows.ts); a request filters
 * and stamps them.
 */
import type { DraftProspectRow } from '@courtside/contract/schemas';
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { DataRequest } from '../../endpoint';
import { requestContext } from '../../request-context';
import { serveEndpoint } from '../../serve-endpoint';
import { draftProspectsJson } from './support/draft-rows';

const NAME = 'draft-prospects';

async function answerJson(request: DataRequest): Promise<Buffer> {
  return draftProspectsJson(request.db, await requestContext(NAME, request));
}

export const draftProspectsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  serializedWhole: answerJson,
  async handle(request) {
    return JSON.parse((await answerJson(request)).toString('utf8')) as DraftProspectRow[];
  },
});

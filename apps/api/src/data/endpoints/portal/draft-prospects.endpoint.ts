/**
 * `draft-prospects` (path style): every rated player of a competition with the METHODS §10
 * draft indicators, the projection of the draft model fitted on the gender's other known drafts
 * and the pick he went at when the warehouse knows that draft. The rows are computed once per
 * served file and competition (support/draft-rows.ts); a request filters and stamps them.
 */
import type { DraftProspectRow } from '@courtside/contract/schemas';
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { requestContext } from '../../request-context';
import { serveEndpoint } from '../../serve-endpoint';
import { draftProspectsOf } from './support/draft-rows';

const NAME = 'draft-prospects';

export const draftProspectsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request): Promise<DraftProspectRow[]> {
    const context = await requestContext(NAME, request);
    const rows = await draftProspectsOf(request.db, context.competitionId, context.gender);
    const keep = (value: number | null, wanted: number | null): boolean =>
      wanted === null || value === wanted;
    return rows
      .filter(
        (row) =>
          keep(row.divisionId, context.divisionId) &&
          keep(row.conferenceId, context.conferenceId) &&
          keep(row.teamId, context.teamId) &&
          keep(row.playerId, context.playerId),
      )
      .map((row) => ({
        _id: `${row.competitionId}-${row.teamId}-${row.playerId}-draft`,
        updated: context.updated,
        ...row,
      }));
  },
});

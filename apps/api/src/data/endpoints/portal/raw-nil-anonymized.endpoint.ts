/**
 * `raw-nil-anonymized` (query style): the NIL index rows of nil-predictions without anything
 * that names a player or his team (no ids, names, team, conference or height), for
 * distributions and models. Rows are numbered in index order; the number means nothing else.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { nilPlayersOf, nilValues } from './support/nil-rows';

const NAME = 'raw-nil-anonymized';

export const rawNilAnonymizedEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const context = await requestContext(NAME, request);
    const players = await nilPlayersOf(request.db, context.competitionId);
    return players
      .filter(
        ({ player }) => context.divisionId === null || player.divisionId === context.divisionId,
      )
      .map((entry, index) => ({
        _id: `${context.competitionId}-nil-${index + 1}`,
        updated: context.updated,
        competitionId: context.competitionId,
        ...nilValues(entry),
      }));
  },
});

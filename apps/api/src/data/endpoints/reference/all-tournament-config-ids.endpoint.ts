/** `all-tournament-config-ids`: the tournaments that have a bracket configuration. */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { serveEndpoint } from '../../serve-endpoint';
import { updatedOf } from './config-values';
import { selectedTournaments } from './tournament-definitions';

const NAME = 'all-tournament-config-ids';

export const allTournamentConfigIdsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const updated = await updatedOf(request);
    return selectedTournaments(NAME, request.params).map((t) => ({
      _id: String(t.tournamentId),
      updated,
      tournamentId: t.tournamentId,
      competitionId: t.competitionId,
    }));
  },
});

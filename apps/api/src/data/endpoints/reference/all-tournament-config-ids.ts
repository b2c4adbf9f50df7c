/** `all-tournament-config-ids`: the tournaments that have a bracket configuration. */
import type { TournamentConfigIdRow } from '@courtside/contract/schemas';
import { TournamentConfigIdRowSchema } from '@courtside/contract/schemas';
import type { DataEndpoint } from '../../endpoint';
import { updatedOf } from './config-values';
import { selectedTournaments } from './tournament-definitions';

const NAME = 'all-tournament-config-ids';

export const allTournamentConfigIdsEndpoint: DataEndpoint<TournamentConfigIdRow> = {
  name: NAME,
  access: 'public',
  summary: 'Ids of the tournaments with a bracket configuration.',
  requires: [],
  accepts: ['competitionId', 'competitionIds'],
  row: TournamentConfigIdRowSchema,
  example: {},
  async handle(request) {
    const updated = await updatedOf(request);
    return selectedTournaments(NAME, request.config).map((t) => ({
      _id: String(t.tournamentId),
      updated,
      tournamentId: t.tournamentId,
      competitionId: t.competitionId,
    }));
  },
};

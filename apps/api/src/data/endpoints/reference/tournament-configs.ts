/**
 * `tournament-configs`: each tournament's bracket configuration: regions, scored rounds, the
 * seed order of a region and the scoring systems with their maximum score (METHODS §9).
 */
import type { TournamentConfigRow } from '@courtside/contract/schemas';
import { TournamentConfigRowSchema } from '@courtside/contract/schemas';
import type { DataEndpoint } from '../../endpoint';
import { updatedOf } from './config-values';
import { selectedTournaments, tournamentConfig } from './tournament-definitions';

const NAME = 'tournament-configs';

export const tournamentConfigsEndpoint: DataEndpoint<TournamentConfigRow> = {
  name: NAME,
  access: 'public',
  summary: 'Bracket configuration of each tournament: regions, rounds, seeding, scoring.',
  requires: [],
  accepts: ['tournamentId', 'competitionId', 'competitionIds'],
  row: TournamentConfigRowSchema,
  example: { tournamentId: 5025 },
  async handle(request) {
    const updated = await updatedOf(request);
    return selectedTournaments(NAME, request.config).map((t) => tournamentConfig(t, updated));
  },
};

/**
 * `tournament-configs`: each tournament's bracket configuration: regions, scored rounds, the
 * seed order of a region and the scoring systems with their maximum score (METHODS §9).
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { serveEndpoint } from '../../serve-endpoint';
import { updatedOf } from './config-values';
import { selectedTournaments, tournamentConfig } from './tournament-definitions';

const NAME = 'tournament-configs';

export const tournamentConfigsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const updated = await updatedOf(request);
    return selectedTournaments(NAME, request.params).map((t) => tournamentConfig(t, updated));
  },
});

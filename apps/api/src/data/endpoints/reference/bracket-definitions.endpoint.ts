/**
 * `bracket-definitions`: the 63 scored game slots of a tournament's bracket (the First Four,
 * round 0, is not part of the scored bracket), with the seeds of round 1 and how winners move.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { serveEndpoint } from '../../serve-endpoint';
import { updatedOf } from './config-values';
import { bracketSlots, selectedTournaments } from './tournament-definitions';

const NAME = 'bracket-definitions';

export const bracketDefinitionsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const updated = await updatedOf(request);
    return selectedTournaments(NAME, request.params).flatMap((t) => bracketSlots(t, updated));
  },
});

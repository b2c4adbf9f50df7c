/**
 * `bracket-definitions`: the 63 scored game slots of a tournament's bracket (the First Four,
 * round 0, is not part of the scored bracket), with the seeds of round 1 and how winners move.
 */
import type { BracketSlotRow } from '@courtside/contract/schemas';
import { BracketSlotRowSchema } from '@courtside/contract/schemas';
import type { DataEndpoint } from '../../endpoint';
import { updatedOf } from './config-values';
import { bracketSlots, selectedTournaments } from './tournament-definitions';

const NAME = 'bracket-definitions';

export const bracketDefinitionsEndpoint: DataEndpoint<BracketSlotRow> = {
  name: NAME,
  access: 'public',
  summary: "Game slots of a tournament's bracket: round, region, seeds, feeding slots.",
  requires: ['tournamentId'],
  accepts: [],
  row: BracketSlotRowSchema,
  example: { tournamentId: 5025 },
  async handle(request) {
    const updated = await updatedOf(request);
    return selectedTournaments(NAME, request.config).flatMap((t) => bracketSlots(t, updated));
  },
};

/**
 * `raw-nil-anonymized` (query style): the NIL index rows of nil-predictions without anything
 * that names a player or his team (no ids, names, team, conference or height), for
 * distributions and models. Rows are numbered in index order; the number means nothing else.
 */
import type { RawNilRow } from '@courtside/contract/schemas';
import { RawNilRowSchema } from '@courtside/contract/schemas';
import type { DataEndpoint } from '../../endpoint';
import { statsContext } from '../stats/support/config';
import { nilPlayersOf, nilValues } from './support/nil-rows';

const NAME = 'raw-nil-anonymized';

export const rawNilAnonymizedEndpoint: DataEndpoint<RawNilRow> = {
  name: NAME,
  access: 'pro',
  summary:
    'NIL index rows without player or team identity (division, position, class, component percentiles, index, tier): METHODS §10, no social data.',
  requires: ['competitionId'],
  accepts: ['divisionId'],
  row: RawNilRowSchema,
  example: { competitionId: 38409 },
  notes: ['The same players and values as nil-predictions, best index first.'],
  async handle(request) {
    const context = await statsContext(NAME, request);
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
};

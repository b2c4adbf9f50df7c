/**
 * `ptgc-selects`: the select lists behind the search kind picker (ptgc: player, team, game,
 * conference; `all` gives all four): every entity of the kind in the competitions and
 * division, in the search's ranking order, with its id as `value`.
 */
import type { PtgcSelectRow } from '@courtside/contract/schemas';
import { PtgcSchema, PtgcSelectRowSchema } from '@courtside/contract/schemas';
import type { DataEndpoint } from '../../endpoint';
import { DataInputError } from '../../endpoint';
import { searchIndexOf } from '../../search/index-cache';
import { SEARCH_KINDS } from '../../search/search-index';
import { competitionIdsOf, divisionOf, updatedOf } from './config-values';

const NAME = 'ptgc-selects';

export const ptgcSelectsEndpoint: DataEndpoint<PtgcSelectRow> = {
  name: NAME,
  access: 'public',
  summary: 'Select options of teams, players, games or conferences for the search kind picker.',
  requires: ['ptgc'],
  accepts: ['competitionId', 'competitionIds', 'divisionId'],
  row: PtgcSelectRowSchema,
  example: { competitionId: 38409, divisionId: 1, ptgc: 'team' },
  notes: ['`value` is the id in the newest matching competition; `_id` is kind-value.'],
  async handle(request) {
    const { config } = request;
    const ptgc = PtgcSchema.safeParse(config.ptgc);
    if (!ptgc.success) {
      throw new DataInputError(
        `"ptgc" must be one of ${PtgcSchema.options.join(', ')}, got "${String(config.ptgc)}"`,
        'ptgc',
      );
    }
    const filter = {
      competitionIds: competitionIdsOf(NAME, config),
      divisionId: divisionOf(NAME, config),
    };
    const kinds = ptgc.data === 'all' ? SEARCH_KINDS : [ptgc.data];
    const index = await searchIndexOf(request.db);
    const updated = await updatedOf(request);
    return kinds.flatMap((kind) =>
      index.list(kind, filter).map((option) => ({
        _id: `${kind}-${option._id}`,
        updated,
        value: Number(option._id),
        label: option.label,
        ptgc: option.ptgc,
        competitionIds: option.competitionIds,
      })),
    );
  },
};

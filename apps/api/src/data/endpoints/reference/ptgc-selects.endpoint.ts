/**
 * `ptgc-selects`: the select lists behind the search kind picker (ptgc: player, team, game,
 * conference; `all` gives all four): every entity of the kind in the competitions and
 * division, in the search's ranking order, with its id as `value`.
 */
import { ENDPOINT_DEFINITIONS, PtgcSchema } from '@courtside/contract/schemas';
import { serveEndpoint } from '../../serve-endpoint';
import { DataInputError } from '../../endpoint';
import { searchIndexOf } from '../../search/index-cache';
import { SEARCH_KINDS } from '../../search/search-index';
import { competitionIdsOf, divisionOf, updatedOf } from './config-values';

const NAME = 'ptgc-selects';

export const ptgcSelectsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params } = request;
    const ptgc = PtgcSchema.safeParse(params.ptgc);
    if (!ptgc.success) {
      throw new DataInputError(
        `"ptgc" must be one of ${PtgcSchema.options.join(', ')}, got "${String(params.ptgc)}"`,
        'ptgc',
      );
    }
    const filter = {
      competitionIds: competitionIdsOf(NAME, params),
      divisionId: divisionOf(NAME, params),
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
});

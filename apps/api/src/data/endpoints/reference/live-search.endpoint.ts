/**
 * `GET {api}/gs/live-search` (§7): the navbar search. The client sends its options as query
 * parameters — competition (one id) or competitions (ids joined by hyphens), division (0-3),
 * ptgc (all, player, team, game, conference) and text — and reads an array of
 * `{ _id, label, ptgc, competitionIds }`, best match first. The same options also work as path
 * segments (competition/…, competitions/…, division/…, ptgc/…), as for any path-style endpoint.
 */
import { ENDPOINT_DEFINITIONS, PtgcSchema } from '@courtside/contract/schemas';
import { ALLOWED_COMPETITION_IDS } from '@courtside/contract';
import { serveEndpoint } from '../../serve-endpoint';
import { DataInputError } from '../../endpoint';
import { searchIndexOf } from '../../search/index-cache';
import { competitionIdsOf, divisionOf } from './config-values';

const NAME = 'live-search';

function queryCompetitions(query: Readonly<Record<string, unknown>>): number[] {
  const ids: number[] = [];
  for (const name of ['competition', 'competitions'] as const) {
    const raw = query[name];
    if (typeof raw !== 'string' || raw === '') continue;
    for (const part of raw.split('-')) {
      const id = Number(part);
      if (!ALLOWED_COMPETITION_IDS.has(id)) {
        throw new DataInputError(`Unknown competition ${part} in "${name}"`, name);
      }
      ids.push(id);
    }
  }
  return ids;
}

export const liveSearchEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const query = request.query ?? {};
    const fromPath = competitionIdsOf(NAME, request.params) ?? [];
    const fromQuery = queryCompetitions(query);
    const all = [...new Set([...fromPath, ...fromQuery])];
    const divisionText = query['division'];
    const divisionId =
      typeof divisionText === 'string' ? Number(divisionText) : request.params.divisionId;
    const ptgcRaw = typeof query['ptgc'] === 'string' ? query['ptgc'] : request.params.ptgc;
    const ptgc = PtgcSchema.safeParse(ptgcRaw ?? 'all');
    if (!ptgc.success) {
      throw new DataInputError(
        `"ptgc" must be one of ${PtgcSchema.options.join(', ')}, got "${String(ptgcRaw)}"`,
        'ptgc',
      );
    }
    const text = typeof query['text'] === 'string' ? query['text'] : '';
    const index = await searchIndexOf(request.db);
    return index.search({
      text,
      ptgc: ptgc.data,
      competitionIds: all.length === 0 ? null : all,
      divisionId: divisionOf(NAME, { divisionId }),
    });
  },
});

/**
 * `GET {api}/gs/live-search` (§7): the navbar search. The client sends its options as query
 * parameters — competition (one id) or competitions (ids joined by hyphens), division (0-3),
 * ptgc (all, player, team, game, conference) and text — and reads an array of
 * `{ _id, label, ptgc, competitionIds }`, best match first. The same options also work as path
 * segments (competition/…, competitions/…, division/…, ptgc/…), as for any path-style endpoint.
 */
import type { SearchOption } from '@courtside/contract';
import { ALLOWED_COMPETITION_IDS } from '@courtside/contract';
import { LiveSearchQuerySchema, PtgcSchema, SearchOptionSchema } from '@courtside/contract/schemas';
import type { DataEndpoint } from '../../endpoint';
import { DataInputError } from '../../endpoint';
import { searchIndexOf } from '../../search/index-cache';
import { DEFAULT_RESULT_LIMIT } from '../../search/search-index';
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

export const liveSearchEndpoint: DataEndpoint<SearchOption> = {
  name: NAME,
  access: 'public',
  summary: 'Navbar search: teams, players, games and conferences matching a text, best first.',
  requires: [],
  accepts: ['competitionId', 'competitionIds', 'divisionId', 'ptgc'],
  query: LiveSearchQuerySchema,
  row: SearchOptionSchema,
  example: { competitionIds: [38409, 38529], divisionId: 1, ptgc: 'all' },
  notes: [
    'Query parameters: competition, competitions (hyphen-joined), division, ptgc, text.',
    'Every typed word must start a word of the result, allowing no typo up to 3 letters, one up',
    `to 6 and two beyond. At most ${DEFAULT_RESULT_LIMIT} results; no text gives an empty list.`,
    '_id is the id in the newest matching competition (team and player ids change by season).',
  ],
  async handle(request) {
    const query = request.query ?? {};
    const fromPath = competitionIdsOf(NAME, request.config) ?? [];
    const fromQuery = queryCompetitions(query);
    const all = [...new Set([...fromPath, ...fromQuery])];
    const divisionText = query['division'];
    const divisionId =
      typeof divisionText === 'string' ? Number(divisionText) : request.config.divisionId;
    const ptgcRaw = typeof query['ptgc'] === 'string' ? query['ptgc'] : request.config.ptgc;
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
};

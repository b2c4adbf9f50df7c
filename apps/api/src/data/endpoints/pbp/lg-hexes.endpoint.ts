/**
 * lg-hexes: league shooting per hex of the engine's 1.5-ft hex tiling (METHODS §5), the
 * baseline a hex shot chart colours against. Located attempts of play-by-play games only.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { LeagueHexRow } from '@courtside/contract/schemas';
import { leagueHexes } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';

const NAME = 'lg-hexes';

export const lgHexesEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const context = await requestContext(NAME, request);
    const rows = await leagueHexes(request.db, {
      competitionId: context.competitionId,
      constants: context.constants,
      divisionId: context.divisionId,
    });
    return rows.map((row): LeagueHexRow => ({
      _id: `${context.competitionId}-${context.divisionId ?? 0}-${row.hexId}`,
      updated: context.updated,
      competitionId: context.competitionId,
      divisionId: context.divisionId,
      ...row,
    }));
  },
});

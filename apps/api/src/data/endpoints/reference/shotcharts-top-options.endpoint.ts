/**
 * `shotcharts-top-options` (§3): six top teams per gender for the shot-chart picker, keyed by
 * competition and division 1, labelled 'M: ' or 'W: ' and the school. "Top" is Courtside's net
 * ranking (adjusted efficiency margin).
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { topRatedTeams } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { competitionIdsOf, divisionOf, genderOf, updatedOf } from './config-values';

const NAME = 'shotcharts-top-options';
export const TOP_OPTIONS_PER_COMPETITION = 6;

export const shotchartsTopOptionsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params } = request;
    const gender = genderOf(NAME, params);
    const updated = await updatedOf(request);
    const rows = await topRatedTeams(request.db, {
      competitionIds: competitionIdsOf(NAME, params),
      divisionId: divisionOf(NAME, params) ?? 1,
      perCompetition: TOP_OPTIONS_PER_COMPETITION,
    });
    return rows
      .filter((row) => gender === null || row.gender === gender)
      .map((row) => ({
        _id: `${row.competitionId}-${row.teamId}`,
        updated,
        competitionId: row.competitionId,
        divisionId: row.divisionId,
        value: row.teamId,
        label: `${row.gender === 'FEMALE' ? 'W' : 'M'}: ${row.teamMarket}`,
        netRanking: row.netRanking,
      }));
  },
});

/**
 * `shotcharts-top-options` (§3): six top teams per gender for the shot-chart picker, keyed by
 * competition and division 1, labelled 'M: ' or 'W: ' and the school. "Top" is Courtside's net
 * ranking (adjusted efficiency margin).
 */
import type { ShotchartTopOptionRow } from '@courtside/contract/schemas';
import { ShotchartTopOptionRowSchema } from '@courtside/contract/schemas';
import { topRatedTeams } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { competitionIdsOf, divisionOf, genderOf, updatedOf } from './config-values';

const NAME = 'shotcharts-top-options';
export const TOP_OPTIONS_PER_COMPETITION = 6;

export const shotchartsTopOptionsEndpoint: DataEndpoint<ShotchartTopOptionRow> = {
  name: NAME,
  access: 'public',
  summary: 'Six top-rated teams per competition (division 1 by default) for the shot-chart picker.',
  requires: [],
  accepts: ['competitionId', 'competitionIds', 'divisionId', 'gender', 'sex'],
  row: ShotchartTopOptionRowSchema,
  example: { competitionIds: [38409, 38529] },
  async handle(request) {
    const { config } = request;
    const gender = genderOf(NAME, config);
    const updated = await updatedOf(request);
    const rows = await topRatedTeams(request.db, {
      competitionIds: competitionIdsOf(NAME, config),
      divisionId: divisionOf(NAME, config) ?? 1,
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
};

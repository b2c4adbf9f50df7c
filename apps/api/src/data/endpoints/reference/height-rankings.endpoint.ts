/**
 * `height-rankings`: team height from the rosters, ranked within competition and division
 * (tallest first; equal means share a rank, labelled "T-n").
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { heightRankings } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import {
  assertIdsExist,
  divisionOf,
  idsOf,
  requiredCompetitionIds,
  updatedOf,
} from './config-values';

const NAME = 'height-rankings';

export const heightRankingsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params, db } = request;
    const competitionIds = requiredCompetitionIds(NAME, params);
    const teamIds = idsOf(params, 'teamId', 'teamIds');
    await assertIdsExist(db, NAME, 'team', teamIds, competitionIds, 'teamId', params);
    const updated = await updatedOf(request);
    const rows = await heightRankings(db, {
      competitionIds,
      divisionId: divisionOf(NAME, params),
      teamIds,
    });
    return rows.map((row) => ({
      _id: `${row.competitionId}-${row.teamId}`,
      updated,
      competitionId: row.competitionId,
      teamId: row.teamId,
      teamMarket: row.teamMarket,
      divisionId: row.divisionId,
      conferenceId: row.conferenceId,
      playersWithHeight: row.playersWithHeight,
      rosterSize: row.rosterSize,
      avgHeight: row.avgHeight,
      gpWeightedHeight: row.gpWeightedHeight,
      avgHeightRank: row.avgHeightRank,
      avgHeightRankLabel: `${row.avgHeightTied ? 'T-' : ''}${row.avgHeightRank}`,
      gpWeightedHeightRank: row.gpWeightedHeightRank,
    }));
  },
});

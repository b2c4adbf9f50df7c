/**
 * `height-rankings`: team height from the rosters, ranked within competition and division
 * (tallest first; equal means share a rank, labelled "T-n").
 */
import type { HeightRankingRow } from '@courtside/contract/schemas';
import { HeightRankingRowSchema } from '@courtside/contract/schemas';
import { heightRankings } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import {
  assertIdsExist,
  divisionOf,
  idsOf,
  requiredCompetitionIds,
  updatedOf,
} from './config-values';

const NAME = 'height-rankings';

export const heightRankingsEndpoint: DataEndpoint<HeightRankingRow> = {
  name: NAME,
  access: 'public',
  summary: 'Mean roster height of each team and its rank in the division.',
  requires: [],
  accepts: ['competitionId', 'competitionIds', 'divisionId', 'teamId', 'teamIds'],
  row: HeightRankingRowSchema,
  example: { competitionId: 38409, divisionId: 1 },
  notes: [
    'avgHeight: mean height (inches) of roster players with one. gpWeightedHeight: the same',
    'weighted by games played as the roster reports them, closer to the height on the floor.',
  ],
  async handle(request) {
    const { config, db } = request;
    const competitionIds = requiredCompetitionIds(NAME, config);
    const teamIds = idsOf(config, 'teamId', 'teamIds');
    await assertIdsExist(db, NAME, 'team', teamIds, competitionIds, 'teamId', config);
    const updated = await updatedOf(request);
    const rows = await heightRankings(db, {
      competitionIds,
      divisionId: divisionOf(NAME, config),
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
};

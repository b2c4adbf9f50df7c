/**
 * `teams` (§7 start-up read, asked with no config: every team of every competition): teams with
 * their division and conference. Team ids belong to one season; `teamKey` links seasons.
 */
import type { TeamDataRow } from '@courtside/contract/schemas';
import { TeamDataRowSchema } from '@courtside/contract/schemas';
import { teamList } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import {
  asGender,
  assertIdsExist,
  competitionIdsOf,
  divisionOf,
  genderOf,
  idsOf,
  updatedOf,
} from './config-values';

const NAME = 'teams';

export const teamsEndpoint: DataEndpoint<TeamDataRow> = {
  name: NAME,
  access: 'public',
  summary: 'Teams of every competition (or of some), with division and conference.',
  requires: [],
  accepts: [
    'competitionId',
    'competitionIds',
    'teamId',
    'teamIds',
    'divisionId',
    'conferenceId',
    'gender',
    'sex',
  ],
  row: TeamDataRowSchema,
  example: {},
  notes: ['By competition, then school name.'],
  async handle(request) {
    const { config, db } = request;
    const competitionIds = competitionIdsOf(NAME, config);
    const teamIds = idsOf(config, 'teamId', 'teamIds');
    const gender = genderOf(NAME, config);
    await assertIdsExist(db, NAME, 'team', teamIds, competitionIds, 'teamId', config);
    if (config.conferenceId !== undefined) {
      await assertIdsExist(db, NAME, 'conference', [config.conferenceId], null, 'conferenceId');
    }
    const updated = await updatedOf(request);
    const rows = await teamList(db, {
      competitionIds,
      teamIds,
      divisionId: divisionOf(NAME, config),
      conferenceId: config.conferenceId ?? null,
    });
    return rows
      .filter((row) => gender === null || row.gender === gender)
      .map((row) => ({
        _id: `${row.competitionId}-${row.teamId}`,
        updated,
        competitionId: row.competitionId,
        teamId: row.teamId,
        teamMarket: row.teamMarket,
        teamName: row.teamName,
        gender: asGender(row.gender),
        divisionId: row.divisionId,
        conferenceId: row.conferenceId,
        conferenceShortName: row.conferenceShortName,
        teamKey: row.teamKey,
        games: row.games,
      }));
  },
};

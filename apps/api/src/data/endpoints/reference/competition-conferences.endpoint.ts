/** `competition-conferences`: each competition's conferences with their team counts. */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { competitionConferences } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { isTopConference } from './conferences.endpoint';
import { asGender, divisionOf, requiredCompetitionIds, updatedOf } from './config-values';

const NAME = 'competition-conferences';

export const competitionConferencesEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const competitionIds = requiredCompetitionIds(NAME, request.params);
    const divisionId = divisionOf(NAME, request.params);
    const updated = await updatedOf(request);
    const rows = await competitionConferences(request.db, { competitionIds, divisionId });
    return rows.map((row) => ({
      _id: `${row.competitionId}-${row.conferenceId}`,
      updated,
      ...row,
      gender: asGender(row.gender),
      isTopConference: isTopConference(row.conferenceId),
    }));
  },
});

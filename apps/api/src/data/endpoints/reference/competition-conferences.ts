/** `competition-conferences`: each competition's conferences with their team counts. */
import type { CompetitionConferenceRow } from '@courtside/contract/schemas';
import { CompetitionConferenceRowSchema } from '@courtside/contract/schemas';
import { competitionConferences } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { isTopConference } from './conferences';
import { asGender, divisionOf, requiredCompetitionIds, updatedOf } from './config-values';

const NAME = 'competition-conferences';

export const competitionConferencesEndpoint: DataEndpoint<CompetitionConferenceRow> = {
  name: NAME,
  access: 'public',
  summary: 'Conferences of each competition, with how many of its teams play in each.',
  requires: [],
  accepts: ['competitionId', 'competitionIds', 'divisionId'],
  row: CompetitionConferenceRowSchema,
  example: { competitionId: 38409, divisionId: 1 },
  notes: ['Needs `competition` or `competitions`.'],
  async handle(request) {
    const competitionIds = requiredCompetitionIds(NAME, request.config);
    const divisionId = divisionOf(NAME, request.config);
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
};

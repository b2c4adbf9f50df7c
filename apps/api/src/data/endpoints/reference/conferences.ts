/**
 * `conferences` (§7 start-up read): every conference the warehouse knows (or those with a team
 * in the given competitions), with the division's top conferences flagged (§3).
 */
import { TOP_CONFERENCES_BY_DIVISION } from '@courtside/contract';
import type { ConferenceDataRow } from '@courtside/contract/schemas';
import { ConferenceDataRowSchema } from '@courtside/contract/schemas';
import { competitionConferences, conferences } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { assertIdsExist, competitionIdsOf, divisionOf, idsOf, updatedOf } from './config-values';

const NAME = 'conferences';

const TOP_IDS: ReadonlySet<number> = new Set(
  Object.values(TOP_CONFERENCES_BY_DIVISION).flatMap((list) => list.map((c) => c.conferenceId)),
);

export const isTopConference = (conferenceId: number): boolean => TOP_IDS.has(conferenceId);

export const conferencesEndpoint: DataEndpoint<ConferenceDataRow> = {
  name: NAME,
  access: 'public',
  summary: 'Conferences, optionally those of some competitions or one division.',
  requires: [],
  accepts: ['competitionId', 'competitionIds', 'divisionId', 'conferenceId', 'conferenceIds'],
  row: ConferenceDataRowSchema,
  example: {},
  async handle(request) {
    const { config, db } = request;
    const competitionIds = competitionIdsOf(NAME, config);
    const division = divisionOf(NAME, config);
    const wanted = idsOf(config, 'conferenceId', 'conferenceIds');
    await assertIdsExist(db, NAME, 'conference', wanted, null, 'conferenceId', config);
    const updated = await updatedOf(request);
    const inCompetitions =
      competitionIds === null
        ? null
        : new Set(
            (await competitionConferences(db, { competitionIds })).map((c) => c.conferenceId),
          );
    return (await conferences(db))
      .filter(
        (c) =>
          (inCompetitions === null || inCompetitions.has(c.conferenceId)) &&
          (division === null || c.divisionId === division) &&
          (wanted === null || wanted.includes(c.conferenceId)),
      )
      .map((c) => ({
        _id: String(c.conferenceId),
        updated,
        conferenceId: c.conferenceId,
        conferenceLongName: c.conferenceLongName,
        conferenceShortName: c.conferenceShortName,
        conferenceAbb: c.conferenceAbb,
        divisionId: c.divisionId,
        isTopConference: isTopConference(c.conferenceId),
      }));
  },
};

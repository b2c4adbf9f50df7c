/**
 * `conferences` (§7 start-up read): every conference the warehouse knows (or those with a team
 * in the given competitions), with the division's top conferences flagged (§3).
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { TOP_CONFERENCES_BY_DIVISION } from '@courtside/contract';
import { competitionConferences, conferences } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { assertIdsExist, competitionIdsOf, divisionOf, idsOf, updatedOf } from './config-values';

const NAME = 'conferences';

const TOP_IDS: ReadonlySet<number> = new Set(
  Object.values(TOP_CONFERENCES_BY_DIVISION).flatMap((list) => list.map((c) => c.conferenceId)),
);

export const isTopConference = (conferenceId: number): boolean => TOP_IDS.has(conferenceId);

export const conferencesEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params, db } = request;
    const competitionIds = competitionIdsOf(NAME, params);
    const division = divisionOf(NAME, params);
    const wanted = idsOf(params, 'conferenceId', 'conferenceIds');
    await assertIdsExist(db, NAME, 'conference', wanted, null, 'conferenceId', params);
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
});

/**
 * `tournaments` (§7 start-up read): the national tournaments of the contract (one per
 * competition that has one, §3), indexed by id on the client.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { NATIONAL_TOURNAMENTS, defaultTournamentId } from '@courtside/contract';
import { serveEndpoint } from '../../serve-endpoint';
import { UnknownIdError } from '../../unknown-id';
import { competitionIdsOf, genderOf, segmentName, updatedOf } from './config-values';

const NAME = 'tournaments';

export const tournamentsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params } = request;
    const ids = competitionIdsOf(NAME, params);
    const gender = genderOf(NAME, params);
    const tournamentId = params.tournamentId;
    if (
      tournamentId !== undefined &&
      !NATIONAL_TOURNAMENTS.some((t) => t.tournamentId === tournamentId)
    ) {
      const name = segmentName(NAME, 'tournamentId');
      throw new UnknownIdError(`Unknown tournament ${tournamentId} ("${name}")`, name);
    }
    const updated = await updatedOf(request);
    return NATIONAL_TOURNAMENTS.filter(
      (t) =>
        (ids === null || ids.includes(t.competitionId)) &&
        (gender === null || t.gender === gender) &&
        (tournamentId === undefined || t.tournamentId === tournamentId),
    ).map((t) => ({
      _id: String(t.tournamentId),
      updated,
      tournamentId: t.tournamentId,
      competitionId: t.competitionId,
      gender: t.gender,
      season: t.season,
      tournamentName: t.label,
      kind: 'national' as const,
      isDefault: defaultTournamentId(t.competitionId) === t.tournamentId,
    }));
  },
});

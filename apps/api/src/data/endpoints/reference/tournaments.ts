/**
 * `tournaments` (§7 start-up read): the national tournaments of the contract (one per
 * competition that has one, §3), indexed by id on the client.
 */
import { NATIONAL_TOURNAMENTS, defaultTournamentId } from '@courtside/contract';
import type { TournamentDataRow } from '@courtside/contract/schemas';
import { TournamentDataRowSchema } from '@courtside/contract/schemas';
import type { DataEndpoint } from '../../endpoint';
import { UnknownIdError } from '../../unknown-id';
import { competitionIdsOf, genderOf, segmentName, updatedOf } from './config-values';

const NAME = 'tournaments';

export const tournamentsEndpoint: DataEndpoint<TournamentDataRow> = {
  name: NAME,
  access: 'public',
  summary: 'Tournaments (each season’s national championship) by competition.',
  requires: [],
  accepts: ['competitionId', 'competitionIds', 'tournamentId', 'gender', 'sex'],
  row: TournamentDataRowSchema,
  example: {},
  notes: ['Newest season first, men before women within a season.'],
  async handle(request) {
    const { config } = request;
    const ids = competitionIdsOf(NAME, config);
    const gender = genderOf(NAME, config);
    const tournamentId = config.tournamentId;
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
};

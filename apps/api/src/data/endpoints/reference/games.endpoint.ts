/** `games`: games of some competitions (or ids, teams, dates) with scores and coverage. */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { GameDataRow } from '@courtside/contract/schemas';
import { isConferenceTournamentId, isNationalTournamentId } from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import { gameList, isStoredTournament, tournamentBracketGames } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { DataInputError } from '../../endpoint';
import { UnknownIdError } from '../../unknown-id';
import { segmentName, updatedOf } from './config-values';
import { gameFilterOf, toGameRow } from './game-rows';

const NAME = 'games';

export const gamesEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    if (request.params.tournamentId !== undefined) {
      return tournamentGames(
        request.db,
        request.params.tournamentId,
        request.params.competitionId,
        await updatedOf(request),
      );
    }
    const filter = await gameFilterOf(request.db, NAME, request.params, { requireScope: true });
    const updated = await updatedOf(request);
    return (await gameList(request.db, filter)).map((row) => toGameRow(row, updated));
  },
});

/**
 * The competition of a tournament request, checked. A national tournament is known whether or
 * not the warehouse has its bracket (NCAA competitions answer an empty list); a conference
 * tournament only when the warehouse holds it for that competition (the demo league's), since
 * nothing else says which conferences played one. Any other id is a 404 naming the parameter.
 */
async function tournamentCompetition(
  db: WarehouseDb,
  tournamentId: number,
  competitionId: number | undefined,
): Promise<number> {
  const name = segmentName(NAME, 'tournamentId');
  const national = isNationalTournamentId(tournamentId);
  if (!national && !isConferenceTournamentId(tournamentId)) {
    throw new UnknownIdError(`Unknown tournament ${tournamentId} ("${name}")`, name);
  }
  if (competitionId === undefined) {
    const competition = segmentName(NAME, 'competitionId');
    throw new DataInputError(`"${name}" needs "${competition}"`, competition);
  }
  if (!national && !(await isStoredTournament(db, competitionId, tournamentId))) {
    throw new UnknownIdError(
      `Unknown tournament ${tournamentId} in competition ${competitionId} ("${name}")`,
      name,
    );
  }
  return competitionId;
}

/** A tournament's bracket games: the game rows of its games with their bracket place. */
async function tournamentGames(
  db: WarehouseDb,
  tournamentId: number,
  requestedCompetitionId: number | undefined,
  updated: string,
): Promise<GameDataRow[]> {
  const competitionId = await tournamentCompetition(db, tournamentId, requestedCompetitionId);
  const places = await tournamentBracketGames(db, { competitionId, tournamentId });
  if (places.length === 0) return [];
  const games = new Map(
    (
      await gameList(db, { competitionIds: [competitionId], gameIds: places.map((p) => p.gameId) })
    ).map((row) => [row.gameId, row]),
  );
  return places.flatMap((place) => {
    const game = games.get(place.gameId);
    if (game === undefined) return [];
    const bracket = {
      tournamentId,
      round: place.round,
      roundName: place.roundName,
      region: place.region,
      regionName: place.regionName,
      slot: place.slot,
      firstFour: place.firstFour,
      highTeamId: place.highTeamId,
      highSeed: place.highSeed,
      lowTeamId: place.lowTeamId,
      lowSeed: place.lowSeed,
      winnerTeamId: place.winnerTeamId,
    };
    return [{ ...toGameRow(game, updated), bracket }];
  });
}

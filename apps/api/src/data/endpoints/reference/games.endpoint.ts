/** `games`: games of some competitions (or ids, teams, dates) with scores and coverage. */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { GameDataRow } from '@courtside/contract/schemas';
import { isNationalTournamentId } from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import { gameList, tournamentBracketGames } from '@courtside/warehouse';
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

/** A tournament's bracket games: the game rows of its games with their bracket place. */
async function tournamentGames(
  db: WarehouseDb,
  tournamentId: number,
  competitionId: number | undefined,
  updated: string,
): Promise<GameDataRow[]> {
  if (!isNationalTournamentId(tournamentId)) {
    const name = segmentName(NAME, 'tournamentId');
    throw new UnknownIdError(`Unknown tournament ${tournamentId} ("${name}")`, name);
  }
  if (competitionId === undefined) {
    const name = segmentName(NAME, 'competitionId');
    throw new DataInputError(`"${segmentName(NAME, 'tournamentId')}" needs "${name}"`, name);
  }
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

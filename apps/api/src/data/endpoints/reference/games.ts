/** `games`: games of some competitions (or ids, teams, dates) with scores and coverage. */
import type { GameDataRow } from '@courtside/contract/schemas';
import { GameDataRowSchema } from '@courtside/contract/schemas';
import { isNationalTournamentId } from '@courtside/contract';
import type { DataConfig } from '@courtside/contract';
import type { WarehouseDb } from '@courtside/warehouse';
import { gameList, tournamentBracketGames } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { DataInputError } from '../../endpoint';
import { UnknownIdError } from '../../unknown-id';
import { segmentName, updatedOf } from './config-values';
import { gameFilterOf, toGameRow } from './game-rows';

const NAME = 'games';

export const GAME_LIST_ACCEPTS = [
  'competitionId',
  'competitionIds',
  'gameId',
  'gameIds',
  'teamId',
  'teamIds',
  'divisionId',
  'conferenceId',
  'date',
  'gameDate',
  'start',
  'end',
  'latest',
] as const;

export const gamesEndpoint: DataEndpoint<GameDataRow> = {
  name: NAME,
  access: 'public',
  summary: 'Games with date, teams, score, site flags, coverage and the ratings prediction.',
  requires: [],
  accepts: [...GAME_LIST_ACCEPTS, 'tournamentId'],
  row: GameDataRowSchema,
  example: { competitionId: 38409, teamId: 590616 },
  notes: [
    'Needs `competition`/`competitions` or `game`/`games`. Dates are yyyymmdd or yyyy-mm-dd;',
    '`date`/`gamedate` pick one day, `start`/`end` a range. Oldest first; `latest` N gives the',
    'N newest, newest first.',
    'With `tournament` (and one `competition`): that tournament\u2019s bracket games in bracket order',
    '(round, then slot), each with its `bracket` place; empty where the source has no bracket (NCAA).',
    'Every row carries the METHODS §3 prediction from both teams\u2019 adjusted ratings (home court',
    'unless neutral): `predictedHomeScore`, `predictedAwayScore`, `predictedHomeMargin` and',
    '`homeWinProbability`, all null when a team has no rating (outside Division I).',
    '`predictionKind` says whose expectation it is: `projected` for a scheduled game (ratings to',
    'date), `retrospective` for a played one (the season\u2019s ratings already include its result).',
  ],
  async handle(request) {
    if (request.config.tournamentId !== undefined) {
      return tournamentGames(request.db, request.config, await updatedOf(request));
    }
    const filter = await gameFilterOf(request.db, NAME, request.config, { requireScope: true });
    const updated = await updatedOf(request);
    return (await gameList(request.db, filter)).map((row) => toGameRow(row, updated));
  },
};

/** A tournament's bracket games: the game rows of its games with their bracket place. */
async function tournamentGames(
  db: WarehouseDb,
  config: DataConfig,
  updated: string,
): Promise<GameDataRow[]> {
  const tournamentId = config.tournamentId ?? 0;
  if (!isNationalTournamentId(tournamentId)) {
    const name = segmentName(NAME, 'tournamentId');
    throw new UnknownIdError(`Unknown tournament ${tournamentId} ("${name}")`, name);
  }
  const competitionId = config.competitionId;
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

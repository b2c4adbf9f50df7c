/**
 * The request context every warehouse-backed family reads (stats, play-by-play, portal): the
 * competition (given, or the game's when only a game is named), every single id and the team
 * list checked once against it, the division, the period format and engine constants, and the
 * `updated` stamp of the rows. Refusals name the path segment (path style) or query parameter
 * (query style) at fault: an unknown competition or a bad division is a 400, an id the
 * warehouse does not hold a 404.
 */
import type { DataConfig, Gender, PeriodFormat } from '@courtside/contract';
import { PERIOD_FORMATS } from '@courtside/contract';
import type { EngineConstants } from '@courtside/engine';
import type { PbpCompetitionInfo } from '@courtside/warehouse';
import {
  pbpCompetitionConstants,
  pbpCompetitionInfo,
  pbpGameInfo,
  warehouseBuiltAt,
} from '@courtside/warehouse';
import type { DataRequest } from './endpoint';
import { DataInputError } from './endpoint';
import {
  assertIdsExist,
  divisionOf,
  idsOf,
  segmentName,
} from './endpoints/reference/config-values';
import { MAX_ID } from './parse-params';
import { UnknownIdError } from './unknown-id';

export interface RequestContext {
  readonly endpoint: string;
  readonly competition: PbpCompetitionInfo;
  readonly competitionId: number;
  readonly gender: Gender;
  /** The engine constants of the competition in the request's division (I unless told). */
  readonly constants: EngineConstants;
  readonly format: PeriodFormat;
  /** The `updated` stamp of every row of the answer. */
  readonly updated: string;
  readonly divisionId: 1 | 2 | 3 | null;
  readonly teamId: number | null;
  readonly conferenceId: number | null;
  readonly playerId: number | null;
  readonly gameId: number | null;
}

type IdKey = 'competitionId' | 'teamId' | 'playerId' | 'gameId' | 'conferenceId' | 'divisionId';
const ID_KEYS: readonly IdKey[] = [
  'competitionId',
  'teamId',
  'playerId',
  'gameId',
  'conferenceId',
  'divisionId',
];

/** Ids are 32-bit in the warehouse: a larger one cannot exist (and must not reach a cast). */
function assertStoredIdRange(endpoint: string, config: DataConfig): void {
  for (const key of ID_KEYS) {
    const value = config[key];
    if (value !== undefined && value > MAX_ID) {
      const name = segmentName(endpoint, key);
      throw new UnknownIdError(`Unknown id ${value} ("${name}")`, name);
    }
  }
}

/** The competition asked for; without one, a `gameId` names it (game pages address a game alone). */
async function competitionIdOf(
  endpoint: string,
  request: DataRequest<DataConfig>,
): Promise<number> {
  const { params, db } = request;
  if (params.competitionId !== undefined) return params.competitionId;
  if (params.gameId !== undefined) {
    const game = await pbpGameInfo(db, { gameId: params.gameId });
    if (game === null) {
      const name = segmentName(endpoint, 'gameId');
      throw new UnknownIdError(`Unknown game ${params.gameId} ("${name}")`, name);
    }
    return game.competitionId;
  }
  const name = segmentName(endpoint, 'competitionId');
  throw new DataInputError(`Endpoint "${endpoint}" needs "${name}"`, name);
}

const single = (value: number | undefined): number[] | null =>
  value === undefined ? null : [value];

export async function requestContext(
  endpoint: string,
  request: DataRequest<DataConfig>,
): Promise<RequestContext> {
  const { params, db } = request;
  assertStoredIdRange(endpoint, params);
  const competitionId = await competitionIdOf(endpoint, request);
  const competition = await pbpCompetitionInfo(db, competitionId);
  if (competition === null) {
    const name = segmentName(endpoint, 'competitionId');
    throw new DataInputError(`Unknown competition ${competitionId} ("${name}")`, name);
  }
  const within = [competitionId];
  const teams = idsOf(params, 'teamId', 'teamIds');
  await assertIdsExist(db, endpoint, 'team', teams, within, 'teamId', params);
  await assertIdsExist(db, endpoint, 'player', single(params.playerId), within, 'playerId');
  await assertIdsExist(db, endpoint, 'game', single(params.gameId), within, 'gameId');
  await assertIdsExist(
    db,
    endpoint,
    'conference',
    single(params.conferenceId),
    within,
    'conferenceId',
  );
  const divisionId = divisionOf(endpoint, params);
  return {
    endpoint,
    competition,
    competitionId,
    gender: competition.gender,
    constants: pbpCompetitionConstants(competition, divisionId ?? 1),
    format: PERIOD_FORMATS[competition.gender],
    updated: request.updated ?? (await warehouseBuiltAt(db)),
    divisionId,
    teamId: params.teamId ?? null,
    conferenceId: params.conferenceId ?? null,
    playerId: params.playerId ?? null,
    gameId: params.gameId ?? null,
  };
}

/**
 * Reading the config of a play-by-play request: the competition (given, or the game's), every
 * id checked against it, the division, scope and zone schema checked against the values the
 * queries know. Every refusal is a DataInputError naming the path segment (path style) or
 * query parameter (query style) at fault, so the router answers 400 `{ msg }`.
 */
import type { DataConfig, PeriodFormat } from '@courtside/contract';
import { ALL_SEGMENTS, PERIOD_FORMATS, isQueryStyleEndpoint } from '@courtside/contract';
import type { EngineConstants, ZoneFamily } from '@courtside/engine';
import type { PbpCompetitionInfo, PbpScope } from '@courtside/warehouse';
import {
  PBP_SCOPES,
  ZONE_SCHEMAS,
  isPbpScope,
  isZoneSchema,
  pbpCompetitionConstants,
  pbpCompetitionInfo,
  pbpConferenceInCompetition,
  pbpGameInfo,
  pbpPlayerInfo,
  pbpTeamInfo,
  warehouseBuiltAt,
} from '@courtside/warehouse';
import type { DataRequest } from '../../../endpoint';
import { DataInputError } from '../../../endpoint';
import { UnknownIdError } from '../../../unknown-id';

type ConfigKey = keyof DataConfig & string;

const SEGMENT_OF: ReadonlyMap<string, string> = new Map(
  ALL_SEGMENTS.map((spec) => [spec.key, spec.segment]),
);

/** How the client spelled a config key for this endpoint: path segment or query parameter. */
export function segmentName(endpoint: string, key: ConfigKey): string {
  if (isQueryStyleEndpoint(endpoint)) return key;
  return SEGMENT_OF.get(key) ?? key;
}

export function inputError(endpoint: string, key: ConfigKey, message: string): DataInputError {
  const name = segmentName(endpoint, key);
  return new DataInputError(message.replaceAll('{name}', `"${name}"`), name);
}

/** The same for an id the warehouse does not hold (a 404). */
export function unknownIdError(endpoint: string, key: ConfigKey, message: string): UnknownIdError {
  const name = segmentName(endpoint, key);
  return new UnknownIdError(message.replaceAll('{name}', `"${name}"`), name);
}

export interface PbpContext {
  readonly endpoint: string;
  readonly competition: PbpCompetitionInfo;
  readonly competitionId: number;
  readonly constants: EngineConstants;
  readonly format: PeriodFormat;
  readonly updated: string;
  readonly teamId: number | null;
  readonly playerId: number | null;
  readonly gameId: number | null;
  readonly divisionId: 1 | 2 | 3 | null;
  readonly conferenceId: number | null;
}

/** Ids are 32-bit in the warehouse: a larger one cannot exist (and must not reach a cast). */
const MAX_ID = 2_147_483_647;
const ID_KEYS = [
  'competitionId',
  'teamId',
  'playerId',
  'gameId',
  'conferenceId',
  'divisionId',
] as const;

function assertStoredIdRange(endpoint: string, config: DataConfig): void {
  for (const key of ID_KEYS) {
    const value = config[key];
    if (value !== undefined && value > MAX_ID) {
      throw unknownIdError(endpoint, key, `Unknown id ${value} ({name})`);
    }
  }
}

/**
 * The competition and ids of a request. Without `competitionId`, a `gameId` names the
 * competition (game pages address a game alone).
 */
export async function pbpContext(endpoint: string, request: DataRequest): Promise<PbpContext> {
  const { config, db } = request;
  assertStoredIdRange(endpoint, config);
  let competitionId = config.competitionId;
  if (competitionId === undefined && config.gameId !== undefined) {
    const game = await pbpGameInfo(db, { gameId: config.gameId });
    if (game === null) {
      throw unknownIdError(endpoint, 'gameId', `Unknown game ${config.gameId} ({name})`);
    }
    competitionId = game.competitionId;
  }
  if (competitionId === undefined) {
    throw inputError(endpoint, 'competitionId', `Endpoint "${endpoint}" needs {name}`);
  }
  const competition = await pbpCompetitionInfo(db, competitionId);
  if (competition === null) {
    throw inputError(endpoint, 'competitionId', `Unknown competition ${competitionId} ({name})`);
  }
  const where = `in competition ${competitionId}`;
  if (config.teamId !== undefined) {
    const team = await pbpTeamInfo(db, { competitionId, teamId: config.teamId });
    if (team === null)
      throw unknownIdError(endpoint, 'teamId', `Unknown team ${config.teamId} ${where} ({name})`);
  }
  if (config.playerId !== undefined) {
    const player = await pbpPlayerInfo(db, { competitionId, playerId: config.playerId });
    if (player === null) {
      throw unknownIdError(
        endpoint,
        'playerId',
        `Unknown player ${config.playerId} ${where} ({name})`,
      );
    }
  }
  if (config.gameId !== undefined) {
    const game = await pbpGameInfo(db, { competitionId, gameId: config.gameId });
    if (game === null)
      throw unknownIdError(endpoint, 'gameId', `Unknown game ${config.gameId} ${where} ({name})`);
  }
  if (config.conferenceId !== undefined) {
    const present = await pbpConferenceInCompetition(db, {
      competitionId,
      conferenceId: config.conferenceId,
    });
    if (!present) {
      throw unknownIdError(
        endpoint,
        'conferenceId',
        `Unknown conference ${config.conferenceId} ${where} ({name})`,
      );
    }
  }
  const division = config.divisionId;
  if (division !== undefined && ![0, 1, 2, 3].includes(division)) {
    throw inputError(endpoint, 'divisionId', `{name} must be 0, 1, 2 or 3, got ${division}`);
  }
  return {
    endpoint,
    competition,
    competitionId,
    constants: pbpCompetitionConstants(competition, division ?? 1),
    format: PERIOD_FORMATS[competition.gender],
    updated: request.updated ?? (await warehouseBuiltAt(db)),
    teamId: config.teamId ?? null,
    playerId: config.playerId ?? null,
    gameId: config.gameId ?? null,
    divisionId: division === 1 || division === 2 || division === 3 ? division : null,
    conferenceId: config.conferenceId ?? null,
  };
}

/** At least one of `keys` must be in the config (e.g. a team, a player or a game). */
export function requireOneOf(
  endpoint: string,
  config: DataConfig,
  keys: readonly ConfigKey[],
): void {
  if (keys.some((key) => config[key] !== undefined)) return;
  const names = keys.map((key) => `"${segmentName(endpoint, key)}"`);
  const first = keys[0] ?? 'competitionId';
  throw inputError(endpoint, first, `Endpoint "${endpoint}" needs one of ${names.join(', ')}`);
}

export interface ScopeChoice {
  readonly scope: PbpScope;
  /** `clutch`: the season's games, clutch-time attempts only. */
  readonly clutchOnly: boolean;
  /** The scope as the rows name it. */
  readonly label: string;
}

/** The request's scope (default season); `clutch` only where attempts can be cut by it. */
export function scopeOf(
  endpoint: string,
  config: DataConfig,
  options: { allowClutch: boolean },
): ScopeChoice {
  const raw = config.scope ?? 'season';
  if (raw === 'clutch' && options.allowClutch) {
    return { scope: 'season', clutchOnly: true, label: 'clutch' };
  }
  if (isPbpScope(raw)) return { scope: raw, clutchOnly: false, label: raw };
  const known = [...PBP_SCOPES, ...(options.allowClutch ? ['clutch'] : [])].join(', ');
  throw inputError(endpoint, 'scope', `{name} must be one of ${known}, got "${raw}"`);
}

/** The zone family of lg-zones (default area, METHODS §5's five areas). */
export function zoneSchemaOf(endpoint: string, config: DataConfig): ZoneFamily {
  const raw = config.zoneSchema ?? 'area';
  if (isZoneSchema(raw)) return raw;
  throw inputError(
    endpoint,
    'zoneSchema',
    `{name} must be one of ${ZONE_SCHEMAS.join(', ')}, got "${raw}"`,
  );
}

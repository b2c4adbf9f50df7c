/**
 * Reading the config of a stats request: the competition must be in the warehouse, every id
 * must exist in it, scopes and periods must be ones the warehouse materializes. Every refusal is
 * a DataInputError naming the segment (path style) or query parameter (query style) at fault.
 * The generic readers (segment names, divisions, dates, id checks) are the reference
 * endpoints' own, so both families speak the same 400s.
 */
import { PERIOD_FORMATS, type DataConfig, type PeriodFormat } from '@courtside/contract';
import { TEAM_AGG_SCOPES } from '@courtside/contract/schemas';
import type { CompetitionInfo } from '@courtside/warehouse';
import { competitionInfo, isScope } from '@courtside/warehouse';
import type { DataRequest } from '../../../endpoint';
import { DataInputError } from '../../../endpoint';
import {
  assertIdsExist,
  dateOf,
  divisionOf,
  idsOf,
  segmentName,
} from '../../reference/config-values';

type ConfigKey = keyof DataConfig & string;

export interface StatsContext {
  readonly competition: CompetitionInfo;
  readonly format: PeriodFormat;
  /** The `updated` stamp of every row of the answer. */
  readonly updated: string;
  readonly competitionId: number;
  readonly divisionId: 1 | 2 | 3 | null;
  readonly teamId: number | null;
  readonly conferenceId: number | null;
  readonly playerId: number | null;
  readonly gameId: number | null;
}

/**
 * The competition (required, held by the warehouse) and the single ids of the config, each
 * checked against the competition. `teamIds` is checked when given.
 */
export async function statsContext(endpoint: string, request: DataRequest): Promise<StatsContext> {
  const { config, db } = request;
  const competitionName = segmentName(endpoint, 'competitionId');
  if (config.competitionId === undefined) {
    throw new DataInputError(`Endpoint "${endpoint}" needs "${competitionName}"`, competitionName);
  }
  const competition = await competitionInfo(db, config.competitionId);
  if (competition === null) {
    throw new DataInputError(
      `Unknown competition ${config.competitionId} ("${competitionName}")`,
      competitionName,
    );
  }
  const within = [competition.competitionId];
  const single = (value: number | undefined): number[] | null =>
    value === undefined ? null : [value];
  const teams = idsOf(config, 'teamId', 'teamIds');
  await assertIdsExist(db, endpoint, 'team', teams, within, 'teamId', config);
  await assertIdsExist(db, endpoint, 'player', single(config.playerId), within, 'playerId');
  await assertIdsExist(db, endpoint, 'game', single(config.gameId), within, 'gameId');
  await assertIdsExist(
    db,
    endpoint,
    'conference',
    single(config.conferenceId),
    within,
    'conferenceId',
  );
  const gender = competition.gender === 'FEMALE' ? 'FEMALE' : 'MALE';
  return {
    competition,
    format: PERIOD_FORMATS[gender],
    updated: request.updated ?? competition.updated,
    competitionId: competition.competitionId,
    divisionId: divisionOf(endpoint, config),
    teamId: config.teamId ?? null,
    conferenceId: config.conferenceId ?? null,
    playerId: config.playerId ?? null,
    gameId: config.gameId ?? null,
  };
}

const SCOPE_HINT = `${TEAM_AGG_SCOPES.join(', ')} or month-YYYY-MM`;

/**
 * `scope` and `scopes` together; `fallback` when neither is given. Each must be a scope the
 * build materializes (response-fields.md names plus months).
 */
/** The scopes a config names (`scope`, then `scopes`), unchecked. */
export const askedScopes = (config: DataConfig): string[] => [
  ...(config.scope === undefined ? [] : [config.scope]),
  ...(config.scopes ?? []),
];

export function scopesOf(
  endpoint: string,
  config: DataConfig,
  fallback: readonly string[],
): string[] {
  const asked = askedScopes(config);
  for (const scope of asked) {
    if (!isScope(scope)) {
      const key: ConfigKey =
        config.scope !== undefined && scope === config.scope ? 'scope' : 'scopes';
      const name = segmentName(endpoint, key);
      throw new DataInputError(`Unknown scope "${scope}" in "${name}" (use ${SCOPE_HINT})`, name);
    }
  }
  return asked.length === 0 ? [...fallback] : [...new Set(asked)];
}

/** `start` and `end` (yyyymmdd or yyyy-mm-dd) as a date range; both or neither. */
export function dateRangeOf(
  endpoint: string,
  config: DataConfig,
): { from: string; to: string } | null {
  const from = dateOf(endpoint, 'start', config.start);
  const to = dateOf(endpoint, 'end', config.end);
  if (from === null && to === null) return null;
  if (from === null || to === null) {
    const missing = segmentName(endpoint, from === null ? 'start' : 'end');
    throw new DataInputError(
      `A date range needs both "start" and "end" ("${missing}" is missing)`,
      missing,
    );
  }
  if (from > to) {
    const name = segmentName(endpoint, 'end');
    throw new DataInputError(`"${name}" (${to}) is before "start" (${from})`, name);
  }
  return { from, to };
}

/**
 * `halfOrQuarter`: 'game' (the full game) or a period number 1, 2… (overtimes follow
 * regulation); null when not given.
 */
export function periodFilterOf(endpoint: string, config: DataConfig): 'game' | number | null {
  const raw = config.halfOrQuarter;
  if (raw === undefined) return null;
  if (raw === 'game') return 'game';
  if (/^[1-9]\d?$/.test(raw)) return Number(raw);
  const name = segmentName(endpoint, 'halfOrQuarter');
  throw new DataInputError(`"${name}" must be "game" or a period number 1-99, got "${raw}"`, name);
}

/** `isOffense` as a filter over twin rows: undefined keeps both. */
export const keepsSide = (config: DataConfig, isOffense: boolean): boolean =>
  config.isOffense === undefined || config.isOffense === isOffense;

type SubjectKey = 'teamId' | 'conferenceId' | 'gameId' | 'playerId';

/**
 * Game logs and player lines need something to be about: a whole competition's log is not a
 * request. 400 naming the first of `keys` when none of them is given.
 */
export function assertSubject(
  endpoint: string,
  context: StatsContext,
  keys: readonly [SubjectKey, ...SubjectKey[]],
): void {
  if (keys.some((key) => context[key] !== null)) return;
  const names = keys.map((key) => `"${segmentName(endpoint, key)}"`);
  const first = segmentName(endpoint, keys[0]);
  throw new DataInputError(`Endpoint "${endpoint}" needs ${names.join(' or ')}`, first);
}

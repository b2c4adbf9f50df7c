/**
 * Reading request configs the same way in every reference endpoint: competitions from
 * `competition` and `competitions`, divisions, dates, the 400s for competitions the contract
 * does not know and the 404s for ids the warehouse does not hold. Messages name the path
 * segment (or query parameter) at fault.
 */
import type { DataConfig, Gender } from '@courtside/contract';
import { ALLOWED_COMPETITION_IDS, isQueryStyleEndpoint } from '@courtside/contract';
import type { IdKind, TeamListFilter, WarehouseDb } from '@courtside/warehouse';
import { existingIds, warehouseInfo } from '@courtside/warehouse';
import type { DataRequest } from '../../endpoint';
import { DataInputError } from '../../endpoint';
import { UnknownIdError } from '../../unknown-id';
import { segmentSpecOf } from '../../segments';

type ConfigKey = keyof DataConfig & string;

/** How the client spelled a config key for this endpoint: path segment or query parameter. */
export function segmentName(endpoint: string, key: ConfigKey): string {
  if (isQueryStyleEndpoint(endpoint)) return key;
  return segmentSpecOf(key)?.segment ?? key;
}

/** The `updated` stamp of rows: when the served warehouse was built. */
export async function updatedOf(request: DataRequest): Promise<string> {
  return request.updated ?? (await warehouseInfo(request.db)).builtAt;
}

/**
 * `competition` and `competitions` together (union); null when neither is given. Every id must
 * be one of the contract's competitions.
 */
export function competitionIdsOf(endpoint: string, config: DataConfig): number[] | null {
  const single = config.competitionId;
  const list = config.competitionIds;
  if (single === undefined && list === undefined) return null;
  const ids = [...new Set([...(single === undefined ? [] : [single]), ...(list ?? [])])];
  for (const id of ids) {
    if (!ALLOWED_COMPETITION_IDS.has(id)) {
      const key: ConfigKey =
        single !== undefined && id === single ? 'competitionId' : 'competitionIds';
      throw new DataInputError(
        `Unknown competition ${id} in "${segmentName(endpoint, key)}"`,
        segmentName(endpoint, key),
      );
    }
  }
  return ids.sort((a, b) => a - b);
}

/** Like competitionIdsOf, but one of the two must be there. */
export function requiredCompetitionIds(endpoint: string, config: DataConfig): number[] {
  const ids = competitionIdsOf(endpoint, config);
  if (ids === null) {
    const name = segmentName(endpoint, 'competitionId');
    throw new DataInputError(
      `Endpoint "${endpoint}" needs "${name}" or "${segmentName(endpoint, 'competitionIds')}"`,
      name,
    );
  }
  return ids;
}

/** Division 1-3, or null for none/0 (0 means all divisions, §3). */
export function divisionOf(endpoint: string, config: DataConfig): 1 | 2 | 3 | null {
  const division = config.divisionId;
  if (division === undefined || division === 0) return null;
  if (division === 1 || division === 2 || division === 3) return division;
  const name = segmentName(endpoint, 'divisionId');
  throw new DataInputError(`"${name}" must be 0, 1, 2 or 3, got ${division}`, name);
}

export function genderOf(endpoint: string, config: DataConfig): Gender | null {
  const raw = config.gender ?? config.sex;
  if (raw === undefined) return null;
  const upper = raw.toUpperCase();
  if (upper === 'MALE' || upper === 'M' || upper === 'MEN' || upper === 'MENS') return 'MALE';
  if (
    upper === 'FEMALE' ||
    upper === 'F' ||
    upper === 'W' ||
    upper === 'WOMEN' ||
    upper === 'WOMENS'
  ) {
    return 'FEMALE';
  }
  const name = segmentName(endpoint, config.gender === undefined ? 'sex' : 'gender');
  throw new DataInputError(`"${name}" must be MALE or FEMALE, got "${raw}"`, name);
}

/** A calendar date written yyyymmdd (the scoreboard's form, §9) or yyyy-mm-dd → yyyy-mm-dd. */
export function dateOf(endpoint: string, key: ConfigKey, raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(raw);
  const iso = match === null ? '' : `${match[1]}-${match[2]}-${match[3]}`;
  const time = Date.parse(`${iso}T00:00:00Z`);
  if (match === null || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== iso) {
    const name = segmentName(endpoint, key);
    throw new DataInputError(
      `"${name}" must be a date as yyyymmdd or yyyy-mm-dd, got "${raw}"`,
      name,
    );
  }
  return iso;
}

/** `key` and its list twin together (teamId + teamIds…); null when neither is given. */
export function idsOf(
  config: DataConfig,
  single: 'teamId' | 'playerId' | 'gameId' | 'conferenceId',
  list: 'teamIds' | 'playerIds' | 'gameIds' | 'conferenceIds',
): number[] | null {
  const one = config[single];
  const many = config[list];
  if (one === undefined && many === undefined) return null;
  return [...new Set([...(one === undefined ? [] : [one]), ...(many ?? [])])];
}

/**
 * 404 for the first id the warehouse does not hold (within the competitions when given), naming
 * the segment it came from: `key` (teamId…) or, when `config` shows it came from the list, its
 * list twin (teamIds…). `ids` null or empty checks nothing.
 */
export async function assertIdsExist(
  db: WarehouseDb,
  endpoint: string,
  kind: IdKind,
  ids: readonly number[] | null,
  competitionIds: readonly number[] | null,
  key: 'teamId' | 'playerId' | 'gameId' | 'conferenceId',
  config?: DataConfig,
): Promise<void> {
  if (ids === null || ids.length === 0) return;
  const found = await existingIds(db, kind, ids, competitionIds);
  const missing = ids.find((id) => !found.has(id));
  if (missing === undefined) return;
  const fromList = config !== undefined && config[key] !== missing;
  const name = segmentName(endpoint, fromList ? `${key}s` : key);
  const where = competitionIds === null ? '' : ` in competition ${competitionIds.join(', ')}`;
  throw new UnknownIdError(`Unknown ${kind} ${missing}${where} ("${name}")`, name);
}

/**
 * A team list's filter (teams, competition-teams) for `competitionIds`, once every team and
 * conference the request names is known to exist (an UnknownIdError, a 400, otherwise).
 */
export async function checkedTeamListFilter(
  endpoint: string,
  request: DataRequest,
  competitionIds: number[] | null,
): Promise<TeamListFilter> {
  const { params, db } = request;
  const teamIds = idsOf(params, 'teamId', 'teamIds');
  await assertIdsExist(db, endpoint, 'team', teamIds, competitionIds, 'teamId', params);
  if (params.conferenceId !== undefined) {
    await assertIdsExist(db, endpoint, 'conference', [params.conferenceId], null, 'conferenceId');
  }
  return {
    competitionIds,
    teamIds,
    divisionId: divisionOf(endpoint, params),
    conferenceId: params.conferenceId ?? null,
  };
}

/** Today's date where college basketball is scheduled (US Eastern), as yyyy-mm-dd. */
export function scheduleDate(now: Date, plusDays = 0): string {
  const shifted = new Date(now.getTime() + plusDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(shifted);
}

/** A gender as the warehouse stores it; anything else is a broken file, not bad input. */
export function asGender(value: string): Gender {
  if (value === 'MALE' || value === 'FEMALE') return value;
  throw new Error(`The warehouse holds an unknown gender "${value}"`);
}

/**
 * Reading the options of a play-by-play request beyond its ids (request-context.ts checks
 * those): scope and zone schema checked against the values the queries know, and the "one of
 * these" rule of game logs. Every refusal is a DataInputError naming the path segment (path
 * style) or query parameter (query style) at fault, so the router answers 400 `{ msg }`.
 */
import type { DataConfig } from '@courtside/contract';
import type { ZoneFamily } from '@courtside/engine';
import type { PbpScope } from '@courtside/warehouse';
import { PBP_SCOPES, ZONE_SCHEMAS, isPbpScope, isZoneSchema } from '@courtside/warehouse';
import { DataInputError } from '../../../endpoint';
import { segmentName } from '../../reference/config-values';
import { UnknownIdError } from '../../../unknown-id';

type ConfigKey = keyof DataConfig & string;

export function inputError(endpoint: string, key: ConfigKey, message: string): DataInputError {
  const name = segmentName(endpoint, key);
  return new DataInputError(message.replaceAll('{name}', `"${name}"`), name);
}

/** The same for an id the warehouse does not hold (a 404). */
export function unknownIdError(endpoint: string, key: ConfigKey, message: string): UnknownIdError {
  const name = segmentName(endpoint, key);
  return new UnknownIdError(message.replaceAll('{name}', `"${name}"`), name);
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

/**
 * Reading the options of a stats request beyond its ids (request-context.ts checks those):
 * scopes and periods must be ones the warehouse materializes, date ranges whole. Every refusal
 * is a DataInputError naming the segment (path style) or query parameter (query style) at
 * fault. The generic readers (segment names, dates) are the reference endpoints' own, so both
 * families speak the same 400s.
 */
import type { DataConfig } from '@courtside/contract';
import { TEAM_AGG_SCOPES } from '@courtside/contract/schemas';
import { isScope } from '@courtside/warehouse';
import { DataInputError } from '../../../endpoint';
import type { RequestContext } from '../../../request-context';
import { dateOf, segmentName } from '../../reference/config-values';

type ConfigKey = keyof DataConfig & string;

/** The request context as the stats row builders name it. */
export type StatsContext = RequestContext;

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

/**
 * The game explorer's search as a data request: the filter written as the `explorerFilter` list
 * of `game-explorer-search` (one item per bound or choice, only what differs from "any"), the
 * sort orders (`sortBy`) and the most rows one answer holds (`limit`). The server searches the
 * season's stored rows and sends only the rows a page shows, so a phone never downloads a whole
 * season; the page and the API share this one codec, so what one writes the other reads.
 *
 * Items: `margin:3:` (a range, either side empty for unbounded; the win probability as 0-1),
 * `from:2025-03-01`, `to:…`, `teams:1.2`, `conferences:4`, `site:neutral`, `stage:national`,
 * `round:3`. A malformed item is an error naming it, never an ignored bound.
 *
 * `sortBy` is a sort (EXPLORER_SORTS) or `-` and a sort for its reverse.
 */
import {
  EXPLORER_RANGE_KEYS,
  EXPLORER_SITES,
  EXPLORER_STAGES,
  NO_EXPLORER_RANGE,
  OPEN_EXPLORER_FILTER,
  type ExplorerRange,
  type ExplorerRangeKey,
  type ExplorerSite,
  type ExplorerStage,
  type GameExplorerFilter,
} from './game-explorer';
import type { GameExplorerRow } from './schemas/data/reference/games';

/** Most rows an explorer answer holds when a `limit` is asked (and the largest limit). */
export const EXPLORER_LIMIT_MAX = 1000;
/** Most teams and conferences one search names. */
export const EXPLORER_MAX_TEAMS = 20;
export const EXPLORER_MAX_CONFERENCES = 40;
/** Largest bracket round number (national: 6 is the final). */
export const EXPLORER_MAX_ROUND = 10;

/**
 * How results can be ordered; each is a figure and its natural direction (below). `sortBy` names
 * one as is, or with a leading `-` for the reverse (`-date` oldest first, `-total` fewest points).
 */
export const EXPLORER_SORTS = [
  'date',
  'closest',
  'comeback',
  'upset',
  'leadChanges',
  'run',
  'lead',
  'total',
  'overtimes',
  'tied',
] as const;
export type ExplorerSort = (typeof EXPLORER_SORTS)[number];

/** What `sortBy` prefixes a sort with to reverse its direction. */
export const EXPLORER_REVERSE_PREFIX = '-';
/** A `sortBy` value: a sort in its natural direction, or reversed. */
export type ExplorerSortBy = ExplorerSort | `-${ExplorerSort}`;

/** A `sortBy` value read: the sort and whether it runs against its natural direction. */
export interface ExplorerOrder {
  readonly sort: ExplorerSort;
  readonly reversed: boolean;
}

/** Every value `sortBy` accepts: each sort, then each reversed. */
export const EXPLORER_SORT_BYS: readonly ExplorerSortBy[] = [
  ...EXPLORER_SORTS,
  ...EXPLORER_SORTS.map((sort) => `${EXPLORER_REVERSE_PREFIX}${sort}` as const),
];

interface SortOrder {
  readonly read: (row: GameExplorerRow) => number | string | null;
  /** Largest (or newest) first. */
  readonly desc: boolean;
}

export const EXPLORER_SORT_ORDERS: Readonly<Record<ExplorerSort, SortOrder>> = {
  date: { read: (row) => row.gameDate, desc: true },
  closest: { read: (row) => row.winnerMargin, desc: false },
  comeback: { read: (row) => row.comeback, desc: true },
  upset: { read: (row) => row.winnerWinProbability, desc: false },
  leadChanges: { read: (row) => row.leadChanges, desc: true },
  run: { read: (row) => row.biggestRun, desc: true },
  lead: { read: (row) => row.largestLead, desc: true },
  total: { read: (row) => row.totalPts, desc: true },
  overtimes: { read: (row) => row.overtimes, desc: true },
  tied: { read: (row) => row.timesTied, desc: true },
};

export class ExplorerQueryError extends Error {}

export function isExplorerSort(value: string): value is ExplorerSort {
  return (EXPLORER_SORTS as readonly string[]).includes(value);
}

/** The order a `sortBy` value names; null for anything else (`--date`, `-`, `best`). */
export function parseExplorerSortBy(value: string): ExplorerOrder | null {
  const reversed = value.startsWith(EXPLORER_REVERSE_PREFIX);
  const sort = reversed ? value.slice(EXPLORER_REVERSE_PREFIX.length) : value;
  return isExplorerSort(sort) ? { sort, reversed } : null;
}

/** The `sortBy` value of an order. */
export function formatExplorerSortBy({ sort, reversed }: ExplorerOrder): ExplorerSortBy {
  return reversed ? `${EXPLORER_REVERSE_PREFIX}${sort}` : sort;
}

function compareValues(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

/**
 * The rows in a sort's order, or its reverse. Unknown values (a box-only game's comeback) go
 * last whatever the direction, so "biggest comeback" never opens with games whose comeback nobody
 * knows; ties go newest first, then by game id, in either direction, so the order (and a limit's
 * cut) is the same on every request.
 */
export function sortExplorerRows<Row extends GameExplorerRow>(
  rows: readonly Row[],
  sort: ExplorerSort | ExplorerOrder,
): Row[] {
  const { sort: base, reversed } = typeof sort === 'string' ? { sort, reversed: false } : sort;
  const order = EXPLORER_SORT_ORDERS[base];
  const desc = order.desc !== reversed;
  const byDate = EXPLORER_SORT_ORDERS.date;
  return [...rows].sort((a, b) => {
    const va = order.read(a);
    const vb = order.read(b);
    if (va === null || vb === null) {
      if (va !== vb) return va === null ? 1 : -1;
    } else {
      const cmp = compareValues(va, vb);
      if (cmp !== 0) return desc ? -cmp : cmp;
    }
    const da = byDate.read(a) ?? '';
    const db = byDate.read(b) ?? '';
    if (da !== db) return da < db ? 1 : -1;
    return a.gameId - b.gameId;
  });
}

const numberText = (value: number): string => String(value);

/** The filter as `explorerFilter` items: only what narrows the search, in a fixed order. */
export function explorerFilterItems(filter: GameExplorerFilter): string[] {
  const items: string[] = [];
  for (const key of EXPLORER_RANGE_KEYS) {
    const { min, max } = filter.ranges[key];
    if (min === null && max === null) continue;
    items.push(
      `${key}:${min === null ? '' : numberText(min)}:${max === null ? '' : numberText(max)}`,
    );
  }
  if (filter.from !== null) items.push(`from:${filter.from}`);
  if (filter.to !== null) items.push(`to:${filter.to}`);
  if (filter.teamIds.length > 0) items.push(`teams:${filter.teamIds.join('.')}`);
  if (filter.conferenceIds.length > 0) {
    items.push(`conferences:${filter.conferenceIds.join('.')}`);
  }
  if (filter.site !== 'any') items.push(`site:${filter.site}`);
  if (filter.stage !== 'any') items.push(`stage:${filter.stage}`);
  if (filter.round !== null) items.push(`round:${filter.round}`);
  return items;
}

function isRangeKey(key: string): key is ExplorerRangeKey {
  return (EXPLORER_RANGE_KEYS as readonly string[]).includes(key);
}

function boundOf(item: string, text: string): number | null {
  if (text === '') return null;
  const value = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(value)) {
    throw new ExplorerQueryError(`"${item}": "${text}" is not a non-negative number`);
  }
  return value;
}

function rangeOf(item: string, key: ExplorerRangeKey, value: string): ExplorerRange {
  const sides = value.split(':');
  if (sides.length !== 2) {
    throw new ExplorerQueryError(`"${item}" must be ${key}:min:max (either side may be empty)`);
  }
  const min = boundOf(item, sides[0] ?? '');
  const max = boundOf(item, sides[1] ?? '');
  if (key === 'winnerWinProbability' && ((min ?? 0) > 1 || (max ?? 0) > 1)) {
    throw new ExplorerQueryError(`"${item}": a win probability is between 0 and 1`);
  }
  if (min !== null && max !== null && min > max) {
    throw new ExplorerQueryError(`"${item}": the minimum is above the maximum`);
  }
  return min === null && max === null ? NO_EXPLORER_RANGE : { min, max };
}

function dayOf(item: string, value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  if (date === null || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new ExplorerQueryError(`"${item}": "${value}" is not a yyyy-mm-dd day`);
  }
  return value;
}

function idsOf(item: string, value: string, most: number): number[] {
  const ids = value.split('.').map((text) => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : NaN));
  if (ids.some((id) => !Number.isSafeInteger(id) || id > 2_147_483_647)) {
    throw new ExplorerQueryError(`"${item}": ids are positive whole numbers joined by "."`);
  }
  if (ids.length > most) throw new ExplorerQueryError(`"${item}": at most ${most} ids`);
  return [...new Set(ids)];
}

function choiceOf<T extends string>(item: string, value: string, choices: readonly T[]): T {
  const found = choices.find((choice) => choice === value);
  if (found === undefined) {
    throw new ExplorerQueryError(`"${item}": expected one of ${choices.join(', ')}`);
  }
  return found;
}

interface MutableFilter {
  ranges: Record<ExplorerRangeKey, ExplorerRange>;
  from: string | null;
  to: string | null;
  teamIds: readonly number[];
  conferenceIds: readonly number[];
  site: ExplorerSite;
  stage: ExplorerStage;
  round: number | null;
}

function applyItem(filter: MutableFilter, item: string): void {
  const colon = item.indexOf(':');
  const key = colon < 0 ? item : item.slice(0, colon);
  const value = colon < 0 ? '' : item.slice(colon + 1);
  if (colon < 0 || value === '') throw new ExplorerQueryError(`"${item}" has no value`);
  if (isRangeKey(key)) {
    filter.ranges[key] = rangeOf(item, key, value);
    return;
  }
  switch (key) {
    case 'from':
      filter.from = dayOf(item, value);
      return;
    case 'to':
      filter.to = dayOf(item, value);
      return;
    case 'teams':
      filter.teamIds = idsOf(item, value, EXPLORER_MAX_TEAMS);
      return;
    case 'conferences':
      filter.conferenceIds = idsOf(item, value, EXPLORER_MAX_CONFERENCES);
      return;
    case 'site':
      filter.site = choiceOf(item, value, EXPLORER_SITES);
      return;
    case 'stage':
      filter.stage = choiceOf(item, value, EXPLORER_STAGES);
      return;
    case 'round': {
      const round = /^\d{1,2}$/.test(value) ? Number(value) : NaN;
      if (!(round <= EXPLORER_MAX_ROUND)) {
        throw new ExplorerQueryError(`"${item}": a round is 0 to ${EXPLORER_MAX_ROUND}`);
      }
      filter.round = round;
      return;
    }
    default:
      throw new ExplorerQueryError(
        `"${item}": unknown filter "${key}" (expected ${[...EXPLORER_RANGE_KEYS, 'from', 'to', 'teams', 'conferences', 'site', 'stage', 'round'].join(', ')})`,
      );
  }
}

/** The filter `explorerFilter` items say; throws ExplorerQueryError naming a bad or repeated item. */
export function parseExplorerFilterItems(items: readonly string[]): GameExplorerFilter {
  const filter: MutableFilter = {
    ...OPEN_EXPLORER_FILTER,
    ranges: { ...OPEN_EXPLORER_FILTER.ranges },
  };
  const seen = new Set<string>();
  for (const item of items) {
    const key = item.split(':', 1)[0] ?? '';
    if (seen.has(key)) throw new ExplorerQueryError(`"${key}" is given twice`);
    seen.add(key);
    applyItem(filter, item);
  }
  if (filter.from !== null && filter.to !== null && filter.from > filter.to) {
    throw new ExplorerQueryError(`"from:${filter.from}" is after "to:${filter.to}"`);
  }
  return filter;
}

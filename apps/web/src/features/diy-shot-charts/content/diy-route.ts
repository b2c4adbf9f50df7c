/**
 * The page's one URL schema: the saved chart on the court (`chart`), what the court shows
 * (`view`: every shot, or the zones against the D-I average) and the season whose D-I averages
 * and three-point line the shots are compared with (`season`). Defaults are stated here and left
 * out of the URL; an unreadable view or season falls back to its default. A chart id is kept as
 * written, so an id that names no chart of the account can say so rather than vanish.
 */
import { DEFAULT_COMPETITION_IDS, isAllowedCompetitionId } from '@courtside/contract';
import {
  defineUrlFilters,
  enumParam,
  intItem,
  stringItem,
  type FilterParam,
} from '@/lib/stats/url-filters';

export const DIY_VIEWS = [
  { value: 'dots', label: 'Shots' },
  { value: 'zones', label: 'Zones' },
] as const;
export type DiyView = (typeof DIY_VIEWS)[number]['value'];

/** The season compared with when the URL names none: the men's default competition. */
export const DEFAULT_DIY_SEASON = DEFAULT_COMPETITION_IDS.MALE;

const same = <T>(a: T, b: T): boolean => a === b;

/** A competition Courtside covers; any other number is unreadable. */
const seasonParam: FilterParam<number> = {
  defaultValue: DEFAULT_DIY_SEASON,
  parse: (raw) => {
    const value = intItem({ min: 1 }).parse(raw.at(-1) ?? '');
    return value !== undefined && isAllowedCompetitionId(value) ? value : undefined;
  },
  serialize: (value) => [String(value)],
  equals: same,
};

/** The id of a saved chart, or null for a new chart (left out of the URL). */
const chartParam: FilterParam<string | null> = {
  defaultValue: null,
  parse: (raw) => {
    const value = stringItem({ maxLength: 100 }).parse(raw.at(-1)?.trim() ?? '');
    return value === undefined || value === '' ? undefined : value;
  },
  serialize: (value) => (value === null ? [] : [value]),
  equals: same,
};

export const DIY_FILTERS = defineUrlFilters<{
  chart: string | null;
  view: DiyView;
  season: number;
}>({
  chart: chartParam,
  view: enumParam(
    DIY_VIEWS.map((view) => view.value),
    'dots',
  ),
  season: seasonParam,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id can name a saved chart at all (the API's ids are UUIDs). */
export function isChartId(id: string): boolean {
  return UUID.test(id);
}

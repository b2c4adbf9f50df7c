/**
 * The URL parameters of the shot-chart page that the shared helpers (lib/stats/url-filters) do
 * not cover: a competition Courtside covers, an optional id and an optional calendar date. Each
 * reads an unreadable value as "invalid", so the page falls back to its default.
 */
import { isAllowedCompetitionId } from '@courtside/contract';
import { intItem, type FilterParam } from '@/lib/stats/url-filters';

const same = <T>(a: T, b: T): boolean => a === b;

/** A competition id of the product's list (§3); any other number is unreadable. */
export function competitionParam(defaultValue: number): FilterParam<number> {
  const id = intItem({ min: 1 });
  return {
    defaultValue,
    parse: (raw) => {
      const value = id.parse(raw.at(-1) ?? '');
      return value !== undefined && isAllowedCompetitionId(value) ? value : undefined;
    },
    serialize: (value) => [String(value)],
    equals: same,
  };
}

/** A positive id, or null (nothing chosen, left out of the URL). */
export const optionalIdParam: FilterParam<number | null> = {
  defaultValue: null,
  parse: (raw) => intItem({ min: 1 }).parse(raw.at(-1) ?? ''),
  serialize: (value) => (value === null ? [] : [String(value)]),
  equals: same,
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written yyyy-mm-dd. */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (match === null) return false;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A day (yyyy-mm-dd), or '' for no bound. */
export const optionalDateParam: FilterParam<string> = {
  defaultValue: '',
  parse: (raw) => {
    const last = raw.at(-1)?.trim() ?? '';
    return last === '' || isIsoDate(last) ? last : undefined;
  },
  serialize: (value) => (value === '' ? [] : [value]),
  equals: same,
};

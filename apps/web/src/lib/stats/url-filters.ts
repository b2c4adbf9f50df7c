/**
 * Page filters in the URL: a page declares its filters once (a typed parser and a default per
 * search parameter), and `useUrlFilters` reads them from and writes them to the address through
 * react-router, so a filtered view can be shared and the back button steps through changes.
 *
 * Defaults are left out of the URL (the plain page address is the default view). A missing or
 * unreadable value (a hand-edited or outdated link) falls back to the default; parsing never
 * throws. Parameters the schema does not name are kept as they are. The parsers are written by
 * hand because the web bundle carries no zod.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** One search parameter: how to read it, write it and compare it. */
export interface FilterParam<T> {
  readonly defaultValue: T;
  /** Every value of the parameter in the URL (at least one) → the value, undefined if invalid. */
  parse(raw: readonly string[]): T | undefined;
  /** The value → the URL's values of the parameter (repeated keys when several). */
  serialize(value: T): string[];
  equals(a: T, b: T): boolean;
}

/** One item of a list parameter. */
export interface ItemParser<T> {
  parse(raw: string): T | undefined;
  serialize(value: T): string;
}

const same = <T>(a: T, b: T): boolean => a === b;

function single<T>(
  defaultValue: T,
  item: ItemParser<T>,
  equals: (a: T, b: T) => boolean = same,
): FilterParam<T> {
  return {
    defaultValue,
    // The last value wins when a key is repeated, as a form submission would.
    parse: (raw) => {
      const last = raw.at(-1);
      return last === undefined ? undefined : item.parse(last);
    },
    serialize: (value) => [item.serialize(value)],
    equals,
  };
}

export function enumItem<const V extends string>(values: readonly V[]): ItemParser<V> {
  return {
    parse: (raw) => values.find((value) => value === raw),
    serialize: (value) => value,
  };
}

export interface IntRange {
  min?: number;
  max?: number;
}

export function intItem({
  min = Number.MIN_SAFE_INTEGER,
  max = Number.MAX_SAFE_INTEGER,
}: IntRange = {}): ItemParser<number> {
  return {
    parse: (raw) => {
      if (!/^-?\d{1,15}$/.test(raw)) return undefined;
      const value = Number(raw);
      return value >= min && value <= max ? value : undefined;
    },
    serialize: (value) => String(value),
  };
}

export function stringItem({ maxLength = 200 }: { maxLength?: number } = {}): ItemParser<string> {
  return {
    parse: (raw) => (raw.length <= maxLength ? raw : undefined),
    serialize: (value) => value,
  };
}

/** One of a fixed set of values, e.g. a scope. */
export function enumParam<const V extends string>(
  values: readonly V[],
  defaultValue: NoInfer<V>,
): FilterParam<V> {
  return single(defaultValue, enumItem(values));
}

/** A whole number within [min, max]. */
export function intParam(defaultValue: number, range: IntRange = {}): FilterParam<number> {
  return single(defaultValue, intItem(range));
}

/** true/false (1/0 accepted when reading). */
export function boolParam(defaultValue: boolean): FilterParam<boolean> {
  return single(defaultValue, {
    parse: (raw) =>
      raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : undefined,
    serialize: (value) => String(value),
  });
}

/** Free text (a search box), trimmed, up to maxLength characters. */
export function stringParam(
  defaultValue = '',
  { maxLength = 200 }: { maxLength?: number } = {},
): FilterParam<string> {
  const item = stringItem({ maxLength });
  return single(defaultValue, {
    parse: (raw) => item.parse(raw.trim()),
    serialize: (value) => value.trim(),
  });
}

export interface ListOptions {
  /**
   * Join the items into one value with this separator (e.g. '-' for competition ids, §7)
   * instead of repeating the key.
   */
  joinWith?: string;
  /** Longer lists are invalid. */
  maxItems?: number;
}

/** A list of items: invalid if any item is, duplicates dropped, order kept. */
export function listParam<T>(
  item: ItemParser<T>,
  defaultValue: readonly T[] = [],
  { joinWith, maxItems = 100 }: ListOptions = {},
): FilterParam<readonly T[]> {
  return {
    defaultValue,
    parse: (raw) => {
      const parts = joinWith === undefined ? raw : raw.flatMap((value) => value.split(joinWith));
      const nonEmpty = parts.filter((part) => part !== '');
      if (nonEmpty.length > maxItems) return undefined;
      const items: T[] = [];
      for (const part of nonEmpty) {
        const value = item.parse(part);
        if (value === undefined) return undefined;
        if (!items.includes(value)) items.push(value);
      }
      return items;
    },
    serialize: (value) => {
      const parts = value.map((entry) => item.serialize(entry));
      if (joinWith === undefined) return parts;
      return parts.length === 0 ? [''] : [parts.join(joinWith)];
    },
    equals: (a, b) => a.length === b.length && a.every((entry, index) => entry === b[index]),
  };
}

/** The parameters of a page, one per filter value. */
export type FilterParams<V> = { readonly [K in keyof V]: FilterParam<V[K]> };

export interface UrlFilters<V> {
  readonly params: FilterParams<V>;
  readonly defaults: V;
  /** The filter values in a URL's search parameters. */
  parse(search: URLSearchParams): V;
  /**
   * Search parameters for `values`: those of `base` the schema does not name, then each value
   * that differs from its default.
   */
  serialize(values: V, base?: URLSearchParams): URLSearchParams;
}

function keysOf<V>(params: FilterParams<V>): (keyof V & string)[] {
  return Object.keys(params) as (keyof V & string)[];
}

/** Declares a page's filters once; keep the result at module scope. */
export function defineUrlFilters<V>(params: FilterParams<V>): UrlFilters<V> {
  const keys = keysOf(params);
  const defaults = Object.fromEntries(keys.map((key) => [key, params[key].defaultValue])) as V;
  return {
    params,
    defaults,
    parse(search) {
      const values = { ...defaults };
      for (const key of keys) {
        const raw = search.getAll(key);
        if (raw.length === 0) continue;
        const parsed = params[key].parse(raw);
        if (parsed !== undefined) values[key] = parsed;
      }
      return values;
    },
    serialize(values, base = new URLSearchParams()) {
      const search = new URLSearchParams(base);
      for (const key of keys) {
        search.delete(key);
        const param = params[key];
        const value = values[key];
        // A patch may carry undefined for "back to the default".
        if (value === undefined || param.equals(value, param.defaultValue)) continue;
        for (const part of param.serialize(value)) search.append(key, part);
      }
      return search;
    },
  };
}

export interface SetFiltersOptions {
  /** Replace the current history entry instead of adding one (e.g. while typing). */
  replace?: boolean;
}

export type SetFilters<V> = (patch: Partial<V>, options?: SetFiltersOptions) => void;

/**
 * The page's filter values from the current URL, a setter that merges a change into the URL
 * (a new history entry unless `replace`), and a reset to the defaults.
 */
export function useUrlFilters<V>(filters: UrlFilters<V>): [V, SetFilters<V>, () => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = useMemo(() => filters.parse(searchParams), [filters, searchParams]);

  const setFilters = useCallback<SetFilters<V>>(
    (patch, { replace = false } = {}) => {
      setSearchParams(
        (current) => filters.serialize({ ...filters.parse(current), ...patch }, current),
        { replace, preventScrollReset: true },
      );
    },
    [filters, setSearchParams],
  );

  const reset = useCallback(() => {
    setSearchParams((current) => filters.serialize(filters.defaults, current), {
      preventScrollReset: true,
    });
  }, [filters, setSearchParams]);

  return [values, setFilters, reset];
}

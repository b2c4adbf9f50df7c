/**
 * Filters by the ids a request names. A condition is written only for an id that is named, as a
 * plain comparison: DuckDB pushes `col = $id` into the scan and skips the blocks of other teams or
 * games, while `($id IS NULL OR col = $id)` is evaluated row by row. The condition texts are
 * constants of the caller; the values are bound parameters.
 */

/** An id the request names (neither undefined nor null). */
export const isNamed = (id: number | null | undefined): id is number =>
  id !== undefined && id !== null;

export interface NamedFilter {
  /** The conditions of the named ids, to AND with the caller's own. */
  readonly conditions: string[];
  /** The named ids' values, by parameter name. */
  readonly params: Record<string, number>;
}

/**
 * `conditionOf` maps each parameter the caller may filter by to its condition (which binds
 * `$<name>`); the ids given decide which apply.
 */
export function namedIdFilter<Name extends string>(
  ids: Readonly<Partial<Record<NoInfer<Name>, number | null | undefined>>>,
  conditionOf: Readonly<Record<Name, string>>,
): NamedFilter {
  const conditions: string[] = [];
  const params: Record<string, number> = {};
  for (const name of Object.keys(conditionOf) as Name[]) {
    const id = ids[name];
    if (!isNamed(id)) continue;
    conditions.push(conditionOf[name]);
    params[name] = id;
  }
  return { conditions, params };
}

/** Conditions to follow others in a WHERE clause: each preceded by AND ('' for none). */
export const andAll = (conditions: readonly string[]): string =>
  conditions.map((condition) => `AND ${condition}`).join(' ');

/**
 * Id lists as bound parameters. DuckDB's node binding takes scalars only, so a list travels as
 * one VARCHAR of comma-joined whole numbers and SQL splits and casts it back
 * (`list_contains(string_split($ids, ',')::BIGINT[], column)`; BIGINT so that any safe integer casts). The text is built here from
 * numbers this function checked, and it is still bound, never spliced into SQL.
 */
export function idListParam(ids: readonly number[] | null | undefined): string | null {
  if (ids === null || ids === undefined) return null;
  for (const id of ids) {
    if (!Number.isSafeInteger(id) || id < 0) throw new RangeError(`Not an id: ${id}`);
  }
  // An empty list must match nothing, and -1 is never an id.
  return ids.length === 0 ? '-1' : ids.join(',');
}

/** SQL predicate: `column` is in the bound list `$param`, or the list is NULL (no filter). */
export function inIdList(param: string, column: string): string {
  return `($${param}::VARCHAR IS NULL OR list_contains(string_split($${param}::VARCHAR, ',')::BIGINT[], ${column}))`;
}

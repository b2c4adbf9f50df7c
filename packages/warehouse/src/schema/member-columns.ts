/**
 * The member columns of stored answer rows (query/stored-members.ts explains the layout): one
 * VARCHAR column per row field holding that member's JSON value text.
 */
import type { Column, TableDef } from './define';

/** Members every answer row opens with, rebuilt when served instead of stored. */
export const HEAD_FIELDS: ReadonlySet<string> = new Set(['_id', 'updated']);

const MEMBER_PREFIX = 'm_';

/** The stored column of a row field. DuckDB names are case-insensitive: see memberColumnDefs. */
export const memberColumn = (field: string): string => `${MEMBER_PREFIX}${field}`;

/**
 * The member columns of the given row fields (head members excluded), for a table definition.
 * Throws when two fields would name one DuckDB column.
 */
export function memberColumnDefs(fields: readonly string[]): Column[] {
  const seen = new Map<string, string>();
  const out: Column[] = [];
  for (const field of fields) {
    if (HEAD_FIELDS.has(field)) continue;
    const lower = field.toLowerCase();
    const other = seen.get(lower);
    if (other !== undefined && other !== field)
      throw new Error(`Fields ${other} and ${field} would share the column ${memberColumn(field)}`);
    if (other !== undefined) continue;
    seen.set(lower, field);
    out.push({ name: memberColumn(field), type: 'VARCHAR' });
  }
  return out;
}

/** The row fields of a table's member columns, in the table's column order. */
export const memberFieldsOf = (table: TableDef): string[] =>
  table.columns
    .filter((column) => column.name.startsWith(MEMBER_PREFIX))
    .map((column) => column.name.slice(MEMBER_PREFIX.length));

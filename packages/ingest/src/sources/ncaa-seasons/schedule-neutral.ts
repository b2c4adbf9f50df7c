/**
 * The schedule's optional neutral-site column. The published schedule has none; a schedule that
 * has one (a mirror, a corrected file) flags neutral sites itself, and wherever it gives an
 * answer that answer wins over the ingest's own rules (neutral-sites.ts).
 *
 * - Names (case, spaces and punctuation ignored): neutral_site, neutral, is_neutral,
 *   is_neutral_site, neutral_court; with several, the first of this list is read.
 * - Values: BOOLEAN; 0 or 1 in any integer or decimal type; text true/false, t/f, yes/no, y/n,
 *   1/0, "neutral" (true), "home"/"away" (false), in any case. NULL or blank text means the
 *   schedule does not say, and the rules decide.
 * - A column of another type (a date, a list…) or any other value stops the ingest with the
 *   file, the column and an example, like every other malformed schedule value.
 */
import { basename } from 'node:path';
import type { WarehouseDb } from '@courtside/warehouse';
import { str } from '@courtside/warehouse';
import { IngestInputError } from './errors';

export const NEUTRAL_COLUMN_NAMES = [
  'neutral_site',
  'neutral',
  'is_neutral',
  'is_neutral_site',
  'neutral_court',
] as const;

const TRUE_TEXT = ['true', 't', 'yes', 'y', '1', 'neutral'];
const FALSE_TEXT = ['false', 'f', 'no', 'n', '0', 'home', 'away'];

const squash = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The schedule column to read, or null without one. */
export function neutralColumnOf(columns: readonly string[]): string | null {
  for (const wanted of NEUTRAL_COLUMN_NAMES) {
    const found = columns.find((column) => squash(column) === squash(wanted));
    if (found !== undefined) return found;
  }
  return null;
}

const quoted = (column: string): string => `"${column.replaceAll('"', '""')}"`;
const textList = (values: readonly string[]): string => values.map((v) => `'${v}'`).join(', ');

/**
 * SQL reading the column as BOOLEAN (NULL: not said, or a value not understood) for a column
 * of the given DuckDB type; null for a type no neutral flag can have.
 */
export function neutralSql(column: string, type: string): string | null {
  const c = quoted(column);
  if (type === 'BOOLEAN') return c;
  if (/^(U?(TINY|SMALL|BIG|HUGE)?INT(EGER)?|FLOAT|REAL|DOUBLE|DECIMAL.*)$/.test(type)) {
    return `CASE WHEN ${c} = 1 THEN true WHEN ${c} = 0 THEN false END`;
  }
  if (type === 'VARCHAR') {
    const t = `lower(trim(${c}))`;
    return `CASE WHEN ${t} IN (${textList(TRUE_TEXT)}) THEN true WHEN ${t} IN (${textList(FALSE_TEXT)}) THEN false END`;
  }
  return null;
}

/** SQL of the raw value as text, NULL when the schedule says nothing (NULL or blank). */
export const neutralRawSql = (column: string): string =>
  `nullif(trim(CAST(${quoted(column)} AS VARCHAR)), '')`;

/** The column's DuckDB type; an IngestInputError when no neutral flag can have it. */
export async function neutralColumnSql(
  db: WarehouseDb,
  file: string,
  column: string,
): Promise<string> {
  const described = await db.all(`DESCRIBE SELECT ${quoted(column)} FROM read_parquet($1)`, [file]);
  const type = described[0] ? str(described[0], 'column_type') : 'unknown';
  const sql = neutralSql(column, type);
  if (sql === null) {
    throw new IngestInputError(
      `${basename(file)}: column ${column} is ${type}; a neutral-site column must be boolean, 0/1 or yes/no text`,
    );
  }
  return sql;
}

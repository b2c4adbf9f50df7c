/**
 * Tables are declared as data (name, columns, key, what they hold) so the DDL, the build's
 * copy-forward of other competitions, the validation after a build and the README's table list
 * all come from one place.
 */
import { COUNT_COLUMNS, PBP_EXTRAS } from './count-columns';

export type ColumnType =
  'INTEGER' | 'BIGINT' | 'HUGEINT' | 'DOUBLE' | 'VARCHAR' | 'BOOLEAN' | 'DATE' | 'TIMESTAMP';

export interface Column {
  readonly name: string;
  readonly type: ColumnType;
  readonly notNull?: boolean;
  readonly doc?: string;
}

export interface TableDef {
  readonly name: string;
  readonly doc: string;
  /**
   * 'competition': every row belongs to one competition (column competition_id), so an ingest
   * of that competition replaces exactly those rows. 'global': rebuilt or merged by the build.
   */
  readonly scope: 'competition' | 'global';
  readonly columns: readonly Column[];
  readonly primaryKey?: readonly string[];
  /**
   * The fields of the JSON documents a table stores in a VARCHAR column, when it stores any:
   * part of the table's layout as much as its columns are (SCHEMA_VERSION hashes both).
   */
  readonly documentFields?: readonly string[];
}

export const col = (name: string, type: ColumnType, doc?: string, notNull = false): Column => ({
  name,
  type,
  doc,
  notNull,
});

export const key = (name: string, type: ColumnType, doc?: string): Column =>
  col(name, type, doc, true);

/** The box counts' columns of a game or sum row (COUNT_COLUMNS), with a prefix (`opp_`, `tm_`). */
export const countingColumns = (prefix = '', type: ColumnType = 'INTEGER'): Column[] =>
  COUNT_COLUMNS.map((stat) => col(`${prefix}${stat}`, type));

/** The play-by-play-only count columns (PBP_EXTRAS), with a prefix. */
export const playByPlayColumns = (
  prefix = '',
  type: ColumnType = 'INTEGER',
  notNull = false,
): Column[] => PBP_EXTRAS.map((stat) => col(`${prefix}${stat}`, type, undefined, notNull));

/**
 * What a table's layout is, for SCHEMA_VERSION: its DDL, and the fields of the documents it
 * stores (rows copied forward must hold the fields this code writes, as they must its columns).
 */
export function tableLayout(table: TableDef): string {
  const documents = table.documentFields
    ? `\n-- documents: ${table.documentFields.join(', ')}`
    : '';
  return `${createTableSql(table)}${documents}`;
}

export function createTableSql(table: TableDef): string {
  const columns = table.columns.map(
    (column) => `  ${column.name} ${column.type}${column.notNull ? ' NOT NULL' : ''}`,
  );
  if (table.primaryKey) columns.push(`  PRIMARY KEY (${table.primaryKey.join(', ')})`);
  return `CREATE TABLE ${table.name} (\n${columns.join(',\n')}\n)`;
}

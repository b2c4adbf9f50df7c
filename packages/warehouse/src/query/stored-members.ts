/**
 * Stored answer rows, one column per member. The build writes each row an endpoint would send
 * (the API's own row function) as one VARCHAR column per field holding that member's JSON value
 * text (`m_fgPct` = `0.512`), NULL where the row has no such member. Serving a row is then
 * string work in DuckDB: `concat_ws` of `"field":` || column over the fields the answer keeps,
 * which skips NULL members exactly as JSON.stringify skips undefined ones.
 *
 * Why columns and not one JSON text per row: a `fields` selection (the chart tools ask for 5-10
 * of a row's 80-170 fields over thousands of rows) reads only the columns it names, where a body
 * text had to be parsed whole (~30 MB for a division's players) to select from it. An answer
 * without `fields` reads a stored whole-row text instead (wholeRowText): concatenating every
 * column costs DuckDB three times as long.
 *
 * The text is the computed answer's: each value is JSON.stringify's text of the row's value,
 * the members come in the order the row function gives them (its `layout`, checked for every row
 * the build writes), and `fields` keeps the named members plus the identity ones (`_id`, `…Id`)
 * in that order, as the generic selection does (apps/api fields.ts).
 */
import type { Row, WarehouseDb } from '../db/connection';
import { HEAD_FIELDS, memberColumn } from '../schema/member-columns';
import { fileHasTable } from './stored-table';

/**
 * Fields a `fields` selection always keeps, so slimmed rows can still be indexed and joined:
 * `_id` and every `…Id`.
 */
export const isIdentityField = (field: string): boolean => field === '_id' || /Id$/.test(field);

/** The members of a row after its head, in the row's own order. */
export const rowLayout = (row: object): string[] =>
  Object.keys(row).filter((field) => !HEAD_FIELDS.has(field));

/**
 * A row's member texts for the table's member columns (`columns`, memberFieldsOf): null where
 * the row has no such member or its value is undefined. Throws when the row's fields are not
 * `layout`, in its order: the stored columns would then serve another text than the row
 * function makes.
 */
export function memberTexts(
  row: object,
  layout: readonly string[],
  columns: readonly string[],
): (string | null)[] {
  const own = rowLayout(row);
  if (own.length !== layout.length || own.some((field, index) => field !== layout[index]))
    throw new Error(
      `A row's fields differ from the stored layout: ${own.join(',')} vs ${layout.join(',')}`,
    );
  const values = row as Record<string, unknown>;
  return columns.map((field) => {
    const value = values[field];
    return value === undefined ? null : JSON.stringify(value);
  });
}

/**
 * The stored whole-row text: the members text (as membersTextSql writes it) of the layout's
 * members before the first one read at query time (`computed`), all of them when none is. An
 * answer without `fields` reads this one column instead of concatenating every member column,
 * which costs DuckDB three times as long for a division's rows (2.2 MB: ~9 against ~28 ms).
 */
export function wholeRowText(
  row: object,
  layout: readonly string[],
  computed: Readonly<Record<string, string>> = {},
): string {
  const values = row as Record<string, unknown>;
  const parts: string[] = [];
  for (const field of layout) {
    if (field in computed) break;
    const value = values[field];
    if (value !== undefined) parts.push(`${JSON.stringify(field)}:${JSON.stringify(value)}`);
  }
  return parts.join(',');
}

/** Where a build appends a row's member texts (a DuckDB appender). */
export interface MemberSink {
  appendNull(): void;
  appendVarchar(value: string): void;
}

/** Appends member texts (memberTexts) to the current row, NULL for an absent member. */
export function appendMemberTexts(sink: MemberSink, texts: readonly (string | null)[]): void {
  for (const text of texts) {
    if (text === null) sink.appendNull();
    else sink.appendVarchar(text);
  }
}

/** Whether a served answer keeps `updated`, and which members after the head. */
export interface MemberSelection {
  readonly keepsUpdated: boolean;
  readonly members: readonly string[];
}

/** The members an answer keeps: every one, or `fields` plus the identity fields. */
export function selectMembers(
  layout: readonly string[],
  fields: readonly string[] | undefined,
): MemberSelection {
  if (fields === undefined) return { keepsUpdated: true, members: layout };
  const wanted = new Set(fields);
  return {
    keepsUpdated: wanted.has('updated'),
    members: layout.filter((field) => wanted.has(field) || isIdentityField(field)),
  };
}

/**
 * SQL for a row's members as JSON text (`"a":1,"b":null`, empty when none), from the member
 * columns of `alias`. `computed` gives SQL for members read at query time instead of stored
 * (their JSON value text, never NULL).
 */
export function membersTextSql(
  alias: string,
  members: readonly string[],
  computed: Readonly<Record<string, string>> = {},
): string {
  if (members.length === 0) return `''`;
  const parts = members.map((field) => {
    const value = computed[field] ?? `${alias}.${memberColumn(field)}`;
    return `(${sqlText(`${JSON.stringify(field)}:`)} || ${value})`;
  });
  return `concat_ws(',', ${parts.join(', ')})`;
}

/** A SQL string literal. */
const sqlText = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/** A stored row as served: its `_id` and the members' text after the head. */
export interface StoredMembersRow {
  readonly id: string;
  readonly members: string;
}

/**
 * Stored rows as the JSON array of their rows, in the order given, as UTF-8 bytes: the megabytes
 * of a division go straight into one buffer (off the JavaScript heap) for gzip and the socket.
 */
export function storedMembersJson(
  rows: readonly StoredMembersRow[],
  updated: string,
  keepsUpdated: boolean,
): Buffer {
  const updatedMember = keepsUpdated ? `,"updated":${JSON.stringify(updated)}` : '';
  const pieces: string[] = ['['];
  rows.forEach((row, index) => {
    if (index > 0) pieces.push(',');
    pieces.push(storedMemberRowText(row, updatedMember));
  });
  pieces.push(']');
  let length = 0;
  for (const piece of pieces) length += Buffer.byteLength(piece);
  const bytes = Buffer.allocUnsafe(length);
  let offset = 0;
  for (const piece of pieces) offset += bytes.write(piece, offset);
  return bytes;
}

/** One row's JSON text; `updatedMember` is `,"updated":"…"` or empty. */
export function storedMemberRowText(row: StoredMembersRow, updatedMember: string): string {
  const rest = row.members.length === 0 ? '' : `,${row.members}`;
  return `{"_id":${JSON.stringify(row.id)}${updatedMember}${rest}}`;
}

/** What to read of a stored-rows table (alias `d`) for one answer. */
export interface StoredMembersQuery {
  readonly table: string;
  /** The row function's members after the head, in order. */
  readonly layout: readonly string[];
  /** The `fields` selection; every member when undefined. */
  readonly fields: readonly string[] | undefined;
  /** The fingerprint of this code's row function: rows with another one are not served. */
  readonly fingerprint: string;
  /** Key columns of `d` the caller orders and names rows by, e.g. `d.team_id`. */
  readonly keys: readonly string[];
  /** Conditions on `d` (and the joins), ANDed. */
  readonly where: readonly string[];
  readonly params: Readonly<Record<string, string | number | boolean>>;
  /**
   * The column of `d` holding the whole-row text (wholeRowText) for this layout: what an answer
   * without `fields` reads, followed by the members from the first computed one on.
   */
  readonly whole: string;
  /** Members read at query time (their JSON value text), with the joins they need. */
  readonly computed?: Readonly<Record<string, string>>;
  readonly joins?: string;
}

/**
 * SQL for every member's text of stored rows `d`: the whole-row column `whole` (wholeRowText),
 * then the members from the first computed one on.
 */
export function wholeMembersSql(
  layout: readonly string[],
  whole: string,
  computed: Readonly<Record<string, string>> = {},
): string {
  const first = layout.findIndex((field) => field in computed);
  if (first < 0) return `d.${whole}`;
  const rest = membersTextSql('d', layout.slice(first), computed);
  return `concat_ws(',', nullif(d.${whole}, ''), ${rest})`;
}

/**
 * The rows a query names, each with its key columns and its members' text (`members`), and
 * whether the answer keeps `updated`; null when the file cannot answer for this code (no such
 * table, no rows, or rows another fingerprint wrote) and the caller computes instead. Unordered:
 * sorting kilobyte-sized texts in SQL costs more than the query, so tables store each row's
 * place in the answer order for the caller to sort by.
 */
export async function readStoredMembers(
  db: WarehouseDb,
  query: StoredMembersQuery,
): Promise<{ readonly rows: Row[]; readonly keepsUpdated: boolean } | null> {
  if (!(await fileHasTable(db, query.table))) return null;
  const selection = selectMembers(query.layout, query.fields);
  const computed = query.computed ?? {};
  const joins = selection.members.some((field) => field in computed) ? (query.joins ?? '') : '';
  const members =
    query.fields === undefined
      ? wholeMembersSql(query.layout, query.whole, computed)
      : membersTextSql('d', selection.members, computed);
  const rows = await db.all(
    `SELECT ${query.keys.join(', ')}, d.fingerprint, ${members} AS members
     FROM ${query.table} d ${joins}
     WHERE ${query.where.join(' AND ')}`,
    query.params,
  );
  if (rows.length === 0) return null;
  if (rows.some((row) => row['fingerprint'] !== query.fingerprint)) return null;
  return { rows, keepsUpdated: selection.keepsUpdated };
}

/**
 * The columns the ingest reads from the season play-by-play files (`pbp`, `shots`,
 * `player_box`): the same columns as a game bundle's rows (../shared/data/ncaa/README.md), each
 * with the kind of value it must hold. A file is checked against these kinds once, from its
 * schema, instead of validating every row (the bundles' zod schema does that per row; at three
 * million rows a season it would cost more than the rest of the read).
 *
 * Reading packs each row into one string in SQL (fields joined by U+001F, rows of a game by
 * U+001E, NULL written U+001D): DuckDB hands the worker one string per game instead of ~10,000
 * values, each of which would be a separate conversion across the native boundary.
 */
/** The optional play-by-play datasets, read together (season-pbp-*.ts). */
export type PbpDataset = 'pbp' | 'shots' | 'player_box';

/** text: VARCHAR; number: any integer, float or decimal; boolean; id: VARCHAR or integer. */
export type ColumnKind = 'text' | 'number' | 'boolean' | 'id';

export interface SeasonColumn {
  readonly name: string;
  readonly kind: ColumnKind;
  /** An optional column may be absent from the file: its values are NULL. */
  readonly required: boolean;
}

const text = (name: string, required = true): SeasonColumn => ({ name, kind: 'text', required });
const number = (name: string): SeasonColumn => ({ name, kind: 'number', required: true });

const FLOOR = ['home', 'away'].flatMap((side) =>
  [1, 2, 3, 4, 5].map((slot) => text(`${side}_${slot}`)),
);

/** The game id column of each file (the shots file calls it contest_id). */
export const GAME_ID_COLUMN: Readonly<Record<PbpDataset, string>> = {
  pbp: 'game_id',
  shots: 'contest_id',
  player_box: 'game_id',
};

/** The columns packed for each row, in packing order (the game id is read apart). */
export const PACKED_COLUMNS: Readonly<Record<PbpDataset, readonly SeasonColumn[]>> = {
  pbp: [
    text('game_date', false),
    text('home'),
    text('away'),
    number('period'),
    text('clock'),
    number('home_score'),
    number('away_score'),
    text('event_team'),
    text('event_description'),
    text('player_1'),
    text('player_2'),
    text('event_type'),
    text('event_result'),
    number('shot_value'),
    ...FLOOR,
  ],
  shots: [
    text('team_id'),
    text('shooter_id'),
    number('shot_x'),
    number('shot_y'),
    { name: 'made', kind: 'boolean', required: true },
    number('point_value'),
  ],
  player_box: [text('team'), text('player')],
};

/** Every column a file must have: its game id and the required packed columns. */
export function requiredColumns(dataset: PbpDataset): string[] {
  return [
    GAME_ID_COLUMN[dataset],
    ...PACKED_COLUMNS[dataset].filter((c) => c.required).map((c) => c.name),
  ];
}

const INTEGER_TYPES = new Set([
  'TINYINT',
  'SMALLINT',
  'INTEGER',
  'BIGINT',
  'HUGEINT',
  'UTINYINT',
  'USMALLINT',
  'UINTEGER',
  'UBIGINT',
  'UHUGEINT',
]);

function fits(kind: ColumnKind, type: string): boolean {
  const numeric = INTEGER_TYPES.has(type) || type === 'FLOAT' || type === 'DOUBLE';
  switch (kind) {
    case 'text':
      return type === 'VARCHAR';
    case 'number':
      return numeric || type.startsWith('DECIMAL');
    case 'boolean':
      return type === 'BOOLEAN';
    case 'id':
      return type === 'VARCHAR' || INTEGER_TYPES.has(type);
  }
}

const KIND_LABEL: Readonly<Record<ColumnKind, string>> = {
  text: 'text (VARCHAR)',
  number: 'a number',
  boolean: 'a boolean',
  id: 'an id (VARCHAR or integer)',
};

export interface ColumnTypeProblem {
  readonly column: string;
  /** "column period is VARCHAR, expected a number" */
  readonly message: string;
}

/** The columns of `dataset` whose type is not of their kind. */
export function columnTypeProblems(
  dataset: PbpDataset,
  types: ReadonlyMap<string, string>,
): ColumnTypeProblem[] {
  const columns: SeasonColumn[] = [
    { name: GAME_ID_COLUMN[dataset], kind: 'id', required: true },
    ...PACKED_COLUMNS[dataset],
  ];
  return columns.flatMap((column) => {
    const type = types.get(column.name);
    return type === undefined || fits(column.kind, type)
      ? []
      : [
          {
            column: column.name,
            message: `column ${column.name} is ${type}, expected ${KIND_LABEL[column.kind]}`,
          },
        ];
  });
}

/** `name` when it is a text column of `dataset`, else null. */
export function textColumnOf(dataset: PbpDataset, name: string): string | null {
  return PACKED_COLUMNS[dataset].some((c) => c.name === name && c.kind === 'text') ? name : null;
}

export const FIELD_SEPARATOR = '\u001f';
export const ROW_SEPARATOR = '\u001e';
export const NULL_MARK = '\u001d';

/**
 * SQL for one packed row of `dataset` from a file with `present` columns. Names come only from
 * PACKED_COLUMNS; a missing optional column packs as NULL.
 */
export function packedRowSql(dataset: PbpDataset, present: ReadonlySet<string>): string {
  const fields = PACKED_COLUMNS[dataset].map((column) => {
    if (!present.has(column.name)) return 'chr(29)';
    const name = `"${column.name}"`;
    if (column.kind === 'boolean')
      return `CASE WHEN ${name} THEN '1' WHEN NOT ${name} THEN '0' ELSE chr(29) END`;
    if (column.kind === 'text') return `coalesce(${name}, chr(29))`;
    return `coalesce(CAST(${name} AS VARCHAR), chr(29))`;
  });
  return `concat_ws(chr(31), ${fields.join(', ')})`;
}

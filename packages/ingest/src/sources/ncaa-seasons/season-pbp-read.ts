/**
 * Reads one batch of games (season-pbp-index.ts) from the season play-by-play files and turns
 * each game's rows into the shape of a game bundle, for the NCAA adapter. One query per file:
 * DuckDB packs every row into a string and every game's rows into one string, in file order
 * (season-pbp-columns.ts); here each is split back into rows of the bundle's own field names.
 *
 * The files' column types were checked once (inspect.ts); what is left per row are the value
 * rules the bundles' zod schema also has (a period is a whole number from 1, a score a whole
 * number from 0, team and player names are not empty…). A game breaking one is returned with
 * its problems, like a bundle the adapter refuses: it is recorded and the season goes on.
 */
import { basename } from 'node:path';
import type { WarehouseDb } from '@courtside/warehouse';
import { num, strOrNull } from '@courtside/warehouse';
import type { GameBundle, PbpRow, PlayerBoxRow, ShotRow } from '../ncaa/schema';
import { PBP_DATASETS } from './datasets';
import type { PbpDataset } from './datasets';
import { IngestInputError, firstLine } from './errors';
import {
  FIELD_SEPARATOR,
  GAME_ID_COLUMN,
  NULL_MARK,
  PACKED_COLUMNS,
  ROW_SEPARATOR,
  packedRowSql,
} from './season-pbp-columns';
import type { SeasonBatch, SeasonPbpPlan } from './season-pbp-index';

export type SeasonGameRows =
  | { readonly gameId: number; readonly bundle: GameBundle }
  | { readonly gameId: number; readonly bundle: null; readonly issues: readonly string[] };

/** Position of each packed field, checked against PACKED_COLUMNS when the module loads. */
function positions<const N extends string>(
  dataset: PbpDataset,
  names: readonly N[],
): Readonly<Record<N, number>> {
  const columns = PACKED_COLUMNS[dataset].map((c) => c.name);
  const out = {} as Record<N, number>;
  for (const name of names) {
    const at = columns.indexOf(name);
    if (at < 0) throw new Error(`${dataset}: no packed column ${name}`);
    out[name] = at;
  }
  return out;
}

const P = positions('pbp', [
  'game_date',
  'home',
  'away',
  'period',
  'clock',
  'home_score',
  'away_score',
  'event_team',
  'event_description',
  'player_1',
  'player_2',
  'event_type',
  'event_result',
  'shot_value',
  'home_1',
  'home_2',
  'home_3',
  'home_4',
  'home_5',
  'away_1',
  'away_2',
  'away_3',
  'away_4',
  'away_5',
]);
const S = positions('shots', ['team_id', 'shooter_id', 'shot_x', 'shot_y', 'made', 'point_value']);
const B = positions('player_box', ['team', 'player']);
const FIELDS: Readonly<Record<PbpDataset, number>> = {
  pbp: PACKED_COLUMNS.pbp.length,
  shots: PACKED_COLUMNS.shots.length,
  player_box: PACKED_COLUMNS.player_box.length,
};

/**
 * Reads the fields of packed rows, collecting "pbp[i].field: problem" lines. One instance reads
 * every row of a game in turn (`at`), so a row costs no reader object of its own.
 */
class Fields {
  private values: readonly string[] = [];
  private index = 0;

  constructor(
    private readonly dataset: PbpDataset,
    private readonly issues: string[],
  ) {}

  at(values: readonly string[], index: number): this {
    this.values = values;
    this.index = index;
    return this;
  }

  problem(field: string, what: string): void {
    this.issues.push(`${this.dataset}[${this.index}]${field === '' ? '' : `.${field}`}: ${what}`);
  }

  private raw(at: number): string | null {
    const value = this.values[at];
    return value === undefined || value === NULL_MARK ? null : value;
  }

  text(at: number): string | null {
    return this.raw(at);
  }

  /** A name that must be present and not blank. */
  name(at: number, field: string): string {
    const value = this.raw(at);
    if (value === null || value === '') this.problem(field, 'missing');
    return value ?? '';
  }

  number(at: number, field: string): number | null {
    const value = this.raw(at);
    if (value === null) return null;
    const parsed = Number(value);
    if (!Number.isFinite(parsed)) this.problem(field, `"${value}" is not a number`);
    return parsed;
  }

  /** A whole number ≥ min; `required` refuses NULL too. */
  whole(at: number, field: string, min: number, required: boolean): number | null {
    const value = this.number(at, field);
    if (value === null ? required : !Number.isInteger(value) || value < min) {
      this.problem(field, `${value ?? 'NULL'} is not a whole number ≥ ${min}`);
    }
    return value;
  }

  bool(at: number): boolean | null {
    const value = this.raw(at);
    return value === null ? null : value === '1';
  }
}

function pbpRow(f: Fields, gameId: number): PbpRow {
  return {
    game_id: gameId,
    game_date: f.text(P.game_date),
    home: f.name(P.home, 'home'),
    away: f.name(P.away, 'away'),
    period: f.whole(P.period, 'period', 1, true) ?? 0,
    clock: f.name(P.clock, 'clock'),
    home_score: f.whole(P.home_score, 'home_score', 0, false),
    away_score: f.whole(P.away_score, 'away_score', 0, false),
    event_team: f.text(P.event_team),
    event_description: f.text(P.event_description),
    player_1: f.text(P.player_1),
    player_2: f.text(P.player_2),
    event_type: f.text(P.event_type),
    event_result: f.text(P.event_result),
    shot_value: f.number(P.shot_value, 'shot_value'),
    home_1: f.text(P.home_1),
    home_2: f.text(P.home_2),
    home_3: f.text(P.home_3),
    home_4: f.text(P.home_4),
    home_5: f.text(P.home_5),
    away_1: f.text(P.away_1),
    away_2: f.text(P.away_2),
    away_3: f.text(P.away_3),
    away_4: f.text(P.away_4),
    away_5: f.text(P.away_5),
  };
}

const shotRow = (f: Fields): ShotRow => ({
  team_id: f.text(S.team_id),
  shooter_id: f.text(S.shooter_id),
  shot_x: f.number(S.shot_x, 'shot_x'),
  shot_y: f.number(S.shot_y, 'shot_y'),
  made: f.bool(S.made),
  point_value: f.number(S.point_value, 'point_value'),
});

const boxRow = (f: Fields): PlayerBoxRow => ({
  team: f.name(B.team, 'team'),
  player: f.name(B.player, 'player'),
});

/** Splits one game's packed rows into rows of `dataset`. */
function unpack<T>(
  dataset: PbpDataset,
  packed: string | undefined,
  issues: string[],
  row: (fields: Fields) => T,
): T[] {
  if (packed === undefined) return [];
  const rows = packed.split(ROW_SEPARATOR);
  const out = new Array<T>(rows.length);
  const fields = new Fields(dataset, issues);
  for (let i = 0; i < rows.length; i += 1) {
    const values = (rows[i] ?? '').split(FIELD_SEPARATOR);
    fields.at(values, i);
    // Only a separator inside a value can change the count: the row cannot be read safely.
    if (values.length !== FIELDS[dataset])
      fields.problem('', 'a text value holds a control character U+001D-U+001F');
    out[i] = row(fields);
  }
  return out;
}

/** Game id → its packed rows in one file, for the batch's games. */
async function readPacked(
  db: WarehouseDb,
  plan: SeasonPbpPlan,
  dataset: PbpDataset,
  batch: SeasonBatch,
): Promise<Map<number, string>> {
  const path = plan.files[dataset];
  const range = batch.ranges[dataset];
  const out = new Map<number, string>();
  if (!path || !range) return out;
  const id = `"${GAME_ID_COLUMN[dataset]}"`;
  const packed = packedRowSql(dataset, new Set(plan.columns[dataset]));
  const rows = await db
    .all(
      `SELECT TRY_CAST(${id} AS BIGINT) AS game_id,
       string_agg(${packed}, chr(30) ORDER BY file_row_number) AS packed
     FROM read_parquet($1, file_row_number = true)
     WHERE file_row_number BETWEEN $2 AND $3
       AND TRY_CAST(${id} AS BIGINT) IN (SELECT unnest($4::BIGINT[]))
     GROUP BY 1`,
      [path, range[0], range[1], JSON.stringify(batch.gameIds)],
    )
    .catch((error: unknown) => {
      throw new IngestInputError(`${basename(path)}: corrupt parquet (${firstLine(error)})`);
    });
  for (const row of rows) out.set(num(row, 'game_id'), strOrNull(row, 'packed') ?? '');
  return out;
}

/**
 * Reads season play-by-play batches through its own in-memory DuckDB (one thread: the reader
 * runs beside the engine in each worker, and the cores are the workers').
 */
export class SeasonPbpReader {
  private db: WarehouseDb | null = null;

  constructor(private readonly open: () => Promise<WarehouseDb>) {}

  async read(plan: SeasonPbpPlan, batch: SeasonBatch): Promise<SeasonGameRows[]> {
    this.db ??= await this.open();
    const db = this.db;
    const packed = {} as Record<PbpDataset, Map<number, string>>;
    for (const dataset of PBP_DATASETS)
      packed[dataset] = await readPacked(db, plan, dataset, batch);
    return batch.gameIds.map((gameId): SeasonGameRows => {
      const issues: string[] = [];
      const pbp = unpack('pbp', packed.pbp.get(gameId), issues, (f) => pbpRow(f, gameId));
      const shots = unpack('shots', packed.shots.get(gameId), issues, shotRow);
      const box = unpack('player_box', packed.player_box.get(gameId), issues, boxRow);
      if (pbp.length === 0) issues.push('pbp: the play-by-play is empty');
      if (issues.length > 0) return { gameId, bundle: null, issues };
      return {
        gameId,
        bundle: {
          contest_id: String(gameId),
          pbp,
          player_box: box,
          team_box: [],
          shots,
          possessions: [],
          lineups: [],
        },
      };
    });
  }

  close(): void {
    this.db?.close();
    this.db = null;
  }
}

/**
 * Where each game's rows are in the season play-by-play files, found before any row is read:
 * per file and game, the first and last file row and the row count (one small GROUP BY over
 * two columns). The games to read are then cut into batches of consecutive games, each with
 * the file-row range per dataset that holds all its rows, so a worker reads a batch with one
 * query per file that DuckDB answers from that range alone. The published files are laid out
 * game after game, so the ranges are tight; a file in any other order is still read correctly
 * (the query also filters by game id), only with wider ranges.
 */
import { basename } from 'node:path';
import type { WarehouseDb } from '@courtside/warehouse';
import { num, numOrNull, strOrNull } from '@courtside/warehouse';
import { PBP_DATASETS } from './datasets';
import type { PbpDataset } from './datasets';
import { IngestInputError, firstLine } from './errors';
import { GAME_ID_COLUMN } from './season-pbp-columns';

/** The season play-by-play files and the columns each has (shots and box are optional). */
export interface SeasonPbpPlan {
  readonly files: Readonly<Record<PbpDataset, string | null>>;
  readonly columns: Readonly<Record<PbpDataset, readonly string[]>>;
}

/** A game's rows in one file: file row numbers lo…hi, `rows` of them. */
export interface GameSpan {
  readonly lo: number;
  readonly hi: number;
  readonly rows: number;
}

export type SeasonPbpIndex = ReadonlyMap<number, Readonly<Record<PbpDataset, GameSpan | null>>>;

export interface SeasonBatch {
  readonly gameIds: readonly number[];
  /** File rows holding every row of the batch's games, per dataset; null: none there. */
  readonly ranges: Readonly<Record<PbpDataset, readonly [number, number] | null>>;
}

async function fileSpans(
  db: WarehouseDb,
  dataset: PbpDataset,
  path: string,
): Promise<Map<number, GameSpan>> {
  const id = `"${GAME_ID_COLUMN[dataset]}"`;
  const name = basename(path);
  try {
    const bad = await db.all(
      `SELECT CAST(${id} AS VARCHAR) AS id FROM read_parquet($1)
       WHERE ${id} IS NOT NULL AND TRY_CAST(${id} AS BIGINT) IS NULL LIMIT 1`,
      [path],
    );
    const example = bad[0] ? strOrNull(bad[0], 'id') : null;
    if (bad.length > 0) {
      throw new IngestInputError(
        `${name}: ${GAME_ID_COLUMN[dataset]} ${JSON.stringify(example)} is not a game id (an integer)`,
      );
    }
    const rows = await db.all(
      `SELECT TRY_CAST(${id} AS BIGINT) AS game_id, min(file_row_number) AS lo,
         max(file_row_number) AS hi, count(*) AS n
       FROM read_parquet($1, file_row_number = true) WHERE ${id} IS NOT NULL GROUP BY 1`,
      [path],
    );
    const spans = new Map<number, GameSpan>();
    for (const row of rows) {
      const gameId = numOrNull(row, 'game_id');
      if (gameId === null) continue;
      spans.set(gameId, { lo: num(row, 'lo'), hi: num(row, 'hi'), rows: num(row, 'n') });
    }
    return spans;
  } catch (error) {
    if (error instanceof IngestInputError) throw error;
    throw new IngestInputError(`${name}: corrupt parquet (${firstLine(error)})`);
  }
}

/** Every game of the pbp file, with its rows in each file. */
export async function indexSeasonPbp(
  db: WarehouseDb,
  plan: SeasonPbpPlan,
): Promise<SeasonPbpIndex> {
  const spans: Partial<Record<PbpDataset, Map<number, GameSpan>>> = {};
  for (const dataset of PBP_DATASETS) {
    const path = plan.files[dataset];
    if (path) spans[dataset] = await fileSpans(db, dataset, path);
  }
  const index = new Map<number, Record<PbpDataset, GameSpan | null>>();
  for (const [gameId, pbp] of spans.pbp ?? []) {
    index.set(gameId, {
      pbp,
      shots: spans.shots?.get(gameId) ?? null,
      player_box: spans.player_box?.get(gameId) ?? null,
    });
  }
  return index;
}

export interface BatchLimits {
  readonly games: number;
  /** Play-by-play rows per batch (a few games of many rows still make one batch). */
  readonly rows: number;
}

export const DEFAULT_BATCH: BatchLimits = { games: 64, rows: 40_000 };

/** `gameIds` (all in the index) in file order, cut into batches with their row ranges. */
export function seasonBatches(
  index: SeasonPbpIndex,
  gameIds: readonly number[],
  limits: BatchLimits = DEFAULT_BATCH,
): SeasonBatch[] {
  const spansOf = (gameId: number): Readonly<Record<PbpDataset, GameSpan | null>> => {
    const spans = index.get(gameId);
    if (!spans) throw new Error(`game ${gameId} is not in the play-by-play file`);
    return spans;
  };
  const ordered = [...gameIds].sort(
    (a, b) => (spansOf(a).pbp?.lo ?? 0) - (spansOf(b).pbp?.lo ?? 0),
  );
  const batches: SeasonBatch[] = [];
  let current: number[] = [];
  let rows = 0;
  const flush = (): void => {
    if (current.length === 0) return;
    const ranges = {} as Record<PbpDataset, readonly [number, number] | null>;
    for (const dataset of PBP_DATASETS) {
      const spans = current
        .map((gameId) => spansOf(gameId)[dataset])
        .filter((span): span is GameSpan => span !== null);
      ranges[dataset] =
        spans.length === 0
          ? null
          : [Math.min(...spans.map((s) => s.lo)), Math.max(...spans.map((s) => s.hi))];
    }
    batches.push({ gameIds: current, ranges });
    current = [];
    rows = 0;
  };
  for (const gameId of ordered) {
    const size = spansOf(gameId).pbp?.rows ?? 0;
    if (current.length >= limits.games || (current.length > 0 && rows + size > limits.rows))
      flush();
    current.push(gameId);
    rows += size;
  }
  flush();
  return batches;
}

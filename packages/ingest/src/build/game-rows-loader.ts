/**
 * Loads games' rows, written as CSV part files (CsvGameWriter.writePart), into a warehouse while
 * the games are still being played. Parts come in the order their rows must have; each table
 * collects the files of its parts until they hold a row group's worth, then whole row groups
 * of them are inserted in the background with one statement through DuckDB's CSV reader;
 * `finish` inserts what is left and waits for every insert. The loader owns the files it is
 * given and deletes them once their rows are in.
 *
 * Order: a table's inserts run one after another, each reads its files in the order given, and
 * the reader keeps every file's row order (insertion order is preserved), so every table gets
 * its rows exactly in the order of the parts, with no sort.
 *
 * Batch size: DuckDB compresses and writes whole row groups (122,880 rows) of an insert straight
 * to the file; the rest of an insert goes through the write-ahead log, to be rewritten at the
 * next checkpoint, which costs about as much again (measured on the events table). So each
 * background insert takes whole row groups only — `LIMIT` over the batch's files — and the rows
 * after them wait for the next insert (`OFFSET` into the file they start in); only the last
 * insert of each table, in `finish`, takes a partial row group. That leaves less than a row
 * group per table for `finish`, after the last game, on the critical path.
 *
 * Threads: the background inserts share the cores with the threads playing the games, where a
 * single-threaded insert costs a third less CPU than DuckDB's parallel one (which must stitch its
 * row groups back into order); the connection runs on one thread until `finish`, which restores
 * the setting for the last inserts, when the game threads are done.
 */
import { rmSync } from 'node:fs';
import type { WarehouseDb } from '@courtside/warehouse';
import { num, readCsvSql } from '@courtside/warehouse';
import { WRITTEN_TABLES, writtenColumns } from './game-tables';
import type { WrittenTable } from './game-tables';
import type { GamePart } from './game-writer';

/** DuckDB's row group size (see the top of the file). */
export const ROW_GROUP_ROWS = 122_880;

interface PartFile {
  readonly path: string;
  readonly rows: number;
}

interface Batch {
  /** Files waiting, in order; the first one's `skip` rows are inserted already. */
  readonly files: PartFile[];
  skip: number;
  /** Rows waiting (skipped ones excluded). */
  rows: number;
}

export interface LoaderOptions {
  /** The row group size inserts are cut by (tests use small ones to cross many batches). */
  readonly rowGroupRows?: number;
}

export class GameRowsLoader {
  private readonly batches = {} as Record<WrittenTable, Batch>;
  private readonly rowGroupRows: number;
  /** Every file handed over and not yet deleted. */
  private readonly files = new Set<string>();
  private loading: Promise<void> = Promise.resolve();
  private failure: Error | null = null;
  /** Whether the background inserts were set to one thread, and the setting before. */
  private singleThreaded = false;
  private threadsBefore: number | null = null;
  private done = false;

  constructor(
    private readonly db: WarehouseDb,
    options: LoaderOptions = {},
  ) {
    this.rowGroupRows = options.rowGroupRows ?? ROW_GROUP_ROWS;
    for (const table of WRITTEN_TABLES) this.batches[table] = { files: [], skip: 0, rows: 0 };
  }

  /** Takes the next part (its files are the loader's now); inserts whole row groups meanwhile. */
  add(part: GamePart): void {
    for (const table of WRITTEN_TABLES) {
      const file = part.files[table];
      if (file !== undefined) this.files.add(file);
    }
    if (this.failure) throw this.failure;
    if (this.done) throw new Error('GameRowsLoader.add after finish');
    for (const table of WRITTEN_TABLES) {
      const path = part.files[table];
      if (path === undefined) continue;
      const batch = this.batches[table];
      batch.files.push({ path, rows: part.rows[table] });
      batch.rows += part.rows[table];
      if (batch.rows >= this.rowGroupRows) {
        this.load(table, batch.rows - (batch.rows % this.rowGroupRows));
      }
    }
  }

  /** Inserts the rows not inserted yet and waits for every insert; deletes the files. */
  async finish(): Promise<void> {
    if (this.done) throw new Error('GameRowsLoader.finish twice');
    // From here on inserts run with the connection's own thread setting.
    this.done = true;
    this.queue(async () => {
      if (this.threadsBefore !== null) await this.db.run(`SET threads = ${this.threadsBefore}`);
    });
    for (const table of WRITTEN_TABLES) {
      const batch = this.batches[table];
      if (batch.rows > 0) this.load(table, batch.rows);
    }
    try {
      await this.loading;
    } finally {
      this.removeFiles();
    }
    if (this.failure) throw this.failure;
  }

  /** Gives up: no more inserts start; the files go once the one under way has ended. */
  abort(): void {
    if (this.done && this.failure === null) return;
    this.done = true;
    this.failure ??= new Error('GameRowsLoader aborted');
    void this.loading.finally(() => this.removeFiles());
  }

  /**
   * Queues the insert of the first `rows` waiting rows of the table (after every insert queued
   * before); the files they use up are deleted once it is done.
   */
  private load(table: WrittenTable, rows: number): void {
    const batch = this.batches[table];
    const files = batch.files.map((file) => file.path);
    const skip = batch.skip;
    // What is left after these rows: the files not reached, the first of them partly used.
    let used = skip + rows;
    const spent: string[] = [];
    while (batch.files.length > 0 && (batch.files[0] as PartFile).rows <= used) {
      const file = batch.files.shift() as PartFile;
      used -= file.rows;
      spent.push(file.path);
    }
    batch.skip = used;
    batch.rows -= rows;
    if (!this.done && !this.singleThreaded) {
      this.singleThreaded = true;
      this.queue(async () => {
        const found = await this.db.all("SELECT current_setting('threads') AS threads");
        this.threadsBefore = num(found[0] ?? {}, 'threads');
        await this.db.run('SET threads = 1');
      });
    }
    const source = readCsvSql('$1::VARCHAR[]', writtenColumns(table));
    this.queue(async () => {
      await this.db.run(
        `INSERT INTO main.${table} SELECT * FROM ${source} LIMIT ${rows} OFFSET ${skip}`,
        [JSON.stringify(files)],
      );
      for (const path of spent) {
        rmSync(path, { force: true });
        this.files.delete(path);
      }
    });
  }

  private queue(step: () => Promise<void>): void {
    this.loading = this.loading.then(async () => {
      if (this.failure) return;
      try {
        await step();
      } catch (error) {
        this.failure = error instanceof Error ? error : new Error(String(error));
      }
    });
  }

  private removeFiles(): void {
    for (const file of this.files) rmSync(file, { force: true });
    this.files.clear();
  }
}

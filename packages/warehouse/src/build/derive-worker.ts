/**
 * A worker of the derive pool. For each job it reads the game bundle or the batch of season-file
 * games, runs adapter and engine, and appends the games' rows to tables of its own in-memory
 * DuckDB, so reading, CPU work and appends all run in parallel and nothing large crosses
 * threads: the main thread gets back only a small result per game.
 *
 * Every few hundred games, and at the end, the worker writes its tables out as parquet files
 * ("parts") and empties them, which bounds its memory. Parquet because it is the cheapest
 * hand-over DuckDB has: writing a part costs a third of what a DuckDB file does (that compresses
 * every column as if for keeps), and reading it back is as fast; the main thread then inserts
 * each table's parts in one statement (derive-pool.ts). Jobs are handled one at a time, in order.
 */
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { deriveGame } from '@courtside/engine';
import { openDb } from '../db/connection';
import type { WarehouseDb } from '../db/connection';
import { createTableSql } from '../schema/define';
import { tableDef } from '../schema';
import { runDeriveJob } from '../sources/ncaa-seasons/derive-job';
import { IngestInputError } from '../sources/ncaa-seasons/errors';
import { SeasonPbpReader } from '../sources/ncaa-seasons/season-pbp-read';
import type { PartTable, PoolMessage, WorkerReply } from './derive-pool';
import { PART_TABLES } from './derive-pool';
import { GAME_TABLES, GameWriter, createTeamStage } from './game-writer';

/** Games between two writes of the parts: ≈ 100 MB of rows in memory at most. */
const GAMES_PER_PART = 400;

if (!parentPort) throw new Error('derive-worker runs as a worker thread');
const port = parentPort;

interface State {
  readonly db: WarehouseDb;
  readonly partDir: string;
  readonly worker: number;
  readonly competitionId: number;
  writer: GameWriter;
  games: number;
  parts: number;
  readonly files: Record<PartTable, string[]>;
}

let state: State | null = null;
const reader = new SeasonPbpReader(() => openDb(':memory:', { threads: 1 }));
// Messages are handled strictly in order, even though opening and closing are asynchronous.
let queue: Promise<void> = Promise.resolve();

const reply = (message: WorkerReply): void => port.postMessage(message);

/** Writes every table's rows to a parquet part and empties the tables. */
async function writeParts(s: State): Promise<void> {
  s.writer.close();
  for (const table of PART_TABLES) {
    const path = join(s.partDir, `w${s.worker}-${s.parts}-${table}.parquet`);
    await s.db.run(`COPY ${table} TO $1 (FORMAT parquet)`, [path]);
    await s.db.run(`DELETE FROM ${table}`);
    s.files[table].push(path);
  }
  s.parts += 1;
  s.games = 0;
  s.writer = await GameWriter.open(s.db, s.competitionId);
}

async function handle(message: PoolMessage): Promise<void> {
  if (message.type === 'init') {
    const db = await openDb(':memory:', { threads: 1 });
    for (const table of GAME_TABLES) await db.run(createTableSql(tableDef(table)));
    await createTeamStage(db);
    const files = {} as Record<PartTable, string[]>;
    for (const table of PART_TABLES) files[table] = [];
    state = {
      db,
      partDir: message.partDir,
      worker: message.worker,
      competitionId: message.competitionId,
      writer: await GameWriter.open(db, message.competitionId),
      games: 0,
      parts: 0,
      files,
    };
    return;
  }
  if (!state) throw new Error('derive worker used before init');
  if (message.type === 'finish') {
    if (state.games > 0) await writeParts(state);
    state.writer.close();
    state.db.close();
    reader.close();
    reply({ type: 'finished', files: state.files });
    return;
  }
  const results = await runDeriveJob(message.job, {
    derive: (game) => deriveGame(game),
    writer: state.writer,
    reader,
  });
  state.games += results.length;
  if (state.games >= GAMES_PER_PART) await writeParts(state);
  reply({ type: 'done', results });
}

port.on('message', (message: PoolMessage) => {
  queue = queue
    .then(() => handle(message))
    .catch((error: unknown) =>
      reply({
        type: 'fatal',
        error: error instanceof Error ? error.message : String(error),
        input: error instanceof IngestInputError,
      }),
    );
});

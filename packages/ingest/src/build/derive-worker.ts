/**
 * A worker of the derive pool. For each job it reads the game bundle or the batch of season-file
 * games, runs adapter and engine, and writes the games' rows as CSV text (the build's
 * GameWriter, csv-rows.ts), so reading, CPU work and writing all run in parallel and nothing
 * large crosses threads: the main thread gets back only a small result per game.
 *
 * Every few hundred games, and at the end, the worker writes the text out as CSV files, one per
 * table ("a part"), which bounds its memory; the main thread has every worker's parts inserted
 * at the end (derive-pool.ts, game-rows-loader.ts). CSV text because it is the cheapest
 * hand-over: a DuckDB appender costs a call into the driver per value, and a table of the
 * worker's own then had to be written out again. Jobs are handled one at a time, in order.
 */
import { parentPort } from 'node:worker_threads';
import { deriveGame } from '@courtside/engine';
import { openDb } from '@courtside/warehouse';
import { runDeriveJob } from '../sources/ncaa-seasons/derive-job';
import { IngestInputError } from '../sources/ncaa-seasons/errors';
import { SeasonPbpReader } from '../sources/ncaa-seasons/season-pbp-read';
import type { PoolMessage, WorkerReply } from './derive-pool';
import { GameWriter } from './game-writer';
import type { CsvGameWriter, GamePart } from './game-writer';

/** Games between two parts: ≈ 60 MB of text in memory at most. */
const GAMES_PER_PART = 400;

if (!parentPort) throw new Error('derive-worker runs as a worker thread');
const port = parentPort;

interface State {
  readonly partDir: string;
  readonly worker: number;
  readonly writer: CsvGameWriter;
  games: number;
  readonly parts: GamePart[];
}

let state: State | null = null;
const reader = new SeasonPbpReader(() => openDb(':memory:', { threads: 1 }));
// Messages are handled strictly in order, even though opening and closing are asynchronous.
let queue: Promise<void> = Promise.resolve();

const reply = (message: WorkerReply): void => port.postMessage(message);

/** Writes the rows since the last part to the next part's files. */
function writePart(s: State): void {
  s.parts.push(s.writer.writePart(s.partDir, `w${s.worker}-${s.parts.length}`));
  s.games = 0;
}

async function handle(message: PoolMessage): Promise<void> {
  if (message.type === 'init') {
    state = {
      partDir: message.partDir,
      worker: message.worker,
      writer: GameWriter.csv(message.competitionId),
      games: 0,
      parts: [],
    };
    return;
  }
  if (!state) throw new Error('derive worker used before init');
  if (message.type === 'finish') {
    if (state.games > 0) writePart(state);
    reader.close();
    reply({ type: 'finished', parts: state.parts });
    return;
  }
  const results = await runDeriveJob(message.job, {
    derive: (game) => deriveGame(game),
    writer: state.writer,
    reader,
  });
  state.games += results.length;
  if (state.games >= GAMES_PER_PART) writePart(state);
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

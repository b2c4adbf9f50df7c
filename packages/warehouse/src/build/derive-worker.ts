/**
 * A worker of the derive pool. It owns a DuckDB file of its own (a "part"): for each job it
 * reads the bundle, runs adapter and engine, and appends the game's rows to its part, so the
 * CPU work and the writes both run in parallel and nothing large crosses threads. The main
 * thread gets back only a small report per game, and at the end copies every part into the
 * warehouse in one INSERT … SELECT per table. Jobs are handled one at a time, in order.
 */
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { deriveGame } from '@courtside/engine';
import { openDb } from '../db/connection';
import type { WarehouseDb } from '../db/connection';
import { createTableSql } from '../schema/define';
import { tableDef } from '../schema';
import { deriveBundle } from '../sources/ncaa-seasons/derive-bundle';
import type { DeriveOutcome } from '../sources/ncaa-seasons/derive-bundle';
import type { PoolMessage, WorkerReply } from './derive-pool';
import { GAME_TABLES, GameWriter, createTeamStage } from './game-writer';

if (!parentPort) throw new Error('derive-worker runs as a worker thread');
const port = parentPort;
let db: WarehouseDb | null = null;
let writer: GameWriter | null = null;
// Messages are handled strictly in order, even though opening and closing are asynchronous.
let queue: Promise<void> = Promise.resolve();

const reply = (message: WorkerReply): void => port.postMessage(message);

async function handle(message: PoolMessage): Promise<void> {
  if (message.type === 'init') {
    db = await openDb(message.partPath, { threads: 1, memoryLimit: '512MB' });
    for (const table of GAME_TABLES) await db.run(createTableSql(tableDef(table)));
    await createTeamStage(db);
    writer = await GameWriter.open(db, message.competitionId);
    return;
  }
  if (message.type === 'finish') {
    writer?.close();
    if (db) {
      await db.run('CHECKPOINT');
      db.close();
    }
    reply({ type: 'finished' });
    return;
  }
  let outcome: DeriveOutcome;
  try {
    const text = message.job.text ?? readFileSync(message.job.path ?? '', 'utf8');
    outcome = deriveBundle(text, message.job.input, (game) => deriveGame(game));
  } catch (error) {
    outcome = { ok: false, gameId: message.job.input.gameId, error: (error as Error).message };
  }
  if (outcome.ok) {
    if (!writer) throw new Error('derive worker used before init');
    writer.write(outcome.game, outcome.facts);
    reply({
      type: 'done',
      gameId: outcome.gameId,
      ok: true,
      report: outcome.report,
      events: outcome.game.events.length,
    });
  } else {
    reply({ type: 'done', gameId: outcome.gameId, ok: false, error: outcome.error });
  }
}

port.on('message', (message: PoolMessage) => {
  queue = queue
    .then(() => handle(message))
    .catch((error: unknown) =>
      reply({ type: 'fatal', error: error instanceof Error ? error.message : String(error) }),
    );
});

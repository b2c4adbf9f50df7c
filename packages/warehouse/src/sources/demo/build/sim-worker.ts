/**
 * A worker thread of the demo build: it holds one competition's teams, simulates the games it is
 * sent, runs the engine on them and appends the rows to a DuckDB part file of its own with the
 * build's GameWriter (the same writer as NCAA games), so simulation, derivation and writing all
 * run in parallel and only a score per game crosses back to the main thread. The main thread
 * merges the parts when the competition's games are done (sim-pool.ts).
 */
import { parentPort } from 'node:worker_threads';
import { openDb } from '../../../db/connection';
import type { WarehouseDb } from '../../../db/connection';
import { GAME_TABLES, GameWriter, createTeamStage } from '../../../build/game-writer';
import { createTableSql } from '../../../schema/define';
import { tableDef } from '../../../schema';
import type { DemoTeam } from '../model';
import { playGame, specOf } from './play-game';
import type { CompetitionGames } from './play-game';
import type { SimMessage, SimReply } from './sim-pool';

if (!parentPort) throw new Error('sim-worker runs as a worker thread');
const port = parentPort;

interface Open {
  readonly db: WarehouseDb;
  readonly writer: GameWriter;
  readonly competition: CompetitionGames;
  readonly teams: ReadonlyMap<number, DemoTeam>;
}

let open: Open | null = null;
// Messages are handled strictly in order, even though opening and closing are asynchronous.
let queue: Promise<void> = Promise.resolve();

const reply = (message: SimReply): void => port.postMessage(message);

async function handle(message: SimMessage): Promise<void> {
  if (message.type === 'open') {
    const db = await openDb(message.partPath, { threads: 1, memoryLimit: '512MB' });
    for (const table of GAME_TABLES) await db.run(createTableSql(tableDef(table)));
    await createTeamStage(db);
    open = {
      db,
      writer: await GameWriter.open(db, message.competition.competitionId),
      competition: message.competition,
      teams: new Map(message.competition.teams.map((t) => [t.teamId, t])),
    };
    return;
  }
  if (message.type === 'close') {
    if (open) {
      open.writer.close();
      await open.db.run('CHECKPOINT');
      open.db.close();
      open = null;
    }
    reply({ type: 'closed' });
    return;
  }
  if (!open) throw new Error('sim-worker got a game before a competition');
  const { game, facts } = playGame(specOf(message.job, open.competition, open.teams));
  open.writer.write(game, facts);
  reply({
    type: 'done',
    game: {
      gameId: game.gameId,
      homeScore: game.finalScore.home,
      awayScore: game.finalScore.away,
      events: game.events.length,
    },
  });
}

port.on('message', (message: SimMessage) => {
  queue = queue
    .then(() => handle(message))
    .catch((error: unknown) =>
      reply({ type: 'fatal', error: error instanceof Error ? error.message : String(error) }),
    );
});

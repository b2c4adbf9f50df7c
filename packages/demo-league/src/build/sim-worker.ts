/**
 * A worker thread of the demo build: it holds one competition's teams and, for each round, takes
 * the round's blocks of games one at a time (the next block no worker has taken: a counter the
 * workers share), plays them (simulation, the engine's deriveGame, and the build's GameWriter —
 * the same writer as NCAA games — writing their rows as CSV text) and writes each block's rows
 * to part files of its own, so simulation, derivation and writing all run in parallel. Only the
 * scores and the part's file names go back to the main thread, which has the parts inserted into
 * the warehouse in block order while the games go on (sim-pool.ts). No database is opened here.
 */
import { parentPort } from 'node:worker_threads';
import { GameWriter } from '@courtside/ingest';
import type { CsvGameWriter } from '@courtside/ingest';
import type { DemoTeam } from '../model';
import { playAndWrite, specOf } from './play-game';
import type { CompetitionGames, PlayedGame } from './play-game';
import { ThreadClock, noStageTimes } from './pipeline-times';
import type { SimMessage, SimReply } from './sim-pool';

if (!parentPort) throw new Error('sim-worker runs as a worker thread');
const port = parentPort;

interface Open {
  readonly writer: CsvGameWriter;
  readonly partDir: string;
  readonly competition: CompetitionGames;
  readonly teams: ReadonlyMap<number, DemoTeam>;
}

let open: Open | null = null;
const clock = new ThreadClock();
let times = noStageTimes();
/** The thread's clock when the competition opened (its `other` time is measured from there). */
let openedAt = 0;

function handle(message: SimMessage): void {
  if (message.type === 'open') {
    openedAt = clock.now();
    open = {
      writer: GameWriter.csv(message.competition.competitionId),
      partDir: message.partDir,
      competition: message.competition,
      teams: new Map(message.competition.teams.map((t) => [t.teamId, t])),
    };
    return;
  }
  if (message.type === 'close') {
    open = null;
    times.other = clock.now() - openedAt - times.simulate - times.derive - times.write;
    port.postMessage({ type: 'closed', times, cpuClock: clock.cpu } satisfies SimReply);
    times = noStageTimes();
    return;
  }
  if (!open) throw new Error('sim-worker got games before a competition');
  const { jobs, blockGames, firstIndex, next } = message;
  const blocks = Math.ceil(jobs.length / blockGames);
  for (let block = Atomics.add(next, 0, 1); block < blocks; block = Atomics.add(next, 0, 1)) {
    const games: PlayedGame[] = [];
    for (const job of jobs.slice(block * blockGames, (block + 1) * blockGames)) {
      const spec = specOf(job, open.competition, open.teams);
      games.push(playAndWrite(spec, open.writer, clock, times));
    }
    const started = clock.now();
    const index = firstIndex + block;
    const part = open.writer.writePart(
      open.partDir,
      `c${open.competition.competitionId}-b${index}`,
    );
    times.write += clock.now() - started;
    port.postMessage({ type: 'part', index, games, part } satisfies SimReply);
  }
}

port.on('message', (message: SimMessage) => {
  try {
    handle(message);
  } catch (error) {
    port.postMessage({
      type: 'fatal',
      error: error instanceof Error ? error.message : String(error),
    } satisfies SimReply);
  }
});

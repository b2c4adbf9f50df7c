/**
 * Runs a competition's games: simulate → deriveGame → GameWriter rows. With workers (the
 * default on two or more cores) every worker gets a round's games, cut into blocks, and takes
 * the next block not taken yet (a shared counter), plays it and writes its rows as CSV part
 * files (sim-worker.ts); this thread hands the parts, in block order, to a GameRowsLoader, which
 * inserts them into the warehouse in large batches while the games go on, and `finish` inserts
 * the rest. The workers never wait for this thread, which may be busy for seconds at a time
 * rating the previous competition (a real-size RAPM fit holds its event loop ≈ 6 s). Without
 * workers (tests, DERIVE_WORKERS=0) the games are played in this thread straight into the
 * warehouse through the same writer's appenders. Both store the same rows in the same order
 * (the order the games were handed out), and every game's facts are the engine's.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { WarehouseDb } from '@courtside/warehouse';
import { GameRowsLoader, GameWriter } from '@courtside/ingest';
import type { GamePart } from '@courtside/ingest';
import type { DemoTeam } from '../model';
import { playAndWrite, specOf } from './play-game';
import type { CompetitionGames, GameJob, PlayedGame } from './play-game';
import { ThreadClock, addStageTimes, demoPipelineTimes, moment } from './pipeline-times';
import type { StageTimes } from './pipeline-times';

export type SimMessage =
  | { type: 'open'; competition: CompetitionGames; partDir: string }
  /**
   * A round's games in blocks of `blockGames`; block i is the one a worker gets when it adds 1
   * to `next[0]` and reads i (Atomics.add), and its reply's index is `firstIndex` + i.
   */
  | {
      type: 'round';
      jobs: readonly GameJob[];
      blockGames: number;
      firstIndex: number;
      next: Int32Array<SharedArrayBuffer>;
    }
  | { type: 'close' };

export type SimReply =
  | { type: 'part'; index: number; games: PlayedGame[]; part: GamePart }
  /** `times`: the worker's CPU milliseconds per stage for the competition (pipeline-times.ts). */
  | { type: 'closed'; times: StageTimes; cpuClock: boolean }
  | { type: 'fatal'; error: string };

export interface GameRunner {
  /** Whether games run off the main thread (the warehouse connection stays free meanwhile). */
  readonly parallel: boolean;
  /** Starts a competition: its teams go to every worker once. */
  open(db: WarehouseDb, competition: CompetitionGames): Promise<void>;
  /** Plays a batch of games; `onGame` runs as each one finishes (progress). */
  play(jobs: readonly GameJob[], onGame: (game: PlayedGame) => void): Promise<PlayedGame[]>;
  /**
   * Ends the competition's games: resolves once no game is being played or written, with
   * `stored`, which resolves when every game's rows are in the warehouse (the last inserts may
   * still run meanwhile; the runner is free for the next competition at once). Nothing else
   * may use that warehouse connection until `stored` has settled.
   */
  finish(db: WarehouseDb): Promise<{ readonly stored: Promise<void> }>;
  close(): Promise<void>;
}

/** Plays games in this thread, writing straight into the warehouse. */
export class InlineRunner implements GameRunner {
  readonly parallel = false;
  private writer: GameWriter | null = null;
  private competition: CompetitionGames | null = null;
  private teams: ReadonlyMap<number, DemoTeam> = new Map();
  private readonly clock = new ThreadClock();

  async open(db: WarehouseDb, competition: CompetitionGames): Promise<void> {
    this.writer = await GameWriter.open(db, competition.competitionId);
    this.competition = competition;
    this.teams = new Map(competition.teams.map((t) => [t.teamId, t]));
  }

  async play(jobs: readonly GameJob[], onGame: (game: PlayedGame) => void): Promise<PlayedGame[]> {
    const { writer, competition } = this;
    if (!writer || !competition) throw new Error('InlineRunner.play before open');
    const out: PlayedGame[] = [];
    demoPipelineTimes.firstGameAt ??= moment();
    for (const job of jobs) {
      const spec = specOf(job, competition, this.teams);
      const played = playAndWrite(spec, writer, this.clock, demoPipelineTimes.times);
      out.push(played);
      onGame(played);
      // Let progress bars and signals through between games.
      if (out.length % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    return out;
  }

  async finish(): Promise<{ readonly stored: Promise<void> }> {
    const started = this.clock.now();
    this.writer?.close();
    this.writer = null;
    demoPipelineTimes.times.write += this.clock.now() - started;
    demoPipelineTimes.gamesStoredAt = moment();
    return { stored: Promise.resolve() };
  }

  async close(): Promise<void> {
    await this.finish();
    this.clock.close();
  }
}

/**
 * A game's events, facts and rows are short-lived garbage; V8's default nursery (16 MB) promotes
 * them to the old generation first. A larger one lets them die young, as the NCAA derive pool
 * found (a fifth less time in garbage collection per game).
 */
const YOUNG_GENERATION_MB = 96;
/**
 * Games per block: a block's rows make one part file per table. Large enough that the files
 * are few (DuckDB's CSV reader spends ≈ 2 ms a file: the small tables' last insert reads one
 * file per block), small enough that the progress bar moves and the last block of a round does
 * not keep one worker busy long after the other is done (≈ 0.3 s of work).
 */
const BLOCK_GAMES = 64;

interface Slot {
  readonly worker: Worker;
  readonly index: number;
  closed: (() => void) | null;
}

/** One `play` call under way. */
interface Round {
  readonly jobs: readonly GameJob[];
  readonly out: PlayedGame[];
  readonly onGame: (game: PlayedGame) => void;
  readonly resolve: (games: PlayedGame[]) => void;
  readonly reject: (error: Error) => void;
}

/** One worker thread per core; their part files go to the competition's loader in order. */
export class WorkerRunner implements GameRunner {
  readonly parallel = true;
  private readonly slots: Slot[];
  private failure: Error | null = null;
  private loader: GameRowsLoader | null = null;
  private round: Round | null = null;
  /** Blocks of the competition handed out, and how many of them went to the loader. */
  private handedOut = 0;
  private stored = 0;
  /** Finished blocks waiting for the ones before them, by hand-out index. */
  private readonly waiting = new Map<number, { games: PlayedGame[]; part: GamePart }>();
  private onFailure: Array<(error: Error) => void> = [];

  constructor(
    size: number,
    private readonly partDir: string,
  ) {
    mkdirSync(partDir, { recursive: true });
    this.slots = Array.from({ length: size }, (_, index) => {
      const worker = new Worker(new URL('./sim-worker.mjs', import.meta.url), {
        resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
      });
      const slot: Slot = { worker, index, closed: null };
      worker.on('message', (reply: SimReply) => {
        try {
          this.receive(slot, reply);
        } catch (error) {
          this.fail(error instanceof Error ? error : new Error(String(error)));
        }
      });
      worker.on('error', (error) => this.fail(error));
      return slot;
    });
  }

  private receive(slot: Slot, reply: SimReply): void {
    if (reply.type === 'fatal') {
      this.fail(new Error(`demo sim worker failed: ${reply.error}`));
    } else if (reply.type === 'closed') {
      addStageTimes(demoPipelineTimes.times, reply.times);
      demoPipelineTimes.cpuClock &&= reply.cpuClock;
      slot.closed?.();
    } else {
      this.waiting.set(reply.index, { games: reply.games, part: reply.part });
      if (!this.failure) this.storeInOrder();
    }
  }

  /** Hands every finished block whose predecessors went before it to the loader. */
  private storeInOrder(): void {
    const round = this.round;
    const loader = this.loader;
    if (!round || !loader) throw new Error('A demo block finished outside a round');
    for (let next = this.waiting.get(this.stored); next; next = this.waiting.get(this.stored)) {
      this.waiting.delete(this.stored);
      loader.add(next.part);
      this.stored += 1;
      for (const game of next.games) {
        round.out.push(game);
        round.onGame(game);
      }
    }
    if (round.out.length === round.jobs.length) {
      this.round = null;
      round.resolve(round.out);
    }
  }

  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    this.round?.reject(error);
    this.round = null;
    for (const reject of this.onFailure.splice(0)) reject(error);
  }

  async open(db: WarehouseDb, competition: CompetitionGames): Promise<void> {
    if (this.failure) throw this.failure;
    this.loader?.abort();
    this.loader = new GameRowsLoader(db);
    this.handedOut = 0;
    this.stored = 0;
    this.waiting.clear();
    for (const slot of this.slots) {
      slot.worker.postMessage({
        type: 'open',
        competition,
        partDir: this.partDir,
      } satisfies SimMessage);
    }
  }

  play(jobs: readonly GameJob[], onGame: (game: PlayedGame) => void): Promise<PlayedGame[]> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.round)
      return Promise.reject(new Error('WorkerRunner.play while a round is under way'));
    demoPipelineTimes.firstGameAt ??= moment();
    if (jobs.length === 0) return Promise.resolve([]);
    return new Promise((resolve, reject) => {
      this.round = { jobs, out: [], onGame, resolve, reject };
      const message: SimMessage = {
        type: 'round',
        jobs,
        blockGames: BLOCK_GAMES,
        firstIndex: this.handedOut,
        next: new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT)),
      };
      this.handedOut += Math.ceil(jobs.length / BLOCK_GAMES);
      for (const slot of this.slots) slot.worker.postMessage(message);
    });
  }

  async finish(): Promise<{ readonly stored: Promise<void> }> {
    await Promise.all(
      this.slots.map(
        (slot) =>
          new Promise<void>((resolve, reject) => {
            this.onFailure.push(reject);
            slot.closed = resolve;
            slot.worker.postMessage({ type: 'close' } satisfies SimMessage);
          }),
      ),
    );
    this.onFailure = [];
    if (this.failure) throw this.failure;
    const loader = this.loader;
    if (!loader) throw new Error('WorkerRunner.finish before open');
    this.loader = null;
    const started = performance.now();
    const stored = loader.finish().then(() => {
      demoPipelineTimes.tailWall += performance.now() - started;
      demoPipelineTimes.gamesStoredAt = moment();
    });
    // Awaited by the caller later; a failure must not surface as an unhandled rejection meanwhile.
    stored.catch(() => undefined);
    return { stored };
  }

  async close(): Promise<void> {
    this.loader?.abort();
    this.loader = null;
    // Parts that never reached the loader (a build that stopped): their files go too.
    for (const { part } of this.waiting.values()) {
      for (const file of Object.values(part.files)) rmSync(file, { force: true });
    }
    this.waiting.clear();
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }
}

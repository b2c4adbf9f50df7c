/**
 * Runs a competition's games: simulate → deriveGame → GameWriter rows. With workers (the
 * default on two or more cores) each thread writes its own DuckDB part file (sim-worker.ts) that
 * `finish` merges into the warehouse, like the NCAA derive pool does for bundles; without
 * workers (tests, DERIVE_WORKERS=0) the games are played in this thread straight into the
 * warehouse through the same writer. Either way every game's facts are the engine's.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { WarehouseDb } from '../../../db/connection';
import { pathLiteral } from '../../../db/connection';
import { GAME_TABLES, GameWriter, PBP_TEAM_STAGE } from '../../../build/game-writer';
import type { DemoTeam } from '../model';
import { playGame, specOf } from './play-game';
import type { CompetitionGames, GameJob, PlayedGame } from './play-game';

export type SimMessage =
  | { type: 'open'; partPath: string; competition: CompetitionGames }
  | { type: 'job'; job: GameJob }
  | { type: 'close' };

export type SimReply =
  { type: 'done'; game: PlayedGame } | { type: 'closed' } | { type: 'fatal'; error: string };

export interface GameRunner {
  /** Whether games run off the main thread (the warehouse connection stays free meanwhile). */
  readonly parallel: boolean;
  /** Starts a competition: its teams go to every worker once. */
  open(db: WarehouseDb, competition: CompetitionGames): Promise<void>;
  /** Plays a batch of games; `onGame` runs as each one finishes (progress). */
  play(jobs: readonly GameJob[], onGame: (game: PlayedGame) => void): Promise<PlayedGame[]>;
  /** Ends the competition: every game's rows are in the warehouse afterwards. */
  finish(db: WarehouseDb): Promise<void>;
  close(): Promise<void>;
}

/** Plays games in this thread, writing straight into the warehouse. */
export class InlineRunner implements GameRunner {
  readonly parallel = false;
  private writer: GameWriter | null = null;
  private competition: CompetitionGames | null = null;
  private teams: ReadonlyMap<number, DemoTeam> = new Map();

  async open(db: WarehouseDb, competition: CompetitionGames): Promise<void> {
    this.writer = await GameWriter.open(db, competition.competitionId);
    this.competition = competition;
    this.teams = new Map(competition.teams.map((t) => [t.teamId, t]));
  }

  async play(jobs: readonly GameJob[], onGame: (game: PlayedGame) => void): Promise<PlayedGame[]> {
    const { writer, competition } = this;
    if (!writer || !competition) throw new Error('InlineRunner.play before open');
    const out: PlayedGame[] = [];
    for (const job of jobs) {
      const { game, facts } = playGame(specOf(job, competition, this.teams));
      writer.write(game, facts);
      const played = {
        gameId: game.gameId,
        homeScore: game.finalScore.home,
        awayScore: game.finalScore.away,
        events: game.events.length,
      };
      out.push(played);
      onGame(played);
      // Let progress bars and signals through between games.
      if (out.length % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    return out;
  }

  async finish(): Promise<void> {
    this.writer?.close();
    this.writer = null;
  }

  async close(): Promise<void> {
    await this.finish();
  }
}

/**
 * A game's events, facts and rows are short-lived garbage; V8's default nursery (16 MB) promotes
 * them to the old generation first. A larger one lets them die young, as the NCAA derive pool
 * found (a fifth less time in garbage collection per game).
 */
const YOUNG_GENERATION_MB = 96;

interface Slot {
  readonly worker: Worker;
  readonly index: number;
  /** Resolvers of the games sent to this worker, in order (a worker answers in order). */
  readonly pending: Array<(game: PlayedGame) => void>;
  closed: (() => void) | null;
}

/** One worker thread per core, each with its own part file per competition. */
export class WorkerRunner implements GameRunner {
  readonly parallel = true;
  private readonly slots: Slot[];
  private failure: Error | null = null;
  private partPaths: string[] = [];
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
      const slot: Slot = { worker, index, pending: [], closed: null };
      worker.on('message', (reply: SimReply) => {
        if (reply.type === 'done') slot.pending.shift()?.(reply.game);
        else if (reply.type === 'closed') slot.closed?.();
        else this.fail(new Error(`demo sim worker failed: ${reply.error}`));
      });
      worker.on('error', (error) => this.fail(error));
      return slot;
    });
  }

  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    for (const reject of this.onFailure.splice(0)) reject(error);
  }

  async open(_db: WarehouseDb, competition: CompetitionGames): Promise<void> {
    this.partPaths = this.slots.map((slot) =>
      join(this.partDir, `c${competition.competitionId}-w${slot.index}.duckdb`),
    );
    this.slots.forEach((slot, i) =>
      slot.worker.postMessage({
        type: 'open',
        partPath: this.partPaths[i] as string,
        competition,
      } satisfies SimMessage),
    );
  }

  play(jobs: readonly GameJob[], onGame: (game: PlayedGame) => void): Promise<PlayedGame[]> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.onFailure.push(reject);
      const out: PlayedGame[] = [];
      if (jobs.length === 0) resolve(out);
      for (const job of jobs) {
        const slot = this.slots.reduce((best, s) =>
          s.pending.length < best.pending.length ? s : best,
        );
        slot.pending.push((game) => {
          out.push(game);
          onGame(game);
          if (out.length === jobs.length) resolve(out);
        });
        slot.worker.postMessage({ type: 'job', job } satisfies SimMessage);
      }
    });
  }

  async finish(db: WarehouseDb): Promise<void> {
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
    if (this.failure) throw this.failure;
    // Rows go in in game order (and each game's rows in the order they were written), the order
    // the in-process runner writes them: floating-point sums over them then come out the same
    // whichever thread played which game, and so does the data version.
    const aliases = this.partPaths.map((_, index) => `demo_part${index}`);
    for (const [index, partPath] of this.partPaths.entries()) {
      await db.run(`ATTACH ${pathLiteral(partPath)} AS ${aliases[index]} (READ_ONLY)`);
    }
    try {
      for (const table of [...GAME_TABLES, PBP_TEAM_STAGE]) {
        const parts = aliases
          .map((alias) => `SELECT *, rowid AS demo_row FROM ${alias}.${table}`)
          .join(' UNION ALL ');
        await db.run(
          `INSERT INTO main.${table} SELECT * EXCLUDE (demo_row) FROM (${parts}) ORDER BY game_id, demo_row`,
        );
      }
    } finally {
      for (const alias of aliases) await db.run(`DETACH ${alias}`);
    }
    for (const partPath of this.partPaths) {
      rmSync(partPath, { force: true });
      rmSync(`${partPath}.wal`, { force: true });
    }
    this.partPaths = [];
    this.onFailure = [];
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }
}

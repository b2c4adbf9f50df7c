/**
 * One unit of play-by-play work, the same in a derive-pool worker and in the main thread: a
 * game bundle (JSON file or text), or a batch of games of the season files. Each game goes
 * through adapter and engine; a good one is appended to the writer, and every game comes back
 * as a small result (its report or why it was refused) the main thread records.
 */
import { readFile } from 'node:fs/promises';
import type { CanonicalGame } from '@courtside/contract';
import type { GameFacts } from '@courtside/engine';
import type { GameWriter } from '../../build/game-writer';
import { deriveBundle, deriveSeasonGame } from './derive-bundle';
import type { BundleReport, DeriveInput, DeriveOutcome } from './derive-bundle';
import type { SeasonBatch, SeasonPbpPlan } from './season-pbp-index';
import type { SeasonPbpReader } from './season-pbp-read';

export type DeriveJob =
  | {
      readonly kind: 'bundle';
      readonly input: DeriveInput;
      readonly path?: string;
      readonly text?: string;
    }
  | {
      readonly kind: 'season';
      readonly plan: SeasonPbpPlan;
      readonly batch: SeasonBatch;
      /** One per game of the batch, in the batch's order. */
      readonly inputs: readonly DeriveInput[];
    };

/** What crosses back from a worker: small, whatever the size of the game. */
export type GameResult =
  | { gameId: number; ok: true; report: BundleReport; events: number }
  | { gameId: number; ok: false; error: string };

export interface JobContext {
  readonly derive: (game: CanonicalGame) => GameFacts;
  readonly writer: GameWriter;
  readonly reader: SeasonPbpReader;
}

function keep(outcome: DeriveOutcome, writer: GameWriter): GameResult {
  if (!outcome.ok) return { gameId: outcome.gameId, ok: false, error: outcome.error };
  writer.write(outcome.game, outcome.facts);
  return {
    gameId: outcome.gameId,
    ok: true,
    report: outcome.report,
    events: outcome.game.events.length,
  };
}

export async function runDeriveJob(job: DeriveJob, context: JobContext): Promise<GameResult[]> {
  if (job.kind === 'bundle') {
    let text: string;
    try {
      text = job.text ?? (await readFile(job.path ?? '', 'utf8'));
    } catch (error) {
      return [{ gameId: job.input.gameId, ok: false, error: (error as Error).message }];
    }
    return [keep(deriveBundle(text, job.input, context.derive), context.writer)];
  }
  const games = await context.reader.read(job.plan, job.batch);
  return games.map((rows, index) => {
    const input = job.inputs[index];
    if (input === undefined || input.gameId !== rows.gameId) {
      throw new Error(`season batch: no input for game ${rows.gameId}`);
    }
    return keep(deriveSeasonGame(rows, input, context.derive), context.writer);
  });
}

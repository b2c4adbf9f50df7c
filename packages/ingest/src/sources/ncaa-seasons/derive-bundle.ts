/**
 * One game, from its source rows to what the warehouse stores: check it is the scheduled game,
 * run the NCAA adapter and the engine. A bundle's JSON text is parsed and validated (zod)
 * first; a game read from the season files arrives already typed (season-pbp-read.ts). Pure
 * and synchronous, so the same functions run in the main thread or in a derive-pool worker.
 */
import type { CanonicalGame } from '@courtside/contract';
import type { GameFacts } from '@courtside/engine';
import { adaptGameBundle, validateGameBundle } from '../ncaa';
import type { GameBundle, ParseGameBundleOptions } from '../ncaa';
import { firstLine } from './errors';
import type { SeasonGameRows } from './season-pbp-read';

/** The part of the adapter's report the warehouse keeps (small enough to cross threads). */
export interface BundleReport {
  readonly fieldGoalAttempts: number;
  readonly shotsInFile: number;
  readonly shotsMatched: number;
  readonly shotsUnmatched: number;
  readonly unknownEvents: number;
  readonly firstUnknownType: string | null;
  readonly score: { events: string; source: string | null; agrees: boolean };
}

export type DeriveOutcome =
  | { ok: true; gameId: number; game: CanonicalGame; facts: GameFacts; report: BundleReport }
  | { ok: false; gameId: number; error: string };

export interface DeriveInput {
  readonly gameId: number;
  /** The schedule's team names: a bundle of another game is refused. */
  readonly expected: { readonly home: string; readonly away: string };
  readonly options: ParseGameBundleOptions;
}

function bundleTeams(json: unknown): { home: string; away: string } | null {
  const pbp = (json as { pbp?: unknown } | null)?.pbp;
  const first = Array.isArray(pbp)
    ? (pbp[0] as { home?: unknown; away?: unknown } | undefined)
    : undefined;
  return typeof first?.home === 'string' && typeof first.away === 'string'
    ? { home: first.home.trim(), away: first.away.trim() }
    : null;
}

/** Refuses the rows of another game than the scheduled one (before anything else). */
function checkScheduledTeams(value: unknown, input: DeriveInput): void {
  const teams = bundleTeams(value);
  if (teams && (teams.home !== input.expected.home || teams.away !== input.expected.away)) {
    throw new Error(
      `bundle has ${teams.home} vs ${teams.away}, the schedule ${input.expected.home} vs ${input.expected.away}`,
    );
  }
}

/** Adapter and engine; the outcome the warehouse keeps. */
function adaptAndDerive(
  bundle: GameBundle,
  input: DeriveInput,
  derive: (game: CanonicalGame) => GameFacts,
): DeriveOutcome {
  const parsed = adaptGameBundle(bundle, input.options);
  const facts = derive(parsed.game);
  const { shots, unknownEvents, score } = parsed.report;
  const fmt = (s: { home: number; away: number }): string => `${s.home}-${s.away}`;
  return {
    ok: true,
    gameId: input.gameId,
    game: parsed.game,
    facts,
    report: {
      fieldGoalAttempts: shots.fieldGoalAttempts,
      shotsInFile: shots.shots,
      shotsMatched: shots.matched,
      shotsUnmatched: shots.unmatched.length,
      unknownEvents: unknownEvents.length,
      firstUnknownType: unknownEvents[0]?.type ?? null,
      score: {
        events: fmt(score.events),
        source: score.source ? fmt(score.source) : null,
        agrees: score.agrees,
      },
    },
  };
}

/** A game bundle's JSON text: zod validation, then adapter and engine. */
export function deriveBundle(
  text: string,
  input: DeriveInput,
  derive: (game: CanonicalGame) => GameFacts,
): DeriveOutcome {
  try {
    const json: unknown = JSON.parse(text);
    checkScheduledTeams(json, input);
    return adaptAndDerive(validateGameBundle(json), input, derive);
  } catch (error) {
    return { ok: false, gameId: input.gameId, error: firstLine(error) };
  }
}

/** A game's rows from the season files (already of the right types): adapter and engine. */
export function deriveSeasonGame(
  rows: SeasonGameRows,
  input: DeriveInput,
  derive: (game: CanonicalGame) => GameFacts,
): DeriveOutcome {
  if (rows.bundle === null) {
    const more = rows.issues.length > 5 ? ` (+${rows.issues.length - 5} more)` : '';
    return {
      ok: false,
      gameId: input.gameId,
      error: `season play-by-play rows of game ${input.gameId}: ${rows.issues.slice(0, 5).join('; ')}${more}`,
    };
  }
  try {
    checkScheduledTeams(rows.bundle, input);
    return adaptAndDerive(rows.bundle, input, derive);
  } catch (error) {
    return { ok: false, gameId: input.gameId, error: firstLine(error) };
  }
}

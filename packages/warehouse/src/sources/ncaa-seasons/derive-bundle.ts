/**
 * One bundle, from JSON text to what the warehouse stores: parse, check it is the scheduled
 * game, run the NCAA adapter and the engine. Pure and synchronous, so the same function runs in
 * the main thread or in a worker of the derive pool.
 */
import type { CanonicalGame } from '@courtside/contract';
import type { GameFacts } from '@courtside/engine';
import { parseGameBundleDetailed } from '../ncaa';
import type { ParseGameBundleOptions } from '../ncaa';
import { firstLine } from './errors';

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

export function deriveBundle(
  text: string,
  input: DeriveInput,
  derive: (game: CanonicalGame) => GameFacts,
): DeriveOutcome {
  try {
    const json: unknown = JSON.parse(text);
    const teams = bundleTeams(json);
    if (teams && (teams.home !== input.expected.home || teams.away !== input.expected.away)) {
      throw new Error(
        `bundle has ${teams.home} vs ${teams.away}, the schedule ${input.expected.home} vs ${input.expected.away}`,
      );
    }
    const parsed = parseGameBundleDetailed(json, input.options);
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
  } catch (error) {
    return { ok: false, gameId: input.gameId, error: firstLine(error) };
  }
}

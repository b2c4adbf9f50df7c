/**
 * One demo game from schedule to facts: the spec (teams, date, seed) → the simulator's canonical
 * game → the engine's deriveGame, exactly as an NCAA bundle's canonical game goes through it.
 * Shared by the worker threads and the in-process runner so both produce the same rows.
 */
import type { CanonicalGame, Gender } from '@courtside/contract';
import { deriveGame } from '@courtside/engine';
import type { GameFacts } from '@courtside/engine';
import { simulateGame } from '../game';
import type { DemoGameSpec, DemoTeam } from '../model';

/** What a runner needs per game; the teams were handed over once per competition. */
export interface GameJob {
  readonly gameId: number;
  readonly date: string;
  readonly homeId: number;
  readonly awayId: number;
  readonly neutral: boolean;
  readonly seed: number;
}

export interface CompetitionGames {
  readonly competitionId: number;
  readonly gender: Gender;
  readonly teams: readonly DemoTeam[];
}

export interface PlayedGame {
  readonly gameId: number;
  readonly homeScore: number;
  readonly awayScore: number;
  readonly events: number;
}

export function specOf(
  job: GameJob,
  competition: CompetitionGames,
  teams: ReadonlyMap<number, DemoTeam>,
): DemoGameSpec {
  const home = teams.get(job.homeId);
  const away = teams.get(job.awayId);
  if (!home || !away)
    throw new Error(`Game ${job.gameId}: unknown team ${home ? job.awayId : job.homeId}`);
  return {
    gameId: job.gameId,
    competitionId: competition.competitionId,
    gender: competition.gender,
    date: job.date,
    home,
    away,
    neutralSite: job.neutral,
    seed: job.seed,
    // The host's league: the schedule always lets the higher division host a lower one.
    division: home.division,
  };
}

export function playGame(spec: DemoGameSpec): { game: CanonicalGame; facts: GameFacts } {
  const game = simulateGame(spec);
  const facts = deriveGame(game, { division: spec.division });
  return { game, facts };
}

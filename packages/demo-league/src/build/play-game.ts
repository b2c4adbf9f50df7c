/**
 * One demo game from schedule to rows: the spec (teams, date, seed) → the simulator's canonical
 * game → the engine's deriveGame → the build's GameWriter, exactly as an NCAA bundle's canonical
 * game goes through them. Shared by the worker threads and the in-process runner so both
 * produce the same rows.
 */
import type { Gender } from '@courtside/contract';
import { deriveGame } from '@courtside/engine';
import type { GameWriter } from '@courtside/ingest';
import { simulateGame } from '../game';
import type { DemoGameSpec, DemoTeam } from '../model';
import type { StageTimes, ThreadClock } from './pipeline-times';

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

/**
 * Plays one game into `writer` and adds the thread's CPU time of each stage to `times`; what a
 * runner does per game, in a worker or in this thread.
 */
export function playAndWrite(
  spec: DemoGameSpec,
  writer: GameWriter,
  clock: ThreadClock,
  times: StageTimes,
): PlayedGame {
  const started = clock.now();
  const game = simulateGame(spec);
  const simulated = clock.now();
  const facts = deriveGame(game, { division: spec.division });
  const derived = clock.now();
  writer.write(game, facts);
  const written = clock.now();
  times.simulate += simulated - started;
  times.derive += derived - simulated;
  times.write += written - derived;
  return {
    gameId: game.gameId,
    homeScore: game.finalScore.home,
    awayScore: game.finalScore.away,
    events: game.events.length,
  };
}

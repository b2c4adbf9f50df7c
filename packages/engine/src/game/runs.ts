/**
 * Scoring runs (METHODS §6 [S40]): a stretch in which one side scores and the other does not.
 * Points are read from the score after each event, so free throws, and any scoring the source
 * records, count. A run is maximal: it starts with the first score after the opponent's last one
 * and ends with the last score before the opponent scores again (or the game ends). It is
 * measured from its first to its last scoring event; the quiet time around it is not part of it.
 *
 * Runs of at least `minPoints` (8) are reported; the API filters the 10-0 headline runs itself.
 * `acrossHalftime` is the literal halftime (after period 1 of 2 for men, period 2 of 4 for women);
 * `spansPeriodBreak` is any period boundary (women's quarter breaks and overtimes included), which
 * is the one to use when asking "did the run survive a break in play".
 */
import { gameSecond } from '@courtside/contract';
import type { CanonicalGame, GameEvent, Score, TeamSide } from '@courtside/contract';
import { DEFAULT_CONSTANTS } from '../config/constants';
import type { ScoringRun } from './facts';

export interface ScoringRunFact extends ScoringRun {
  readonly startPeriod: number;
  readonly endPeriod: number;
  /** The run crosses at least one period boundary (any of them, not only halftime). */
  readonly spansPeriodBreak: boolean;
  /** Seconds from the first to the last scoring event. */
  readonly seconds: number;
}

export interface RunOptions {
  /** Shortest run reported, in points (default 8). */
  readonly minPoints?: number;
}

interface OpenRun {
  side: TeamSide;
  points: number;
  first: GameEvent;
  last: GameEvent;
  startScore: Score;
}

/** Every run of at least `minPoints`, in game order. */
export function scoringRuns(
  game: Pick<CanonicalGame, 'format' | 'events'>,
  options: RunOptions = {},
): ScoringRunFact[] {
  const minPoints = options.minPoints ?? DEFAULT_CONSTANTS.runs.minPoints;
  const halftimeAfter = game.format.regulationPeriods / 2;
  const runs: ScoringRunFact[] = [];
  const close = (run: OpenRun | null): void => {
    if (run === null || run.points < minPoints) return;
    const startSecond = gameSecond(game.format, run.first.period, run.first.clock);
    const endSecond = gameSecond(game.format, run.last.period, run.last.clock);
    runs.push({
      side: run.side,
      points: run.points,
      startSeq: run.first.seq,
      endSeq: run.last.seq,
      startSecond,
      endSecond,
      startScore: run.startScore,
      acrossHalftime: run.first.period <= halftimeAfter && run.last.period > halftimeAfter,
      startPeriod: run.first.period,
      endPeriod: run.last.period,
      spansPeriodBreak: run.first.period !== run.last.period,
      seconds: endSecond - startSecond,
    });
  };

  let open: OpenRun | null = null;
  let before: Score = { home: 0, away: 0 };
  for (const event of game.events) {
    // Score corrections (a negative change) are not scoring; they neither extend nor break a run.
    const home = Math.max(0, event.score.home - before.home);
    const away = Math.max(0, event.score.away - before.away);
    if (home > 0 && away > 0) {
      // Both sides in one event only happens with a corrected score: nobody owns that stretch.
      close(open);
      open = null;
    } else if (home > 0 || away > 0) {
      const side: TeamSide = home > 0 ? 'home' : 'away';
      if (open !== null && open.side === side) {
        open.points += home + away;
        open.last = event;
      } else {
        close(open);
        open = { side, points: home + away, first: event, last: event, startScore: before };
      }
    }
    before = event.score;
  }
  close(open);
  return runs;
}

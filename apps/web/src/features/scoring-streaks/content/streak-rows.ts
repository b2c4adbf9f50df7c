/**
 * The drill-down's rows as the tables show them: a team's runs on one side (made, or allowed:
 * its droughts) in one game situation, its players' scoring streaks in that situation, and its
 * shooting streaks, each with the sentence a fan reads ("18-0 run, 2nd half 12:31–7:02"), and
 * the games it came back to win or let a lead go in.
 * Rows that cannot have happened (a 0-0 run, a run longer than the game) are left out.
 */
import type {
  PlayerScoringStreakRow,
  ShootingStreakRow,
  StreaksMarginRow,
  TeamScoringStreakRow,
} from '@courtside/contract/schemas';
import type { PeriodFormat } from '@courtside/contract';
import {
  SHOOTING_KIND_LABELS,
  clockText,
  inSituation,
  isPossibleSpan,
  periodName,
  spanText,
} from './moments';
import type { RunSide, Situation } from './streak-filters';

export interface RunView {
  side: RunSide;
  situation: Situation;
  format: PeriodFormat;
}

/** The team's runs (side 'for') or the runs against it ('against'), longest first. */
export function shownRuns(
  rows: readonly TeamScoringStreakRow[],
  { side, situation, format }: RunView,
): TeamScoringStreakRow[] {
  const isOffense = side === 'for';
  return rows
    .filter(
      (row) =>
        row.isOffense === isOffense &&
        isPossibleSpan(format, row, row.runPts) &&
        // The situation is the team's: a run against it "from behind" began with it ahead.
        inSituation(format, isOffense ? row : flipScores(row), situation),
    )
    .sort((a, b) => b.runPts - a.runPts || a.durationSecs - b.durationSecs);
}

/** The score from the running side's view. */
const flipScores = <R extends { teamScoreStart: number; oppScoreStart: number }>(row: R): R => ({
  ...row,
  teamScoreStart: row.oppScoreStart,
  oppScoreStart: row.teamScoreStart,
});

/** "18-0 run, 2nd half 12:31–7:02", or "Purdue 18-0 run, …" for a run against the team. */
export function runText(format: PeriodFormat, row: TeamScoringStreakRow, opponent: string): string {
  const who = row.isOffense ? '' : `${opponent} `;
  return `${who}${row.runPts}-0 run, ${spanText(format, row)}`;
}

/** The players' scoring streaks in the situation, longest first. */
export function shownPlayerStreaks(
  rows: readonly PlayerScoringStreakRow[],
  format: PeriodFormat,
  situation: Situation,
): PlayerScoringStreakRow[] {
  return rows
    .filter(
      (row) =>
        isPossibleSpan(format, row, row.streakPts) &&
        row.ptsAgstDuring >= 0 &&
        inSituation(format, row, situation),
    )
    .sort((a, b) => b.streakPts - a.streakPts || a.ptsAgstDuring - b.ptsAgstDuring);
}

/** "Jane Doe: 11 straight points (11-2), 2nd half 8:02–4:15". */
export function playerStreakText(format: PeriodFormat, row: PlayerScoringStreakRow): string {
  return `${row.fullName}: ${row.streakPts} straight points (${row.streakPts}-${row.ptsAgstDuring}), ${spanText(format, row)}`;
}

export interface ShootingStreakView {
  row: ShootingStreakRow;
  /** The team's name on team rows, the player's on player rows. */
  who: string;
  text: string;
}

/**
 * The team's streaks then its players', each kind's longest first. A streak may run through
 * several games: it is shown from where it began.
 */
export function shootingStreakViews(
  format: PeriodFormat,
  teamRows: readonly ShootingStreakRow[],
  playerRows: readonly ShootingStreakRow[],
  teamName: string,
): ShootingStreakView[] {
  const views = [...teamRows, ...playerRows]
    .filter((row) => row.streakLength > 0 && row.gamesSpanned >= 1)
    .map((row) => {
      const who = row.playerId === null ? teamName : (row.fullName ?? 'Unknown player');
      return { row, who, text: shootingStreakText(format, row, who) };
    });
  return views.sort((a, b) => b.row.streakLength - a.row.streakLength);
}

/** "Purdue: 14 field goals made in a row, from 1st half 3:10 (over 2 games)". */
export function shootingStreakText(
  format: PeriodFormat,
  row: ShootingStreakRow,
  who: string,
): string {
  const kind = SHOOTING_KIND_LABELS[row.streakKind].replace(/^\w/, (c) => c.toLowerCase());
  const start = `${periodName(format, row.startPeriod)} ${clockText(row.startClock)}`;
  const games = row.gamesSpanned > 1 ? ` (over ${row.gamesSpanned} games)` : '';
  return `${who}: ${row.streakLength} ${kind}, from ${start}${games}`;
}

/** The games a team came back to win or let a lead go in, the largest swing first. */
export function swingGames(rows: readonly StreaksMarginRow[]): StreaksMarginRow[] {
  return rows
    .filter((row) => (row.isWin ? row.comebackPts > 0 : row.blownLeadPts > 0))
    .sort((a, b) => swingOf(b) - swingOf(a));
}

const swingOf = (row: StreaksMarginRow): number => (row.isWin ? row.comebackPts : row.blownLeadPts);

/** "Won 71-68 vs Bravo after trailing by 15", "Lost 60-64 vs Bravo after leading by 12". */
export function swingText(row: StreaksMarginRow, opponent: string): string {
  const score = `${row.ptsScored}-${row.ptsAgst}`;
  return row.isWin
    ? `Won ${score} vs ${opponent} after trailing by ${row.comebackPts}`
    : `Lost ${score} vs ${opponent} after leading by ${row.blownLeadPts}`;
}

/**
 * What the game views derive from the API rows, kept out of the components so it is tested on
 * its own: which team line is home and which away, a team's box totals from its players' lines,
 * the period format of the play-by-play and the shot points of each team (the flow chart's
 * points and period lengths are in lib/charts/game-flow-points.ts, shared with the live game).
 * Only regrouping and sums: every statistic comes from the API.
 */
import type {
  EnhPbpRow,
  PbpShotRow,
  PlayerGameStatsRow,
  TeamGameStatsRow,
} from '@courtside/contract/schemas';
import { OFFICIAL_BOX_COUNTS, type OfficialBoxCountKey } from '@courtside/contract';
import type { PeriodFormat } from '@/lib/charts/game-time';
import type { ShotPoint } from '@/lib/charts/hex-bins';

export interface GameSides<T> {
  home: T;
  away: T;
}

/**
 * The team lines of a game (team-game-stats, offense rows: a team's own line) as home and away.
 * A neutral-site game still names one team home. null when the rows do not hold both teams.
 */
export function teamLinesBySide(
  rows: readonly TeamGameStatsRow[],
  homeTeamId: number | null = null,
): GameSides<TeamGameStatsRow> | null {
  const offense = rows.filter((row) => row.isOffense);
  // On a neutral floor neither row is "home": the game still names one team home, so use it.
  const home =
    offense.find((row) => row.isHome) ??
    (homeTeamId === null ? undefined : offense.find((row) => row.teamId === homeTeamId));
  const away = offense.find((row) => row !== home);
  return home !== undefined && away !== undefined ? { home, away } : null;
}

/** What a box score's totals line adds up: minutes and the official box line's counts. */
export type BoxTotalKey = 'mins' | OfficialBoxCountKey;
export const BOX_TOTAL_KEYS: readonly BoxTotalKey[] = ['mins', ...OFFICIAL_BOX_COUNTS];
export type BoxTotals = Record<BoxTotalKey, number>;

/** A team's totals as the sum of its players' full-game lines. */
export function sumPlayerLines(lines: readonly PlayerGameStatsRow[]): BoxTotals {
  const totals = Object.fromEntries(BOX_TOTAL_KEYS.map((key) => [key, 0])) as BoxTotals;
  for (const line of lines) {
    for (const key of BOX_TOTAL_KEYS) totals[key] += line[key];
  }
  return totals;
}

/** Players of one team, starters first, then by minutes played. */
export function teamPlayerLines(
  lines: readonly PlayerGameStatsRow[],
  teamId: number | null,
): PlayerGameStatsRow[] {
  return lines
    .filter((line) => line.period === 'game' && line.teamId === teamId)
    .sort((a, b) => Number(b.isStarter) - Number(a.isStarter) || b.mins - a.mins);
}

/** Quarters when the play-by-play names periods Q1…, else halves. */
export function periodFormatOf(events: readonly EnhPbpRow[]): PeriodFormat {
  return events.some((event) => event.periodLabel.startsWith('Q')) ? 'quarters' : 'halves';
}

/** A team's located attempts as chart points (attempts without a location are left out). */
export function teamShotPoints(shots: readonly PbpShotRow[], isHome: boolean): ShotPoint[] {
  const points: ShotPoint[] = [];
  for (const shot of shots) {
    if (shot.isHome !== isHome || shot.x === null || shot.y === null) continue;
    const result = shot.isMade ? 'made' : 'missed';
    points.push({
      x: shot.x,
      y: shot.y,
      made: shot.isMade,
      label: `${shot.fullName} ${result} ${shot.shotValue}-pt ${shot.shotType ?? 'shot'}, ${shot.periodLabel} ${clockText(shot.clock)}`,
    });
  }
  return points;
}

/** Seconds left in a period as m:ss. */
export function clockText(secondsLeft: number): string {
  const whole = Math.max(0, Math.round(secondsLeft));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

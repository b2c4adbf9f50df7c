/**
 * The left chart's team when the URL names none: the season's top-rated Division I team of the
 * chart's competition (`shotcharts-top-options`, the quick picks' list). It is derived from the
 * data, not written to the URL, so the default address stays short and still opens the same
 * chart for a given data version.
 */
import type { ShotchartTopOptionRow } from '@courtside/contract/schemas';
import type { ChartChoice } from './chart-choices';

/** The best-ranked option of the competition (the first listed on a tie), null when none. */
export function topTeamOf(
  rows: readonly ShotchartTopOptionRow[],
  competitionId: number,
): ShotchartTopOptionRow | null {
  let best: ShotchartTopOptionRow | null = null;
  for (const row of rows) {
    if (row.competitionId !== competitionId) continue;
    if (best === null || row.netRanking < best.netRanking) best = row;
  }
  return best;
}

/** Whether a chart's choice asks for a team without naming one. */
export const needsDefaultTeam = (choice: ChartChoice): boolean =>
  choice.subject === 'team' && choice.team === null;

/**
 * A change made while the default team is drawn: a player belongs to that team, so choosing
 * one names the team too (the player alone would not say whose roster he is on).
 */
export function withDefaultTeam(patch: Partial<ChartChoice>, team: number): Partial<ChartChoice> {
  return 'player' in patch && patch.player !== null && !('team' in patch)
    ? { ...patch, team }
    : patch;
}

/** The chart's subtitle says why this team is drawn. */
export const DEFAULT_TEAM_NOTE = 'Top-rated team by default (choose any team above).';

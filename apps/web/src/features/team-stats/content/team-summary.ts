/**
 * What the team overview reads from the API's rows: the season twins (the team's line and its
 * opponents'), the four factors on both sides with the team's percentile among its division's
 * teams, and the record of the game log (played games only: unplayed ones are no result).
 */
import type { TeamAggStatsRow, TeamGameStatsRow } from '@courtside/contract/schemas';
import { goodnessPercentiles } from '@/lib/stats/percentiles';
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';

export interface SeasonTwins {
  offense: TeamAggStatsRow;
  defense: TeamAggStatsRow | null;
}

/** The season scope's twin rows, or null when the API has no season row for the team. */
export function seasonTwins(rows: readonly TeamAggStatsRow[], teamId: number): SeasonTwins | null {
  const season = rows.filter((row) => row.scope === 'season' && row.teamId === teamId);
  const offense = season.find((row) => row.isOffense);
  if (offense === undefined) return null;
  return { offense, defense: season.find((row) => !row.isOffense) ?? null };
}

/**
 * Dean Oliver's four factors, each as the team's own value and the value it allowed. On the
 * offense row, `efgPctAgst` is the opponents' eFG% (what the defence allowed); the dictionary
 * gives each its better direction.
 */
export const FOUR_FACTORS = [
  { own: 'efgPct', allowed: 'efgPctAgst' },
  { own: 'tovPct', allowed: 'tovPctAgst' },
  { own: 'orbPct', allowed: 'orbPctAgst' },
  { own: 'ftaRate', allowed: 'ftaRateAgst' },
] as const satisfies readonly { own: StatKey; allowed: StatKey }[];

export type FourFactorKey = (typeof FOUR_FACTORS)[number][keyof (typeof FOUR_FACTORS)[number]];

export interface FactorValue {
  key: FourFactorKey;
  value: number | null;
  /** 0-100, 100 best, among the division's qualified teams; null outside the pool. */
  percentile: number | null;
}

export interface FactorRow {
  label: string;
  own: FactorValue;
  allowed: FactorValue;
}

/**
 * The team's four factors with percentiles among `pool` (the division's season offense rows).
 * Unqualified teams (fewer than 5 box-score games) are left out of the pool, as tables do.
 */
export function fourFactorRows(
  team: TeamAggStatsRow,
  pool: readonly TeamAggStatsRow[],
): FactorRow[] {
  const peers = pool.filter((row) => row.isOffense && row.scope === 'season');
  const teamIndex = peers.findIndex((row) => row.teamId === team.teamId);
  const factor = (key: FourFactorKey): FactorValue => {
    const value = team[key];
    if (teamIndex < 0) return { key, value, percentile: null };
    const percentiles = goodnessPercentiles(
      peers.map((row) => row[key]),
      statDefinition(key).direction,
      (index) => peers[index]?.isQualified === true,
    );
    return { key, value, percentile: percentiles[teamIndex] ?? null };
  };
  return FOUR_FACTORS.map(({ own, allowed }) => ({
    label: statDefinition(own).label,
    own: factor(own),
    allowed: factor(allowed),
  }));
}

/** The team's own line of each game (the offense twin), newest first as the API sends them. */
export function teamLines(rows: readonly TeamGameStatsRow[]): TeamGameStatsRow[] {
  return rows.filter((row) => row.isOffense);
}

/**
 * A game with a final score. The log also lists the schedule's games still to be played: their
 * scores are null and the API's `isWin` is false for them, which is no result at all, so every
 * W/L reading goes through this test first.
 */
export const isPlayed = (row: TeamGameStatsRow): boolean =>
  row.ptsScored !== null && row.ptsAgst !== null;

/** The team's lines of the games already played, newest first. */
export const playedLines = (rows: readonly TeamGameStatsRow[]): TeamGameStatsRow[] =>
  teamLines(rows).filter(isPlayed);

/** The team's lines of the games still to be played, soonest first (undated games last). */
export const upcomingLines = (rows: readonly TeamGameStatsRow[]): TeamGameStatsRow[] =>
  teamLines(rows)
    .filter((row) => !isPlayed(row))
    .sort(
      (a, b) => (a.gameDate ?? '9999').localeCompare(b.gameDate ?? '9999') || a.gameId - b.gameId,
    );

export interface WinLoss {
  wins: number;
  losses: number;
}

/** Wins and losses of the played games only: a game without a score is neither. */
export function recordOf(games: readonly TeamGameStatsRow[]): WinLoss {
  const played = playedLines(games);
  const wins = played.filter((row) => row.isWin).length;
  return { wins, losses: played.length - wins };
}

/** "W 78-65" / "L 60-71" from the team's side; null while a score is missing. */
export function resultLabel(row: TeamGameStatsRow): string | null {
  if (!isPlayed(row)) return null;
  return `${row.isWin ? 'W' : 'L'} ${row.ptsScored}-${row.ptsAgst}`;
}

/** "vs", "at" or "neutral" before the opponent's name. */
export function siteLabel(row: Pick<TeamGameStatsRow, 'isHome' | 'isNeutral'>): string {
  if (row.isNeutral) return 'vs (N)';
  return row.isHome ? 'vs' : 'at';
}

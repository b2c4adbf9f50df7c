/**
 * Transfer impact (METHODS §10): how a transfer's offense changed between his last season at
 * school A and his first at school B, net of how players change anyway from one season to the
 * next.
 *
 * 1. Player ORtg of a season, box-score form (engine default: the stored box has no credit for
 *    assisted baskets per scorer, so this is points per 100 plays he used):
 *      ORtg = 100·PTS/(FGA + 0.44·FTA + TOV)
 * 2. Opponent adjustment (METHODS §10): adjORtg = ORtg·Avg/mean(AdjD_opp), Avg the season's
 *    national efficiency and AdjD_opp the adjusted defenses of the opponents of the games he
 *    played, so 110 against defenses 5% better than average counts as 115.5.
 * 3. change = adjORtg(B) − adjORtg(A).
 * 4. baseline = the mean change of non-transfers of the same class (in the season left) and role
 *    who played both seasons; effect = change − baseline. Class matters because players improve
 *    most early; role because minutes and usage shape efficiency.
 * Role from the minutes share MP/(TmMP/5) in the season left (engine defaults): starter ≥ 0.5,
 * rotation ≥ 0.2, else bench. A season under 10% of the team's minutes (METHODS §8), without
 * a play, or without rated opponents or a national average is not rated: such a pair has no change and never enters a baseline. A group without
 * any non-transfer leaves baseline and effect null, never 0.
 */
import { MIN_MINUTES_SHARE } from './player-ratings';
import { playsUsed } from './rate-formulas';

export const STARTER_MINUTES_SHARE = 0.5;
export const ROTATION_MINUTES_SHARE = 0.2;

export type TransferRole = 'starter' | 'rotation' | 'bench';

export interface TransferSeasonLine {
  readonly pts: number;
  readonly fga: number;
  readonly fta: number;
  readonly tov: number;
  readonly minutes: number;
  /** Team minutes over the same games (200 per game + 25 per overtime). */
  readonly teamMinutes: number;
  /** Mean AdjD of the opponents of the games he played; null when none was rated. */
  readonly meanOppAdjD: number | null;
  /** The season's national average efficiency (points per 100 possessions); null: not rated. */
  readonly leagueAvg: number | null;
}

export interface PlayerSeasonPair<Key> {
  readonly key: Key;
  readonly transferred: boolean;
  /** Class in the season left ('Fr.', 'So.'…); null when unknown (its own baseline group). */
  readonly classYear: string | null;
  readonly before: TransferSeasonLine;
  readonly after: TransferSeasonLine;
}

export interface TransferImpact<Key> {
  readonly key: Key;
  readonly classYear: string | null;
  readonly role: TransferRole | null;
  readonly ortgBefore: number | null;
  readonly ortgAfter: number | null;
  readonly adjOrtgBefore: number | null;
  readonly adjOrtgAfter: number | null;
  readonly change: number | null;
  /** Mean change of non-transfers of the same class and role. */
  readonly baseline: number | null;
  /** Non-transfers behind the baseline. */
  readonly baselinePlayers: number;
  readonly effect: number | null;
}

export function minutesShare(line: TransferSeasonLine): number | null {
  return line.teamMinutes > 0 ? line.minutes / (line.teamMinutes / 5) : null;
}

export function roleOf(line: TransferSeasonLine): TransferRole | null {
  const share = minutesShare(line);
  if (share === null) return null;
  if (share >= STARTER_MINUTES_SHARE) return 'starter';
  return share >= ROTATION_MINUTES_SHARE ? 'rotation' : 'bench';
}

/** Points per 100 plays used; null without a play. */
export function playerOrtg(line: TransferSeasonLine): number | null {
  const plays = playsUsed(line.fga, line.fta, line.tov);
  return plays > 0 ? (100 * line.pts) / plays : null;
}

export function opponentAdjustedOrtg(
  ortg: number,
  leagueAvg: number,
  meanOppAdjD: number,
): number | null {
  return meanOppAdjD > 0 ? (ortg * leagueAvg) / meanOppAdjD : null;
}

/** The season's adjusted ORtg, or null when the season is not rated (see the module comment). */
function ratedAdjOrtg(line: TransferSeasonLine): { ortg: number; adj: number } | null {
  const share = minutesShare(line);
  const ortg = playerOrtg(line);
  if (share === null || share < MIN_MINUTES_SHARE || ortg === null) return null;
  if (line.meanOppAdjD === null || line.leagueAvg === null) return null;
  const adj = opponentAdjustedOrtg(ortg, line.leagueAvg, line.meanOppAdjD);
  return adj === null ? null : { ortg, adj };
}

const groupKey = (classYear: string | null, role: TransferRole | null): string =>
  `${classYear ?? '?'}|${role ?? '?'}`;

/** The impact of every transferred pair (input order); non-transfers only feed the baselines. */
export function transferImpacts<Key>(
  pairs: readonly PlayerSeasonPair<Key>[],
): TransferImpact<Key>[] {
  const rated = pairs.map((pair) => {
    const before = ratedAdjOrtg(pair.before);
    const after = ratedAdjOrtg(pair.after);
    return {
      pair,
      role: roleOf(pair.before),
      before,
      after,
      change: before !== null && after !== null ? after.adj - before.adj : null,
    };
  });
  const baselines = new Map<string, { sum: number; count: number }>();
  for (const entry of rated) {
    if (entry.pair.transferred || entry.change === null) continue;
    const key = groupKey(entry.pair.classYear, entry.role);
    const group = baselines.get(key) ?? { sum: 0, count: 0 };
    group.sum += entry.change;
    group.count += 1;
    baselines.set(key, group);
  }
  return rated
    .filter((entry) => entry.pair.transferred)
    .map((entry) => {
      const group = baselines.get(groupKey(entry.pair.classYear, entry.role));
      const baseline = group && group.count > 0 ? group.sum / group.count : null;
      return {
        key: entry.pair.key,
        classYear: entry.pair.classYear,
        role: entry.role,
        ortgBefore: entry.before?.ortg ?? null,
        ortgAfter: entry.after?.ortg ?? null,
        adjOrtgBefore: entry.before?.adj ?? null,
        adjOrtgAfter: entry.after?.adj ?? null,
        change: entry.change,
        baseline,
        baselinePlayers: group?.count ?? 0,
        effect: entry.change !== null && baseline !== null ? entry.change - baseline : null,
      };
    });
}

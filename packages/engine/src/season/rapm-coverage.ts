/**
 * When RAPM may be published (METHODS §4). RAPM compares players through the lineups they
 * shared the floor with and against; with a handful of games the comparison rests on a few
 * dozen stints, cross-validation has folds of one or two games, and every rating is its prior
 * under another name. So a competition publishes no RAPM at all unless
 *   - at least `minGames` play-by-play games have usable stints (five players a side with
 *     possessions and weight), and
 *   - the median team in those stints has at least `minMedianTeamPossessions` offensive
 *     possessions in them (a team's ≈ 70 a game: the engine default 300 is ≈ 4 games),
 * and then publishes a player only with at least `minPlayerPossessions` possessions on the
 * floor, offence plus defence (engine default 250 ≈ 125 each way ≈ 2 full games; his data
 * weight is then still small against any λ the cross-validation picks, so below it the number
 * is his prior). The fit itself always keeps every player, so that teammates and opponents of a
 * thin player are adjusted for him. "Competition" here is the pool being fitted (the warehouse
 * fits each division of a season on its own). Thresholds: EngineConstants.rapm
 * (config/constants.ts).
 */
import type { StintInput } from './inputs';
import type { RapmPlayer } from './rapm';

/** A stint with its two teams (null when the source has no id for one). */
export interface RapmStintInput extends StintInput {
  homeTeamId: number | null;
  awayTeamId: number | null;
}

export interface RapmThresholds {
  minGames: number;
  minMedianTeamPossessions: number;
  minPlayerPossessions: number;
}

export interface RapmCoverage {
  /** Games with at least one usable stint. */
  games: number;
  /** Usable stints. */
  stints: number;
  /** Teams with possessions in usable stints. */
  teams: number;
  /** Median over those teams of their offensive possessions in usable stints. */
  medianTeamPossessions: number;
  enough: boolean;
  /** Why RAPM is not published (null when it is). */
  reason: string | null;
}

const usable = (s: StintInput): boolean =>
  s.homeIds.length === 5 && s.awayIds.length === 5 && s.weight > 0 && s.homePoss + s.awayPoss > 0;

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? 0)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export function rapmCoverage(
  stints: readonly RapmStintInput[],
  thresholds: RapmThresholds,
): RapmCoverage {
  const games = new Set<number>();
  const teamPoss = new Map<number, number>();
  let count = 0;
  for (const s of stints) {
    if (!usable(s)) continue;
    count += 1;
    games.add(s.gameId);
    if (s.homeTeamId !== null)
      teamPoss.set(s.homeTeamId, (teamPoss.get(s.homeTeamId) ?? 0) + s.homePoss);
    if (s.awayTeamId !== null)
      teamPoss.set(s.awayTeamId, (teamPoss.get(s.awayTeamId) ?? 0) + s.awayPoss);
  }
  const medianTeamPossessions = median([...teamPoss.values()]);
  const reasons: string[] = [];
  if (games.size < thresholds.minGames)
    reasons.push(
      `${games.size} play-by-play game(s) with usable stints, fewer than the ${thresholds.minGames} RAPM needs`,
    );
  if (medianTeamPossessions < thresholds.minMedianTeamPossessions)
    reasons.push(
      `the median team has ${Math.round(medianTeamPossessions)} possessions in them, fewer than ${thresholds.minMedianTeamPossessions}`,
    );
  return {
    games: games.size,
    stints: count,
    teams: teamPoss.size,
    medianTeamPossessions,
    enough: reasons.length === 0,
    reason: reasons.length === 0 ? null : reasons.join('; '),
  };
}

/** Players with enough possessions on the floor (offence + defence) to publish. */
export function publishableRapm(
  players: readonly RapmPlayer[],
  thresholds: Pick<RapmThresholds, 'minPlayerPossessions'>,
): RapmPlayer[] {
  return players.filter((p) => p.offPoss + p.defPoss >= thresholds.minPlayerPossessions);
}

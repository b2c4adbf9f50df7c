/**
 * NCAA quadrants (response-fields.md, "Conventions"): a game's quadrant depends on the
 * opponent's rank and on where it was played, because beating the 60th team away is about as
 * hard as beating the 30th at home.
 *
 *            home      neutral    away
 *   Q1       1–30      1–50       1–75
 *   Q2      31–75     51–100     76–135
 *   Q3      76–160   101–200    136–240
 *   Q4       rest      rest       rest
 *
 * The rank is Courtside's own netRanking (rank by AdjEM, team-ratings.ts), not the NCAA NET, and
 * the API says so. Games against uncovered (non-D-I) opponents have no quadrant.
 */
import type { GameSite, TeamGameInput } from './inputs';

export type Quadrant = 1 | 2 | 3 | 4;

/** Upper rank bounds of Q1, Q2, Q3 by site of the team (not the opponent). */
const BOUNDS: Record<GameSite, readonly [number, number, number]> = {
  home: [30, 75, 160],
  neutral: [50, 100, 200],
  away: [75, 135, 240],
};

export function quadrantOf(opponentRank: number, site: GameSite): Quadrant {
  const [q1, q2, q3] = BOUNDS[site];
  if (opponentRank <= q1) return 1;
  if (opponentRank <= q2) return 2;
  if (opponentRank <= q3) return 3;
  return 4;
}

export interface GameQuadrant {
  gameId: number;
  teamId: number;
  opponentId: number;
  site: GameSite;
  /** Opponent's netRanking; null when the opponent is not rated. */
  opponentRank: number | null;
  quadrant: Quadrant | null;
}

/** Quadrant of every row, from the opponents' netRanking (e.g. TeamRatingsResult.teams). */
export function gameQuadrants(
  games: readonly TeamGameInput[],
  ratings: readonly { teamId: number; netRanking: number }[],
): GameQuadrant[] {
  const rankOf = new Map(ratings.map((t) => [t.teamId, t.netRanking]));
  return games.map((g) => {
    const rank = g.opponentIsCovered ? (rankOf.get(g.opponentId) ?? null) : null;
    return {
      gameId: g.gameId,
      teamId: g.teamId,
      opponentId: g.opponentId,
      site: g.site,
      opponentRank: rank,
      quadrant: rank === null ? null : quadrantOf(rank, g.site),
    };
  });
}

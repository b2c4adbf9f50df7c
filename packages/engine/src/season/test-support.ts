/**
 * Builders for season-model tests: box lines, team totals that are the sums of their players,
 * and a seeded synthetic league of player seasons. Not exported from the package.
 */
import { createRng } from '../math/random';
import type {
  BoxCounts,
  OpponentSeasonTotals,
  PlayerSeasonInput,
  PositionGroup,
  TeamSeasonTotals,
} from './inputs';

export const counts = (over: Partial<BoxCounts> = {}): BoxCounts => ({
  pts: 0,
  fgm: 0,
  fga: 0,
  fgm3: 0,
  fga3: 0,
  ftm: 0,
  fta: 0,
  orb: 0,
  drb: 0,
  ast: 0,
  stl: 0,
  blk: 0,
  tov: 0,
  pf: 0,
  ...over,
});

export interface LineSpec {
  playerId: number;
  minutes: number;
  stats: BoxCounts;
  position?: PositionGroup | null;
}

/** Player inputs of one team whose totals are exactly the sums of its players. */
export function teamOfPlayers(
  teamId: number,
  lines: readonly LineSpec[],
  opponent: OpponentSeasonTotals,
  games = 1,
  poss = 70 * games,
): PlayerSeasonInput[] {
  const total = counts();
  let minutes = 0;
  for (const l of lines) {
    minutes += l.minutes;
    for (const key of Object.keys(total) as (keyof BoxCounts)[]) {
      total[key] = (total[key] ?? 0) + (l.stats[key] ?? 0);
    }
  }
  const team: TeamSeasonTotals = { ...total, games, minutes, poss };
  return lines.map((l) => ({
    playerId: l.playerId,
    teamId,
    position: l.position ?? null,
    games,
    minutes: l.minutes,
    stats: l.stats,
    team,
    opponent,
  }));
}

/**
 * A seeded league: `teams` teams of `roster` players over `games` games (200 minutes each),
 * box lines drawn around position-typical rates so that every count is plausible.
 */
export function syntheticPlayers(seed: number, teams: number, roster = 10, games = 30) {
  const rng = createRng(seed);
  const players: PlayerSeasonInput[] = [];
  const positions: PositionGroup[] = ['G', 'G', 'G', 'F', 'F', 'F', 'C', 'C', 'G', 'F'];
  const shares = [0.85, 0.8, 0.75, 0.7, 0.65, 0.5, 0.35, 0.2, 0.12, 0.08];
  for (let t = 0; t < teams; t += 1) {
    const lines: LineSpec[] = [];
    for (let k = 0; k < roster; k += 1) {
      const position = positions[k % positions.length] ?? 'G';
      const share = shares[k % shares.length] ?? 0.1;
      const minutes = Math.round(share * 40 * games);
      const poss = (minutes / 40) * 70;
      const rate = (per100: number) => Math.max(0, rng.poisson((per100 * poss) / 100));
      const big = position === 'C' ? 1 : 0;
      const fga3 = rate(big ? 1 : 7 + 2 * rng.normal());
      const fga2 = rate(10 + 3 * big + 2 * rng.normal());
      const fgm3 = Math.round(fga3 * (0.34 + 0.03 * rng.normal()));
      const fgm2 = Math.round(fga2 * (0.5 + 0.04 * rng.normal()));
      const fta = rate(5 + 2 * big);
      const ftm = Math.round(fta * 0.7);
      lines.push({
        playerId: t * 100 + k + 1,
        minutes,
        position,
        stats: counts({
          fga: fga2 + fga3,
          fgm: fgm2 + fgm3,
          fga3,
          fgm3,
          fta,
          ftm,
          pts: 2 * fgm2 + 3 * fgm3 + ftm,
          orb: rate(2 + 4 * big),
          drb: rate(7 + 5 * big),
          ast: rate(big ? 2 : 5 + 2 * rng.normal()),
          stl: rate(2),
          blk: rate(0.5 + 3 * big),
          tov: rate(3),
          pf: rate(4),
        }),
      });
    }
    const opponent = {
      fga: 58 * games,
      fga3: 21 * games,
      orb: 9 * games,
      drb: 24 * games,
      poss: 70 * games,
    };
    players.push(...teamOfPlayers(t + 1, lines, opponent, games));
  }
  return players;
}

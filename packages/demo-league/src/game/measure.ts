/**
 * League averages of a set of games, from what the engine derived (its team box lines and its
 * play-by-play possession count), never from the simulator's own tallies: the averages the
 * realism test and the calibration script compare with the real Division I values are the
 * ones the product would show.
 *
 * Pooled, like league-wide tables: eFG% = (FGM + ½·3PM)/FGA over all team-games, ORB% =
 * ORB/(ORB + opponents' DRB), pace = possessions per 40 minutes of play, ppg = points per
 * team-game.
 */
import type { TeamBoxLine } from '@courtside/engine';
import type { LeagueAverages } from './calibration';

interface Sums {
  games: number;
  seconds: number;
  possessions: number;
  pts: number;
  fga: number;
  fgm: number;
  fga3: number;
  fgm3: number;
  fta: number;
  ftm: number;
  orb: number;
  oppDrb: number;
  tov: number;
}

export class LeagueTally {
  private readonly sums: Sums = {
    games: 0,
    seconds: 0,
    possessions: 0,
    pts: 0,
    fga: 0,
    fgm: 0,
    fga3: 0,
    fgm3: 0,
    fta: 0,
    ftm: 0,
    orb: 0,
    oppDrb: 0,
    tov: 0,
  };

  /** Adds one game's two 'game'-split team lines. */
  addGame(teams: readonly TeamBoxLine[]): void {
    const lines = teams.filter((t) => t.split === 'game');
    for (const line of lines) {
      const opponent = lines.find((t) => t.side !== line.side);
      if (opponent === undefined) continue;
      const s = this.sums;
      s.games += 1;
      s.seconds += line.seconds;
      s.possessions += line.possessions;
      s.pts += line.pts;
      s.fga += line.fga;
      s.fgm += line.fgm;
      s.fga3 += line.fga3;
      s.fgm3 += line.fgm3;
      s.fta += line.fta;
      s.ftm += line.ftm;
      s.orb += line.orb;
      s.oppDrb += opponent.drb;
      s.tov += line.tov;
    }
  }

  get teamGames(): number {
    return this.sums.games;
  }

  averages(): LeagueAverages {
    const s = this.sums;
    const ratio = (a: number, b: number): number => (b > 0 ? a / b : 0);
    return {
      possessionsPer40: ratio(s.possessions * 2400, s.seconds),
      ortg: 100 * ratio(s.pts, s.possessions),
      efg: ratio(s.fgm + 0.5 * s.fgm3, s.fga),
      threeRate: ratio(s.fga3, s.fga),
      ftRate: ratio(s.fta, s.fga),
      tovPct: ratio(s.tov, s.possessions),
      orbPct: ratio(s.orb, s.orb + s.oppDrb),
      threePct: ratio(s.fgm3, s.fga3),
      ftPct: ratio(s.ftm, s.fta),
      ppg: ratio(s.pts, s.games),
    };
  }
}

/** Relative difference of every average from its target: (measured − target) / target. */
export function relativeDifferences(
  measured: LeagueAverages,
  target: LeagueAverages,
): Record<keyof LeagueAverages, number> {
  const out = {} as Record<keyof LeagueAverages, number>;
  for (const key of Object.keys(target) as Array<keyof LeagueAverages>) {
    out[key] = (measured[key] - target[key]) / target[key];
  }
  return out;
}

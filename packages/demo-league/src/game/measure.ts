/**
 * League averages of a set of games, from what the engine derived (its team box lines and its
 * play-by-play possession count), never from the simulator's own tallies: the averages the
 * realism test and the calibration script compare with the real Division I values are the
 * ones the product would show.
 *
 * Pooled, like league-wide tables: the engine's eFG%, 3PA rate and 3P% of the summed counts
 * of all team-games, ORB% = ORB/(ORB + opponents' DRB), pace = possessions per 40 minutes of
 * play, ppg = points per team-game.
 */
import { BOX_COUNT_FIELDS, type BoxCountValues } from '@courtside/contract';
import {
  effectiveFgPct,
  threePointAttemptRate,
  threePointPct,
  type TeamBoxLine,
} from '@courtside/engine';
import type { LeagueAverages } from './calibration';

interface Sums {
  games: number;
  seconds: number;
  possessions: number;
  /** Every box count of the team lines, summed field by field. */
  counts: BoxCountValues;
  oppDrb: number;
}

const noCounts = (): BoxCountValues =>
  Object.fromEntries(BOX_COUNT_FIELDS.map((field) => [field, 0])) as BoxCountValues;

export class LeagueTally {
  private readonly sums: Sums = {
    games: 0,
    seconds: 0,
    possessions: 0,
    counts: noCounts(),
    oppDrb: 0,
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
      for (const field of BOX_COUNT_FIELDS) s.counts[field] += line[field];
      s.oppDrb += opponent.drb;
    }
  }

  get teamGames(): number {
    return this.sums.games;
  }

  averages(): LeagueAverages {
    const { counts: c, ...s } = this.sums;
    const ratio = (a: number, b: number): number => (b > 0 ? a / b : 0);
    return {
      possessionsPer40: ratio(s.possessions * 2400, s.seconds),
      ortg: 100 * ratio(c.pts, s.possessions),
      efg: effectiveFgPct(c.fgm, c.fgm3, c.fga) ?? 0,
      threeRate: threePointAttemptRate(c) ?? 0,
      ftRate: ratio(c.fta, c.fga),
      tovPct: ratio(c.tov, s.possessions),
      orbPct: ratio(c.orb, c.orb + s.oppDrb),
      threePct: threePointPct(c) ?? 0,
      ftPct: ratio(c.ftm, c.fta),
      ppg: ratio(c.pts, s.games),
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

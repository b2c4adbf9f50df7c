/**
 * Lineups: stints aggregated by five-man unit per team (METHODS §4). For each unit: time on
 * the floor, its offensive and defensive possessions, points for and against, plus-minus and
 * `ORtg = 100·PTS/Poss`, `DRtg = 100·OppPTS/OppPoss`, `Net = ORtg − DRtg` (null without
 * possessions). METHODS §4 hides units under 50 possessions by default in displays; pass
 * `minPossessions` to apply such a floor here, and always show possessions with the ratings.
 */
import type { TeamSide } from '@courtside/contract';
import { merged } from '@courtside/contract';
import type { Stint } from './facts';

export interface LineupLine {
  readonly side: TeamSide;
  /** The five player keys, sorted. */
  readonly players: readonly string[];
  readonly stints: number;
  readonly seconds: number;
  readonly offPoss: number;
  readonly defPoss: number;
  readonly ptsFor: number;
  readonly ptsAgainst: number;
  readonly plusMinus: number;
  readonly ortg: number | null;
  readonly drtg: number | null;
  readonly net: number | null;
}

export function rating(points: number, possessions: number): number | null {
  return possessions > 0 ? (100 * points) / possessions : null;
}

export function netRating(ortg: number | null, drtg: number | null): number | null {
  return ortg === null || drtg === null ? null : ortg - drtg;
}

interface Sums {
  side: TeamSide;
  players: readonly string[];
  stints: number;
  seconds: number;
  offPoss: number;
  defPoss: number;
  ptsFor: number;
  ptsAgainst: number;
}

/** One side's view of a stint. */
export function stintForSide(stint: Stint, side: TeamSide) {
  const home = side === 'home';
  return {
    players: home ? stint.home : stint.away,
    seconds: stint.endSecond - stint.startSecond,
    offPoss: home ? stint.homePoss : stint.awayPoss,
    defPoss: home ? stint.awayPoss : stint.homePoss,
    ptsFor: home ? stint.homePts : stint.awayPts,
    ptsAgainst: home ? stint.awayPts : stint.homePts,
  };
}

export function aggregateLineups(
  stints: readonly Stint[],
  options: { readonly minPossessions?: number } = {},
): LineupLine[] {
  const units = new Map<string, Sums>();
  for (const stint of stints) {
    for (const side of ['home', 'away'] as const) {
      const view = stintForSide(stint, side);
      const players = [...view.players].sort();
      const id = `${side}|${players.join('|')}`;
      const sums = units.get(id) ?? {
        side,
        players,
        stints: 0,
        seconds: 0,
        offPoss: 0,
        defPoss: 0,
        ptsFor: 0,
        ptsAgainst: 0,
      };
      sums.stints += 1;
      sums.seconds += view.seconds;
      sums.offPoss += view.offPoss;
      sums.defPoss += view.defPoss;
      sums.ptsFor += view.ptsFor;
      sums.ptsAgainst += view.ptsAgainst;
      units.set(id, sums);
    }
  }
  const floor = options.minPossessions ?? 0;
  return [...units.values()]
    .filter((u) => u.offPoss + u.defPoss >= floor)
    .map((u): LineupLine => {
      const ortg = rating(u.ptsFor, u.offPoss);
      const drtg = rating(u.ptsAgainst, u.defPoss);
      return merged(u, {
        plusMinus: u.ptsFor - u.ptsAgainst,
        ortg,
        drtg,
        net: netRating(ortg, drtg),
      });
    })
    .sort((a, b) => (a.side === b.side ? b.seconds - a.seconds : a.side === 'home' ? -1 : 1));
}

/**
 * NIL index (METHODS §10): a performance-and-platform index of a player's name-image-likeness
 * value, built without social-media data (and labelled so wherever it is shown).
 *
 *   NIL = 100·(0.45·P_rating + 0.25·P_minutes + 0.20·P_prestige + 0.10·P_team)
 *
 * Each P is a percentile (0..1, METHODS §8 'weak' percentile of score: the share of the pool at
 * or below the value) within the player's gender × division pool:
 * - rating: the player's season box rating (BPM-style, METHODS §2);
 * - minutes: his season minutes (exposure);
 * - prestige: his program's prestige (programPrestige below);
 * - team: his team's AdjEM this season.
 * A component that is missing (no rating, an unrated team) is left out of its pool, never read
 * as zero; a player missing any component gets no index (null), because a partial sum would
 * rank him below players with the same value on the parts we know.
 *
 * Program prestige (engine default for "3-season AdjEM rank + tournament appearances"): over
 * the program's last three seasons (the current one and the two before, those the caller has),
 * the mean AdjEM rank score `(n − rank)/(n − 1)` (1 = best of n ranked teams, 0 = worst) plus
 * national tournament appearances / 3, so a program that was best in its division and in the
 * tournament all three seasons scores 2, and one with no ranked season gets null.
 *
 * Published values: a tier from the index (Elite ≥ 90, High ≥ 75, Mid ≥ 50, Low ≥ 25, else
 * Minimal) with its index band, and the index rounded to a whole number — never a dollar figure:
 * without deal data any dollar amount would be invented precision.
 */
import { percentilesWithin } from './percentiles';

export const NIL_WEIGHTS = { rating: 0.45, minutes: 0.25, prestige: 0.2, team: 0.1 } as const;

/** Seasons a program's prestige looks back over (the current one included). */
export const PRESTIGE_SEASONS = 3;

export const NIL_TIERS = [
  { tier: 'Elite', low: 90, high: 100 },
  { tier: 'High', low: 75, high: 90 },
  { tier: 'Mid', low: 50, high: 75 },
  { tier: 'Low', low: 25, high: 50 },
  { tier: 'Minimal', low: 0, high: 25 },
] as const;

export type NilTier = (typeof NIL_TIERS)[number]['tier'];

/** One season of a program, as prestige reads it. */
export interface ProgramSeason {
  /** AdjEM rank within its division (1 = best); null when the team was not rated. */
  readonly netRank: number | null;
  /** Rated teams of the division that season (the rank's pool size). */
  readonly teamsRanked: number;
  /** Played in the national tournament that season. */
  readonly tournament: boolean;
}

/** Prestige of a program over its recent seasons (see the module comment); null if none ranked. */
export function programPrestige(seasons: readonly ProgramSeason[]): number | null {
  const recent = seasons.slice(0, PRESTIGE_SEASONS);
  const scores: number[] = [];
  for (const season of recent) {
    if (season.netRank === null || season.teamsRanked < 1) continue;
    scores.push(
      season.teamsRanked === 1
        ? 1
        : (season.teamsRanked - season.netRank) / (season.teamsRanked - 1),
    );
  }
  if (scores.length === 0) return null;
  const rankScore = scores.reduce((sum, score) => sum + score, 0) / scores.length;
  const appearances = recent.filter((season) => season.tournament).length;
  return rankScore + appearances / PRESTIGE_SEASONS;
}

export interface NilInput<Key> {
  readonly key: Key;
  readonly gender: string;
  readonly divisionId: number;
  /** Season box rating (BPM-style). */
  readonly rating: number | null;
  readonly minutes: number | null;
  readonly prestige: number | null;
  /** The team's AdjEM this season. */
  readonly teamStrength: number | null;
}

export interface NilResult<Key> {
  readonly key: Key;
  /** Component percentiles, 0..1 within gender × division; null when the value is missing. */
  readonly ratingPctile: number | null;
  readonly minutesPctile: number | null;
  readonly prestigePctile: number | null;
  readonly teamPctile: number | null;
  /** 0..100 (unrounded); null when a component is missing. */
  readonly nilIndex: number | null;
  readonly tier: NilTier | null;
  /** The tier's index band [low, high). */
  readonly rangeLow: number | null;
  readonly rangeHigh: number | null;
  /** Players in the gender × division pool. */
  readonly poolSize: number;
}

export function nilTierOf(index: number): (typeof NIL_TIERS)[number] {
  for (const band of NIL_TIERS) if (index >= band.low) return band;
  return NIL_TIERS[NIL_TIERS.length - 1] ?? { tier: 'Minimal', low: 0, high: 25 };
}

const asShare = (percentile: number | null): number | null =>
  percentile === null ? null : percentile / 100;

/** The NIL index of every player, pooled by gender × division, in input order. */
export function nilIndexes<Key>(players: readonly NilInput<Key>[]): NilResult<Key>[] {
  const pools = new Map<string, number[]>();
  players.forEach((player, index) => {
    const poolKey = `${player.gender}|${player.divisionId}`;
    const members = pools.get(poolKey) ?? [];
    members.push(index);
    pools.set(poolKey, members);
  });
  const results: (NilResult<Key> | undefined)[] = new Array<NilResult<Key> | undefined>(
    players.length,
  );
  for (const members of pools.values()) {
    const pool = members.map((index) => players[index]).filter((p) => p !== undefined);
    const pctiles = (read: (p: NilInput<Key>) => number | null): (number | null)[] =>
      percentilesWithin(pool.map(read), 'weak').map(asShare);
    const rating = pctiles((p) => p.rating);
    const minutes = pctiles((p) => p.minutes);
    const prestige = pctiles((p) => p.prestige);
    const team = pctiles((p) => p.teamStrength);
    pool.forEach((player, at) => {
      const r = rating[at] ?? null;
      const m = minutes[at] ?? null;
      const p = prestige[at] ?? null;
      const t = team[at] ?? null;
      const nilIndex =
        r === null || m === null || p === null || t === null
          ? null
          : 100 *
            (NIL_WEIGHTS.rating * r +
              NIL_WEIGHTS.minutes * m +
              NIL_WEIGHTS.prestige * p +
              NIL_WEIGHTS.team * t);
      const band = nilIndex === null ? null : nilTierOf(nilIndex);
      const index = members[at];
      if (index === undefined) return;
      results[index] = {
        key: player.key,
        ratingPctile: r,
        minutesPctile: m,
        prestigePctile: p,
        teamPctile: t,
        nilIndex,
        tier: band?.tier ?? null,
        rangeLow: band?.low ?? null,
        rangeHigh: band?.high ?? null,
        poolSize: pool.length,
      };
    });
  }
  return results.filter((result): result is NilResult<Key> => result !== undefined);
}

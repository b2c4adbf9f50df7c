/**
 * From a division's raw team strengths (minutes-weighted talent of each rotation, offensive and
 * defensive flavour) to hidden offense and defense in points per 100 possessions against the
 * division's average team, spread like real adjusted ratings.
 *
 * Real Division I men, 2024-25 on Selection Sunday (`../shared/data/ratings`, 364 teams): AdjO
 * sd 7.65, AdjD sd 6.61, AdjEM sd 12.8-12.9 (−42 … +39), offense and defense correlated 0.61.
 * Those are estimates from ~33 games, so they hold sampling noise (≈ 2.5 points per end, ≈ 3.3
 * on the margin); the hidden truth the engine should recover is a little narrower: offense sd
 * 7.2, defense sd 6.1, correlated 0.7, which gives a margin sd of 12.3 (most teams within
 * −30 … +35). Women's ratings spread wider (the best teams near +45, the worst near −35):
 * offense 9.0, defense 7.6, margin sd 15.3. Divisions II and III have no published adjusted
 * ratings here; each is spread like Division I around its own average (the simulator adds the
 * gap between divisions when they meet).
 *
 * Method: a team's level (mean of its two raw values) and lean (offense minus defense, made
 * independent of the level by regression) are standardized within the division; then
 * offense = σO (√q·level + √(1−q)·lean) and defense = σD (√q·level − √(1−q)·lean) with
 * q = (1 + ρ) / 2, so the ends have exactly the spreads σO, σD and correlation ρ, and the
 * ranking by margin is the ranking by talent, nudged by the lean where σO ≠ σD.
 */
import type { Gender } from '@courtside/contract';

export interface StrengthSpread {
  /** Standard deviation of team offense, points per 100 possessions. */
  readonly offense: number;
  readonly defense: number;
  /** Correlation of a team's offense with its defense (both positive when good). */
  readonly correlation: number;
}

export const STRENGTH_SPREAD: Readonly<Record<Gender, StrengthSpread>> = {
  MALE: { offense: 7.2, defense: 6.1, correlation: 0.7 },
  FEMALE: { offense: 9.0, defense: 7.6, correlation: 0.7 },
};

export interface EndValues {
  readonly offense: number;
  readonly defense: number;
}

const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length;

/** Centred and scaled to unit spread; all zeros when the values do not vary. */
function standardized(values: readonly number[]): number[] {
  const m = mean(values);
  const spread = Math.sqrt(mean(values.map((v) => (v - m) ** 2)));
  return values.map((v) => (spread > 1e-9 ? (v - m) / spread : 0));
}

/** Hidden offense and defense of a division's teams (same order as `raw`). */
export function scaleStrengths(raw: readonly EndValues[], spread: StrengthSpread): EndValues[] {
  const level = standardized(raw.map((t) => (t.offense + t.defense) / 2));
  const leanRaw = raw.map((t) => t.offense - t.defense);
  const leanMean = mean(leanRaw);
  const slope = mean(leanRaw.map((v, i) => (v - leanMean) * (level[i] ?? 0)));
  const lean = standardized(leanRaw.map((v, i) => v - leanMean - slope * (level[i] ?? 0)));
  const q = (1 + spread.correlation) / 2;
  const [a, b] = [Math.sqrt(q), Math.sqrt(1 - q)];
  return raw.map((_, i) => {
    const l = level[i] ?? 0;
    const s = lean[i] ?? 0;
    return { offense: spread.offense * (a * l + b * s), defense: spread.defense * (a * l - b * s) };
  });
}

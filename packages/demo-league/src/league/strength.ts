/**
 * From a division's raw team strengths (minutes-weighted talent of each rotation, offensive and
 * defensive flavour) to hidden offense and defense in points per 100 possessions against the
 * division's average team, spread like real adjusted ratings.
 *
 * Real Division I men, 2024-25 on Selection Sunday (`../shared/data/ratings`, 364 teams): AdjO
 * sd 7.65, AdjD sd 6.61, AdjEM sd 12.8-12.9 (−42 … +39), offense and defense correlated 0.61.
 * Those are estimates from ~33 games: a season's sampling noise (≈ 3 points on the margin) widens
 * them and the publishers' (and the engine's) shrinkage toward the average narrows them again,
 * by about as much. So the hidden truth is spread like the published ratings: offense sd 7.65,
 * defense sd 6.5, correlated 0.7 (a little more than the estimates' 0.61, which the noise of
 * each end lowers), margin sd 13.05; measured on a real-size 2025-26 season, the engine's AdjEM
 * then spreads about as the published one does. Women's ratings spread wider (the best teams
 * near +50, the worst near −35): offense 9.55, defense 8.05, margin sd 16.2. Divisions II and
 * III have no published adjusted ratings here; each is spread like Division I around its own
 * average (the simulator adds the gap between divisions when they meet).
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
  MALE: { offense: 7.65, defense: 6.5, correlation: 0.7 },
  FEMALE: { offense: 9.55, defense: 8.05, correlation: 0.7 },
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

/**
 * The shooting and play formulas the rates share (METHODS §2), written once: true shooting,
 * effective field-goal percentage and plays used. The free-throw weight of a play is the pro
 * coefficient of the engine's constants (0.44), not the college possession coefficient (0.475)
 * the box-score possession estimate uses.
 */
import { DEFAULT_CONSTANTS } from '../config/constants';

/** How much of a play a free-throw attempt is (and-ones, technicals, three-shot fouls). */
export const FTA_PLAY_WEIGHT = DEFAULT_CONSTANTS.possessions.proFtaCoefficient;

/** A rate with no (or a negative) denominator is null, never 0. */
const ratioOf = (a: number, b: number): number | null =>
  !(b > 0) || !Number.isFinite(a) ? null : a / b;

/** True-shooting attempts: FGA + 0.44·FTA. */
export const trueShootingAttempts = (fga: number, fta: number): number =>
  fga + FTA_PLAY_WEIGHT * fta;

/** Plays used: FGA + 0.44·FTA + TOV. */
export const playsUsed = (fga: number, fta: number, tov: number): number =>
  fga + FTA_PLAY_WEIGHT * fta + tov;

/** TS% = PTS / (2·(FGA + 0.44·FTA)). */
export const trueShootingPct = (pts: number, fga: number, fta: number): number | null =>
  ratioOf(pts, 2 * trueShootingAttempts(fga, fta));

/** eFG% = (FGM + 0.5·3PM) / FGA. */
export const effectiveFgPct = (fgm: number, fgm3: number, fga: number): number | null =>
  ratioOf(fgm + 0.5 * fgm3, fga);

/** The three-point counts of a line (a player's, a unit's, a period's). */
interface ThreePointCounts {
  readonly fga: number;
  readonly fgm3: number;
  readonly fga3: number;
}

/** 3P% = 3PM / 3PA, of any line that has the counts. */
export const threePointPct = (line: Pick<ThreePointCounts, 'fgm3' | 'fga3'>): number | null =>
  ratioOf(line.fgm3, line.fga3);

/** 3PA rate = 3PA / FGA, of any line that has the counts. */
export const threePointAttemptRate = (
  line: Pick<ThreePointCounts, 'fga' | 'fga3'>,
): number | null => ratioOf(line.fga3, line.fga);

/**
 * The colour scales every stats screen shares, so good and bad look the same in a table cell,
 * a percentile bar and a shot chart. All are stops of ColorBrewer's RdBu scheme (as in
 * d3-scale-chromatic), which stays readable for the common colour-vision deficiencies; the
 * stops are written out so the stats chunks do not carry the whole scheme library.
 */
import { scaleLinear } from 'd3-scale';

/** RdBu, 5 classes: dark red … near white … dark blue. */
const RD_BU = ['#b2182b', '#f4a582', '#f7f7f7', '#92c5de', '#2166ac'] as const;

/**
 * Percentile (0 worst … 100 best) → a light background for a table cell, red (bad) through
 * white to blue (good); black text stays readable on every colour of it. Percentiles are
 * "goodness" percentiles: the caller has already inverted lower-is-better stats (METHODS §8).
 */
const cellScale = scaleLinear<string>()
  .domain([0, 50, 100])
  .range([RD_BU[1], RD_BU[2], RD_BU[3]])
  .clamp(true);

export function percentileCellColor(percentile: number): string {
  return cellScale(percentile);
}

/** Percentile → a bar fill that stays visible on white at the 50th percentile. */
const barScale = scaleLinear<string>()
  .domain([0, 50, 100])
  .range([RD_BU[0], '#8d8d8d', RD_BU[4]])
  .clamp(true);

export function percentileBarColor(percentile: number): string {
  return barScale(percentile);
}

/** Shot charts clamp the league-relative colour at ± this many FG% points (METHODS §5). */
export const LEAGUE_RELATIVE_CLAMP_POINTS = 10;

/**
 * FG% minus the league's, in percentage points → colour, clamped at ±10 points: blue above the
 * league, red below, as in the tables (blue is better everywhere in Courtside, and made shots
 * are blue on the dot chart).
 */
const leagueScale = scaleLinear<string>()
  .domain([-1, -0.5, 0, 0.5, 1].map((share) => share * LEAGUE_RELATIVE_CLAMP_POINTS))
  .range(RD_BU)
  .clamp(true);

export function leagueRelativeColor(pointsAboveLeague: number): string {
  return leagueScale(pointsAboveLeague);
}

/** Colours of made and missed shots on the dot chart. */
export const SHOT_COLORS = { made: RD_BU[4], missed: RD_BU[0] } as const;

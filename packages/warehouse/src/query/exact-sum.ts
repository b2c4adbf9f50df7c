/**
 * Sums of DOUBLE values that do not depend on the order of the rows.
 *
 * DOUBLE addition rounds at every step, so a plain `sum` of fractional values (clock seconds,
 * estimated possessions, ratings) depends on the order it adds the rows in: their physical order,
 * split over DuckDB's threads, which two builds of the same data do not share. These sums turn
 * each value into a fixed-point integer with 70 fraction bits (exactly, for every value from
 * 2^-17 up; within 2^-71 below that), add the integers exactly as HUGEINT (totals up to 2^56)
 * and turn the total back into a DOUBLE: the same result for any order of the rows, equal to a
 * plain sum up to its rounding. Integer-valued columns (the box counts) sum exactly in any order
 * and keep a plain `sum`.
 */

/** 2^70, the fixed point's scale: multiplying or dividing a DOUBLE by it is exact. */
const SCALE = 'CAST(1180591620717411303424 AS DOUBLE)';

/** A value as the fixed-point HUGEINT these sums add. */
export const fixedPoint = (expr: string): string => `CAST((${expr}) * ${SCALE} AS HUGEINT)`;

/** A fixed-point total (a sum of `fixedPoint` values, possibly stored) back as a DOUBLE. */
export const fromFixedPoint = (total: string): string => `CAST(${total} AS DOUBLE) / ${SCALE}`;

/** `sum(expr)` (with `FILTER (WHERE filter)` when given) independent of the rows' order. */
export const exactSum = (expr: string, filter?: string): string =>
  fromFixedPoint(
    `sum(${fixedPoint(expr)})${filter === undefined ? '' : ` FILTER (WHERE ${filter})`}`,
  );

/**
 * What `exactSum(expr, filter)` gives over a single row, without an aggregate: the value through
 * the same fixed point, NULL when the row is filtered out or has no value.
 */
export const exactValue = (expr: string, filter?: string): string => {
  const value = `CAST(CAST((${expr}) * ${SCALE} AS HUGEINT) AS DOUBLE) / ${SCALE}`;
  return filter === undefined ? value : `CASE WHEN ${filter} THEN ${value} END`;
};

/** `avg(expr)` independent of the rows' order: NULL when no row has a value. */
export const exactAvg = (expr: string): string => `(${exactSum(expr)} / count(${expr}))`;

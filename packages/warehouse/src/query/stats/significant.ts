/**
 * Team-line numbers are sent with 8 significant digits. A rate is a ratio of counts and a sum of
 * fractional possessions carries float noise (2330.2749999999996 is 2330.275): the 9th digit
 * on is noise no display or analysis uses, while it is half of a division list's bytes and of
 * the time spent compressing them. Eight digits keep every value far beyond what any view shows
 * (a percentage to 0.1 needs 3-4), so rounding twice can never change a shown digit but at a
 * boundary finer than 1 in 10^7. Integers pass through exactly.
 */
export const SIGNIFICANT_DIGITS = 8;

export function significant(value: number | null): number | null {
  if (value === null || Number.isInteger(value) || !Number.isFinite(value)) return value;
  const decimals = SIGNIFICANT_DIGITS - 1 - Math.floor(Math.log10(Math.abs(value)));
  if (decimals <= 0) return Math.round(value);
  // 10^decimals is exact up to 10^22; values that small do not occur in a team line.
  if (decimals > 22) return value;
  const scale = 10 ** decimals;
  // The nearest double to n / 10^d, whose shortest spelling has at most 8 significant digits.
  return Math.round(value * scale) / scale;
}

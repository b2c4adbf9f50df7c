/**
 * The method view's words and numbers for the held-out test of the NIL index (`nil-model`):
 * dollar amounts as whole dollars, a log error as the factor it misses by, and the pooled
 * figures as sentences a fan can read.
 */
import type { NilModelRow } from '@courtside/contract/schemas';

const DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const formatDollars = (value: number | null): string =>
  value === null ? '–' : DOLLARS.format(value);

/** An RMSE of ln(value) as the factor a typical miss is off by ("×2.7"). */
export const formatMissFactor = (rmseLog: number): string => `×${Math.exp(rmseLog).toFixed(1)}`;

export const formatShare = (share: number): string => `${Math.round(share * 100)}%`;

export const formatCorrelation = (value: number | null): string =>
  value === null ? '–' : value.toFixed(2);

/** The pooled held-out figures in plain words; null when the model is unavailable. */
export function fitSentences(row: NilModelRow): string[] | null {
  const { pooled } = row;
  if (!row.available || pooled === null) return null;
  const seasons = row.backtest.length;
  return [
    `Tested on ${pooled.deals.toLocaleString('en-US')} disclosed deals over ${seasons} seasons, each season predicted by a fit to the other seasons only.`,
    `The index's estimate was within a factor of two of the actual deal for ${formatShare(pooled.withinFactorTwo)} of players; giving everyone the median deal manages ${formatShare(pooled.baselineWithinFactorTwo)}.`,
    `A typical miss is a factor of ${Math.exp(pooled.rmseLog).toFixed(1)} (the median for everyone: ${Math.exp(pooled.baselineRmseLog).toFixed(1)}), and half of the estimates are off by less than ${formatShare(pooled.medianApe)} of the deal (median for everyone: ${formatShare(pooled.baselineMedianApe)}).`,
    `Ranked by index, players' deals come out in order with a rank correlation of ${formatCorrelation(pooled.spearman)} (1 is perfect order, 0 no relation).`,
  ];
}

import { describe, expect, it } from 'vitest';
import {
  equationText,
  fitCsvTable,
  formatEstimate,
  formatPValue,
  formatResidual,
  formatRSquared,
  formatStatistic,
  formatVif,
  pValueClause,
} from './fit-format';
import type { FittedRow } from './fit-sample';

describe('fit formats', () => {
  it('formats estimates to four significant digits with a true minus', () => {
    expect(formatEstimate(2.625)).toBe('2.625');
    expect(formatEstimate(-125.291666)).toBe('−125.3');
    expect(formatEstimate(0.000123456)).toBe('0.0001235');
    expect(formatEstimate(3482258.6)).toBe('3,482,000');
    expect(formatEstimate(Number.NaN)).toBe('—');
  });

  it('formats t, p and R²', () => {
    expect(formatStatistic(-3.0322)).toBe('−3.03');
    expect(formatStatistic(-0.001)).toBe('0.00');
    expect(formatPValue(0.05621)).toBe('0.056');
    expect(formatPValue(0.0004)).toBe('< 0.001');
    expect(pValueClause(0.0004)).toBe('p < 0.001');
    expect(pValueClause(0.2)).toBe('p = 0.200');
    expect(formatRSquared(525 / 562)).toBe('0.934');
  });

  it('formats VIFs: two decimals below 10, four significant digits above', () => {
    expect(formatVif(1225 / 384)).toBe('3.19');
    expect(formatVif(33.6188905)).toBe('33.62');
    expect(formatVif(1788.5134827)).toBe('1,789');
    expect(formatVif(null)).toBe('—');
  });

  it('formats residuals in the outcome units', () => {
    expect(formatResidual('netRtg', -0.8333)).toBe('−0.8');
    expect(formatResidual('efgPct', 0.0123)).toBe('+1.2 pts');
    expect(formatResidual('ptsScoredPg', 0.01)).toBe('0.0');
  });

  it('writes the fitted equation', () => {
    expect(
      equationText('Net', [
        { label: null, estimate: -125.29 },
        { label: 'eFG%', estimate: 2.625 },
        { label: 'TOV%', estimate: -0.625 },
      ]),
    ).toBe('Net = −125.3 + 2.625 × eFG% − 0.625 × TOV%');
  });

  it('lays out the CSV of the data behind the fit', () => {
    const rows: FittedRow[] = [
      {
        row: { id: '1', name: 'Ann Lee', detail: 'Duke', values: {} },
        actual: 12.5,
        predictors: [30.25, 0.2],
        weight: 605,
        fitted: 12,
        residual: 0.5,
      },
    ];
    expect(fitCsvTable(rows, 'ptsScoredPg', ['minsPg', 'usagePct'], 'Player', 'Team')).toEqual({
      header: [
        'Player',
        'Team',
        'Points per game',
        'Minutes per game',
        'Usage %',
        'Fitted Points per game',
        'Residual (actual − fitted)',
      ],
      lines: [['Ann Lee', 'Duke', '12.5', '30.25', '0.2', '12', '0.5']],
    });
    const weighted = fitCsvTable(
      rows,
      'ptsScoredPg',
      ['minsPg', 'usagePct'],
      'Player',
      null,
      'Weight (minutes)',
    );
    expect(weighted.header.slice(4, 6)).toEqual(['Weight (minutes)', 'Fitted Points per game']);
    expect(weighted.lines).toEqual([['Ann Lee', '12.5', '30.25', '0.2', '605', '12', '0.5']]);
  });
});

import { describe, expect, it } from 'vitest';
import { MISSING_VALUE, formatCsvValue, formatValue, isNumericFormat } from './format';

describe('formatValue', () => {
  it('shows fractions as percentages with one decimal', () => {
    expect(formatValue('pct', 0.5123)).toBe('51.2%');
    expect(formatValue('pct', 1)).toBe('100.0%');
    expect(formatValue('pct', 0)).toBe('0.0%');
  });

  it('groups integers and rounds counts', () => {
    expect(formatValue('integer', 1234.4)).toBe('1,234');
    expect(formatValue('integer', -0.2)).toBe('0');
    expect(formatValue('rank', 17)).toBe('17');
  });

  it('signs differentials, with a true minus on screen and ASCII in CSV', () => {
    expect(formatValue('signedDecimal1', 3.24)).toBe('+3.2');
    expect(formatValue('signedDecimal1', -1.46)).toBe('−1.5');
    expect(formatValue('signedDecimal1', -0.04)).toBe('0.0');
    expect(formatCsvValue('signedDecimal1', -1.46)).toBe('-1.5');
    expect(formatValue('signedInteger', 5)).toBe('+5');
    expect(formatValue('signedInteger', 0)).toBe('0');
  });

  it('shows ratings and decimals to fixed places', () => {
    expect(formatValue('rating', 95.5738)).toBe('95.6');
    expect(formatValue('decimal2', 1.846)).toBe('1.85');
    expect(formatValue('decimal1', -0.01)).toBe('0.0');
  });

  it('shows decimal minutes as mm:ss', () => {
    expect(formatValue('minutes', 31.5)).toBe('31:30');
    expect(formatValue('minutes', 7.0083)).toBe('7:00');
    expect(formatValue('minutes', 1034.25)).toBe('1034:15');
  });

  it('shows dates, heights and yes/no fields', () => {
    expect(formatValue('date', '2025-03-01')).toBe('Mar 1, 2025');
    expect(formatValue('date', '2025-11-04T19:00:00Z')).toBe('Nov 4, 2025');
    expect(formatValue('date', '20250407')).toBe('Apr 7, 2025');
    expect(formatValue('date', 'yesterday')).toBe(MISSING_VALUE);
    expect(formatValue('date', '2025-13-01')).toBe(MISSING_VALUE);
    expect(formatValue('height', 77)).toBe('6\'5"');
    expect(formatValue('yesNo', true)).toBe('Yes');
    expect(formatValue('winLoss', false)).toBe('L');
  });

  it('shows a dash for missing values on screen and an empty field in CSV', () => {
    for (const value of [null, undefined, Number.NaN, Infinity, '', 'n/a']) {
      expect(formatValue('pct', value)).toBe(MISSING_VALUE);
      expect(formatCsvValue('pct', value)).toBe('');
    }
    expect(formatValue('text', '')).toBe(MISSING_VALUE);
    expect(formatValue('yesNo', null)).toBe(MISSING_VALUE);
  });

  it('reads numbers sent as strings', () => {
    expect(formatValue('pct', '0.25')).toBe('25.0%');
  });

  it('tells numeric formats from the others', () => {
    expect(isNumericFormat('pct')).toBe(true);
    expect(isNumericFormat('minutes')).toBe(true);
    expect(isNumericFormat('text')).toBe(false);
    expect(isNumericFormat('date')).toBe(false);
  });
});

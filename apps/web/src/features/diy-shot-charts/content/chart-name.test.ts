import { describe, expect, it } from 'vitest';
import { chartNameProblem } from './chart-name';

describe('chartNameProblem', () => {
  it('takes 1 to 80 characters once trimmed', () => {
    expect(chartNameProblem('A')).toBeNull();
    expect(chartNameProblem(`  ${'n'.repeat(80)}  `)).toBeNull();
  });

  it('says why a name cannot be saved', () => {
    expect(chartNameProblem('   ')).toBe('Give the chart a name.');
    expect(chartNameProblem('n'.repeat(81))).toBe(
      'A name has at most 80 characters (this one has 81).',
    );
    expect(chartNameProblem('a\u0007b')).toBe('A name cannot hold control characters.');
  });
});

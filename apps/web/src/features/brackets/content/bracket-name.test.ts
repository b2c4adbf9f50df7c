import { describe, expect, it } from 'vitest';
import { bracketNameProblem } from './bracket-name';

describe('bracketNameProblem', () => {
  it('takes 1 to 60 characters once trimmed', () => {
    expect(bracketNameProblem('  Chalk  ')).toBeNull();
    expect(bracketNameProblem('n'.repeat(60))).toBeNull();
    expect(bracketNameProblem('   ')).toBe('Give the bracket a name.');
    expect(bracketNameProblem(` ${'n'.repeat(61)} `)).toBe(
      'A name has at most 60 characters (this one has 61).',
    );
  });

  it('refuses control characters', () => {
    expect(bracketNameProblem('a\u0007b')).toBe('A name cannot hold control characters.');
  });
});

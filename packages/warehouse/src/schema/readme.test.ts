import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { README_END, README_START, tablesMarkdown } from './docs';

describe('README table reference', () => {
  it('matches the schema (run scripts/readme-tables.ts after changing a table)', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const start = readme.indexOf(README_START);
    const end = readme.indexOf(README_END) + README_END.length;
    expect(readme.slice(start, end)).toBe(tablesMarkdown());
  });
});

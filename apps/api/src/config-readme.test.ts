import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPackageDir, repoRoot } from './paths';

/** The variable names the environment schema of config.ts reads (`NAME: optionalSetting(…)`). */
function configVariables(): string[] {
  const source = readFileSync(join(apiPackageDir, 'src', 'config.ts'), 'utf8');
  const schema = /const envSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(source)?.[1] ?? '';
  return [...schema.matchAll(/^\s+([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] ?? '');
}

/** The variables in the first column of the README's server configuration table. */
function readmeVariables(): Set<string> {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const section = /## Configuration\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
  const table = section.split('\n\n').find((block) => block.startsWith('| variable')) ?? '';
  return new Set([...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((match) => match[1] ?? ''));
}

describe('README configuration table', () => {
  it('documents every environment variable config.ts reads', () => {
    const variables = configVariables();
    // The schema is found: a broken pattern must not make the check pass vacuously.
    expect(variables).toContain('PORT');
    expect(variables.length).toBeGreaterThan(15);
    const documented = readmeVariables();
    expect(variables.filter((name) => !documented.has(name))).toEqual([]);
  });
});

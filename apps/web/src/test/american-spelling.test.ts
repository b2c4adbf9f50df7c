/**
 * The product's text is in American English: a British spelling in a string or in JSX text
 * (what users read) fails here. Comments and names in code are not user-visible and are left
 * alone; test files are skipped, since their strings repeat the screens' text.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOTS = [path.join(here, '..'), path.join(here, '../../../../packages/contract/src')];

const BRITISH =
  /\b(offences?|defences?|colours?|colour(ed|ing|ful)|favourites?|analys(e|ed|ing)|organis(e|ed|es|ing|ations?)|centres?|licences?|behaviour(al|s)?|catalogues?|cancell(ed|ing)|labell(ed|ing)|authoris(e|ed|ation)|recognis(e|ed|es)|greyed|honours?|programmes?)\b/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** String literals and JSX text of a source file, comments removed first. */
function visibleTexts(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const strings = [...code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
  const jsxText = [...code.matchAll(/>([^<>{}]+)</g)].map((match) => match[1] ?? '');
  return [...strings, ...jsxText];
}

describe('American English', () => {
  it('finds British spellings in strings and JSX text, not in names or comments', () => {
    const sample = `// colour of the centre\nconst centreKey = 1;\nconst a = 'Defence';\n<p>Team colours</p>`;
    const found = visibleTexts(sample).filter((text) => BRITISH.test(text));
    expect(found).toEqual(['Defence', 'Team colours']);
  });

  it('is what every user-visible text of the web app and the contract uses', () => {
    const offenders = ROOTS.flatMap(sourceFiles).flatMap((file) =>
      visibleTexts(readFileSync(file, 'utf8'))
        .filter((text) => BRITISH.test(text))
        .map((text) => `${path.relative(path.join(here, '../../../..'), file)}: ${text.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it("is what the change log, shown on the what's-new page, uses", () => {
    const changelog = readFileSync(path.join(here, '../../../../CHANGELOG.md'), 'utf8');
    expect(changelog.split('\n').filter((line) => BRITISH.test(line))).toEqual([]);
  });
});

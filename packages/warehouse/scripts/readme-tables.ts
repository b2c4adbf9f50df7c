/** Rewrites the generated table reference of packages/warehouse/README.md from the schema. */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { README_END, README_START, tablesMarkdown } from '../src/schema/docs';

const readme = fileURLToPath(new URL('../README.md', import.meta.url));
const text = readFileSync(readme, 'utf8');
const start = text.indexOf(README_START);
const end = text.indexOf(README_END);
if (start < 0 || end < 0) throw new Error('README.md lacks the table markers');
writeFileSync(
  readme,
  `${text.slice(0, start)}${tablesMarkdown()}${text.slice(end + README_END.length)}`,
);
console.log('README.md tables updated');

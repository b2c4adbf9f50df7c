/** Entry point of `npm run box` (run with tsx); see box-command.ts. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runBoxCli } from './box-command';

// npm runs scripts from the repository root; resolve paths against where the user typed them.
const base = process.env['INIT_CWD'] ?? process.cwd();

try {
  process.exitCode = runBoxCli(process.argv.slice(2), {
    readFile: (path) => readFileSync(resolve(base, path), 'utf8'),
    out: (text) => process.stdout.write(text),
    err: (line) => process.stderr.write(`${line}\n`),
  });
} catch (error) {
  process.stderr.write(`box: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}

/** Entry point of `npm run demo` (run with tsx); see run.ts. */
import { runDemo } from './run';

process.exitCode = await runDemo(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  progress: process.stderr,
  env: process.env,
});

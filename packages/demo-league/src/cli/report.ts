/** Entry point of `npm run demo:report` (run with tsx); see run.ts. */
import { runReport } from './run';

process.exitCode = await runReport(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  progress: process.stderr,
  env: process.env,
});

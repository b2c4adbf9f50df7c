/** Entry point of `npm run ingest` (run with tsx); see run-ingest.ts. */
import { runIngest } from './run-ingest';

process.exitCode = await runIngest(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  progress: process.stderr,
  env: process.env,
});

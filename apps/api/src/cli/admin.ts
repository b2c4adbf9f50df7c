/** Entry point of `npm run admin` (run with tsx); see admin-command.ts. */
import { systemClock } from '../accounts/clock';
import { openAccountsDatabase } from '../accounts/db/database';
import { createPasswordHasher } from '../accounts/security/passwords';
import { loadConfig } from '../config';
import { runAdminCli } from './admin-command';
import { hiddenTerminalReader, pipedLineReader } from './prompt';

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    process.stderr.write(`admin: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const { stdin } = process;
  const piped = stdin.isTTY ? undefined : pipedLineReader(stdin);
  const readSecret = piped ?? hiddenTerminalReader(stdin, process.stdout);
  try {
    return await runAdminCli(
      process.argv.slice(2),
      {
        out: (line) => process.stdout.write(`${line}\n`),
        err: (line) => process.stderr.write(`${line}\n`),
        readSecret,
      },
      {
        openDatabase: () =>
          openAccountsDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
        passwords: createPasswordHasher(),
        clock: systemClock,
      },
    );
  } finally {
    piped?.close();
  }
}

process.exitCode = await main();

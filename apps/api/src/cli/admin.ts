/** Entry point of `npm run admin` (run with tsx); see admin-command.ts. */
import { systemClock } from '../accounts/clock';
import { openAccountsDatabase } from '../accounts/db/database';
import { createPasswordHasher } from '../accounts/security/passwords';
import { loadConfig } from '../config';
import { localUserChanges, redisUserChanges } from '../accounts/user-changes';
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
  // With Redis the running nodes hear of a changed role at once; without it they serve one
  // process each and forget a caller within 5 s anyway.
  const userChanges =
    config.redisUrl === null
      ? localUserChanges()
      : redisUserChanges({ url: config.redisUrl, commandTimeoutMs: config.redisTimeoutMs });
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
        userChanges,
      },
    );
  } finally {
    piped?.close();
    await userChanges.close();
  }
}

process.exitCode = await main();

/**
 * The demo commands with their input and output passed in, so tests run them in-process.
 * Exit codes: 0 done, 1 failed (the served warehouse unchanged), 2 usage error (one line).
 */
import { NothingServedError, openServedWarehouse, resolveDataDir } from '@courtside/warehouse';
import type { ServedWarehouse } from '@courtside/warehouse';
import { streamProgressFactory } from '@courtside/ingest';
import type { ProgressStream } from '@courtside/ingest';
import { buildDemoWarehouse } from '../build/demo-build';
import { ReportInputError, formatReport, leagueReport } from '../build/league-report';
import { DEMO_USAGE, REPORT_USAGE, UsageError, parseDemoArgs, parseReportArgs } from './args';

export interface CliIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  /** Where progress bars draw (stderr in the real command). */
  readonly progress: ProgressStream;
  readonly env: NodeJS.ProcessEnv;
}

const firstLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

function usage<T>(command: string, parse: () => T, io: CliIo): T | null {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${command}: ${error.message} (see --help)`);
    return null;
  }
}

export async function runDemo(argv: readonly string[], io: CliIo): Promise<number> {
  const args = usage('demo', () => parseDemoArgs(argv), io);
  if (!args) return 2;
  if (args.help) {
    io.out(DEMO_USAGE);
    return 0;
  }
  const dataDir = resolveDataDir(args.dataDir, io.env);
  try {
    const summary = await buildDemoWarehouse({
      dataDir,
      seed: args.seed,
      scale: args.scale,
      progress: streamProgressFactory(io.progress),
      log: io.err,
      mergeThreads: args.background ? 1 : undefined,
    });
    io.out(
      `Demo league (seed ${summary.seed}, scale ${summary.scale}): ${summary.competitions.length} competitions, ` +
        `${summary.games.toLocaleString('en-US')} games, ${summary.events.toLocaleString('en-US')} events ` +
        `in ${summary.seconds.toFixed(1)} s` +
        (summary.resumed.length > 0 ? ` (${summary.resumed.length} seasons resumed)` : ''),
    );
    if (summary.firstSeasonSeconds !== null) {
      io.out(`Current season served after ${summary.firstSeasonSeconds.toFixed(1)} s`);
    }
    io.out(
      `Every season served after ${summary.allSeasonsSeconds.toFixed(1)} s; merged into one file ` +
        `in ${summary.mergeSeconds.toFixed(1)} s`,
    );
    io.out(`Data version: ${summary.dataVersion}`);
    io.out(`Served: ${summary.path}`);
    return 0;
  } catch (error) {
    io.err(`demo: ${firstLine(error)}`);
    io.err('The served warehouse was not changed.');
    if (io.env['DEBUG'] && error instanceof Error && error.stack) io.err(error.stack);
    return 1;
  }
}

export async function runReport(argv: readonly string[], io: CliIo): Promise<number> {
  const args = usage('demo:report', () => parseReportArgs(argv), io);
  if (!args) return 2;
  if (args.help) {
    io.out(REPORT_USAGE);
    return 0;
  }
  const dataDir = resolveDataDir(args.dataDir, io.env);
  let served: ServedWarehouse;
  try {
    served = await openServedWarehouse(dataDir);
  } catch (error) {
    if (!(error instanceof NothingServedError)) throw error;
    io.err(`demo:report: no warehouse in ${dataDir} (build one with npm run demo)`);
    return 1;
  }
  const db = served.db;
  try {
    const report = await leagueReport(db);
    if (args.json) {
      io.out(
        JSON.stringify(
          {
            men: report.men,
            women: report.women,
            competitions: report.competitions,
            lateGame: report.lateGame,
          },
          null,
          2,
        ),
      );
    } else io.out(formatReport(report).trimEnd());
    return 0;
  } catch (error) {
    if (!(error instanceof ReportInputError)) throw error;
    io.err(`demo:report: ${error.message}`);
    return 1;
  } finally {
    db.close();
  }
}

/**
 * The ingest command with its input and output passed in, so tests run it in-process. Exit
 * codes: 0 done, 1 bad input or a failed build (served warehouse unchanged), 2 usage error.
 */
import { resolve } from 'node:path';
import { resolveDataDir } from '@courtside/warehouse';
import { streamProgressFactory } from '../progress/progress';
import type { ProgressStream } from '../progress/progress';
import { ingestNcaaSeason } from '../sources/ncaa-seasons/ingest';
import { formatSummary } from '../sources/ncaa-seasons/summary';
import { firstLine } from '../sources/ncaa-seasons/errors';
import { USAGE, UsageError, parseIngestArgs } from './args';

export interface CliIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  /** Where progress bars draw (stderr in the real command). */
  readonly progress: ProgressStream;
  readonly env: NodeJS.ProcessEnv;
}

export async function runIngest(argv: readonly string[], io: CliIo): Promise<number> {
  let args;
  try {
    args = parseIngestArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`ingest: ${error.message}`);
      io.err('Run with --help for usage.');
      return 2;
    }
    throw error;
  }
  if (args.help) {
    io.out(USAGE);
    return 0;
  }
  const dataDir = resolveDataDir(args.dataDir, io.env);
  try {
    const summary = await ingestNcaaSeason({
      dataDir,
      gender: args.gender,
      season: args.season,
      source:
        args.source.kind === 'folder'
          ? { kind: 'folder', dir: resolve(args.source.dir) }
          : args.source,
      fresh: args.fresh,
      progress: streamProgressFactory(io.progress),
      log: io.err,
    });
    for (const line of formatSummary(summary)) io.out(line);
    io.out(`Served: ${resolve(dataDir, 'warehouse.duckdb')}`);
    return 0;
  } catch (error) {
    io.err(`ingest: ${firstLine(error)}`);
    io.err('The served warehouse was not changed.');
    if (io.env['DEBUG'] && error instanceof Error && error.stack) io.err(error.stack);
    return 1;
  }
}

/** The command-line options of `npm run bench:api` (see bench-api.ts). */
import { resolve } from 'node:path';

export interface Options {
  readonly dataDir: string | null;
  readonly durationSeconds: number;
  readonly connections: number;
  readonly samples: number;
  readonly endpointsOnly: boolean;
  /** Time the chart tools' requests alone (bench-api-tools.ts). */
  readonly toolsOnly: boolean;
  /** With --endpoints-only: time these endpoints alone (null: every endpoint). */
  readonly endpointNames: readonly string[] | null;
}

export function parseOptions(argv: readonly string[]): Options {
  let dataDir: string | null = null;
  let durationSeconds = 10;
  let connections = 100;
  // 100: the nearest-rank p99 is then the second slowest answer, not the slowest.
  let samples = 100;
  let endpointsOnly = false;
  let toolsOnly = false;
  let endpointNames: string[] | null = null;
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i];
    if (flag === '--endpoints-only' || flag === '--tools-only') {
      if (flag === '--endpoints-only') endpointsOnly = true;
      else toolsOnly = true;
      i -= 1;
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined) throw new Error(`${flag ?? ''} needs a value`);
    if (flag === '--data-dir') dataDir = resolve(value);
    else if (flag === '--duration' && Number(value) > 0) durationSeconds = Number(value);
    else if (flag === '--connections' && Number(value) > 0) connections = Number(value);
    else if (flag === '--endpoints' && /^[a-z0-9-]+(,[a-z0-9-]+)*$/.test(value))
      endpointNames = value.split(',');
    else if (flag === '--samples' && Number.isInteger(Number(value)) && Number(value) > 0)
      samples = Number(value);
    else
      throw new Error(
        `Unknown option or bad value: ${flag ?? ''} ${value} (use --data-dir DIR, --duration <s>, --connections <n>, --samples <n>, --endpoints-only, --endpoints <name,name…>, --tools-only)`,
      );
  }
  if (endpointsOnly && toolsOnly) {
    throw new Error('--endpoints-only and --tools-only each run one phase alone: give one of them');
  }
  if (endpointNames !== null && !endpointsOnly) {
    throw new Error(
      '--endpoints names endpoints of the --endpoints-only phase: give --endpoints-only too',
    );
  }
  return {
    dataDir,
    durationSeconds,
    connections,
    samples,
    endpointsOnly,
    toolsOnly,
    endpointNames,
  };
}

/**
 * Flags of `npm run demo` and `npm run demo:report`. Every mistake is one line naming the flag;
 * the commands exit 2 before touching any file.
 */
import { SCALE_NAMES, isScaleName } from '../league/scale';
import type { ScaleName } from '../league/scale';
import { DEFAULT_DEMO_SEED } from '../build/demo-build';

export const DEMO_USAGE = `Usage: npm run demo -- [--seed N] [--scale ${SCALE_NAMES.join('|')}] [--data-dir DIR] [--background]

  Builds the simulated demo league (every competition, Divisions I-III): one file per season in
  DIR/seasons/, newest season first, then merged into DIR/warehouse.duckdb. A stopped build
  resumes where it stopped when run again with the same seed and scale.
  --seed N         the league's seed, an integer 0-4294967295 (default ${DEFAULT_DEMO_SEED});
                   the same seed gives the same league
  --scale          default (real size: about 360 Division I teams in 32 conferences and over
                   100 each in Divisions II and III, every season of both genders; full is the
                   same league), or small (one season of 24 teams, for tests)
  --data-dir DIR   where warehouse.duckdb lives (default $DATA_DIR, else var/)
  --background     built beside a running server (the server's first start does this): once
                   every season is served, the merge into one file uses one core only`;

export const REPORT_USAGE = `Usage: npm run demo:report -- [--json] [--data-dir DIR]

  Division I league averages of the demo warehouse next to the real 2024-25 values, and its
  late game (overtime, end-of-game fouling) next to real 2023-24 to 2025-26 values.
  --json           print { "men": {...}, "women": {...}, "lateGame": {...} } (rates as fractions)
  --data-dir DIR   where warehouse.duckdb lives (default $DATA_DIR, else var/)`;

export class UsageError extends Error {}

interface Flags {
  readonly values: ReadonlyMap<string, string>;
  readonly switches: ReadonlySet<string>;
  readonly help: boolean;
}

function readFlags(
  argv: readonly string[],
  valueFlags: readonly string[],
  switchFlags: readonly string[],
): Flags {
  const values = new Map<string, string>();
  const switches = new Set<string>();
  let help = false;
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i] as string;
    if (flag === '--help' || flag === '-h') {
      help = true;
      continue;
    }
    if (switchFlags.includes(flag)) {
      switches.add(flag);
      continue;
    }
    if (!valueFlags.includes(flag)) throw new UsageError(`unknown argument "${flag}"`);
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--'))
      throw new UsageError(`${flag} needs a value`);
    if (values.has(flag)) throw new UsageError(`${flag} is given twice`);
    values.set(flag, value);
    i += 1;
  }
  return { values, switches, help };
}

export interface DemoArgs {
  readonly help: boolean;
  readonly seed: number;
  readonly scale: ScaleName;
  readonly dataDir: string | undefined;
  /** Built beside a running server: the final merge keeps to one core. */
  readonly background: boolean;
}

export function parseDemoArgs(argv: readonly string[]): DemoArgs {
  const flags = readFlags(argv, ['--seed', '--scale', '--data-dir'], ['--background']);
  const seedText = flags.values.get('--seed');
  let seed = DEFAULT_DEMO_SEED;
  if (seedText !== undefined) {
    if (!/^\d{1,10}$/.test(seedText) || Number(seedText) > 0xffffffff) {
      throw new UsageError(`--seed must be an integer from 0 to 4294967295, not "${seedText}"`);
    }
    seed = Number(seedText);
  }
  const scaleText = flags.values.get('--scale') ?? 'default';
  if (!isScaleName(scaleText)) {
    throw new UsageError(`--scale must be ${SCALE_NAMES.join(', ')}, not "${scaleText}"`);
  }
  return {
    help: flags.help,
    seed,
    scale: scaleText,
    dataDir: flags.values.get('--data-dir'),
    background: flags.switches.has('--background'),
  };
}

export interface ReportArgs {
  readonly help: boolean;
  readonly json: boolean;
  readonly dataDir: string | undefined;
}

export function parseReportArgs(argv: readonly string[]): ReportArgs {
  const flags = readFlags(argv, ['--data-dir'], ['--json']);
  return {
    help: flags.help,
    json: flags.switches.has('--json'),
    dataDir: flags.values.get('--data-dir'),
  };
}

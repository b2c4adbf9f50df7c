/**
 * `npm run --silent box -- [options] FILE.json`: the box scores the engine computes from an NCAA
 * game bundle's play-by-play, printed as JSON { "player_box": [...], "team_box": [...] } in the
 * bundle's own field names (sources/ncaa/box-output.ts). Nothing else goes to stdout; any
 * problem is one line on stderr and exit code 1 (2 for a usage error).
 *
 * A field named as the publisher names it always holds the publisher's definition (feed minutes,
 * feed possessions, time of possession as o_mins / d_mins / mins), so the output compares with
 * the official box scores field by field. Options add values defined otherwise, under names of
 * their own: --minutes clock adds player `clock_mins` (minutes over stints that tile the game,
 * engine minutes.ts), --possessions methods adds team `o_poss_methods` / `d_poss_methods`
 * (METHODS §1, the count our ratings use). 'feed', the default of both, adds nothing.
 * --gender men|women (else inferred from the clocks), --neutral (neutral site).
 */
import type { Gender } from '@courtside/contract';
import type { MinutesBasis, PossessionCounting } from '@courtside/engine';
import { NcaaBundleError, parseGameBundle, toBundleBox } from '../sources/ncaa';

export const BOX_USAGE =
  'usage: npm run --silent box -- [--gender men|women] [--neutral] [--minutes feed|clock] [--possessions feed|methods] FILE.json';

export interface BoxCliIo {
  /** Reads a file as UTF-8; throws (with a code such as ENOENT) when it cannot. */
  readonly readFile: (path: string) => string;
  readonly out: (text: string) => void;
  readonly err: (line: string) => void;
}

interface BoxArgs {
  file: string;
  gender?: Gender;
  neutral: boolean;
  minutes: MinutesBasis;
  possessions: PossessionCounting;
}

class UsageError extends Error {}

const GENDERS: Readonly<Record<string, Gender>> = {
  men: 'MALE',
  male: 'MALE',
  mbb: 'MALE',
  women: 'FEMALE',
  female: 'FEMALE',
  wbb: 'FEMALE',
};

function parseArgs(argv: readonly string[]): BoxArgs {
  const files: string[] = [];
  const args: Omit<BoxArgs, 'file'> = { neutral: false, minutes: 'feed', possessions: 'feed' };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const value = (): string => {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      i += 1;
      return next;
    };
    if (arg === '--neutral') args.neutral = true;
    else if (arg === '--gender') {
      const raw = value();
      const gender = GENDERS[raw.toLowerCase()];
      if (gender === undefined) throw new UsageError(`--gender must be men or women, not "${raw}"`);
      args.gender = gender;
    } else if (arg === '--minutes') {
      const raw = value();
      if (raw !== 'feed' && raw !== 'clock') {
        throw new UsageError(`--minutes must be feed or clock, not "${raw}"`);
      }
      args.minutes = raw;
    } else if (arg === '--possessions') {
      const raw = value();
      if (raw !== 'feed' && raw !== 'methods') {
        throw new UsageError(`--possessions must be feed or methods, not "${raw}"`);
      }
      args.possessions = raw;
    } else if (arg.startsWith('-') && arg !== '-') throw new UsageError(`unknown option ${arg}`);
    else files.push(arg);
  }
  const [file, ...extra] = files;
  if (file === undefined) throw new UsageError('no game bundle given');
  if (extra.length > 0) throw new UsageError(`one bundle at a time (also got ${extra.join(' ')})`);
  return { ...args, file };
}

function readError(file: string, error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOENT') return `box: ${file}: no such file`;
  if (code === 'EISDIR') return `box: ${file}: is a directory`;
  return `box: ${file}: cannot read (${error instanceof Error ? error.message : String(error)})`;
}

/** Messages may quote multi-line input (JSON.parse does): stderr gets exactly one line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function runBoxCli(argv: readonly string[], cliIo: BoxCliIo): number {
  const io: BoxCliIo = { ...cliIo, err: (line) => cliIo.err(oneLine(line)) };
  let args: BoxArgs;
  try {
    args = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`box: ${error.message}. ${BOX_USAGE}`);
    return 2;
  }
  let text: string;
  try {
    text = io.readFile(args.file);
  } catch (error) {
    io.err(readError(args.file, error));
    return 1;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    io.err(
      `box: ${args.file}: not JSON (${error instanceof Error ? error.message : 'parse error'})`,
    );
    return 1;
  }
  try {
    const game = parseGameBundle(json, { gender: args.gender, neutralSite: args.neutral });
    const box = toBundleBox(game, {
      clockMinutes: args.minutes === 'clock',
      methodsPossessions: args.possessions === 'methods',
    });
    io.out(`${JSON.stringify(box)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof NcaaBundleError) {
      io.err(`box: ${args.file}: not a game bundle: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

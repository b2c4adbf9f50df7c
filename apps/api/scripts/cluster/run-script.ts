/**
 * What `npm run cluster` and `npm run bench:cluster` share around their work: signals (the
 * first Ctrl-C lets the script stop its processes in order, a second one later kills them at
 * once), one line per failure instead of a stack trace, and the exit code.
 */
import { NginxMissingError } from './cluster';
import { NGINX_MISSING } from './nginx-config';
import { ClusterOptionsError } from './options';
import { killEveryChild } from './processes';

export interface Outcome {
  readonly code: number;
  readonly message: string;
}

/** The exit code and the line to print for an error out of a script's work. */
export function outcomeOfError(script: string, usage: string, error: unknown): Outcome {
  if (error instanceof ClusterOptionsError) {
    return { code: 1, message: `${error.message}\nUsage: ${usage}` };
  }
  if (error instanceof NginxMissingError) return { code: 1, message: NGINX_MISSING };
  const text = error instanceof Error ? error.message : String(error);
  return { code: 1, message: `${script} failed: ${text}` };
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Whether a signal right after the first is the same Ctrl-C arriving twice: the terminal sends
 * it to every process of the group, and npm and tsx above the script pass theirs on as well.
 * Only a later one is the user insisting.
 */
export const isEcho = (firstAtMs: number, nowMs: number): boolean => nowMs - firstAtMs < 1000;

/**
 * Runs `work` with a promise of the first stop signal, then exits with its code (or 1 and one
 * line when it throws).
 */
export async function runScript(
  script: string,
  usage: string,
  work: (signal: Promise<string>) => Promise<number>,
): Promise<never> {
  let firstSignalAt: number | null = null;
  const signal = new Promise<string>((done) => {
    for (const name of SIGNALS) {
      process.on(name, () => {
        if (firstSignalAt === null) {
          firstSignalAt = Date.now();
          done(name);
        } else if (!isEcho(firstSignalAt, Date.now())) {
          killEveryChild();
          process.exit(130);
        }
      });
    }
  });
  let code: number;
  try {
    code = await work(signal);
  } catch (error) {
    const outcome = outcomeOfError(script, usage, error);
    console.error(outcome.message);
    code = outcome.code;
  }
  killEveryChild();
  process.exit(code);
}

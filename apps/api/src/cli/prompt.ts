/**
 * Reading passwords for the command line: hidden typing on a terminal, plain lines when standard
 * input is a pipe (so scripts and tests can feed `printf 'pw\npw\n' | npm run admin -- …`).
 */
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

export class CliError extends Error {
  override readonly name = 'CliError';
}

export type SecretReader = (prompt: string) => Promise<string>;

interface TerminalInput extends Readable {
  setRawMode(mode: boolean): unknown;
}

const ENTER = new Set(['\r', '\n']);
const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const BACKSPACE = new Set(['\u007f', '\b']);

/** Reads one line from a terminal in raw mode, echoing nothing. */
export function hiddenTerminalReader(input: TerminalInput, output: Writable): SecretReader {
  return (prompt) =>
    new Promise((resolve, reject) => {
      let value = '';
      const finish = (error?: CliError) => {
        input.off('data', onData);
        input.setRawMode(false);
        input.pause();
        output.write('\n');
        if (error) reject(error);
        else resolve(value);
      };
      const onData = (chunk: Buffer | string) => {
        for (const char of chunk.toString()) {
          if (ENTER.has(char)) return finish();
          if (char === CTRL_C || (char === CTRL_D && value === '')) {
            return finish(new CliError('cancelled'));
          }
          if (BACKSPACE.has(char)) value = value.slice(0, -1);
          else value += char;
        }
        return undefined;
      };
      output.write(prompt);
      input.setRawMode(true);
      input.resume();
      input.on('data', onData);
    });
}

/** Reads successive lines from a pipe; the prompts are not shown (nobody is there to see them). */
export function pipedLineReader(input: Readable): SecretReader & { close(): void } {
  const lines = createInterface({ input, terminal: false })[Symbol.asyncIterator]();
  const reader = async () => {
    const next = await lines.next();
    if (next.done === true) throw new CliError('expected the password twice on standard input');
    return next.value;
  };
  return Object.assign(reader, {
    close: () => {
      void lines.return?.();
    },
  });
}

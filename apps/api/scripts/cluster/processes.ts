/**
 * The child processes of the cluster (API nodes, nginx): started in a process group of their
 * own, so a Ctrl-C reaches only the script, which then stops them in order (nginx first, so no
 * request is sent to a node that is going away) and waits for each to exit. Output goes to a log
 * file per process, not to the terminal.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createServer } from 'node:net';

export interface ManagedProcess {
  readonly name: string;
  readonly pid: number;
  readonly logFile: string;
  /** Resolves once it has exited: its exit code, or -1 when a signal ended it. */
  readonly exited: Promise<number>;
  isRunning(): boolean;
}

const children = new Set<ChildProcess>();

/** Kills whatever is still running at once: the last resort when the script itself dies. */
export function killEveryChild(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

export function startProcess(
  name: string,
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  logFile: string,
): ManagedProcess {
  const log = openSync(logFile, 'a');
  let child: ChildProcess;
  try {
    child = spawn(command, args, { env, stdio: ['ignore', log, log], detached: true });
  } finally {
    // The child holds its own copy of the descriptor.
    closeSync(log);
  }
  if (child.pid === undefined) throw new Error(`${name} did not start (${command})`);
  children.add(child);
  const exited = new Promise<number>((done) => {
    child.once('error', () => done(-1));
    child.once('exit', (code) => {
      children.delete(child);
      done(code ?? -1);
    });
  });
  const pid = child.pid;
  return {
    name,
    pid,
    logFile,
    exited,
    isRunning: () => child.exitCode === null && child.signalCode === null,
  };
}

/** Sends `signal`, then SIGKILL if the process has not exited within `graceMs`. */
export async function stopProcess(
  process: ManagedProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 12_000,
): Promise<void> {
  if (!process.isRunning()) return;
  globalThis.process.kill(process.pid, signal);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((done) => {
    timer = setTimeout(() => done('late'), graceMs);
  });
  const outcome = await Promise.race([process.exited, late]);
  clearTimeout(timer);
  if (outcome === 'late' && process.isRunning()) {
    globalThis.process.kill(process.pid, 'SIGKILL');
    await process.exited;
  }
}

/**
 * A port nobody listens on right now: `port`, or one the OS picks (0). A port in use is an
 * error saying so, before anything is started.
 */
export function freePort(port = 0): Promise<number> {
  return new Promise((done, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is in use (choose another with --port)`)
          : error,
      ),
    );
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/**
 * Polls `url` until it answers 200, or fails when `process` exits first or `timeoutMs` passes
 * (naming the log file to look at).
 */
export async function waitForOk(
  url: string,
  process: ManagedProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!process.isRunning()) {
      throw new Error(`${process.name} exited while starting; see ${process.logFile}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(
    `${process.name} was not ready within ${timeoutMs / 1000} s; see ${process.logFile}`,
  );
}

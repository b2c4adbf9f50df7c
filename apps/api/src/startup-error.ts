/**
 * The server cannot start as configured. main.ts prints the message, which is always one line
 * that tells the operator what to fix, and exits 1 without a stack trace.
 */
export class StartupError extends Error {
  override readonly name: string = 'StartupError';
}

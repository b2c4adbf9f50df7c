/**
 * Bad input stops an ingest with one line that names the file and what is wrong with it. The
 * CLI prints the message as is and exits non-zero; the build around it removes its new file, so
 * the served warehouse stays as it was.
 */
export class IngestInputError extends Error {
  override readonly name = 'IngestInputError';
}

/** The first line of an error's message, without DuckDB's "LINE 1: …" context. */
export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? message).trim();
}

/**
 * A bundle that cannot become a canonical game. The message names the game and the first
 * offending fields ("pbp[12].clock: …") so an ingest log line is enough to find the problem.
 */
import type { z } from 'zod';

export class NcaaBundleError extends Error {
  override readonly name = 'NcaaBundleError';

  constructor(
    /** The bundle's contest id when it could be read, else null. */
    readonly gameId: string | null,
    /** One line per problem, each naming its field. */
    readonly issues: readonly string[],
  ) {
    super(
      `NCAA bundle ${gameId ?? '(no contest_id)'} is invalid: ${issues.slice(0, 5).join('; ')}` +
        (issues.length > 5 ? ` (+${issues.length - 5} more)` : ''),
    );
  }
}

/** "pbp[12].clock" from zod's path ['pbp', 12, 'clock']. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? '(bundle)' : out;
}

export function zodIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${formatIssuePath(issue.path)}: ${issue.message}`);
}

/** The contest id of an unvalidated bundle, for error messages. */
export function peekGameId(json: unknown): string | null {
  if (typeof json !== 'object' || json === null) return null;
  const id: unknown = (json as Record<string, unknown>)['contest_id'];
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

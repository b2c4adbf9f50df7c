/**
 * How long to wait before reconnecting: exponential in the attempt, capped, with "equal jitter"
 * (half the delay fixed, half random) so that clients dropped together by a server restart do
 * not all knock again at the same instant, while none reconnects sooner than half the delay.
 */
export interface BackoffOptions {
  /** The first delay, ms. */
  baseMs: number;
  /** No delay is longer, ms. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1_000, maxMs: 30_000 };

/** The delay before reconnection attempt `attempt` (0 for the first), ms. */
export function reconnectDelay(
  attempt: number,
  random: () => number = Math.random,
  { baseMs, maxMs }: BackoffOptions = DEFAULT_BACKOFF,
): number {
  const capped = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.round(capped / 2 + (capped / 2) * random());
}

/** What an HTTP status of the data API means for the request that got it (§7, §8). */
const EXPLANATIONS: Readonly<Record<number, string>> = {
  400: 'Bad request: the server refused the params (an unknown key, a value it cannot read, or a missing required key).',
  401: 'Not signed in: the session token is missing or no longer valid.',
  403: 'Forbidden: your tier does not open this endpoint.',
  404: 'Not found: an id names nothing the warehouse holds for this season.',
  429: 'Too many requests: wait a moment before sending again.',
  503: 'Unavailable: the data for this season is not loaded yet.',
};

export function statusExplanation(status: number | undefined): string {
  if (status === undefined) return 'No answer: the request did not reach the server or timed out.';
  const known = EXPLANATIONS[status];
  if (known !== undefined) return known;
  if (status >= 500) return 'Server error: the API failed while answering.';
  if (status >= 400) return 'The server refused the request.';
  return 'The server answered.';
}

/** Rows in an answer: the length of an array body, else null (not a list of rows). */
export function rowCountOf(data: unknown): number | null {
  return Array.isArray(data) ? data.length : null;
}

export function durationText(durationMs: number): string {
  return `${Math.max(0, Math.round(durationMs))} ms`;
}

/**
 * Runs the failure handler of §8 once per final failure: the caller's `onError`, or the console
 * message 'Data Fetching Error'. Effects, not render, so re-renders never repeat it.
 */
import { useEffect, useRef } from 'react';
import { MESSAGES } from '@courtside/contract';
import type { RequestError } from './request-errors';

/**
 * `failureId` names the latest failure of the observed query (its key and error count). The
 * id at mount counts as handled, so a component that mounts on an old failure stays quiet.
 */
export function useFailureHandler(
  failureId: string,
  error: RequestError | null,
  onError: ((error: RequestError) => void) | undefined,
): void {
  // The latest handler, without making it an effect dependency: an inline arrow is a new
  // function on every render and must not count as a new failure.
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  const handledRef = useRef(failureId);
  useEffect(() => {
    if (handledRef.current === failureId) return;
    handledRef.current = failureId;
    // A cancelled request is not a failure (TanStack reverts the query instead, but stay safe).
    if (error === null || error.kind === 'canceled') return;
    if (onErrorRef.current) onErrorRef.current(error);
    else console.error(MESSAGES.request.dataFetchingError, error.message);
  }, [failureId, error]);
}

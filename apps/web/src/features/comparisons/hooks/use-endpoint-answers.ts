/**
 * Several requests at once (one per season, division or player of the comparison) as one plain
 * answer: each request's state, rows and message. The answer is structurally shared by TanStack
 * Query, so it keeps its identity until a request's state or rows change, and what is built from
 * it is computed again only then. A 404 (an id the season does not hold) is "missing", which the
 * comparison shows on that subject rather than as the page's error.
 */
import { useQueries, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { isNotFound } from '@/components/errors/not-found';
import type { DataQueryKey, RequestError } from '@/lib/api';

export type AnswerState = 'pending' | 'success' | 'error' | 'missing';

export interface Answer<T> {
  state: AnswerState;
  data: T[] | undefined;
  message: string | null;
}

type ListQueryOptions<T> = UseQueryOptions<T[], RequestError, T[], DataQueryKey>;

interface ListQueryResult<T> {
  status: 'pending' | 'success' | 'error';
  data: T[] | undefined;
  error: RequestError | null;
}

function toAnswers<T>(results: readonly ListQueryResult<T>[]): Answer<T>[] {
  return results.map((result) => ({
    state:
      result.status === 'error' ? (isNotFound(result.error) ? 'missing' : 'error') : result.status,
    data: result.data,
    message: result.error?.message ?? null,
  }));
}

export interface Answers<T> {
  answers: readonly Answer<T>[];
  /** Asks again for the requests that failed. */
  retry: () => void;
}

export function useEndpointAnswers<T>(queries: readonly ListQueryOptions<T>[]): Answers<T> {
  const queryClient = useQueryClient();
  const answers = useQueries({ queries, combine: toAnswers<T> });
  const retry = () => {
    for (const [index, answer] of answers.entries()) {
      const query = queries[index];
      if (answer.state === 'error' && query !== undefined) {
        void queryClient.refetchQueries({ queryKey: query.queryKey, exact: true });
      }
    }
  };
  return { answers, retry };
}

/**
 * Two queries as one for a DataState: pending while either is, failed when either failed (Retry
 * refetches the failed ones), else both answers. A view that needs a team's rows and the
 * league's baseline shows one skeleton and one error instead of two.
 */
import type { DataStateQuery } from './DataState';

export function combineQueries<A, B>(
  first: DataStateQuery<A>,
  second: DataStateQuery<B>,
): DataStateQuery<[A, B]> {
  const failed = [first, second].filter((query) => query.status === 'error');
  const refetch = () => Promise.all(failed.map((query) => query.refetch()));
  if (failed.length > 0) {
    return { data: undefined, status: 'error', error: failed[0]?.error ?? null, refetch };
  }
  if (
    first.status === 'pending' ||
    second.status === 'pending' ||
    first.data === undefined ||
    second.data === undefined
  ) {
    return { data: undefined, status: 'pending', error: null, refetch };
  }
  // Malformed answers arrive as null (lib/api): the pair is then as empty as its parts.
  const data: [A, B] | null =
    first.data === null || second.data === null ? null : [first.data, second.data];
  return { data, status: 'success', error: null, refetch };
}

/**
 * The four states of a stats query in one place: a skeleton while loading, the error with a
 * Retry, an empty state when the data holds nothing to show, else the content. Takes the
 * result of lib/api useData (or any query with the same fields). A query that failed because
 * its ids name nothing (the API's 404) is no error to retry: the route shows its not-found page.
 */
import type { ReactNode } from 'react';
import { throwIfNotFound } from '@/components/errors/not-found';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';

export interface DataStateQuery<T> {
  data: T | null | undefined;
  status: 'pending' | 'success' | 'error';
  error: { message: string } | null;
  refetch: () => unknown;
}

export interface DataStateProps<T> {
  query: DataStateQuery<T>;
  /** Shown while pending (a TableSkeleton or ChartSkeleton). */
  skeleton: ReactNode;
  /** When the data counts as empty; empty lists and null by default. */
  isEmpty?: (data: T) => boolean;
  emptyMessage: string;
  errorTitle?: string;
  children: (data: T) => ReactNode;
}

const defaultIsEmpty = (data: unknown): boolean => Array.isArray(data) && data.length === 0;

export function DataState<T>({
  query,
  skeleton,
  isEmpty = defaultIsEmpty,
  emptyMessage,
  errorTitle,
  children,
}: DataStateProps<T>) {
  if (query.status === 'error') {
    throwIfNotFound(query.error);
    return <ErrorState title={errorTitle} error={query.error} onRetry={query.refetch} />;
  }
  if (query.status === 'pending' || query.data === undefined) return <>{skeleton}</>;
  if (query.data === null || isEmpty(query.data)) return <EmptyState message={emptyMessage} />;
  return <>{children(query.data)}</>;
}

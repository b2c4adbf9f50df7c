/**
 * Where each subject of the comparison stands: compared (its row and pool have arrived), still
 * loading, missing (the season holds no such team or player, or no statistics for it), or failed.
 * The subject list shows the name and the reason; the table shows the compared ones.
 */
import { DIVISIONS, getCompetition } from '@courtside/contract';
import type { ComparedSubject } from './comparison-table';
import type { Subject } from './comparison-filters';

export type SubjectState = 'ready' | 'pending' | 'missing' | 'error';

export interface SubjectStatus {
  subject: Subject;
  state: SubjectState;
  /** Set when ready. */
  compared: ComparedSubject | null;
  /** The name once known (before the statistics arrive). */
  name: string | null;
  /** Why a subject is missing or failed. */
  note: string | null;
}

export interface ComparisonState {
  subjects: readonly SubjectStatus[];
  /** Asks again for every request that failed. */
  retry: () => void;
}

export const seasonLabelOf = (competitionId: number): string =>
  getCompetition(competitionId)?.label ?? `Season ${competitionId}`;

export const divisionNameOf = (divisionId: number): string =>
  DIVISIONS.find((division) => division.id === divisionId)?.name ?? `Division ${divisionId}`;

export const seasonShortLabelOf = (competitionId: number): string =>
  getCompetition(competitionId)?.shortLabel ?? String(competitionId);

export function pendingStatus(subject: Subject, name: string | null = null): SubjectStatus {
  return { subject, state: 'pending', compared: null, name, note: null };
}

export function failedStatus(
  subject: Subject,
  state: 'missing' | 'error',
  note: string,
  name: string | null = null,
): SubjectStatus {
  return { subject, state, compared: null, name, note };
}

/** Each value once, in first-seen order. */
export function uniqueBy<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(keyOf(item))) seen.set(keyOf(item), item);
  return [...seen.values()];
}

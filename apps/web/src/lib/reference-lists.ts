/**
 * Conference choices for the sign-up and settings forms, and what the team choices
 * (school-options.ts) share with them, from the reference data endpoints 'teams' and
 * 'conferences' (§7). Those may fail or be empty until season data is
 * loaded; the forms then disable their pickers instead of offering made-up choices, so each list
 * says whether it is usable. The forms show that state, so a failure is not logged as a
 * "Data Fetching Error" (§8 lets a caller supply its own handler).
 */
import { useMemo } from 'react';
import type { Conference } from '@courtside/contract';
import { useData } from './api/use-data';

export type PickerListState = 'loading' | 'ready' | 'unavailable';

export interface PickerList<T> {
  state: PickerListState;
  options: readonly T[];
}

export interface ConferenceOption {
  conferenceId: number;
  label: string;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Reference lists arrive as arrays; the app's start-up copy is indexed by id (§3). Both read. */
export function rowsOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  return isRecord(data) ? Object.values(data) : [];
}

export function toConferenceOptions(data: unknown): ConferenceOption[] {
  const byId = new Map<number, ConferenceOption>();
  for (const row of rowsOf(data)) {
    if (!isRecord(row) || typeof row.conferenceId !== 'number') continue;
    const conference = row as Partial<Conference>;
    const label = conference.conferenceLongName ?? conference.conferenceShortName ?? '';
    if (label === '') continue;
    byId.set(row.conferenceId, { conferenceId: row.conferenceId, label });
  }
  return [...byId.values()].sort((a, b) => a.label.localeCompare(b.label));
}

function stateOf(status: 'pending' | 'success' | 'error', count: number): PickerListState {
  if (status === 'pending') return 'loading';
  return status === 'success' && count > 0 ? 'ready' : 'unavailable';
}

/** The forms show a failed list themselves (see above). */
const shownOnScreen = (): void => {};

/** A reference list read as picker options, with whether it is usable. */
export function useReferenceList<T>(
  endpoint: string,
  toOptions: (data: unknown) => T[],
): PickerList<T> {
  const { data, status } = useData<unknown>(endpoint, {}, { onError: shownOnScreen });
  return useMemo(() => {
    const options = toOptions(data);
    return { state: stateOf(status, options.length), options };
  }, [data, status, toOptions]);
}

export function useConferenceOptions(): PickerList<ConferenceOption> {
  return useReferenceList('conferences', toConferenceOptions);
}

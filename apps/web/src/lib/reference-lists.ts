/**
 * Team and conference choices for the sign-up and settings forms, from the reference data
 * endpoints 'teams' and 'conferences' (§7). Those may fail or be empty until season data is
 * loaded; the forms then disable their pickers instead of offering made-up choices, so each list
 * says whether it is usable. The forms show that state, so a failure is not logged as a
 * "Data Fetching Error" (§8 lets a caller supply its own handler).
 */
import { useMemo } from 'react';
import type { Conference, Gender, Team } from '@courtside/contract';
import { useData } from './api/use-data';

export type PickerListState = 'loading' | 'ready' | 'unavailable';

export interface PickerList<T> {
  state: PickerListState;
  options: readonly T[];
}

export interface TeamOption {
  teamId: number;
  label: string;
  gender: Gender;
  divisionId: number;
}

export interface ConferenceOption {
  conferenceId: number;
  label: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Reference lists arrive as arrays; the app's start-up copy is indexed by id (§3). Both read. */
function rowsOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  return isRecord(data) ? Object.values(data) : [];
}

/** The web bundle has no zod: rows without the fields a picker needs are skipped, not shown. */
export function toTeamOptions(data: unknown): TeamOption[] {
  const byId = new Map<number, TeamOption>();
  for (const row of rowsOf(data)) {
    if (!isRecord(row) || typeof row.teamId !== 'number') continue;
    const team = row as Partial<Team>;
    const name = [team.teamMarket, team.teamName].filter(Boolean).join(' ').trim();
    if (name === '' || (team.gender !== 'MALE' && team.gender !== 'FEMALE')) continue;
    // The list may repeat a team once per season; one entry per team id is enough here.
    byId.set(row.teamId, {
      teamId: row.teamId,
      label: name,
      gender: team.gender,
      divisionId: typeof team.divisionId === 'number' ? team.divisionId : 0,
    });
  }
  return [...byId.values()].sort((a, b) => a.label.localeCompare(b.label));
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

const shownOnScreen = () => {};

export function useTeamOptions(): PickerList<TeamOption> {
  const { data, status } = useData<unknown>('teams', {}, { onError: shownOnScreen });
  return useMemo(() => {
    const options = toTeamOptions(data);
    return { state: stateOf(status, options.length), options };
  }, [data, status]);
}

export function useConferenceOptions(): PickerList<ConferenceOption> {
  const { data, status } = useData<unknown>('conferences', {}, { onError: shownOnScreen });
  return useMemo(() => {
    const options = toConferenceOptions(data);
    return { state: stateOf(status, options.length), options };
  }, [data, status]);
}

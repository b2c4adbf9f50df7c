/**
 * Team and conference choices for sign-up, from the reference data endpoints 'teams' and
 * 'conferences' (§7). Until the season data is loaded those reads fail or come back empty; the
 * pickers are then unavailable, never filled with made-up entries.
 */
import type { Conference, Gender, Team } from '@courtside/contract';
import { useData } from '@/lib/api';

export interface PickerOption {
  value: number;
  label: string;
}

export interface ReferencePicker {
  options: PickerOption[];
  loading: boolean;
  /** Failed, or nothing to choose from. */
  unavailable: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Reference lists may come as an array or indexed by id (§3); either way, the rows. */
function rowsOf(data: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(data) ? data : isRecord(data) ? Object.values(data) : [];
  return rows.filter(isRecord);
}

export function teamOptions(data: unknown, gender: Gender): PickerOption[] {
  return rowsOf(data)
    .filter((row): row is Record<string, unknown> & Team => {
      const { teamId, teamName, gender: teamGender } = row;
      return typeof teamId === 'number' && typeof teamName === 'string' && teamGender === gender;
    })
    .map((team) => ({
      value: team.teamId,
      label:
        typeof team.teamMarket === 'string' ? `${team.teamMarket} ${team.teamName}` : team.teamName,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export function conferenceOptions(data: unknown): PickerOption[] {
  return rowsOf(data)
    .filter((row): row is Record<string, unknown> & Conference => {
      const { conferenceId, conferenceLongName } = row;
      return typeof conferenceId === 'number' && typeof conferenceLongName === 'string';
    })
    .map((conference) => ({ value: conference.conferenceId, label: conference.conferenceLongName }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

function picker(options: PickerOption[], loading: boolean): ReferencePicker {
  return { options, loading, unavailable: !loading && options.length === 0 };
}

// The endpoints are expected to be missing for now; that is no error worth a console message.
const quiet = () => {};

export function useReferenceOptions(gender: Gender): {
  teams: ReferencePicker;
  conferences: ReferencePicker;
} {
  const teams = useData<unknown>('teams', {}, { onError: quiet });
  const conferences = useData<unknown>('conferences', {}, { onError: quiet });
  return {
    teams: picker(teamOptions(teams.data, gender), teams.isLoading),
    conferences: picker(conferenceOptions(conferences.data), conferences.isLoading),
  };
}

/**
 * The sign-up form's reference lists: the conference picker's choices, and whether the team
 * picker has any school of the chosen gender to offer (the picker itself is shared, TeamPicker).
 */
import type { Gender } from '@courtside/contract';
import { useConferenceOptions, type PickerListState } from '@/lib/reference-lists';
import { useSchoolOptions } from '@/lib/school-options';

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

function stateFlags(state: PickerListState, count: number) {
  const shown: PickerListState = state === 'ready' && count === 0 ? 'unavailable' : state;
  return { loading: shown === 'loading', unavailable: shown === 'unavailable' };
}

export function useReferenceOptions(gender: Gender): {
  teamsUnavailable: boolean;
  conferences: ReferencePicker;
} {
  const schools = useSchoolOptions();
  const conferences = useConferenceOptions();
  const schoolsOfGender = schools.options.filter((school) => school.gender === gender).length;
  const options = conferences.options.map((conference) => ({
    value: conference.conferenceId,
    label: conference.label,
  }));
  return {
    teamsUnavailable: stateFlags(schools.state, schoolsOfGender).unavailable,
    conferences: { options, ...stateFlags(conferences.state, options.length) },
  };
}

/**
 * The sign-up form's team and conference pickers: the shared reference lists, teams narrowed to
 * the chosen competition's gender.
 */
import type { Gender } from '@courtside/contract';
import {
  useConferenceOptions,
  useTeamOptions,
  type PickerList,
  type PickerListState,
} from '@/lib/reference-lists';

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

function picker<T>(
  list: PickerList<T>,
  toOption: (item: T) => PickerOption,
  keep: (item: T) => boolean = () => true,
): ReferencePicker {
  const options = list.options.filter(keep).map(toOption);
  const state: PickerListState =
    list.state === 'ready' && options.length === 0 ? 'unavailable' : list.state;
  return { options, loading: state === 'loading', unavailable: state === 'unavailable' };
}

export function useReferenceOptions(gender: Gender): {
  teams: ReferencePicker;
  conferences: ReferencePicker;
} {
  const teams = useTeamOptions();
  const conferences = useConferenceOptions();
  return {
    teams: picker(
      teams,
      (team) => ({ value: team.teamId, label: team.label }),
      (team) => team.gender === gender,
    ),
    conferences: picker(conferences, (conference) => ({
      value: conference.conferenceId,
      label: conference.label,
    })),
  };
}

/** The optional team and conference pickers of sign-up. */
import type { Gender } from '@courtside/contract';
import { TeamPicker } from '@/components/forms/TeamPicker';
import { useReferenceOptions, type ReferencePicker } from '../hooks/use-reference-options';

export const PICKERS_UNAVAILABLE_NOTE =
  'Team and conference lists appear once season data is loaded; you can set them later in Account settings';

interface PickerProps {
  id: string;
  label: string;
  emptyLabel: string;
  picker: ReferencePicker;
  value: string;
  onChange: (value: string) => void;
  describedBy: string | undefined;
}

const OPTIONAL = <span className="text-body-secondary">(optional)</span>;

function Picker({ id, label, emptyLabel, picker, value, onChange, describedBy }: PickerProps) {
  return (
    <div className="col-sm-6">
      <label htmlFor={id} className="form-label">
        {label} {OPTIONAL}
      </label>
      <select
        id={id}
        className="form-select"
        value={picker.unavailable ? '' : value}
        disabled={picker.loading || picker.unavailable}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{picker.loading ? 'Loading…' : emptyLabel}</option>
        {picker.options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface ReferencePickersProps {
  gender: Gender;
  teamId: string;
  conferenceId: string;
  onTeamChange: (teamId: string) => void;
  onConferenceChange: (conferenceId: string) => void;
}

export function ReferencePickers(props: ReferencePickersProps) {
  const { teamsUnavailable, conferences } = useReferenceOptions(props.gender);
  const noteId = 'signup-pickers-note';
  const showNote = teamsUnavailable || conferences.unavailable;
  return (
    <div className="row g-3 mb-3">
      <div className="col-sm-6">
        <TeamPicker
          id="signup-team"
          label={<>Team {OPTIONAL}</>}
          gender={props.gender}
          teamId={props.teamId === '' ? null : Number(props.teamId)}
          onChange={(teamId) => props.onTeamChange(teamId === null ? '' : String(teamId))}
          describedBy={teamsUnavailable ? noteId : undefined}
        />
      </div>
      <Picker
        id="signup-conference"
        label="Conference"
        emptyLabel="No conference"
        picker={conferences}
        value={props.conferenceId}
        onChange={props.onConferenceChange}
        describedBy={conferences.unavailable ? noteId : undefined}
      />
      {showNote && (
        <p id={noteId} className="form-text mt-1">
          {PICKERS_UNAVAILABLE_NOTE}
        </p>
      )}
    </div>
  );
}

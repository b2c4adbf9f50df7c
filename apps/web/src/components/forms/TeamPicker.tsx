/**
 * The team choice of the sign-up and settings forms: each school of the chosen gender once,
 * searchable by name, division or conference. It stores a team id (settings team {teamId,
 * gender}, §3); a saved id of any season shows its school, and choosing that school again keeps
 * the saved id, so nothing changes that the user did not change.
 *
 * While the list loads, or when it is unavailable, the box is disabled and shows only the saved
 * value, so nothing is lost and no choice is made up.
 */
import type { ReactNode } from 'react';
import type { Gender } from '@courtside/contract';
import { schoolOfTeamId, useSchoolOptions, type SchoolOption } from '@/lib/school-options';
import { Combobox, type ComboboxOption } from './Combobox';

export interface TeamPickerProps {
  id: string;
  label: ReactNode;
  gender: Gender;
  teamId: number | null;
  onChange(teamId: number | null): void;
  disabled?: boolean;
  describedBy?: string;
}

const NO_TEAM = 'No team';
const savedLabel = (teamId: number) => `Team ${teamId} (saved)`;
/** The value of a saved id that no school of the list has. */
const savedValue = (teamId: number) => `saved:${teamId}`;

function toOption(school: SchoolOption): ComboboxOption {
  return { value: school.key, label: school.label, detail: school.detail };
}

export function TeamPicker(props: TeamPickerProps) {
  const { id, label, gender, teamId, onChange, disabled, describedBy } = props;
  const schools = useSchoolOptions();
  const ofGender = schools.options.filter((school) => school.gender === gender);
  const usable = schools.state === 'ready' && ofGender.length > 0;
  const current = schoolOfTeamId(ofGender, teamId);

  if (!usable) {
    const shown = teamId === null ? NO_TEAM : savedLabel(teamId);
    return (
      <Combobox
        id={id}
        label={label}
        options={[]}
        value={null}
        onChange={() => undefined}
        placeholder={schools.state === 'loading' ? `Loading teams… (${shown})` : shown}
        disabled
        describedBy={describedBy}
        noMatches={() => ''}
      />
    );
  }

  const options = ofGender.map(toOption);
  if (teamId !== null && current === undefined) {
    options.unshift({ value: savedValue(teamId), label: savedLabel(teamId) });
  }
  const value = teamId === null ? null : (current?.key ?? savedValue(teamId));

  const choose = (key: string | null) => {
    if (key === null) return onChange(null);
    const school = ofGender.find((option) => option.key === key);
    // The saved id stays when its school is chosen again (it may be another season's id).
    if (school === undefined || (teamId !== null && school.teamIds.includes(teamId))) return;
    onChange(school.teamId);
  };

  return (
    <Combobox
      id={id}
      label={label}
      options={options}
      value={value}
      onChange={choose}
      noneLabel={NO_TEAM}
      placeholder="Type to search schools"
      disabled={disabled}
      describedBy={describedBy}
      noMatches={(text) =>
        `No ${gender === 'FEMALE' ? "women's" : "men's"} team matches “${text}”.`
      }
    />
  );
}

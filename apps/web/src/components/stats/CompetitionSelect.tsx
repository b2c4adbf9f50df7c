/**
 * The competition (season and gender) picker of the stats screens: one select, each gender's
 * seasons in a group, newest first, with the user's gender (settings, lib/stats/stats-defaults)
 * listed first so their own seasons are at hand. The caller decides what a choice does (open
 * the same team there, or change the page's URL filter).
 */
import { competitionsOfGender, type Gender } from '@courtside/contract';

const GENDER_GROUPS: Readonly<Record<Gender, string>> = { MALE: "Men's", FEMALE: "Women's" };

export interface CompetitionSelectProps {
  /** The select's id (its label points at it). */
  id: string;
  label: string;
  value: number;
  onChange: (competitionId: number) => void;
  /** Whose seasons come first. */
  preferredGender: Gender;
  disabled?: boolean;
  /** Only these competitions are offered (a tool limited to some seasons); all when absent. */
  competitionIds?: readonly number[];
}

export function CompetitionSelect({
  id,
  label,
  value,
  onChange,
  preferredGender,
  disabled = false,
  competitionIds,
}: CompetitionSelectProps) {
  const genders: Gender[] = preferredGender === 'FEMALE' ? ['FEMALE', 'MALE'] : ['MALE', 'FEMALE'];
  const offered = (gender: Gender) =>
    [...competitionsOfGender(gender)]
      .reverse()
      .filter((competition) => competitionIds?.includes(competition.id) ?? true);
  return (
    <>
      <label className="form-label small mb-0" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {genders.map((gender) => (
          <optgroup key={gender} label={GENDER_GROUPS[gender]}>
            {offered(gender).map((competition) => (
              <option key={competition.id} value={competition.id}>
                {competition.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </>
  );
}

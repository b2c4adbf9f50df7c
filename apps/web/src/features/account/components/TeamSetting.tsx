/**
 * The settings team {teamId, gender} (§3): the default competition's gender and the school, with
 * the trial-team change limit stated beside them. While the limit holds the team, both stay
 * disabled: a team belongs to one gender, so changing the gender would change the team too.
 */
import type { Gender, ResolvedUserSettings } from '@courtside/contract';
import { TeamPicker } from '@/components/forms/TeamPicker';
import { schoolOfTeamId, useSchoolOptions } from '@/lib/school-options';
import { COMPETITION_GENDER_OPTIONS } from '../content/settings-options';
import { TEAM_CHANGE_RULE, formatNextChange, type TeamChangeLimit } from '../content/team-change';
import { RadioGroup } from './RadioGroup';

type TeamSettingValue = ResolvedUserSettings['team'];

export interface TeamSettingProps {
  team: TeamSettingValue;
  onChange(team: TeamSettingValue): void;
  limit: TeamChangeLimit;
  /** Ids of notes that describe the team box too (e.g. lists not loaded). */
  describedBy?: string;
}

const RULE_ID = 'settings-team-rule';

export function TeamSetting({ team, onChange, limit, describedBy }: TeamSettingProps) {
  const schools = useSchoolOptions();
  const locked = limit.lockedUntil !== null;

  const changeGender = (gender: Gender) => {
    // Keep the team only if it plays in the new gender (or if the list is not there to tell).
    const keepsTeam =
      schools.state !== 'ready' || schoolOfTeamId(schools.options, team.teamId)?.gender === gender;
    onChange({ gender, teamId: keepsTeam ? team.teamId : null });
  };

  const notes = [limit.limited || locked ? RULE_ID : undefined, describedBy].filter(Boolean);

  return (
    <>
      <div className="col-md-6">
        <RadioGroup
          name="gender"
          legend="Default competition"
          options={COMPETITION_GENDER_OPTIONS}
          value={team.gender}
          onChange={changeGender}
          disabled={locked}
        />
      </div>
      <div className="col-md-6">
        <TeamPicker
          id="settings-team"
          label="Team"
          gender={team.gender}
          teamId={team.teamId}
          onChange={(teamId) => onChange({ ...team, teamId })}
          disabled={locked}
          describedBy={notes.length > 0 ? notes.join(' ') : undefined}
        />
        {(limit.limited || locked) && (
          <div id={RULE_ID} className="form-text">
            <p className="mb-0">{TEAM_CHANGE_RULE}</p>
            {limit.lockedUntil !== null && (
              <p className="mb-0 fw-semibold">
                You can change your team again from {formatNextChange(limit.lockedUntil)}.
              </p>
            )}
          </div>
        )}
      </div>
    </>
  );
}

/**
 * The settings view of /my-account: user type, default competition, team and conference, stat
 * scope and percentile type. Only changed fields are sent; the saved profile replaces the
 * session's user so the navbar follows at once.
 */
import { useEffect, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  ACCOUNT_MESSAGES,
  resolveUserSettings,
  type ResolvedUserSettings,
  type User,
} from '@courtside/contract';
import { toRequestError } from '@/lib/api/request-errors';
import { useSession } from '@/lib/session';
import { saveSettings } from '../api/save-settings';
import { changedSettings, hasChanges } from '../api/settings-diff';
import {
  PCTILES_TYPE_OPTIONS,
  USER_TYPE_OPTIONS,
  scopeOptionsFor,
} from '../content/settings-options';
import { teamChangeLimit } from '../content/team-change';
import { useConferenceOptions } from '@/lib/reference-lists';
import { useSchoolOptions } from '@/lib/school-options';
import { AccountDetails } from './AccountDetails';
import { RadioGroup } from './RadioGroup';
import { ReferenceSelect } from './ReferenceSelect';
import { TeamSetting } from './TeamSetting';
import { TrialPlayersSection } from './TrialPlayersSection';

/** How long "Settings saved." stays (the spec's 4 s success banner, §9). */
export const SETTINGS_SAVED_NOTICE_MS = 4_000;

export const PICKERS_UNAVAILABLE_NOTE =
  'Team and conference lists appear once season data is loaded';

export function SettingsView({ user }: { user: User }) {
  const { setUser, tier } = useSession();
  const saved = useMemo(() => resolveUserSettings(user), [user]);
  const [draft, setDraft] = useState<ResolvedUserSettings>(saved);
  // A new id per save, so a second save within 4 s restarts the notice's timer.
  const [savedNotice, setSavedNotice] = useState(0);
  const teams = useSchoolOptions();
  const conferences = useConferenceOptions();

  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: (updated) => {
      setUser(updated);
      setDraft(resolveUserSettings(updated));
      setSavedNotice((count) => count + 1);
    },
  });

  useEffect(() => {
    if (savedNotice === 0) return;
    const timer = setTimeout(() => setSavedNotice(0), SETTINGS_SAVED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [savedNotice]);

  const changes = changedSettings(saved, draft);
  const dirty = hasChanges(changes);

  const update = (next: Partial<ResolvedUserSettings>) => {
    if (save.isError) save.reset();
    setDraft((current) => ({ ...current, ...next }));
  };

  const conferenceChoices = conferences.options.map((conference) => ({
    value: conference.conferenceId,
    label: conference.label,
  }));
  const teamsOfGender = teams.options.filter((team) => team.gender === draft.team.gender);
  const teamsUnavailable =
    teams.state === 'unavailable' || (teams.state === 'ready' && teamsOfGender.length === 0);
  const pickersUnavailable = teamsUnavailable || conferences.state === 'unavailable';
  // Read at each render: a lock that has ended frees the team at the next one.
  const limit = teamChangeLimit(user, tier.value, new Date());
  const scopeOptions = scopeOptionsFor(draft.scope);

  return (
    <>
      <AccountDetails user={user} />
      <form
        className="card"
        aria-labelledby="settings-title"
        onSubmit={(event) => {
          event.preventDefault();
          if (dirty && !save.isPending) save.mutate(changes);
        }}
      >
        <div className="card-body">
          <h2 id="settings-title" className="h5 card-title">
            Preferences
          </h2>
          <div className="row g-3">
            <div className="col-md-6">
              <RadioGroup
                name="userType"
                legend="User type"
                options={USER_TYPE_OPTIONS}
                value={draft.userType}
                onChange={(userType) => update({ userType })}
              />
            </div>
            <TeamSetting
              team={draft.team}
              onChange={(team) => update({ team })}
              limit={limit}
              describedBy={pickersUnavailable ? 'settings-pickers-note' : undefined}
            />
            <div className="col-md-6">
              <ReferenceSelect
                id="settings-conference"
                label="Conference"
                state={conferences.state}
                choices={conferenceChoices}
                value={draft.conference}
                onChange={(conference) => update({ conference })}
                noneLabel="No conference"
                savedLabel={(id) => `Conference ${id} (saved)`}
                describedBy={pickersUnavailable ? 'settings-pickers-note' : undefined}
              />
            </div>
            {pickersUnavailable && (
              <p id="settings-pickers-note" className="col-12 form-text mt-1">
                {PICKERS_UNAVAILABLE_NOTE}
              </p>
            )}
            <div className="col-md-6">
              <label htmlFor="settings-scope" className="form-label">
                Stat scope
              </label>
              <select
                id="settings-scope"
                className="form-select"
                value={draft.scope.value}
                onChange={(event) => {
                  const scope = scopeOptions.find((option) => option.value === event.target.value);
                  if (scope) update({ scope });
                }}
              >
                {scopeOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-md-6">
              <RadioGroup
                name="playerPctilesType"
                legend="Player percentiles"
                options={PCTILES_TYPE_OPTIONS}
                value={draft.playerPctilesType}
                onChange={(playerPctilesType) => update({ playerPctilesType })}
              />
            </div>
          </div>
          <div className="d-flex flex-wrap align-items-center gap-3 mt-4">
            <button type="submit" className="btn btn-primary" disabled={!dirty || save.isPending}>
              {save.isPending ? 'Saving…' : 'Save settings'}
            </button>
            {dirty && !save.isPending && (
              <button
                type="button"
                className="btn btn-link"
                onClick={() => {
                  save.reset();
                  setDraft(saved);
                }}
              >
                Undo changes
              </button>
            )}
          </div>
          <div aria-live="polite" className="mt-3">
            {savedNotice > 0 && (
              <div className="alert alert-success mb-0" role="status">
                {ACCOUNT_MESSAGES.settingsSaved}
              </div>
            )}
          </div>
          {save.isError && (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {toRequestError(save.error).message}
            </div>
          )}
        </div>
      </form>
      <TrialPlayersSection />
    </>
  );
}

/**
 * Edits one user's tier (with an optional end day) and, for upper admins, their admin role. Only
 * what changed is sent; an admin's own role cannot be changed (the server refuses it too).
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  ACCOUNT_MESSAGES,
  TIERS,
  type AdminRole,
  type AdminUpdateUserRequest,
  type AdminUserRow,
} from '@courtside/contract';
import { toRequestError } from '@/lib/api/request-errors';
import { updateAdminUser } from '../api/admin-api';
import { endOfDayIso, isoDayOf, toIsoDay } from '../content/dates';
import { ROLE_LABELS } from '../content/labels';

export interface UserEditorProps {
  user: AdminUserRow;
  /** Only upper admins may change roles; lower admins do not see the role field. */
  canEditRoles: boolean;
  /** The row is the signed-in admin's own account. */
  isSelf: boolean;
  /** Called with the saved row, so the caller can refresh lists and its own session. */
  onSaved(user: AdminUserRow): void;
}

interface Draft {
  tierValue: number;
  /** YYYY-MM-DD, '' for a tier that lasts. */
  expiresOn: string;
  adminRole: AdminRole;
}

const draftOf = (user: AdminUserRow): Draft => ({
  tierValue: user.tier.value,
  expiresOn: isoDayOf(user.tier.expiresAt),
  adminRole: user.adminRole,
});

function changesBetween(saved: Draft, draft: Draft, canEditRoles: boolean): AdminUpdateUserRequest {
  const changes: AdminUpdateUserRequest = {};
  if (draft.tierValue !== saved.tierValue || draft.expiresOn !== saved.expiresOn) {
    changes.tier = { value: draft.tierValue, expiresAt: endOfDayIso(draft.expiresOn) };
  }
  if (canEditRoles && draft.adminRole !== saved.adminRole) changes.adminRole = draft.adminRole;
  return changes;
}

const ROLES: readonly AdminRole[] = ['none', 'lower', 'upper'];

export function UserEditor({ user, canEditRoles, isSelf, onSaved }: UserEditorProps) {
  const [saved, setSaved] = useState(() => draftOf(user));
  const [draft, setDraft] = useState(saved);
  const changes = changesBetween(saved, draft, canEditRoles);
  const dirty = Object.keys(changes).length > 0;
  const idPrefix = `edit-${user._id}`;

  const save = useMutation({
    mutationFn: (body: AdminUpdateUserRequest) => updateAdminUser(user._id, body),
    onSuccess: (updated) => {
      const next = draftOf(updated);
      setSaved(next);
      setDraft(next);
      onSaved(updated);
    },
  });

  const edit = (next: Partial<Draft>) => {
    if (!save.isIdle) save.reset();
    setDraft((current) => ({ ...current, ...next }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dirty && !save.isPending) save.mutate(changes);
  };

  return (
    <form onSubmit={submit} aria-label={`Edit ${user.email}`}>
      <div className="row g-3">
        <div className="col-sm-6">
          <label htmlFor={`${idPrefix}-tier`} className="form-label">
            Tier
          </label>
          <select
            id={`${idPrefix}-tier`}
            className="form-select"
            value={draft.tierValue}
            onChange={(event) => edit({ tierValue: Number(event.target.value) })}
          >
            {TIERS.map((tier) => (
              <option key={tier.value} value={tier.value}>
                {tier.value} · {tier.label}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-6">
          <label htmlFor={`${idPrefix}-expires`} className="form-label">
            Tier ends on (optional)
          </label>
          <input
            id={`${idPrefix}-expires`}
            type="date"
            className="form-control"
            min={toIsoDay(new Date())}
            value={draft.expiresOn}
            aria-describedby={`${idPrefix}-expires-help`}
            onChange={(event) => edit({ expiresOn: event.target.value })}
          />
          <div id={`${idPrefix}-expires-help`} className="form-text">
            The tier lasts through this day. Leave empty for a tier that does not end.
          </div>
        </div>
        {canEditRoles && (
          <div className="col-sm-6">
            <label htmlFor={`${idPrefix}-role`} className="form-label">
              Admin role
            </label>
            <select
              id={`${idPrefix}-role`}
              className="form-select"
              value={draft.adminRole}
              disabled={isSelf}
              aria-describedby={isSelf ? `${idPrefix}-role-help` : undefined}
              onChange={(event) => {
                const adminRole = ROLES.find((role) => role === event.target.value);
                if (adminRole) edit({ adminRole });
              }}
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
            {isSelf && (
              <div id={`${idPrefix}-role-help`} className="form-text">
                {ACCOUNT_MESSAGES.cannotChangeOwnRole}
              </div>
            )}
          </div>
        )}
      </div>
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button type="submit" className="btn btn-primary" disabled={!dirty || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save changes'}
        </button>
      </div>
      <div aria-live="polite" className="mt-3">
        {save.isSuccess && (
          <div className="alert alert-success mb-0" role="status">
            Saved changes to {user.email}.
          </div>
        )}
      </div>
      {save.isError && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {toRequestError(save.error).message}
        </div>
      )}
    </form>
  );
}

/**
 * Find users: a debounced search box, a page of results with the total, and an editor for the
 * chosen user in a dialog (a table row has no room for a form at 375 px).
 */
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { tierLabel, type AdminUserRow } from '@courtside/contract';
import { toRequestError } from '@/lib/api/request-errors';
import { useSession } from '@/lib/session';
import { ADMIN_USERS_PAGE_SIZE, fetchAdminUsers } from '../api/admin-api';
import { formatDate, formatDateTime } from '../content/dates';
import { ROLE_LABELS, USER_TYPE_LABELS } from '../content/labels';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { UserEditor } from './UserEditor';

export const SEARCH_DEBOUNCE_MS = 300;

export interface UserSearchProps {
  isUpperAdmin: boolean;
}

function TierCell({ user }: { user: AdminUserRow }) {
  return (
    <>
      {user.tier.label || tierLabel(user.tier.value)}
      {user.tier.expiresAt !== null && (
        <span className="d-block small text-body-secondary">
          until {formatDate(user.tier.expiresAt)}
        </span>
      )}
    </>
  );
}

export function UserSearch({ isUpperAdmin }: UserSearchProps) {
  const session = useSession();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [page, setPage] = useState({ q: '', offset: 0 });
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // A new search starts at its first page (adjusted during render, not in an effect).
  if (page.q !== q) setPage({ q, offset: 0 });
  const offset = page.q === q ? page.offset : 0;
  // The dialog keeps showing its user while it fades out, so `editing` clears only on exit.
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [editorShown, setEditorShown] = useState(false);

  const usersKey = ['admin-users', session.token] as const;
  const users = useQuery({
    queryKey: [...usersKey, q, offset],
    queryFn: ({ signal }) => fetchAdminUsers({ q, offset }, signal),
    placeholderData: keepPreviousData,
  });

  const onSaved = (saved: AdminUserRow) => {
    void queryClient.invalidateQueries({ queryKey: usersKey });
    // An admin who changed their own tier sees it in the shell at once.
    if (saved._id === session.user?._id) void session.refreshTier();
  };

  const total = users.data?.total ?? 0;
  const rows = users.data?.users ?? [];
  const lastShown = Math.min(offset + ADMIN_USERS_PAGE_SIZE, total);

  return (
    <section className="card mb-4" aria-labelledby="find-users-title">
      <div className="card-body">
        <h2 id="find-users-title" className="h5 card-title">
          Find users
        </h2>
        <form role="search" onSubmit={(event) => event.preventDefault()} className="mb-3">
          <label htmlFor="admin-user-search" className="form-label">
            Search by email
          </label>
          <input
            id="admin-user-search"
            type="search"
            className="form-control"
            value={text}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
          />
        </form>
        <div aria-live="polite" className="small text-body-secondary mb-2">
          {users.isSuccess &&
            (total === 0
              ? 'No users found.'
              : `Showing ${offset + 1}–${lastShown} of ${total} users`)}
        </div>
        {users.isPending && <p className="text-body-secondary">Loading users…</p>}
        {users.isError && (
          <div className="alert alert-danger" role="alert">
            {toRequestError(users.error).message}
          </div>
        )}
        {rows.length > 0 && (
          <div className="table-responsive">
            <table className="table table-sm table-hover align-middle mb-2">
              <caption className="visually-hidden">Users matching the search</caption>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Type</th>
                  <th scope="col">Tier</th>
                  <th scope="col">Role</th>
                  <th scope="col">Verified</th>
                  <th scope="col">Created</th>
                  <th scope="col">Last active</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((user) => (
                  <tr key={user._id}>
                    <th scope="row" className="fw-normal text-break">
                      {user.email}
                    </th>
                    <td>{USER_TYPE_LABELS[user.userType]}</td>
                    <td>
                      <TierCell user={user} />
                    </td>
                    <td>{ROLE_LABELS[user.adminRole]}</td>
                    <td>{user.emailVerified ? 'Yes' : 'No'}</td>
                    <td>{formatDate(user.createdAt)}</td>
                    <td>{formatDateTime(user.lastActiveAt, 'Never')}</td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary"
                        aria-label={`Edit ${user.email}`}
                        onClick={() => {
                          setEditing(user);
                          setEditorShown(true);
                        }}
                      >
                        Edit
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {total > ADMIN_USERS_PAGE_SIZE && (
          <nav aria-label="Search result pages" className="d-flex gap-2">
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              disabled={offset === 0}
              onClick={() => setPage({ q, offset: Math.max(0, offset - ADMIN_USERS_PAGE_SIZE) })}
            >
              Previous
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              disabled={lastShown >= total}
              onClick={() => setPage({ q, offset: offset + ADMIN_USERS_PAGE_SIZE })}
            >
              Next
            </button>
          </nav>
        )}
      </div>
      <Modal
        show={editorShown}
        onHide={() => setEditorShown(false)}
        onExited={() => setEditing(null)}
        aria-labelledby="edit-user-title"
      >
        {editing !== null && (
          <>
            <Modal.Header closeButton>
              <Modal.Title id="edit-user-title" as="h2" className="h5 text-break">
                Edit {editing.email}
              </Modal.Title>
            </Modal.Header>
            <Modal.Body>
              <UserEditor
                key={editing._id}
                user={editing}
                canEditRoles={isUpperAdmin}
                isSelf={editing._id === session.user?._id}
                onSaved={onSaved}
              />
            </Modal.Body>
          </>
        )}
      </Modal>
    </section>
  );
}

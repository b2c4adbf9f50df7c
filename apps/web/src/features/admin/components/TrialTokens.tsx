/**
 * Trial tokens: create a trial link for an email (shown once: the server never stores the link
 * itself), and the list of links issued so far with their status.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CreatedTrialToken, TrialTokenRow } from '@courtside/contract';
import { toRequestError } from '@/lib/api/request-errors';
import { useEndpoint } from '@/lib/api/use-endpoint';
import { createTrialToken } from '../api/admin-api';
import { formatDate, formatDateTime } from '../content/dates';
import { trialTokenStatus } from '../content/labels';
import { CreatedTrialLink } from './CreatedTrialLink';

const STATUS_BADGES = {
  Active: 'text-bg-success',
  Used: 'text-bg-secondary',
  Expired: 'text-bg-light',
};

function TrialTokenTable({ tokens }: { tokens: readonly TrialTokenRow[] }) {
  const now = new Date();
  const newestFirst = [...tokens].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle mb-0">
        <caption className="visually-hidden">Issued trial tokens</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Status</th>
            <th scope="col">Created</th>
            <th scope="col">Expires</th>
            <th scope="col">Used</th>
            <th scope="col">Created by</th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((token) => {
            const status = trialTokenStatus(token, now);
            return (
              <tr key={token.id}>
                <th scope="row" className="fw-normal text-break">
                  {token.email}
                </th>
                <td>
                  <span className={`badge ${STATUS_BADGES[status]}`}>{status}</span>
                </td>
                <td>{formatDateTime(token.createdAt)}</td>
                <td>{formatDate(token.expiresAt)}</td>
                <td>{formatDateTime(token.usedAt)}</td>
                <td className="text-break">{token.createdBy ?? '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function TrialTokens() {
  const [email, setEmail] = useState('');
  const [created, setCreated] = useState<CreatedTrialToken | null>(null);
  const tokens = useEndpoint('user-tier-trial-tokens', {});

  const create = useMutation({
    mutationFn: createTrialToken,
    onSuccess: (token) => {
      setCreated(token);
      setEmail('');
      void tokens.refetch();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (trimmed === '' || create.isPending) return;
    setCreated(null);
    create.mutate(trimmed);
  };

  const list = tokens.data ?? [];

  return (
    <section className="card mb-4" aria-labelledby="trial-tokens-title">
      <div className="card-body">
        <h2 id="trial-tokens-title" className="h5 card-title">
          Trial tokens
        </h2>
        <form onSubmit={submit} className="row g-2 align-items-end mb-3">
          <div className="col-sm">
            <label htmlFor="trial-token-email" className="form-label">
              Email for a trial link
            </label>
            <input
              id="trial-token-email"
              type="email"
              className="form-control"
              required
              value={email}
              autoComplete="off"
              onChange={(event) => {
                if (create.isError) create.reset();
                setEmail(event.target.value);
              }}
            />
          </div>
          <div className="col-sm-auto">
            <button
              type="submit"
              className="btn btn-primary w-100"
              disabled={email.trim() === '' || create.isPending}
            >
              {create.isPending ? 'Creating…' : 'Create trial link'}
            </button>
          </div>
        </form>
        {create.isError && (
          <div className="alert alert-danger" role="alert">
            {toRequestError(create.error).message}
          </div>
        )}
        <div aria-live="polite">
          {created !== null && <CreatedTrialLink token={created} onDone={() => setCreated(null)} />}
        </div>
        <h3 className="h6 mt-3">Issued links</h3>
        {tokens.isLoading && <p className="text-body-secondary">Loading trial tokens…</p>}
        {tokens.status === 'error' && (
          <div className="alert alert-danger" role="alert">
            {tokens.error?.message}
          </div>
        )}
        {tokens.status === 'success' &&
          (list.length === 0 ? (
            <p className="text-body-secondary mb-0">No trial links issued yet.</p>
          ) : (
            <TrialTokenTable tokens={list} />
          ))}
      </div>
    </section>
  );
}

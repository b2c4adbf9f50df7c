/**
 * The bracket administration log: every settings change, publication and field correction, by
 * whom and when, newest first. The page refreshes it after each save.
 */
import { BRACKET_ADMIN_LOG_LIMIT } from '@courtside/contract';
import { LoadingSpinner } from '@/components/feedback/LoadingSpinner';
import { toRequestError } from '@/lib/api/request-errors';
import { useSession } from '@/lib/session';
import { useBracketLog } from '../api/bracket-log-api';
import { ACTION_LABELS, detailText, formatLogTime, tournamentLabel } from '../content/bracket-log';

function LogTable() {
  const session = useSession();
  const log = useBracketLog(session.token);
  if (log.isPending) return <LoadingSpinner label="Loading the change log" />;
  if (log.isError) {
    return (
      <div className="alert alert-danger mb-0" role="alert">
        {toRequestError(log.error).message}
      </div>
    );
  }
  if (log.data.length === 0) {
    return <p className="text-body-secondary mb-0">No changes logged yet.</p>;
  }
  return (
    <div className="table-responsive">
      <table className="table table-sm mb-0">
        <caption className="visually-hidden">Bracket administration changes, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Tournament</th>
            <th scope="col">Action</th>
            <th scope="col">Admin</th>
            <th scope="col">Detail</th>
          </tr>
        </thead>
        <tbody>
          {log.data.map((entry) => (
            <tr key={entry.id}>
              <td className="text-nowrap">
                <time dateTime={entry.at}>{formatLogTime(entry.at)}</time>
              </td>
              <td>{tournamentLabel(entry.tournamentId)}</td>
              <td>{ACTION_LABELS[entry.action]}</td>
              <td>{entry.adminEmail}</td>
              <td>{detailText(entry) || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BracketChangeLog() {
  return (
    <section className="card mb-4" aria-labelledby="bracket-change-log">
      <div className="card-body">
        <h2 id="bracket-change-log" className="h5 card-title">
          Change log
        </h2>
        <p className="small text-body-secondary">
          The latest {BRACKET_ADMIN_LOG_LIMIT} changes to bracket settings, publication and field
          corrections, newest first, in your time zone.
        </p>
        <LogTable />
      </div>
    </section>
  );
}

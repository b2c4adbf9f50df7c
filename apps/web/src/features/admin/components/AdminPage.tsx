/**
 * /admin: user search and editing, trial tokens and event-log analytics, and a link to the
 * bracket settings (/bracket-admin). Non-admins never see it: the admin check (§4) sends them
 * to / while this shows a spinner.
 */
import { Link } from 'react-router';
import { paths } from '@courtside/contract';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminGate } from './AdminGate';
import { EventLogAnalytics } from './EventLogAnalytics';
import { TrialTokens } from './TrialTokens';
import { UserSearch } from './UserSearch';

export function AdminPage() {
  useDocumentTitle('Admin');
  return <AdminGate>{(access) => <AdminSections isUpperAdmin={access.isUpperAdmin} />}</AdminGate>;
}

function AdminSections({ isUpperAdmin }: { isUpperAdmin: boolean }) {
  return (
    <div>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">Admin</h1>
        <span className="badge text-bg-dark">{isUpperAdmin ? 'Upper admin' : 'Lower admin'}</span>
        <Link to={paths.bracketAdmin()} className="btn btn-outline-secondary btn-sm">
          Bracket settings
        </Link>
      </div>
      <UserSearch isUpperAdmin={isUpperAdmin} />
      <TrialTokens />
      <EventLogAnalytics />
    </div>
  );
}

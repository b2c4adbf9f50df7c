/**
 * /admin: user search and editing, trial tokens and event-log analytics. Non-admins never see
 * it: the admin check (§4) sends them to / while this shows a spinner.
 */
import { LoadingSpinner } from '@/components/feedback/LoadingSpinner';
import { useAdminAccess } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EventLogAnalytics } from './EventLogAnalytics';
import { TrialTokens } from './TrialTokens';
import { UserSearch } from './UserSearch';

export function AdminPage() {
  useDocumentTitle('Admin');
  const access = useAdminAccess();
  if (access.status === 'loading') return <LoadingSpinner label="Checking admin access" />;
  // Not an admin: the check is already navigating to /.
  if (!access.isAdmin) return null;
  return (
    <div>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">Admin</h1>
        <span className="badge text-bg-dark">
          {access.isUpperAdmin ? 'Upper admin' : 'Lower admin'}
        </span>
      </div>
      <UserSearch isUpperAdmin={access.isUpperAdmin} />
      <TrialTokens />
      <EventLogAnalytics />
    </div>
  );
}

/**
 * Runs the admin check (§4) for an admin screen: a spinner while it runs, nothing once it has
 * sent a non-admin to /, and the screen for admins.
 */
import type { ReactNode } from 'react';
import { LoadingSpinner } from '@/components/feedback/LoadingSpinner';
import { useAdminAccess, type AdminAccessState } from '@/lib/session';

export function AdminGate({ children }: { children: (access: AdminAccessState) => ReactNode }) {
  const access = useAdminAccess();
  if (access.status === 'loading') return <LoadingSpinner label="Checking admin access" />;
  // Not an admin: the check is already navigating to /.
  if (!access.isAdmin) return null;
  return <>{children(access)}</>;
}

/**
 * Route elements of the account and admin screens. The account page asks signed-out visitors to
 * log in, so it gets the Sign In dialog from the shell here (features cannot reach the shell).
 */
import { useLoginDialog } from '@/lib/login-dialog';
import { AccountRedirectScreen, AccountScreen, AdminScreen, BracketAdminScreen } from './screens';

export function AccountRoute() {
  const { openLoginDialog } = useLoginDialog();
  return <AccountScreen onLogin={openLoginDialog} />;
}

export function AccountRedirectRoute() {
  return <AccountRedirectScreen />;
}

export function AdminRoute() {
  return <AdminScreen />;
}

export function BracketAdminRoute() {
  return <BracketAdminScreen />;
}

/**
 * Services the data endpoints may use besides the warehouse. Only the accounts event log so
 * far: event-log-analytics (admins) reads it through the accounts service the admin API uses.
 */
import type { AccountsRuntime } from '../accounts/runtime';
import { analytics } from '../accounts/services/admin';
import type { DataServices } from './endpoint';

export function dataServicesOf(accounts: AccountsRuntime): DataServices {
  return {
    eventLogAnalytics: async (from, to) => analytics(await accounts.deps(), from, to),
  };
}

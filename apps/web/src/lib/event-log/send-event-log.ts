/**
 * POST /users/add-event-log (§7): a page change or an error-page view of a signed-in user. It is
 * analytics, never in the user's way: 5 s time-out (§9), and failures are only warned about.
 */
import { ACCOUNT_API, DURATIONS_MS, type EventLog } from '@courtside/contract';
import { http as appHttp, type HttpClient } from '../api/http';

export async function sendEventLog(entry: EventLog, client: HttpClient = appHttp): Promise<void> {
  try {
    await client.post(ACCOUNT_API.addEventLog, entry, { timeout: DURATIONS_MS.eventLogTimeout });
  } catch (error) {
    console.warn('Event log not sent', entry.type, error instanceof Error ? error.message : error);
  }
}

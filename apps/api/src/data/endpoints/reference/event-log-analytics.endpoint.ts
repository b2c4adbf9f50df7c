/**
 * `event-log-analytics` (query style, admins only): page changes and errors of signed-in users
 * per UTC day, type and short path, with distinct users, from the accounts event log. `start`
 * and `end` (yyyy-mm-dd, both included) default to the last 30 days ending today (UTC).
 *
 * The accounts admin routes serve the exact path `{api}/gs/event-log-analytics` with the same
 * rules; this endpoint is the data API's entry for it (the registry, the API document, and
 * spellings such as a trailing slash that reach the data router).
 */
import {
  ENDPOINT_DEFINITIONS,
  EVENT_LOG_ANALYTICS_DEFAULT_DAYS,
  EVENT_LOG_ANALYTICS_MAX_DAYS,
  EventLogAnalyticsRowSchema,
} from '@courtside/contract/schemas';
import { serveEndpoint } from '../../serve-endpoint';
import { DataInputError } from '../../endpoint';
import { dateOf } from './config-values';

const NAME = 'event-log-analytics';
const DAY_MS = 86_400_000;

const utcDay = (iso: string): Date => new Date(`${iso}T00:00:00.000Z`);

export const eventLogAnalyticsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const read = request.services?.eventLogAnalytics;
    if (read === undefined) throw new Error('The event log is not available to this server');
    const now = request.now ?? new Date();
    const endDay = dateOf(NAME, 'end', request.params.end) ?? now.toISOString().slice(0, 10);
    const end = utcDay(endDay);
    const startDay = dateOf(NAME, 'start', request.params.start);
    const start =
      startDay === null
        ? new Date(end.getTime() - (EVENT_LOG_ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS)
        : utcDay(startDay);
    if (start > end) throw new DataInputError('"start" must not be after "end"', 'start');
    const days = Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1;
    if (days > EVENT_LOG_ANALYTICS_MAX_DAYS) {
      throw new DataInputError(
        `The range may span at most ${EVENT_LOG_ANALYTICS_MAX_DAYS} days ("start")`,
        'start',
      );
    }
    const rows = await read(start, new Date(end.getTime() + DAY_MS));
    return rows.map((row) => EventLogAnalyticsRowSchema.parse(row));
  },
});

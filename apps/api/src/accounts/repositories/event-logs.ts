/** Event logs (page changes and errors of signed-in users) and their daily analytics. */
import type { EventLog } from '@courtside/contract';
import { sql } from 'kysely';
import type { Executor } from './executor';

export async function insertEventLog(
  db: Executor,
  userId: string,
  event: EventLog,
  now: Date,
): Promise<void> {
  await db
    .insertInto('event_logs')
    .values({
      user_id: userId,
      type: event.type,
      short_path: event.shortPath,
      long_path: event.longPath,
      created_at: now,
    })
    .execute();
}

export interface AnalyticsRow {
  readonly day: string;
  readonly type: 'pagechange' | 'error';
  readonly short_path: string;
  readonly events: number;
  readonly users: number;
}

/**
 * Events per UTC day, type and short path in [from, to), with distinct users. Days are cut in
 * UTC whatever the database session's time zone is, so PGlite and a server agree.
 */
export async function eventLogAnalytics(
  db: Executor,
  from: Date,
  to: Date,
): Promise<AnalyticsRow[]> {
  const day = sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .selectFrom('event_logs')
    .select([
      day.as('day'),
      'type',
      'short_path',
      sql<number>`count(*)::int`.as('events'),
      sql<number>`count(distinct user_id)::int`.as('users'),
    ])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy([day, 'type', 'short_path'])
    .orderBy('day', 'desc')
    .orderBy('events', 'desc')
    .orderBy('type')
    .orderBy('short_path')
    .execute();
}

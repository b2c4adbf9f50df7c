/**
 * Where a tournament's picks stand for the person looking: the layout's status as the server
 * saw it, moved on by the clock while the page stays open (picks open or lock at a set time),
 * and the sentence the picker shows about it, with times in the reader's own locale.
 */
import {
  USER_BRACKET_MESSAGES,
  bracketPickStatus,
  type BracketLayout,
  type BracketPickStatus,
} from '@courtside/contract';

export type StatusFields = Pick<
  BracketLayout,
  'status' | 'published' | 'picksOpenAt' | 'picksLockAt'
>;

export function pickStatusAt(layout: StatusFields, now: Date): BracketPickStatus {
  if (layout.status === 'locked') return 'locked';
  const byClock = bracketPickStatus(now, {
    published: layout.published,
    openAt: layout.picksOpenAt,
    lockAt: layout.picksLockAt,
  });
  // The server's 'open' stands until the lock time: a reader's clock running behind it must not
  // close the picks the server opened.
  return layout.status === 'open' && byClock === 'notOpen' ? 'open' : byClock;
}

const TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A time in the reader's locale and time zone; the text as sent if it is not a time. */
export function localTime(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : TIME.format(time);
}

export function pickStatusText(layout: StatusFields, status: BracketPickStatus): string {
  if (status === 'locked') {
    return layout.picksLockAt === null
      ? 'Picks are locked: brackets can be read but not changed.'
      : `Picks locked at ${localTime(layout.picksLockAt)}: brackets can be read but not changed.`;
  }
  if (status === 'notOpen') {
    if (!layout.published) return USER_BRACKET_MESSAGES.notPublished;
    return layout.picksOpenAt === null
      ? USER_BRACKET_MESSAGES.notOpen
      : `Picks open at ${localTime(layout.picksOpenAt)}.`;
  }
  return layout.picksLockAt === null
    ? 'Picks are open.'
    : `Picks are open until ${localTime(layout.picksLockAt)}.`;
}

/** Milliseconds until the status next changes by the clock, null when it no longer will. */
export function nextStatusChangeIn(layout: StatusFields, now: Date): number | null {
  const ahead = [layout.picksOpenAt, layout.picksLockAt]
    .map((time) => (time === null ? Number.NaN : Date.parse(time) - now.getTime()))
    .filter((wait) => wait > 0);
  return ahead.length === 0 ? null : Math.min(...ahead);
}

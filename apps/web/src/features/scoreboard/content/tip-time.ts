/**
 * A live game's tip time as the scoreboard prints it: in US Eastern, the schedule's zone
 * ("7:30 PM ET"), and in the viewer's zone when its clock reads differently at that instant
 * ("4:30 PM PST", with the weekday when it falls on another calendar day). The comparison is of
 * wall-clock readings at the tip, not of zone names, so a viewer in Detroit (Eastern under
 * another name) sees one time, and the daylight-saving changes of either zone are taken as they
 * stand on the game's day.
 */
import { SCHEDULE_TIME_ZONE } from '@courtside/contract';

const LOCALE = 'en-US';

export interface TipTimeText {
  /** "7:30 PM ET" */
  eastern: string;
  /** "4:30 PM PST" or "Sat 1:30 AM GMT+1"; null when the viewer's clock reads as Eastern's. */
  local: string | null;
}

/** Some engines put a narrow no-break space before "PM": one plain space reads and tests alike. */
const plainSpaces = (text: string) => text.replace(/\s+/g, ' ');

function wallClock(instant: Date, timeZone: string): { day: string; time: string } {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
  const time = new Intl.DateTimeFormat(LOCALE, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);
  return { day, time: plainSpaces(time) };
}

/** The viewer's time zone as the browser reports it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The tip in Eastern and, when it reads differently, in `timeZone`; null for an unreadable time. */
export function tipTimeText(
  tipTime: string,
  timeZone: string = viewerTimeZone(),
): TipTimeText | null {
  const instant = new Date(tipTime);
  if (Number.isNaN(instant.getTime())) return null;
  const eastern = wallClock(instant, SCHEDULE_TIME_ZONE);
  const local = wallClock(instant, timeZone);
  if (local.day === eastern.day && local.time === eastern.time) {
    return { eastern: `${eastern.time} ET`, local: null };
  }
  const parts = new Intl.DateTimeFormat(LOCALE, {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  const weekday = local.day === eastern.day ? '' : `${part('weekday')} `;
  return {
    eastern: `${eastern.time} ET`,
    local: `${weekday}${local.time} ${part('timeZoneName')}`,
  };
}

/** "7:30 PM ET (4:30 PM PST)", or "Time to be announced". */
export function tipTimeLine(tipTime: string, timeZone?: string): string {
  const text = tipTimeText(tipTime, timeZone);
  if (text === null) return 'Time to be announced';
  return text.local === null ? text.eastern : `${text.eastern} (${text.local})`;
}

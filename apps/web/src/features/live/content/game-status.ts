/**
 * The live list's order (live, then scheduled by tip, then final) and its days, which are the
 * schedule's calendar days in US Eastern whatever the viewer's zone. How a game's moment reads
 * is lib/live/game-moment.ts.
 */
import type { LiveGameSummary, LiveGameStatus } from '@courtside/contract/live';
import type { LiveDay } from './live-route';

const STATUS_ORDER: Record<LiveGameStatus, number> = { 'in-progress': 0, scheduled: 1, final: 2 };

/** Live games first, then scheduled ones by tip time, then finals; ties by tip, then id. */
export function compareGames(a: LiveGameSummary, b: LiveGameSummary): number {
  return (
    STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
    a.tipTime.localeCompare(b.tipTime) ||
    a.gameId - b.gameId
  );
}

const EASTERN = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The US Eastern calendar day of `now` (yyyymmdd), or the one after it. */
export function liveGameDate(now: Date, day: LiveDay): string {
  const today = EASTERN.format(now);
  if (day === 'today') return today.replaceAll('-', '');
  const next = new Date(`${today}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10).replaceAll('-', '');
}

/** The day's games the filters keep, in list order. */
export function shownGames(
  games: Iterable<LiveGameSummary>,
  gameDate: string,
  conferenceId: number,
): LiveGameSummary[] {
  return [...games]
    .filter((game) => game.gameDate === gameDate)
    .filter(
      (game) =>
        conferenceId === 0 ||
        game.homeConferenceId === conferenceId ||
        game.awayConferenceId === conferenceId,
    )
    .sort(compareGames);
}

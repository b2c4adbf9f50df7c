/**
 * The live stream as the scoreboard reads it: the competition's summaries (lib/live, open to
 * everyone), which days they make live, and how the shown day is drawn. A live day shows the
 * stream's games of the division; a day the stream may list (today or tomorrow) waits briefly
 * for the stream's first list, then falls back to the stored schedule when the stream names no
 * game that day, fails to connect or stays silent; any other day is the stored schedule at once.
 * Once shown, live games stay through a dropped connection with their last known state.
 */
import { useEffect, useMemo, useState } from 'react';
import type { LiveGameSummary } from '@courtside/contract/live';
import type { LiveConnectionState } from '@/lib/live/live-connection';
import { useLiveGames } from '@/lib/live/use-live-games';
import { liveDaysOf, liveGamesOfDay, liveGamesPerDay, streamDays } from '../content/live-day';
import type { ScoreboardRoute } from '../content/scoreboard-route';

/** How long a day the stream may list waits for its first list before showing the schedule. */
export const LIVE_LIST_WAIT_MS = 5_000;

/** waiting: the stream's first list is due; live: the stream's games; stored: the schedule's. */
export type LiveDayMode = 'waiting' | 'live' | 'stored';

export interface ScoreboardLive {
  connection: LiveConnectionState;
  caughtUp: boolean;
  mode: LiveDayMode;
  /** The shown day's live games of the division (mode live), in arrival order. */
  games: readonly LiveGameSummary[];
  /** The division's live games per live day (yyyy-mm-dd). */
  perDay: ReadonlyMap<string, number>;
  /** The days on which the competition has live games, any division. */
  liveDays: ReadonlySet<string>;
  /** Today on the schedule's calendar (yyyy-mm-dd). */
  today: string;
}

export function useScoreboardLive(route: ScoreboardRoute, now: () => Date): ScoreboardLive {
  const { connection, games, loaded, caughtUp, error } = useLiveGames(route.competition.id);
  const [today, tomorrow] = streamDays(now());
  const mayBeLive = route.day === today || route.day === tomorrow;
  const [waitedOut, setWaitedOut] = useState(false);
  useEffect(() => {
    if (!mayBeLive || loaded) return;
    const timer = setTimeout(() => setWaitedOut(true), LIVE_LIST_WAIT_MS);
    return () => clearTimeout(timer);
  }, [mayBeLive, loaded]);

  const divisionId = route.division.id;
  const liveDays = useMemo(() => liveDaysOf(games.values()), [games]);
  const perDay = useMemo(() => liveGamesPerDay(games.values(), divisionId), [games, divisionId]);
  const dayGames = useMemo(
    () => liveGamesOfDay(games.values(), route.day, divisionId),
    [games, route.day, divisionId],
  );

  // A first attempt that failed leaves a reason; a refused subscription an error.
  const failed =
    error !== null || connection.status === 'closed' || connection.closeReason !== null;
  const mode: LiveDayMode = liveDays.has(route.day)
    ? 'live'
    : mayBeLive && !loaded && !failed && !waitedOut
      ? 'waiting'
      : 'stored';
  return { connection, caughtUp, mode, games: dayGames, perDay, liveDays, today };
}

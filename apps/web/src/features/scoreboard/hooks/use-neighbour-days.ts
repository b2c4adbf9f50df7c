/**
 * The previous and next day with games around the shown day, however many empty days lie
 * between: the previous from one `latest` row (any distance back), the next from the shown
 * day's month and, when that month has no later game day, the following month's. A day after
 * the season's last game therefore offers only "previous", with no guess beyond the data.
 */
import { useMemo } from 'react';
import { usePreviousGame } from '../api/previous-game';
import { useMonthGames } from '../api/month-games';
import {
  gamesPerDay,
  monthOf,
  nextGameDay,
  shiftMonth,
  type CalendarMonth,
} from '../content/game-days';

export type NeighbourDay =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'found'; day: string }
  /** None in the data; `through` is the last day searched (the next month's end), if any. */
  | { status: 'none'; through: CalendarMonth | null };

export interface NeighbourDays {
  previous: NeighbourDay;
  next: NeighbourDay;
}

interface Scope {
  competitionId: number;
  divisionId: number;
}

export function useNeighbourDays({ competitionId, divisionId }: Scope, day: string): NeighbourDays {
  const previousQuery = usePreviousGame({ competitionId, divisionId, day });
  const month = monthOf(day);
  const following = shiftMonth(month, 1);
  const thisMonth = useMonthGames({ competitionId, divisionId, month });
  const laterInMonth = nextGameDay(gamesPerDay(thisMonth.data ?? []).keys(), day);
  const needFollowing = thisMonth.status === 'success' && laterInMonth === null;
  const nextMonth = useMonthGames(
    needFollowing ? { competitionId, divisionId, month: following } : null,
  );

  const previous = useMemo<NeighbourDay>(() => {
    if (previousQuery.status === 'error') {
      return { status: 'error', retry: () => void previousQuery.refetch() };
    }
    if (previousQuery.status === 'pending') return { status: 'pending' };
    const found = previousQuery.data?.[0]?.gameDate ?? null;
    return found === null ? { status: 'none', through: null } : { status: 'found', day: found };
  }, [previousQuery]);

  let next: NeighbourDay;
  if (thisMonth.status === 'error') {
    next = { status: 'error', retry: () => void thisMonth.refetch() };
  } else if (laterInMonth !== null) {
    next = { status: 'found', day: laterInMonth };
  } else if (!needFollowing || nextMonth.status === 'pending') {
    next = { status: 'pending' };
  } else if (nextMonth.status === 'error') {
    next = { status: 'error', retry: () => void nextMonth.refetch() };
  } else {
    const found = nextGameDay(gamesPerDay(nextMonth.data ?? []).keys(), day);
    next =
      found === null ? { status: 'none', through: following } : { status: 'found', day: found };
  }
  return { previous, next };
}

/**
 * The neighbours with the live days taken in (days of the division's live games): the stored
 * schedule knows the season's dates, the stream the days it lays live games on, which in the demo
 * league lie after the season's last stored date. The nearer day of the two wins; a stored
 * neighbour still pending or failed gives way to a live day.
 */
export function withLiveDays(
  neighbours: NeighbourDays,
  liveDays: Iterable<string>,
  day: string,
): NeighbourDays {
  const days = [...liveDays];
  const before = days.filter((live) => live < day).sort();
  const after = days.filter((live) => live > day).sort();
  if (before.length === 0 && after.length === 0) return neighbours;
  const pick = (
    stored: NeighbourDay,
    live: string | undefined,
    nearer: (a: string, b: string) => string,
  ) => {
    if (live === undefined) return stored;
    if (stored.status !== 'found') return { status: 'found', day: live } satisfies NeighbourDay;
    return { status: 'found', day: nearer(stored.day, live) } satisfies NeighbourDay;
  };
  return {
    previous: pick(neighbours.previous, before.at(-1), (a, b) => (a > b ? a : b)),
    next: pick(neighbours.next, after[0], (a, b) => (a < b ? a : b)),
  };
}

/**
 * A month calendar that marks the days with games (with how many) and links each of them; the
 * shown day is marked as the current one. The month starts at the shown day's and can be moved
 * without leaving the day: only a click on a marked day changes the scoreboard. Live days (the
 * stream's today and tomorrow) count the stream's games of the division and say they are live.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/stats/states';
import { useMonthGames } from '../api/month-games';
import {
  calendarWeeks,
  dayLabel,
  gamesPerDay,
  monthLabel,
  monthOf,
  sameMonth,
  shiftMonth,
  type CalendarMonth,
} from '../content/game-days';
import { scoreboardDayPath, type ScoreboardRoute } from '../content/scoreboard-route';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

const gamesText = (count: number) => `${count} ${count === 1 ? 'game' : 'games'}`;

const NO_LIVE_DAYS: ReadonlyMap<string, number> = new Map();

export function GameCalendar({
  route,
  search,
  liveCounts = NO_LIVE_DAYS,
}: {
  route: ScoreboardRoute;
  search: string;
  /** The division's live games per live day (yyyy-mm-dd). */
  liveCounts?: ReadonlyMap<string, number>;
}) {
  const [month, setMonth] = useState<CalendarMonth>(() => monthOf(route.day));
  const games = useMonthGames({
    competitionId: route.competition.id,
    divisionId: route.division.id,
    month,
  });
  const counts = games.data === undefined || games.data === null ? null : gamesPerDay(games.data);
  const liveInMonth = [...liveCounts.keys()].some((day) => sameMonth(monthOf(day), month));
  const title = monthLabel(month);

  return (
    <section className="scoreboard-calendar" aria-label="Calendar of game days">
      <div className="scoreboard-calendar__bar">
        <button
          type="button"
          className="btn btn-link btn-sm"
          onClick={() => setMonth(shiftMonth(month, -1))}
          aria-label={`Previous month, ${monthLabel(shiftMonth(month, -1))}`}
        >
          ‹
        </button>
        <h2 className="h6 mb-0" aria-live="polite">
          {title}
        </h2>
        <button
          type="button"
          className="btn btn-link btn-sm"
          onClick={() => setMonth(shiftMonth(month, 1))}
          aria-label={`Next month, ${monthLabel(shiftMonth(month, 1))}`}
        >
          ›
        </button>
      </div>
      {games.status === 'error' ? (
        <ErrorState
          title="The calendar could not be loaded"
          error={games.error}
          onRetry={() => void games.refetch()}
        />
      ) : (
        <table className="scoreboard-calendar__grid" aria-busy={counts === null}>
          <caption className="visually-hidden">
            {title}: days with games are links
            {counts !== null && counts.size === 0 && !liveInMonth ? '; no games this month' : ''}
          </caption>
          <thead>
            <tr>
              {WEEKDAYS.map(([short, long]) => (
                <th key={short} scope="col" abbr={long}>
                  {short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {calendarWeeks(month).map((week, index) => (
              <tr key={index}>
                {week.map((day, cell) =>
                  day === null ? (
                    <td key={cell} />
                  ) : (
                    <td key={day}>
                      <CalendarDay
                        day={day}
                        count={liveCounts.get(day) ?? counts?.get(day) ?? 0}
                        live={liveCounts.has(day)}
                        current={day === route.day}
                        to={`${scoreboardDayPath(route, day)}${search}`}
                      />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {counts !== null && counts.size === 0 && !liveInMonth && games.status === 'success' && (
        <p className="scoreboard-calendar__empty">No games in {title}.</p>
      )}
    </section>
  );
}

function CalendarDay({
  day,
  count,
  live,
  current,
  to,
}: {
  day: string;
  count: number;
  live: boolean;
  current: boolean;
  to: string;
}) {
  const number = Number(day.slice(8, 10));
  const className = `scoreboard-calendar__day${current ? ' scoreboard-calendar__day--current' : ''}`;
  if (count === 0) {
    return (
      <span className={className} aria-current={current ? 'date' : undefined}>
        {number}
      </span>
    );
  }
  return (
    <Link
      className={`${className} scoreboard-calendar__day--games${live ? ' scoreboard-calendar__day--live' : ''}`}
      to={to}
      aria-current={current ? 'date' : undefined}
      aria-label={`${dayLabel(day)}: ${gamesText(count)}${live ? ', live' : ''}`}
    >
      {number}
      <span className="scoreboard-calendar__count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}

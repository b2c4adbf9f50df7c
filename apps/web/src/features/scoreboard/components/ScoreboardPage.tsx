/**
 * /tools/scoreboard/:competitionId/:divisionLabel/:gameDate (§2 "Tools"): every game of a day in
 * a division — finals with their line score, games still to be played with the ratings'
 * projected score, line and win probability — with the previous and next day that has games, a
 * calendar marking the game days, filters by conference and ranked teams in the URL, a link to
 * each game and the CSV of the listed games. The navbar opens today (US Eastern, the schedule's
 * time zone); a day without games says so and offers the nearest days with some.
 *
 * A live day of the competition (today or tomorrow, when the live stream lists its games) shows
 * the stream's games instead, updating in place: in progress with the clock and the live win
 * probability, upcoming with the tip time and the pregame projection, finals with the score
 * (hooks/use-scoreboard-live.ts). The calendar, day navigation, filters and CSV take them in.
 *
 * Access follows §6: tier 0 (`getNavItem('scoreboard').minTier`). An unknown competition,
 * division or date is the not-found page.
 */
import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { getNavItem } from '@courtside/contract';
import { SimulatedDataBadge, TableSkeleton, TierGate } from '@/components/stats/states';
import { useIsSimulated } from '@/lib/stats/competition-info';
import { useCompetitionConferences } from '@/lib/stats/competition-conferences';
import { useUrlFilters } from '@/lib/stats/url-filters';
import { useDocumentTitle } from '@/lib/use-document-title';
import { dayLabel, monthOf, seasonHoldsDay } from '../content/game-days';
import { SCOREBOARD_FILTERS } from '../content/scoreboard-filters';
import {
  parseScoreboardRoute,
  scoreboardDayPath,
  type ScoreboardRoute,
} from '../content/scoreboard-route';
import { useNeighbourDays, withLiveDays } from '../hooks/use-neighbour-days';
import { useScoreboardLive } from '../hooks/use-scoreboard-live';
import { DayNavigation } from './DayNavigation';
import { GameCalendar } from './GameCalendar';
import { LiveDay } from './LiveDay';
import { LiveNotice } from './LiveNotice';
import { ScoreboardControls } from './ScoreboardControls';
import { StoredDay } from './StoredDay';
import './scoreboard.css';

const FEATURE = 'Scoreboard';

export interface ScoreboardPageProps {
  notFound: ReactNode;
  /** The clock that says which days are today and tomorrow; tests pass a fixed one. */
  now?: () => Date;
  /** The viewer's time zone for tip times; the browser's unless a test fixes it. */
  timeZone?: string;
}

export function ScoreboardPage({
  notFound,
  now = () => new Date(),
  timeZone,
}: ScoreboardPageProps) {
  const route = parseScoreboardRoute(useParams());
  if (route === null) return <>{notFound}</>;
  return <Scoreboard route={route} now={now} timeZone={timeZone} />;
}

function Scoreboard({
  route,
  now,
  timeZone,
}: {
  route: ScoreboardRoute;
  now: () => Date;
  timeZone?: string;
}) {
  const when = dayLabel(route.day);
  useDocumentTitle(`${FEATURE}: ${route.division.name}, ${when}`);
  const isSimulated = useIsSimulated(route.competition.id);
  return (
    <div className="scoreboard container-fluid py-3">
      <header className="scoreboard__header">
        <h1 className="h3 mb-1">{FEATURE}</h1>
        <p className="text-body-secondary mb-0">
          {route.division.name} · {route.competition.label} · <strong>{when}</strong>{' '}
          {isSimulated && <SimulatedDataBadge />}
        </p>
      </header>
      <TierGate feature={FEATURE} requiredTier={getNavItem('scoreboard').minTier}>
        <ScoreboardView route={route} now={now} timeZone={timeZone} />
      </TierGate>
    </div>
  );
}

function ScoreboardView({
  route,
  now,
  timeZone,
}: {
  route: ScoreboardRoute;
  now: () => Date;
  timeZone?: string;
}) {
  const [filters, setFilters, resetFilters] = useUrlFilters(SCOREBOARD_FILTERS);
  const { search } = useLocation();
  const scope = { competitionId: route.competition.id, divisionId: route.division.id };
  const live = useScoreboardLive(route, now);
  const storedNeighbours = useNeighbourDays(scope, route.day);
  const neighbours = useMemo(
    () => withLiveDays(storedNeighbours, live.perDay.keys(), route.day),
    [storedNeighbours, live.perDay, route.day],
  );
  const conferenceRows = useCompetitionConferences(scope.competitionId);
  const conferences = useMemo(
    () =>
      (conferenceRows.data ?? [])
        .filter((row) => row.divisionId === scope.divisionId)
        .map((row) => ({ conferenceId: row.conferenceId, label: row.conferenceLongName }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [conferenceRows.data, scope.divisionId],
  );
  const conferenceName =
    filters.conference === null
      ? null
      : (conferences.find((choice) => choice.conferenceId === filters.conference)?.label ??
        'the chosen conference');
  const filterText = [conferenceName, filters.ranked ? 'ranked teams' : null]
    .filter((part): part is string => part !== null)
    .join(', ');
  // Today is offered within the shown season, or when the stream lays the competition's games on
  // it: another season's today has no games here.
  const { today } = live;
  const offerToday = seasonHoldsDay(route.competition.yearStart, today) || live.liveDays.has(today);
  const dayProps = {
    route,
    search,
    filters,
    neighbours,
    filterText,
    onClearFilters: resetFilters,
  };

  return (
    <>
      <div className="scoreboard__top">
        <DayNavigation route={route} search={search} neighbours={neighbours} />
        {today !== route.day && offerToday && (
          <Link className="btn btn-link btn-sm" to={`${scoreboardDayPath(route, today)}${search}`}>
            Today
          </Link>
        )}
      </div>
      <div className="scoreboard__layout">
        <div className="scoreboard__side">
          <GameCalendar
            key={JSON.stringify(monthOf(route.day))}
            route={route}
            search={search}
            liveCounts={live.perDay}
          />
        </div>
        <div className="scoreboard__main">
          <ScoreboardControls filters={filters} setFilters={setFilters} conferences={conferences} />
          {live.mode === 'live' ? (
            <>
              <LiveNotice connection={live.connection} caughtUp={live.caughtUp} />
              <LiveDay {...dayProps} games={live.games} timeZone={timeZone} />
            </>
          ) : live.mode === 'waiting' ? (
            <TableSkeleton label="Loading the day's live games" rows={6} columns={3} />
          ) : (
            <StoredDay {...dayProps} />
          )}
        </div>
      </div>
    </>
  );
}

/**
 * /tools/scoreboard/:competitionId/:divisionLabel/:gameDate (§2 "Tools"): every game of a day in
 * a division — finals with their line score, games still to be played with the ratings'
 * projected score, line and win probability — with the previous and next day that has games, a
 * calendar marking the game days, filters by conference and ranked teams in the URL, a link to
 * each game and the CSV of the listed games. The navbar opens today (US Eastern, the schedule's
 * time zone); a day without games says so and offers the nearest days with some.
 *
 * Access follows §6: tier 0 (`getNavItem('scoreboard').minTier`). An unknown competition,
 * division or date is the not-found page.
 */
import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { getNavItem, scheduleToday } from '@courtside/contract';
import { DataState, SimulatedDataBadge, TableSkeleton, TierGate } from '@/components/stats/states';
import { combineQueries } from '@/components/stats/states/combine-queries';
import { useIsSimulated } from '@/lib/stats/competition-info';
import { useCompetitionConferences } from '@/lib/stats/competition-conferences';
import { useUrlFilters } from '@/lib/stats/url-filters';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDayGames } from '../api/day-games';
import { useDivisionTeams } from '../api/division-teams';
import { dayLabel, monthOf, seasonHoldsDay } from '../content/game-days';
import { SCOREBOARD_FILTERS } from '../content/scoreboard-filters';
import type { RankOf, VenueOf } from '../content/scoreboard-games';
import {
  parseScoreboardRoute,
  scoreboardDayPath,
  type ScoreboardRoute,
} from '../content/scoreboard-route';
import { useNeighbourDays } from '../hooks/use-neighbour-days';
import { DayGames } from './DayGames';
import { DayNavigation } from './DayNavigation';
import { GameCalendar } from './GameCalendar';
import { ScoreboardControls } from './ScoreboardControls';
import './scoreboard.css';

const FEATURE = 'Scoreboard';

export function ScoreboardPage({ notFound }: { notFound: ReactNode }) {
  const route = parseScoreboardRoute(useParams());
  if (route === null) return <>{notFound}</>;
  return <Scoreboard route={route} />;
}

function Scoreboard({ route }: { route: ScoreboardRoute }) {
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
        <ScoreboardView route={route} />
      </TierGate>
    </div>
  );
}

function ScoreboardView({ route }: { route: ScoreboardRoute }) {
  const [filters, setFilters, resetFilters] = useUrlFilters(SCOREBOARD_FILTERS);
  const { search } = useLocation();
  const scope = { competitionId: route.competition.id, divisionId: route.division.id };
  const neighbours = useNeighbourDays(scope, route.day);
  const dayGames = useDayGames({ ...scope, day: route.day });
  const teams = useDivisionTeams(scope.competitionId, scope.divisionId);
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
  // Today is offered only within the shown season: another season's today has no games here.
  const today = scheduleToday(new Date());
  const query = combineQueries(dayGames, teams);

  return (
    <>
      <div className="scoreboard__top">
        <DayNavigation route={route} search={search} neighbours={neighbours} />
        {today !== route.day && seasonHoldsDay(route.competition.yearStart, today) && (
          <Link className="btn btn-link btn-sm" to={`${scoreboardDayPath(route, today)}${search}`}>
            Today
          </Link>
        )}
      </div>
      <div className="scoreboard__layout">
        <div className="scoreboard__side">
          <GameCalendar key={JSON.stringify(monthOf(route.day))} route={route} search={search} />
        </div>
        <div className="scoreboard__main">
          <ScoreboardControls filters={filters} setFilters={setFilters} conferences={conferences} />
          <DataState
            query={query}
            skeleton={<TableSkeleton label="Loading the day's games" rows={6} columns={3} />}
            isEmpty={() => false}
            emptyMessage=""
            errorTitle="The day's games could not be loaded"
          >
            {([games, teamRows]) => {
              const ranks = new Map(teamRows.map((row) => [row.teamId, row.netRanking]));
              const rankOf: RankOf = (teamId) =>
                teamId === null ? null : (ranks.get(teamId) ?? null);
              const venues = new Map(teamRows.map((row) => [row.teamId, row.venue]));
              const venueOf: VenueOf = (teamId) =>
                teamId === null ? null : (venues.get(teamId) ?? null);
              return (
                <DayGames
                  route={route}
                  search={search}
                  games={games}
                  filters={filters}
                  rankOf={rankOf}
                  venueOf={venueOf}
                  neighbours={neighbours}
                  filterText={filterText}
                  onClearFilters={resetFilters}
                />
              );
            }}
          </DataState>
        </div>
      </div>
    </>
  );
}

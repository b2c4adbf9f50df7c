/**
 * A stored day's main column: the season's games of the day with the division's teams (ranks,
 * home courts), finals and games to play as the schedule holds them.
 */
import { DataState, TableSkeleton } from '@/components/stats/states';
import { combineQueries } from '@/components/stats/states/combine-queries';
import { useDayGames } from '../api/day-games';
import { useDivisionTeams } from '../api/division-teams';
import { teamLookups } from '../content/scoreboard-games';
import { DayGames, type DayGamesProps } from './DayGames';

export function StoredDay(props: Omit<DayGamesProps, 'games' | 'rankOf' | 'venueOf'>) {
  const { route } = props;
  const scope = { competitionId: route.competition.id, divisionId: route.division.id };
  const dayGames = useDayGames({ ...scope, day: route.day });
  const teams = useDivisionTeams(scope.competitionId, scope.divisionId);
  return (
    <DataState
      query={combineQueries(dayGames, teams)}
      skeleton={<TableSkeleton label="Loading the day's games" rows={6} columns={3} />}
      isEmpty={() => false}
      emptyMessage=""
      errorTitle="The day's games could not be loaded"
    >
      {([games, teamRows]) => <DayGames {...props} games={games} {...teamLookups(teamRows)} />}
    </DataState>
  );
}

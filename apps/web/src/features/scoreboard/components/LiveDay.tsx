/**
 * A live day's main column: the stream's games of the division with the division's teams (ranks,
 * home courts) and the stored rows of those games (the pregame projection), both read once for
 * the day. The games show as soon as the teams are known; a failed teams read leaves the cards
 * without ranks or courts rather than hiding live scores, and the projections fill in when their
 * rows arrive.
 */
import { useMemo } from 'react';
import type { LiveGameSummary } from '@courtside/contract/live';
import { TableSkeleton } from '@/components/stats/states';
import { useDivisionTeams } from '../api/division-teams';
import { useLiveGameRows } from '../api/live-game-rows';
import { teamLookups, type ScoreboardFilters } from '../content/scoreboard-games';
import type { ScoreboardRoute } from '../content/scoreboard-route';
import type { NeighbourDays } from '../hooks/use-neighbour-days';
import { LiveDayGames, type LiveRows } from './LiveDayGames';

export interface LiveDayProps {
  route: ScoreboardRoute;
  search: string;
  games: readonly LiveGameSummary[];
  filters: ScoreboardFilters;
  neighbours: NeighbourDays;
  filterText: string;
  onClearFilters: () => void;
  timeZone?: string;
}

export function LiveDay({ route, games, ...rest }: LiveDayProps) {
  const competitionId = route.competition.id;
  const teams = useDivisionTeams(competitionId, route.division.id);
  const rowsQuery = useLiveGameRows({ competitionId, gameIds: games.map((game) => game.gameId) });
  const lookups = useMemo(() => teamLookups(teams.data ?? []), [teams.data]);
  const rowsData = rowsQuery.data;
  const rows = useMemo<LiveRows>(() => {
    if (rowsQuery.status === 'error') return { status: 'error' };
    if (rowsData === undefined) return { status: 'pending' };
    const byId = new Map((rowsData ?? []).map((row) => [row.gameId, row]));
    return { status: 'loaded', rowOf: (gameId) => byId.get(gameId) };
  }, [rowsQuery.status, rowsData]);

  if (teams.status === 'pending') {
    return <TableSkeleton label="Loading the day's games" rows={6} columns={3} />;
  }
  return (
    <LiveDayGames
      route={route}
      games={games}
      rows={games.length === 0 ? { status: 'loaded', rowOf: () => undefined } : rows}
      rankOf={lookups.rankOf}
      venueOf={lookups.venueOf}
      {...rest}
    />
  );
}

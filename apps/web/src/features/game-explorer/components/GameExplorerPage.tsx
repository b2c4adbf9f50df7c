/**
 * /tools/game-explorer/:competitionId/:divisionLabel (§2 "Tools"): every game of a season and
 * division searched by any mix of final margin, total points, largest lead, comeback, biggest
 * run, lead changes, overtimes, the winner's pre-game win probability (upsets), dates, team,
 * conference, site and tournament round, in a sortable table whose games open their pages,
 * each with a line of its home win probability, and a CSV of what is shown. The season's games
 * arrive in one request and the search (contract `searchGames`) runs in the browser, so every
 * filter is instant; every choice is a URL filter (content/explorer-filters.ts).
 *
 * Access follows §6: tier ≥ 1 (`getNavItem('gameExplorer').minTier`); a visitor sees what opens
 * it and no games are requested. An unknown competition or division is the not-found page.
 */
import { useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { getNavItem, searchGames } from '@courtside/contract';
import { DataState, SimulatedDataBadge, TableSkeleton, TierGate } from '@/components/stats/states';
import { useIsSimulated } from '@/lib/stats/competition-info';
import { useUrlFilters } from '@/lib/stats/url-filters';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useExplorerGames } from '../api/game-explorer-search';
import { roundChoicesOf, teamChoicesOf } from '../content/explorer-choices';
import { EXPLORER_FILTERS, searchFilterOf } from '../content/explorer-filters';
import { parseExplorerRoute, type ExplorerRoute } from '../content/explorer-route';
import { useDivisionConferences } from '@/lib/stats/use-division-conferences';
import { useExplorerNavigation } from '../hooks/use-explorer-navigation';
import { ExplorerControls } from './ExplorerControls';
import { ExplorerResults } from './ExplorerResults';
import './game-explorer.css';

const FEATURE = 'Game explorer';

export function GameExplorerPage({ notFound }: { notFound: ReactNode }) {
  const route = parseExplorerRoute(useParams());
  if (route === null) return <>{notFound}</>;
  return <GameExplorer route={route} />;
}

function GameExplorer({ route }: { route: ExplorerRoute }) {
  const where = `${route.division.name}, ${route.competition.label}`;
  useDocumentTitle(`${FEATURE}: ${where}`);
  return (
    <div className="game-explorer container-fluid py-3">
      <header className="mb-2">
        <h1 className="h3 mb-1">{FEATURE}</h1>
        <p className="text-body-secondary mb-0">
          Find the close finishes, comebacks, big runs, seesaw games and upsets of {where}.
        </p>
      </header>
      <TierGate feature={FEATURE} requiredTier={getNavItem('gameExplorer').minTier}>
        <GameExplorerView route={route} />
      </TierGate>
    </div>
  );
}

function GameExplorerView({ route }: { route: ExplorerRoute }) {
  const [filters, setFilters, resetFilters] = useUrlFilters(EXPLORER_FILTERS);
  const navigation = useExplorerNavigation(route, filters);
  const competitionId = route.competition.id;
  const isSimulated = useIsSimulated(competitionId);
  const conferences = useDivisionConferences(competitionId, route.division.id);
  const games = useExplorerGames({ competitionId, divisionId: route.division.id });

  const rows = useMemo(() => games.data ?? [], [games.data]);
  const teams = useMemo(() => teamChoicesOf(rows), [rows]);
  const rounds = useMemo(() => roundChoicesOf(rows, filters.stage), [rows, filters.stage]);
  const played = useMemo(() => rows.filter((row) => row.status === 'final').length, [rows]);
  const search = useMemo(() => searchFilterOf(filters), [filters]);
  const matched = useMemo(() => searchGames(rows, search), [rows, search]);

  return (
    <>
      <p className="game-explorer__season">
        {route.competition.label} {isSimulated && <SimulatedDataBadge />}
      </p>
      <ExplorerControls
        route={route}
        filters={filters}
        setFilters={setFilters}
        navigation={navigation}
        teams={teams}
        conferences={conferences.choices}
        rounds={rounds}
        onReset={resetFilters}
      />
      <DataState
        query={games}
        skeleton={<TableSkeleton label="Loading the season's games" columns={8} />}
        isEmpty={(data) => !data.some((row) => row.status === 'final')}
        emptyMessage={`No games played in ${route.division.name} in ${route.competition.label} yet.`}
        errorTitle="The games could not be loaded"
      >
        {() => (
          <ExplorerResults
            rows={matched}
            playedCount={played}
            sort={filters.sort}
            caption={`Games, ${route.division.name}, ${route.competition.label}`}
          />
        )}
      </DataState>
    </>
  );
}

/**
 * /tools/game-explorer/:competitionId/:divisionLabel (§2 "Tools"): every game of a season and
 * division searched by any mix of final margin, total points, largest lead, comeback, biggest
 * run, lead changes, overtimes, the winner's pre-game win probability (upsets), dates, team,
 * conference, site and tournament round, in a sortable table whose games open their pages,
 * each with a line of its home win probability, and a CSV of what is shown. The server runs the
 * search (contract game-explorer-query.ts) and sends the first games in the chosen order with
 * the number that matched, so a phone never downloads a season; a table header asks it for
 * another order, either way, where it has one. The previous results stay up while a refined
 * search loads. Every choice is a URL filter (content/explorer-filters.ts), the order included.
 *
 * Access follows §6: tier ≥ 1 (`getNavItem('gameExplorer').minTier`); a visitor sees what opens
 * it and no games are requested. An unknown competition or division is the not-found page.
 */
import { useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { explorerFilterItems, getNavItem } from '@courtside/contract';
import {
  DataState,
  EmptyState,
  SimulatedDataBadge,
  TableSkeleton,
  TierGate,
} from '@/components/stats/states';
import { useIsSimulated } from '@/lib/stats/competition-info';
import { useUrlFilters } from '@/lib/stats/url-filters';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDivisionTeams } from '../api/division-teams';
import { useExplorerGames } from '../api/game-explorer-search';
import { useTournamentRounds } from '../api/tournament-rounds';
import { roundChoicesOf, teamChoicesOf } from '../content/explorer-choices';
import { EXPLORER_FILTERS, searchFilterOf } from '../content/explorer-filters';
import { parseExplorerRoute, type ExplorerRoute } from '../content/explorer-route';
import { useDivisionConferences } from '@/lib/stats/use-division-conferences';
import { useExplorerNavigation } from '../hooks/use-explorer-navigation';
import { ExplorerControls } from './ExplorerControls';
import { ExplorerResults } from './ExplorerResults';
import './game-explorer.css';

const FEATURE = 'Game explorer';
const SEARCH_PAUSE_MS = 300;

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
  const divisionId = route.division.id;
  const isSimulated = useIsSimulated(competitionId);
  const conferences = useDivisionConferences(competitionId, divisionId);
  const teamRows = useDivisionTeams(competitionId, divisionId);
  const search = useMemo(() => searchFilterOf(filters), [filters]);
  // The number boxes write the address at every keystroke; the search goes once typing pauses.
  const settledSearch = useDebouncedValue(search, SEARCH_PAUSE_MS);
  const datesReversed = search.from !== null && search.to !== null && search.from > search.to;
  const games = useExplorerGames(
    datesReversed ? null : { competitionId, divisionId, filter: settledSearch, sort: filters.sort },
  );
  const { stage } = filters;
  const roundRows = useTournamentRounds(
    stage === 'conference' || stage === 'national' ? { competitionId, divisionId, stage } : null,
  );

  const teams = useMemo(() => teamChoicesOf(teamRows.data ?? []), [teamRows.data]);
  const rounds = useMemo(
    () => roundChoicesOf(roundRows.data ?? [], stage),
    [roundRows.data, stage],
  );

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
      {datesReversed ? (
        <EmptyState message="The From day is after the To day.">
          <p className="small mb-0">Change one of the two days to search the games between them.</p>
        </EmptyState>
      ) : (
        <DataState
          query={games}
          skeleton={<TableSkeleton label="Searching the season's games" columns={8} />}
          isEmpty={() => false}
          emptyMessage="No games match this search."
          errorTitle="The games could not be searched"
        >
          {(rows) => (
            <ExplorerResults
              rows={rows}
              searching={games.showsPrevious}
              sort={filters.sort}
              onSortChange={(sort) => setFilters({ sort })}
              openSearch={explorerFilterItems(search).length === 0}
              where={`${route.division.name}, ${route.competition.label}`}
              caption={`Games, ${route.division.name}, ${route.competition.label}`}
            />
          )}
        </DataState>
      )}
    </>
  );
}

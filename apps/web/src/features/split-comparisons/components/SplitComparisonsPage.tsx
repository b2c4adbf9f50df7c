/**
 * /tools/split-comparisons/:gender/:divisionLabel (§2 "Tools"): one stat of the dictionary
 * across splits — season, home, away, neutral, conference games, wins, losses, last 5 and 10,
 * opponent quadrants, clutch time and the halves or quarters — for every team of a division in
 * a season (or of one conference), with the difference of two chosen splits, a chart of the
 * two, and CSV and PNG downloads. Every choice but the path's gender and division is a URL
 * filter (content/split-filters.ts), so a shared address reopens the same table.
 *
 * Access follows §6: tier ≥ 1 (`getNavItem('splitComparisons').minTier`); a visitor sees what
 * opens it and no statistics are requested. An unknown gender or division is the not-found page.
 */
import { useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { getCompetition, getNavItem } from '@courtside/contract';
import { DataState, SimulatedDataBadge, TableSkeleton, TierGate } from '@/components/stats/states';
import { combineQueries } from '@/components/stats/states/combine-queries';
import { statDefinition } from '@/lib/stats/dictionary';
import { useIsSimulated } from '@/lib/stats/competition-info';
import { useUrlFilters } from '@/lib/stats/url-filters';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSplitPeriodStats } from '../api/split-period-stats';
import { useSplitTeamStats } from '../api/split-team-stats';
import { SPLIT_FILTERS } from '../content/split-filters';
import { GENDER_LABELS, parseSplitRoute, type SplitRoute } from '../content/split-route';
import { nextSort } from '../content/sorting';
import { DEFAULT_SPLITS, resolveSplit, splitOptionsFor } from '../content/splits';
import { useDivisionConferences } from '@/lib/stats/use-division-conferences';
import { useSplitNavigation } from '../hooks/use-split-navigation';
import { SplitControls } from './SplitControls';
import { SplitResults } from './SplitResults';
import './split-comparisons.css';

const FEATURE = 'Split comparisons';

export function SplitComparisonsPage({ notFound }: { notFound: ReactNode }) {
  const route = parseSplitRoute(useParams());
  if (route === null) return <>{notFound}</>;
  return <SplitComparisons route={route} />;
}

function SplitComparisons({ route }: { route: SplitRoute }) {
  const where = `${GENDER_LABELS[route.gender]} ${route.division.name}`;
  useDocumentTitle(`${FEATURE}: ${where}`);
  return (
    <div className="split-comparisons container-fluid py-3">
      <header className="split-comparisons__header">
        <h1 className="h3 mb-1">{FEATURE}</h1>
        <p className="text-body-secondary mb-0">
          One stat across home, away, conference, result, recent, quadrant, clutch and period splits
          for every team of {where}.
        </p>
      </header>
      <TierGate feature={FEATURE} requiredTier={getNavItem('splitComparisons').minTier}>
        <SplitComparisonView route={route} />
      </TierGate>
    </div>
  );
}

function SplitComparisonView({ route }: { route: SplitRoute }) {
  const [filters, setFilters] = useUrlFilters(SPLIT_FILTERS[route.gender]);
  const navigation = useSplitNavigation(route, filters, (season) => setFilters({ season }));
  const competitionId = filters.season;
  const isSimulated = useIsSimulated(competitionId);
  const conferences = useDivisionConferences(competitionId, route.division.id);
  const splits = useMemo(
    () => splitOptionsFor(competitionId, route.gender),
    [competitionId, route.gender],
  );
  const a = resolveSplit(splits, filters.a, DEFAULT_SPLITS.a);
  const b = resolveSplit(splits, filters.b, DEFAULT_SPLITS.b);
  const definition = statDefinition(filters.stat);

  const teamStats = useSplitTeamStats({
    competitionId,
    divisionId: route.division.id,
    stat: filters.stat,
  });
  const periodStats = useSplitPeriodStats({ competitionId, stat: filters.stat });
  const query = combineQueries(teamStats, periodStats);

  // A conference the division's rows do not name (an old or hand-edited link) shows them all.
  const teamRows = teamStats.data ?? [];
  const conferenceId =
    filters.conference !== null && teamRows.some((row) => row.conferenceId === filters.conference)
      ? filters.conference
      : null;
  const season = getCompetition(competitionId)?.label ?? '';
  const conferenceText = conferenceId === null ? '' : `${conferences.shortNameOf(conferenceId)}, `;
  const scopeText = `${conferenceText}${route.division.name}, ${season}`;

  return (
    <>
      <p className="split-comparisons__season">
        {season} {isSimulated && <SimulatedDataBadge />}
      </p>
      <SplitControls
        route={route}
        filters={filters}
        setFilters={setFilters}
        navigation={navigation}
        splits={splits}
        a={a}
        b={b}
        conferences={conferences.choices}
        conferenceId={conferenceId}
      />
      <DataState
        query={query}
        skeleton={<TableSkeleton label="Loading the split comparison" columns={8} />}
        isEmpty={([rows]) => rows.length === 0}
        emptyMessage={`No team statistics for ${route.division.name} in ${season} yet.`}
        errorTitle="The split comparison could not be loaded"
      >
        {([rows, periodRows]) => (
          <SplitResults
            teamRows={rows}
            periodRows={periodRows}
            filters={filters}
            definition={definition}
            splits={splits}
            a={a}
            b={b}
            conferenceId={conferenceId}
            competitionId={competitionId}
            scopeText={scopeText}
            conferenceName={conferences.shortNameOf}
            onSort={(column) => setFilters(nextSort(filters, column, definition))}
          />
        )}
      </DataState>
    </>
  );
}

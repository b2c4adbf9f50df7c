/**
 * /stats/:competitionId/starter/:view (§2): the "getting started" page of one competition — a
 * newcomer's tour of the season built from the live data API. Views: the overview (top 25,
 * leaders, latest results, links onwards), the division's team ratings and its player leaders.
 * The division (d1-d3) and the qualifier are the page's URL filters (content/starter-route.ts).
 *
 * Access follows §6: the overview's team sections are public like the stats overview; player
 * rows and the division tables are division stats, tier ≥ 1, so a visitor sees the upgrade
 * prompt there and no request for them is sent.
 */
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { DIVISIONS, TIER_VALUES } from '@courtside/contract';
import { ToggleGroup } from '@/components/stats/ToggleGroup';
import { TierGate } from '@/components/stats/states';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUrlFilters } from '@/lib/stats/url-filters';
import {
  STARTER_FILTERS,
  STARTER_VIEWS,
  parseStarterRoute,
  starterDivision,
  type StarterDivision,
  type StarterRoute,
} from '../content/starter-route';
import { StarterHeader } from './StarterHeader';
import { StarterOverview } from './StarterOverview';
import { StarterPlayers } from './StarterPlayers';
import { StarterTeams } from './StarterTeams';
import './starter.css';

const DIVISION_OPTIONS = DIVISIONS.map((division) => ({
  value: division.label,
  label: division.name,
}));

export function StarterPage({ notFound }: { notFound: ReactNode }) {
  const route = parseStarterRoute(useParams());
  if (route === null) return <>{notFound}</>;
  return <Starter route={route} />;
}

function Starter({ route }: { route: StarterRoute }) {
  const [filters, setFilters] = useUrlFilters(STARTER_FILTERS);
  const division = starterDivision(filters.division);
  const viewLabel = STARTER_VIEWS.find((entry) => entry.view === route.view)?.label ?? '';
  useDocumentTitle(`Getting started: ${viewLabel}`);
  return (
    <div className="starter container-fluid py-3">
      <StarterHeader route={route} />
      <div className="starter__view">
        <div className="starter__controls">
          <ToggleGroup
            label="Division"
            options={DIVISION_OPTIONS}
            value={filters.division}
            onChange={(value) => setFilters({ division: value })}
          />
        </div>
        <StarterView route={route} division={division} />
      </div>
    </div>
  );
}

function StarterView({ route, division }: { route: StarterRoute; division: StarterDivision }) {
  const { competitionId } = route;
  switch (route.view) {
    case 'overview':
      return <StarterOverview competitionId={competitionId} division={division} />;
    case 'teams':
      return (
        <TierGate feature="Division stats" requiredTier={TIER_VALUES.free}>
          <StarterTeams competitionId={competitionId} division={division} />
        </TierGate>
      );
    case 'players':
      return (
        <TierGate feature="Player leaders" requiredTier={TIER_VALUES.free}>
          <StarterPlayers competitionId={competitionId} division={division} />
        </TierGate>
      );
  }
}

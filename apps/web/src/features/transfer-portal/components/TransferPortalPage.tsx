/**
 * /stats/:competitionId/portal/:view (§2): the transfer portal of the off-season before a
 * competition (2024-25 by §9, men's or women's) behind view tabs — an overview, every entry,
 * and the moves per team and per conference. The portal is tier ≥ 3 (§6 navbar table): lower
 * tiers see the upgrade prompt and no portal request is sent.
 */
import type { ReactNode } from 'react';
import { NavLink, useParams } from 'react-router';
import { TIER_VALUES, getCompetition } from '@courtside/contract';
import { DataState, SimulatedDataBadge, TableSkeleton, TierGate } from '@/components/stats/states';
import { useIsSimulated } from '@/lib/stats/competition-info';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  PORTAL_SEASONS,
  PORTAL_VIEWS,
  parsePortalRoute,
  portalPath,
  type PortalRoute,
} from '../content/portal-route';
import { usePortalEntrants } from '../hooks/use-portal-entrants';
import { PortalEntries } from './PortalEntries';
import { PortalMoves } from './PortalMoves';
import { PortalOverview } from './PortalOverview';
import './transfer-portal.css';

export interface TransferPortalPageProps {
  notFound: ReactNode;
}

export function TransferPortalPage({ notFound }: TransferPortalPageProps) {
  const route = parsePortalRoute(useParams());
  if (route === null) return <>{notFound}</>;
  return <TransferPortal route={route} />;
}

function TransferPortal({ route }: { route: PortalRoute }) {
  const competition = getCompetition(route.competitionId);
  const isSimulated = useIsSimulated(route.competitionId);
  const viewLabel = PORTAL_VIEWS.find((entry) => entry.view === route.view)?.label ?? '';
  useDocumentTitle(`Transfer portal ${viewLabel}`);
  return (
    <div className="transfer-portal container-fluid py-3">
      <header className="transfer-portal__header">
        <div>
          <h1 className="h3 mb-0">Transfer portal</h1>
          <p className="text-body-secondary mb-0">
            {competition?.label} {isSimulated && <SimulatedDataBadge />}
          </p>
          <p className="small text-body-secondary mb-0">
            Players who entered the portal before this season, with their line of the season they
            left.
          </p>
        </div>
        <nav aria-label="Portal seasons">
          <ul className="nav nav-pills transfer-portal__seasons">
            {PORTAL_SEASONS.map((season) => (
              <li className="nav-item" key={season.id}>
                <NavLink className="nav-link py-1" to={portalPath(season.id, route.view)}>
                  {season.gender === 'MALE' ? "Men's" : "Women's"}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <nav aria-label="Transfer portal views">
        <ul className="nav nav-tabs transfer-portal__tabs">
          {PORTAL_VIEWS.map((entry) => (
            <li className="nav-item" key={entry.view}>
              <NavLink className="nav-link" to={portalPath(route.competitionId, entry.view)}>
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="transfer-portal__view">
        <TierGate feature="The transfer portal" requiredTier={TIER_VALUES.pro}>
          <PortalView route={route} />
        </TierGate>
      </div>
    </div>
  );
}

function PortalView({ route }: { route: PortalRoute }) {
  const entrants = usePortalEntrants(route);
  return (
    <DataState
      query={entrants}
      skeleton={<TableSkeleton label="Loading the transfer portal" />}
      emptyMessage="No portal entries for this season"
      errorTitle="The transfer portal could not be loaded"
    >
      {(rows) => {
        switch (route.view) {
          case 'overview':
            return <PortalOverview route={route} entrants={rows} />;
          case 'entries':
            return <PortalEntries route={route} entrants={rows} />;
          case 'teams':
            return <PortalMoves route={route} entrants={rows} by="team" />;
          case 'conferences':
            return <PortalMoves route={route} entrants={rows} by="conference" />;
        }
      }}
    </DataState>
  );
}

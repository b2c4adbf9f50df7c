/**
 * /stats/:competitionId/portal/:view (§2): the transfer portal of the off-season before a
 * competition (2024-25 by §9, men's or women's) behind view tabs — an overview, every entry,
 * and the moves per team and per conference. The portal is tier ≥ 3 (§6 navbar table): lower
 * tiers see the upgrade prompt and no portal request is sent.
 */
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { TIER_VALUES } from '@courtside/contract';
import { StatsAreaHeader, StatsAreaTabs, StatsAreaView } from '@/components/stats/StatsAreaHeader';
import { DataState, TableSkeleton, TierGate } from '@/components/stats/states';
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
  const viewLabel = PORTAL_VIEWS.find((entry) => entry.view === route.view)?.label ?? '';
  useDocumentTitle(`Transfer portal ${viewLabel}`);
  return (
    <div className="transfer-portal container-fluid py-3">
      <StatsAreaHeader
        title="Transfer portal"
        competitionId={route.competitionId}
        switcher={
          <StatsAreaTabs
            label="Portal seasons"
            variant="pills"
            tabs={PORTAL_SEASONS.map((season) => ({
              to: portalPath(season.id, route.view),
              label: season.gender === 'MALE' ? "Men's" : "Women's",
            }))}
          />
        }
      >
        <p className="small text-body-secondary mb-0">
          Players who entered the portal before this season, with their line of the season they
          left.
        </p>
      </StatsAreaHeader>
      <StatsAreaTabs
        label="Transfer portal views"
        tabs={PORTAL_VIEWS.map((entry) => ({
          to: portalPath(route.competitionId, entry.view),
          label: entry.label,
        }))}
      />
      <StatsAreaView>
        <TierGate feature="The transfer portal" requiredTier={TIER_VALUES.pro}>
          <PortalView route={route} />
        </TierGate>
      </StatsAreaView>
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

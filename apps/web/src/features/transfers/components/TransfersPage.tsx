/**
 * /stats/:competitionId/transfers/:divisionLabel/:view (§2): transfer history of a season — the
 * yearly list of moves into it and the analysis of how transfers do after moving — for the
 * moves that left or joined a school of the division. Transfer analyses are tier ≥ 3 (§6
 * navbar table): below it the page shows the upgrade prompt and sends no data request.
 */
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DIVISIONS, TIER_VALUES, getCompetition } from '@courtside/contract';
import { CompetitionSelect } from '@/components/stats/CompetitionSelect';
import { StatsAreaHeader, StatsAreaTabs, StatsAreaView } from '@/components/stats/StatsAreaHeader';
import { TierGate } from '@/components/stats/states';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  TRANSFER_COMPETITION_IDS,
  TRANSFER_VIEWS,
  parseTransfersRoute,
  transfersPath,
  type TransfersRoute,
} from '../content/transfers-route';
import { TransferAnalysis } from './TransferAnalysis';
import { YearlyTransfers } from './YearlyTransfers';
import './transfers.css';

export function TransfersPage({ notFound }: { notFound: ReactNode }) {
  const route = parseTransfersRoute(useParams());
  if (route === null) return <>{notFound}</>;
  return <Transfers route={route} />;
}

function Transfers({ route }: { route: TransfersRoute }) {
  const navigate = useNavigate();
  const competition = getCompetition(route.competitionId);
  const division = DIVISIONS.find((entry) => entry.id === route.divisionId);
  const viewLabel = TRANSFER_VIEWS.find((entry) => entry.view === route.view)?.label ?? '';
  useDocumentTitle(`Transfer history ${viewLabel}`);
  return (
    <div className="transfers container-fluid py-3">
      <StatsAreaHeader
        title="Transfer history"
        competitionId={route.competitionId}
        detail={division?.name}
        switcher={
          <CompetitionSelect
            id="transfers-competition"
            label="Season moved into"
            value={route.competitionId}
            onChange={(target) =>
              void navigate(transfersPath(target, route.divisionLabel, route.view))
            }
            preferredGender={competition?.gender ?? 'MALE'}
            competitionIds={TRANSFER_COMPETITION_IDS}
          />
        }
      />
      <StatsAreaTabs
        label="Divisions"
        variant="pills"
        className="mb-2"
        tabs={DIVISIONS.map((entry) => ({
          to: transfersPath(route.competitionId, entry.label, route.view),
          label: entry.name,
        }))}
      />
      <StatsAreaTabs
        label="Transfer views"
        tabs={TRANSFER_VIEWS.map((entry) => ({
          to: transfersPath(route.competitionId, route.divisionLabel, entry.view),
          label: entry.label,
        }))}
      />
      <StatsAreaView>
        <TierGate feature="Transfer analyses" requiredTier={TIER_VALUES.pro}>
          {route.view === 'yearly-transfers' ? (
            <YearlyTransfers route={route} divisionName={division?.name ?? 'Division'} />
          ) : (
            <TransferAnalysis route={route} divisionName={division?.name ?? 'Division'} />
          )}
        </TierGate>
      </StatsAreaView>
    </div>
  );
}

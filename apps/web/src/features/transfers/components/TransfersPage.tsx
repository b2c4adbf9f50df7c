/**
 * /stats/:competitionId/transfers/:divisionLabel/:view (§2): transfer history of a season — the
 * yearly list of moves into it and the analysis of how transfers do after moving — for the
 * moves that left or joined a school of the division. Transfer analyses are tier ≥ 3 (§6
 * navbar table): below it the page shows the upgrade prompt and sends no data request.
 */
import type { ReactNode } from 'react';
import { NavLink, useNavigate, useParams } from 'react-router';
import { DIVISIONS, TIER_VALUES, getCompetition } from '@courtside/contract';
import { CompetitionSelect } from '@/components/stats/CompetitionSelect';
import { SimulatedDataBadge, TierGate } from '@/components/stats/states';
import { useIsSimulated } from '@/lib/stats/competition-info';
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
  const isSimulated = useIsSimulated(route.competitionId);
  const competition = getCompetition(route.competitionId);
  const division = DIVISIONS.find((entry) => entry.id === route.divisionId);
  const viewLabel = TRANSFER_VIEWS.find((entry) => entry.view === route.view)?.label ?? '';
  useDocumentTitle(`Transfer history ${viewLabel}`);
  return (
    <div className="transfers container-fluid py-3">
      <header className="transfers__header">
        <div>
          <h1 className="h3 mb-0">Transfer history</h1>
          <p className="text-body-secondary mb-0">
            {competition?.label} · {division?.name} {isSimulated && <SimulatedDataBadge />}
          </p>
        </div>
        <div className="transfers__switcher">
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
        </div>
      </header>
      <nav aria-label="Divisions">
        <ul className="nav nav-pills transfers__tabs mb-2">
          {DIVISIONS.map((entry) => (
            <li className="nav-item" key={entry.label}>
              <NavLink
                className="nav-link py-1"
                to={transfersPath(route.competitionId, entry.label, route.view)}
              >
                {entry.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Transfer views">
        <ul className="nav nav-tabs transfers__tabs">
          {TRANSFER_VIEWS.map((entry) => (
            <li className="nav-item" key={entry.view}>
              <NavLink
                className="nav-link"
                to={transfersPath(route.competitionId, route.divisionLabel, entry.view)}
              >
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="transfers__view">
        <TierGate feature="Transfer analyses" requiredTier={TIER_VALUES.pro}>
          {route.view === 'yearly-transfers' ? (
            <YearlyTransfers route={route} divisionName={division?.name ?? 'Division'} />
          ) : (
            <TransferAnalysis route={route} divisionName={division?.name ?? 'Division'} />
          )}
        </TierGate>
      </div>
    </div>
  );
}

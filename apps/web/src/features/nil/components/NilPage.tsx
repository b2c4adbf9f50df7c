/**
 * /stats/:competitionId/nil/:view (§2): NIL predictions — each rated player's NIL index
 * (METHODS §10: a performance index without social data, published as a tier and band) and
 * how the index is built. Only the NIL competitions (§9) have one; NIL predictions are tier ≥ 3
 * (§6): lower tiers see the upgrade prompt and no NIL request is sent.
 */
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { DIVISIONS, TIER_VALUES, paths } from '@courtside/contract';
import { useSeasonSwitch } from '@/components/navigation/season-switch';
import { CompetitionSelect } from '@/components/stats/CompetitionSelect';
import { StatsAreaHeader, StatsAreaTabs, StatsAreaView } from '@/components/stats/StatsAreaHeader';
import { TierGate } from '@/components/stats/states';
import { useUrlFilters } from '@/lib/stats/url-filters';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  NIL_COMPETITION_IDS,
  NIL_FILTERS,
  NIL_VIEWS,
  parseNilRoute,
  type NilRoute,
} from '../content/nil-route';
import { NilMethod } from './NilMethod';
import { NilPlayerBox } from './NilPlayerBox';
import './nil.css';

export function NilPage({ notFound }: { notFound: ReactNode }) {
  const route = parseNilRoute(useParams());
  if (route === null) return <>{notFound}</>;
  return <NilArea route={route} />;
}

function NilArea({ route }: { route: NilRoute }) {
  const { competitionId, view } = route;
  const [filters, setFilters] = useUrlFilters(NIL_FILTERS);
  // Another season's ids differ: the switch opens the same view without the filters.
  const { switchTo, busy, error } = useSeasonSwitch(competitionId, (target) => ({
    path: paths.nil(target, view),
    notice: null,
  }));
  const viewLabel = NIL_VIEWS.find((entry) => entry.view === view)?.label ?? '';
  useDocumentTitle(`NIL predictions ${viewLabel}`);
  const divisionName =
    DIVISIONS.find((division) => division.id === filters.division)?.name ?? 'Division I';
  const viewProps = { competitionId, divisionName, filters, setFilters };
  return (
    <div className="nil container-fluid py-3">
      <StatsAreaHeader
        title="NIL predictions"
        competitionId={competitionId}
        switcher={
          <>
            <CompetitionSelect
              id="nil-competition"
              label="Season"
              value={competitionId}
              onChange={(target) => void switchTo(target)}
              preferredGender="MALE"
              disabled={busy}
              competitionIds={NIL_COMPETITION_IDS}
            />
            {error !== null && (
              <p className="small text-danger mb-0" role="alert">
                {error}
              </p>
            )}
          </>
        }
      />
      <StatsAreaTabs
        label="NIL views"
        tabs={NIL_VIEWS.map((entry) => ({
          to: paths.nil(competitionId, entry.view),
          label: entry.label,
        }))}
      />
      <StatsAreaView>
        <TierGate feature="NIL predictions" requiredTier={TIER_VALUES.pro}>
          <p className="small text-body-secondary">
            A performance index without social-media data: tiers and index bands, never dollar
            amounts.
          </p>
          {view === 'player-box' ? <NilPlayerBox {...viewProps} /> : <NilMethod {...viewProps} />}
        </TierGate>
      </StatsAreaView>
    </div>
  );
}

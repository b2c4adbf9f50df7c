/**
 * /stats/:competitionId/draft/:view (§2): draft prospects — every rated player with the
 * indicators that tell draftees apart, the draft model's probability, rank and projected tier
 * where the warehouse holds past drafts to fit on, and how the model works and has done. Only
 * the draft competitions (§9) have the area; it opens at tier ≥ 1 (§6, the navbar entry's
 * tier): lower tiers see what opens it and no draft request is sent.
 */
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { DIVISIONS, getCompetition, getNavItem } from '@courtside/contract';
import { useSeasonSwitch } from '@/components/navigation/season-switch';
import { CompetitionSelect } from '@/components/stats/CompetitionSelect';
import { StatsAreaHeader, StatsAreaTabs, StatsAreaView } from '@/components/stats/StatsAreaHeader';
import { TierGate } from '@/components/stats/states';
import { useUrlFilters } from '@/lib/stats/url-filters';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  DRAFT_COMPETITION_IDS,
  DRAFT_FILTERS,
  DRAFT_VIEWS,
  draftPath,
  parseDraftRoute,
  type DraftRoute,
} from '../content/draft-route';
import { DraftMethod } from './DraftMethod';
import { DraftPlayerBox } from './DraftPlayerBox';
import './draft.css';

export function DraftPage({ notFound }: { notFound: ReactNode }) {
  const route = parseDraftRoute(useParams());
  if (route === null) return <>{notFound}</>;
  return <DraftArea route={route} />;
}

function DraftArea({ route }: { route: DraftRoute }) {
  const { competitionId, view } = route;
  const [filters, setFilters] = useUrlFilters(DRAFT_FILTERS);
  // Another season's ids differ: the switch opens the same view without the filters.
  const { switchTo, busy, error } = useSeasonSwitch(competitionId, (target) => ({
    path: draftPath(target, view),
    notice: null,
  }));
  const viewLabel = DRAFT_VIEWS.find((entry) => entry.view === view)?.label ?? '';
  useDocumentTitle(`Draft prospects ${viewLabel}`);
  const divisionName =
    DIVISIONS.find((division) => division.id === filters.division)?.name ?? 'Division I';
  return (
    <div className="draft container-fluid py-3">
      <StatsAreaHeader
        title="Draft prospects"
        competitionId={competitionId}
        switcher={
          <>
            <CompetitionSelect
              id="draft-competition"
              label="Season"
              value={competitionId}
              onChange={(target) => void switchTo(target)}
              preferredGender={getCompetition(competitionId)?.gender ?? 'MALE'}
              disabled={busy}
              competitionIds={DRAFT_COMPETITION_IDS}
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
        label="Draft views"
        tabs={DRAFT_VIEWS.map((entry) => ({
          to: draftPath(competitionId, entry.view),
          label: entry.label,
        }))}
      />
      <StatsAreaView>
        <TierGate feature="Draft prospects" requiredTier={getNavItem('draftProspects').minTier}>
          {view === 'player-box' ? (
            <DraftPlayerBox
              competitionId={competitionId}
              divisionName={divisionName}
              filters={filters}
              setFilters={setFilters}
            />
          ) : (
            <DraftMethod competitionId={competitionId} />
          )}
        </TierGate>
      </StatsAreaView>
    </div>
  );
}

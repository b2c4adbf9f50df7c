/**
 * `draft-prospects` of one division: every rated player with the draft indicators, his
 * age-adjusted production, the model's projection (null without a model) and the pick he went
 * at when the warehouse holds that draft. Most likely draftee first. Tier ≥ 1 (§6).
 */
import { endpointQueryOptions, useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'draft-prospects';

export interface DraftProspectsRequest {
  competitionId: number;
  divisionId: number;
}

export const draftProspectsConfig = ({ competitionId, divisionId }: DraftProspectsRequest) => ({
  competitionId,
  divisionId,
});

/** For prefetching and route loaders. */
export const draftProspectsQueryOptions = (request: DraftProspectsRequest) =>
  endpointQueryOptions(ENDPOINT, draftProspectsConfig(request));

export const useDraftProspects = (request: DraftProspectsRequest) =>
  useEndpoint(ENDPOINT, draftProspectsConfig(request), { onError: shownOnScreen });

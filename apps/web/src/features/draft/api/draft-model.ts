/**
 * `draft-model` of a competition's gender: one row with the model's weights on standardized
 * indicators and its leave-one-season-out backtest, or `available: false` with the reason when
 * the warehouse holds no past drafts to fit on. Tier ≥ 1 (§6).
 */
import { endpointQueryOptions, useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'draft-model';

export interface DraftModelRequest {
  competitionId: number;
}

export const draftModelConfig = ({ competitionId }: DraftModelRequest) => ({ competitionId });

/** For prefetching and route loaders. */
export const draftModelQueryOptions = (request: DraftModelRequest) =>
  endpointQueryOptions(ENDPOINT, draftModelConfig(request));

export const useDraftModel = (request: DraftModelRequest) =>
  useEndpoint(ENDPOINT, draftModelConfig(request), { onError: shownOnScreen });

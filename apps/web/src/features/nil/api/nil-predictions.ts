/**
 * `nil-predictions` of one division: every rated player's NIL index (METHODS §10, no social
 * data) with its tier, band, inputs and their percentiles within gender × division, best index
 * first. Tier ≥ 3 (the server answers lower tiers with 403).
 */
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'nil-predictions';

export interface NilPredictionsRequest {
  competitionId: number;
  divisionId: number;
}

export const nilPredictionsConfig = ({ competitionId, divisionId }: NilPredictionsRequest) => ({
  competitionId,
  divisionId,
});

export const useNilPredictions = (request: NilPredictionsRequest) =>
  useEndpoint(ENDPOINT, nilPredictionsConfig(request), { onError: shownOnScreen });

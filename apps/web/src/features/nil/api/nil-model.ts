/**
 * `nil-model` of one division: how well the NIL index predicts disclosed deal values, held out
 * one season at a time, against everyone getting the median deal; `available: false` with the
 * reason when the warehouse has no deal values. Tier ≥ 3.
 */
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'nil-model';

export interface NilModelRequest {
  competitionId: number;
  divisionId: number;
}

export const nilModelConfig = ({ competitionId, divisionId }: NilModelRequest) => ({
  competitionId,
  divisionId,
});

export const useNilModel = (request: NilModelRequest) =>
  useEndpoint(ENDPOINT, nilModelConfig(request), { onError: shownOnScreen });

/**
 * `raw-nil-anonymized` of one division: the same index rows as nil-predictions without
 * anything that names a player, for the method view's summary of the pool. Tier ≥ 3.
 */
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'raw-nil-anonymized';

export interface RawNilRequest {
  competitionId: number;
  divisionId: number;
}

export const rawNilConfig = ({ competitionId, divisionId }: RawNilRequest) => ({
  competitionId,
  divisionId,
});

export const useRawNil = (request: RawNilRequest) =>
  useEndpoint(ENDPOINT, rawNilConfig(request), { onError: shownOnScreen });

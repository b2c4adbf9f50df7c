/**
 * `transfer-history` of a season and division: every transfer into the season that left or
 * joined a school of the division, with his season before and after and the METHODS §10
 * analysis. Tier ≥ 3 (the server refuses lower tiers with 403); the page asks nothing below it.
 */
import type { EndpointParams } from '@courtside/contract/schemas';
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'transfer-history';

export interface TransferHistoryRequest {
  competitionId: number;
  divisionId: 1 | 2 | 3;
}

export const transferHistoryConfig = ({
  competitionId,
  divisionId,
}: TransferHistoryRequest): EndpointParams<'transfer-history'> => ({ competitionId, divisionId });

export const useTransferHistory = (request: TransferHistoryRequest) =>
  useEndpoint(ENDPOINT, transferHistoryConfig(request), { onError: shownOnScreen });

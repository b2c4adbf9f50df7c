/**
 * `vc-transfer-portal` (men) or `wbb-transfer-portal` (women): every entrant of the off-season
 * before the competition with his move — status, the school, conference and division he left
 * and joined. Tier ≥ 3 (the server refuses lower tiers with 403). The whole list is one answer
 * (about a thousand rows), so the views filter and group it on the client.
 */
import type { Gender } from '@courtside/contract';
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

export interface PortalRequest {
  competitionId: number;
  gender: Gender;
}

export const transferPortalEndpoint = (gender: Gender) =>
  gender === 'MALE' ? 'vc-transfer-portal' : 'wbb-transfer-portal';

export const transferPortalConfig = ({ competitionId }: PortalRequest) => ({ competitionId });

export const useTransferPortal = (request: PortalRequest) =>
  useEndpoint(transferPortalEndpoint(request.gender), transferPortalConfig(request), {
    onError: shownOnScreen,
  });

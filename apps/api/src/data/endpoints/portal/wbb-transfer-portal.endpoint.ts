/** `wbb-transfer-portal` (path style): the women's transfer portal (support/transfer-portal.ts). */
import { transferPortalEndpoint } from './support/transfer-portal';

export const wbbTransferPortalEndpoint = transferPortalEndpoint('wbb-transfer-portal', 'FEMALE');

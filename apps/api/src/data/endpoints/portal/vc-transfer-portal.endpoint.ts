/** `vc-transfer-portal` (path style): the men's transfer portal (support/transfer-portal.ts). */
import { transferPortalEndpoint } from './support/transfer-portal';

export const vcTransferPortalEndpoint = transferPortalEndpoint('vc-transfer-portal', 'MALE');

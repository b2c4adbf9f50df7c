/** The portal, transfer and NIL data endpoints, one file each; the registry mounts this list. */
import type { DataEndpoint } from '../../endpoint';
import { nilPredictionsEndpoint } from './nil-predictions';
import { portalAggPbpStatsEndpoint } from './portal-agg-pbp-stats';
import { portalAggStatsEndpoint } from './portal-agg-stats';
import { rawNilAnonymizedEndpoint } from './raw-nil-anonymized';
import { teamTransferAggStatsEndpoint } from './team-transfer-agg-stats';
import { vcTransferPortalEndpoint } from './vc-transfer-portal';
import { wbbTransferPortalEndpoint } from './wbb-transfer-portal';

export const portalEndpoints: readonly DataEndpoint[] = [
  vcTransferPortalEndpoint,
  wbbTransferPortalEndpoint,
  portalAggStatsEndpoint,
  portalAggPbpStatsEndpoint,
  teamTransferAggStatsEndpoint,
  nilPredictionsEndpoint,
  rawNilAnonymizedEndpoint,
];

/**
 * `portal-agg-stats`: each portal entrant's season line at the school he left (the season before
 * the competition), slimmed with `fields` to what the views show; the API adds the identifying
 * fields (`_id`, `personId` and the other ids) to every slim row. Entrants without a season
 * line (no play-by-play games) are not in it. Tier ≥ 3.
 */
import type { PortalAggStatsRow } from '@courtside/contract/schemas';
import { useEndpoint } from '@/lib/api';
import type { PortalRequest } from './transfer-portal';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'portal-agg-stats';

/** The season-line fields the views read. */
export const PORTAL_LINE_FIELDS = [
  'position',
  'gp',
  'mins',
  'minsPg',
  'minsPct',
  'ptsScored',
  'ptsScoredPg',
  'rebPg',
  'astPg',
  'tsPct',
  'usagePct',
  'per',
  'bpm',
  'isQualified',
] as const satisfies readonly (keyof PortalAggStatsRow)[];

/** A slim row: the fields asked for and the ids. */
export type PortalLine = Pick<
  PortalAggStatsRow,
  (typeof PORTAL_LINE_FIELDS)[number] | 'personId' | 'statsCompetitionId'
>;

export const portalAggStatsConfig = ({ competitionId }: PortalRequest) => ({
  competitionId,
  fields: [...PORTAL_LINE_FIELDS],
});

export const usePortalAggStats = (request: PortalRequest) =>
  useEndpoint(ENDPOINT, portalAggStatsConfig(request), { onError: shownOnScreen });

/**
 * `portal-agg-stats` (path style): every portal entrant of the off-season before the
 * competition with his season aggregates at the school he left — the player-agg-stats row
 * (totals, per game, METHODS §2 rates, PER, box rating, RAPM, on-court ratings) plus his move.
 * The seasons left are the build's stored season rows (player_season_docs); the answer rows are
 * kept as text per competition (support/portal-agg-texts.ts).
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { PortalAggStatsRow } from '@courtside/contract/schemas';
import type { DataRequest } from '../../endpoint';
import { serveEndpoint } from '../../serve-endpoint';
import { portalContext } from './support/context';
import { portalAggJson, portalAggTextsOf } from './support/portal-agg-texts';

const NAME = 'portal-agg-stats';

async function answerJson(request: DataRequest): Promise<Buffer> {
  const context = await portalContext(NAME, request);
  const texts = await portalAggTextsOf(request.db, context.competitionId);
  return portalAggJson(texts, context.filter, context.updated);
}

export const portalAggStatsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  serializedWhole: answerJson,
  async handle(request) {
    return JSON.parse((await answerJson(request)).toString('utf8')) as PortalAggStatsRow[];
  },
});

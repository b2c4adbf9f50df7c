/**
 * `portal-agg-stats` (path style): every portal entrant of the off-season before the
 * competition with his season aggregates at the school he left — the player-agg-stats row
 * (totals, per game, METHODS §2 rates, PER, box rating, RAPM, on-court ratings) plus his move.
 * The seasons left are the build's stored season rows (player_season_docs), kept as text per
 * competition (support/season-rows-left.ts).
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { PortalAggStatsRow } from '@courtside/contract/schemas';
import { serveEndpoint } from '../../serve-endpoint';
import { filteredEntries, portalContext } from './support/context';
import { entriesBySeasonLeft } from './support/entrant-seasons';
import { moveFields } from './support/moves';
import { seasonRowsLeft } from './support/season-rows-left';

const NAME = 'portal-agg-stats';

export const portalAggStatsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const context = await portalContext(NAME, request);
    const { source, entries } = await filteredEntries(request, context);
    const out: PortalAggStatsRow[] = [];
    const byFromSeason = entriesBySeasonLeft(entries);
    if (byFromSeason.size === 0) return out;
    const statsRowOf = await seasonRowsLeft(request.db, context);
    for (const [fromCompetitionId, moved] of byFromSeason) {
      for (const entry of moved) {
        const stats = statsRowOf(fromCompetitionId, entry);
        if (stats === undefined) continue;
        // Object.assign, not spreads: V8 copies rows this wide far faster that way (same keys,
        // same order: a field of both keeps the stats row's place and takes the move's value).
        out.push(
          Object.assign(stats, moveFields(entry, source, context.updated), {
            statsCompetitionId: fromCompetitionId,
          }),
        );
      }
    }
    return out;
  },
});

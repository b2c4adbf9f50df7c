/**
 * `portal-agg-stats` (path style): every portal entrant of the off-season before the
 * competition with his season aggregates at the school he left — the player-agg-stats row
 * (totals, per game, METHODS §2 rates, PER, box rating, RAPM, on-court ratings) plus his move.
 * The seasons left are read once per competition (support/entrant-seasons.ts).
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { PortalAggStatsRow } from '@courtside/contract/schemas';
import { playerAggRow } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { filteredEntries, portalContext } from './support/context';
import { entrantKey, entrantSeasons } from './support/entrant-seasons';
import { moveFields } from './support/moves';

const NAME = 'portal-agg-stats';

export const portalAggStatsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const context = await portalContext(NAME, request);
    const { source, entries } = await filteredEntries(request, context);
    const out: PortalAggStatsRow[] = [];
    const byFromSeason = new Map<number, (typeof entries)[number][]>();
    for (const entry of entries) {
      if (entry.fromCompetitionId === null || entry.fromPlayerId === null) continue;
      const list = byFromSeason.get(entry.fromCompetitionId) ?? [];
      list.push(entry);
      byFromSeason.set(entry.fromCompetitionId, list);
    }
    if (byFromSeason.size === 0) return out;
    const seasons = await entrantSeasons(request.db, context.competitionId);
    for (const [fromCompetitionId, moved] of byFromSeason) {
      for (const entry of moved) {
        const found = seasons.get(
          entrantKey(fromCompetitionId, entry.fromTeamId, entry.fromPlayerId),
        );
        if (found === undefined) continue;
        // Object.assign, not spreads: V8 copies rows this wide far faster that way (same keys,
        // same order: a field of both keeps the stats row's place and takes the move's value).
        out.push(
          Object.assign(
            playerAggRow(found.stats, context.updated, found.onCourt),
            moveFields(entry, source, context.updated),
            { statsCompetitionId: fromCompetitionId },
          ),
        );
      }
    }
    return out;
  },
});

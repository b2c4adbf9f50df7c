/**
 * `portal-agg-pbp-stats` (path style): every portal entrant of the off-season before the
 * competition with his play-by-play season at the school he left — the player-agg-pbp-stats row
 * (games and minutes with play-by-play, TS%, USG%, assists to twos and threes, zone vocabulary)
 * plus his move. The seasons left are read once per competition (support/entrant-seasons.ts).
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { PortalAggPbpRow } from '@courtside/contract/schemas';
import { serveEndpoint } from '../../serve-endpoint';
import { filteredEntries, portalContext } from './support/context';
import { entrantKey, entrantPbpSeasons } from './support/entrant-seasons';
import { moveFields } from './support/moves';

const NAME = 'portal-agg-pbp-stats';

export const portalAggPbpStatsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const context = await portalContext(NAME, request);
    const { source, entries } = await filteredEntries(request, context);
    const out: PortalAggPbpRow[] = [];
    const fromSeasons = new Set(
      entries.flatMap((entry) =>
        entry.fromCompetitionId === null ? [] : [entry.fromCompetitionId],
      ),
    );
    if (fromSeasons.size === 0) return out;
    const seasons = await entrantPbpSeasons(request.db, context.competitionId);
    for (const fromCompetitionId of fromSeasons) {
      const moved = entries.filter((entry) => entry.fromCompetitionId === fromCompetitionId);
      for (const entry of moved) {
        const found = seasons.get(
          entrantKey(fromCompetitionId, entry.fromTeamId, entry.fromPlayerId),
        );
        if (found === undefined) continue;
        const { row, zones } = found;
        // Object.assign, not spreads: copying a hundred-odd zone fields by spread costs about
        // a millisecond a row in V8, Object.assign a hundredth of that (same keys, same order).
        out.push(
          Object.assign(
            moveFields(entry, source, context.updated),
            {
              statsCompetitionId: fromCompetitionId,
              teamId: row.teamId,
              teamMarket: row.teamMarket,
              conferenceId: row.conferenceId,
              scope: 'season' as const,
              gpPbp: row.gpPbp,
              minsPbp: row.minsPbp,
              ptsScored: row.ptsScored,
              tsPct: row.tsPct,
              usagePct: row.usagePct,
              inPortalAfterSeason: true as const,
              ast: row.ast,
              ast2: row.ast2,
              ast3: row.ast3,
              ptsCreated: row.ptsCreated,
            },
            zones,
          ),
        );
      }
    }
    return out;
  },
});

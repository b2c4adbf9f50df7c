/**
 * `portal-agg-pbp-stats` (path style): every portal entrant of the off-season before the
 * competition with his play-by-play season at the school he left — the player-agg-pbp-stats row
 * (games and minutes with play-by-play, TS%, USG%, assists to twos and threes, zone vocabulary)
 * plus his move.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { PortalAggPbpRow } from '@courtside/contract/schemas';
import {
  pbpCompetitionConstants,
  pbpCompetitionInfo,
  playerPbpAggregates,
} from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { zoneValues } from '../pbp/support/values';
import { filteredEntries, portalContext } from './support/context';
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
    for (const fromCompetitionId of fromSeasons) {
      const info = await pbpCompetitionInfo(request.db, fromCompetitionId);
      if (info === null) continue;
      const moved = entries.filter((entry) => entry.fromCompetitionId === fromCompetitionId);
      const rows = await playerPbpAggregates(request.db, {
        competitionId: fromCompetitionId,
        constants: pbpCompetitionConstants(info),
        scope: 'season',
      });
      const byPlayer = new Map(rows.map((row) => [`${row.teamId}:${row.playerId}`, row]));
      for (const entry of moved) {
        const row = byPlayer.get(`${entry.fromTeamId}:${entry.fromPlayerId}`);
        if (row === undefined) continue;
        out.push({
          ...moveFields(entry, source, context.updated),
          statsCompetitionId: fromCompetitionId,
          teamId: row.teamId,
          teamMarket: row.teamMarket,
          conferenceId: row.conferenceId,
          scope: 'season',
          gpPbp: row.gpPbp,
          minsPbp: row.minsPbp,
          ptsScored: row.ptsScored,
          tsPct: row.tsPct,
          usagePct: row.usagePct,
          inPortalAfterSeason: true,
          ast: row.ast,
          ast2: row.ast2,
          ast3: row.ast3,
          ptsCreated: row.ptsCreated,
          ...zoneValues(row.zones),
        });
      }
    }
    return out;
  },
});

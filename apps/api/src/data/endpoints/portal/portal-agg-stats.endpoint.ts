/**
 * `portal-agg-stats` (path style): every portal entrant of the off-season before the
 * competition with his season aggregates at the school he left — the player-agg-stats row
 * (totals, per game, METHODS §2 rates, PER, box rating, RAPM, on-court ratings) plus his move.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import type { PortalAggStatsRow } from '@courtside/contract/schemas';
import { playerOnCourt, playerSeasonAggregates } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { playerAggRow } from '../stats/support/player-rows';
import { filteredEntries, portalContext } from './support/context';
import { moveFields } from './support/moves';

const NAME = 'portal-agg-stats';

export const portalAggStatsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const context = await portalContext(NAME, request);
    const { source, entries } = await filteredEntries(request, context);
    const out: PortalAggStatsRow[] = [];
    const byFromSeason = new Map<number, typeof entries>();
    for (const entry of entries) {
      if (entry.fromCompetitionId === null || entry.fromPlayerId === null) continue;
      const list = byFromSeason.get(entry.fromCompetitionId) ?? [];
      list.push(entry);
      byFromSeason.set(entry.fromCompetitionId, list);
    }
    for (const [fromCompetitionId, moved] of byFromSeason) {
      const season = await playerSeasonAggregates(request.db, {
        competitionId: fromCompetitionId,
        scopes: ['season'],
      });
      const byPlayer = new Map(season.map((row) => [`${row.teamId}:${row.playerId}`, row]));
      const teamIds = [...new Set(moved.map((entry) => entry.fromTeamId ?? -1))];
      const onCourt = new Map(
        (await playerOnCourt(request.db, { competitionId: fromCompetitionId, teamIds })).map(
          (row) => [`${row.teamId}:${row.playerId}`, row],
        ),
      );
      for (const entry of moved) {
        const key = `${entry.fromTeamId}:${entry.fromPlayerId}`;
        const stats = byPlayer.get(key);
        if (stats === undefined) continue;
        out.push({
          ...playerAggRow(stats, context.updated, onCourt.get(key)),
          ...moveFields(entry, source, context.updated),
          statsCompetitionId: fromCompetitionId,
        });
      }
    }
    return out;
  },
});

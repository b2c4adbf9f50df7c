/**
 * The season each portal entrant left, as his player-agg-stats row there: what portal-agg-stats
 * shows beside his move.
 */
import type { PlayerAggStatsRow } from '@courtside/contract/schemas';
import type { PortalEntry, WarehouseDb } from '@courtside/warehouse';
import { playerAggRow, playerSeasonDocRows, playerSeasonKeyText } from '@courtside/warehouse';
import type { RequestContext } from '../../../request-context';
import { entrantKey, entrantSeasons, seasonKeysLeft } from './entrant-seasons';

export type StatsRowOf = (
  fromCompetitionId: number,
  entry: PortalEntry,
) => PlayerAggStatsRow | undefined;

/**
 * Each entrant's player-agg-stats row of the season he left (a new object per call). From the
 * stored season rows when every season left has them for this code: a few hundred entrants'
 * rows, where summing the seasons left took 1-2 s on a full-size league. Otherwise from the
 * seasons' sums, read once per competition.
 */
export async function seasonRowsLeft(
  db: WarehouseDb,
  context: Pick<RequestContext, 'competitionId' | 'updated'>,
  byFromSeason: ReadonlyMap<number, readonly PortalEntry[]>,
): Promise<StatsRowOf> {
  const stored = new Map<number, Map<string, PlayerAggStatsRow>>();
  for (const [fromCompetitionId, moved] of byFromSeason) {
    const rows = await playerSeasonDocRows(
      db,
      fromCompetitionId,
      seasonKeysLeft(moved),
      context.updated,
    );
    if (rows === null) return computedRowsLeft(db, context);
    stored.set(fromCompetitionId, rows);
  }
  return (fromCompetitionId, entry) => {
    const { fromTeamId: teamId, fromPlayerId: playerId } = entry;
    if (teamId === null || playerId === null) return undefined;
    const row = stored.get(fromCompetitionId)?.get(playerSeasonKeyText({ teamId, playerId }));
    // A copy: callers extend the row they get.
    return row && Object.assign({}, row);
  };
}

/** The rows from the seasons' sums (what the stored rows were made from). */
export async function computedRowsLeft(
  db: WarehouseDb,
  context: Pick<RequestContext, 'competitionId' | 'updated'>,
): Promise<StatsRowOf> {
  const seasons = await entrantSeasons(db, context.competitionId);
  return (fromCompetitionId, entry) => {
    const found = seasons.get(entrantKey(fromCompetitionId, entry.fromTeamId, entry.fromPlayerId));
    return found && playerAggRow(found.stats, context.updated, found.onCourt);
  };
}

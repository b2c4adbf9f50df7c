/**
 * The season each portal entrant left, as his player-agg-stats row there: what portal-agg-stats
 * shows beside his move.
 */
import type { PlayerAggStatsRow } from '@courtside/contract/schemas';
import type { PortalEntry, WarehouseDb } from '@courtside/warehouse';
import {
  playerAggRow,
  playerSeasonDocTexts,
  playerSeasonKeyText,
  portalEntries,
} from '@courtside/warehouse';
import type { RequestContext } from '../../../request-context';
import { entriesBySeasonLeft, entrantKey, entrantSeasons, seasonKeysLeft } from './entrant-seasons';

export type StatsRowOf = (
  fromCompetitionId: number,
  entry: PortalEntry,
) => PlayerAggStatsRow | undefined;

/**
 * Every entrant's stored season row of the season he left, by entrantKey. Null when a season
 * left has no stored rows for this code. The texts carry an empty `updated`, which a row's
 * reader sets. Read once per served file and competition, by the portal-agg-stats texts
 * (portal-agg-texts.ts), which keep the rows made from them.
 */
async function storedRowsLeft(
  db: WarehouseDb,
  competitionId: number,
): Promise<Map<string, string> | null> {
  const bySeason = entriesBySeasonLeft((await portalEntries(db, competitionId)).entries);
  const byKey = new Map<string, string>();
  for (const [from, moved] of bySeason) {
    const stored = await playerSeasonDocTexts(db, from, seasonKeysLeft(moved), '');
    if (stored === null) return null;
    for (const entry of moved) {
      const { fromTeamId: teamId, fromPlayerId: playerId } = entry;
      if (teamId === null || playerId === null) continue;
      const text = stored.get(playerSeasonKeyText({ teamId, playerId }));
      const key = entrantKey(from, teamId, playerId);
      if (text !== undefined && !byKey.has(key)) byKey.set(key, text);
    }
  }
  return byKey;
}

/**
 * Each entrant's player-agg-stats row of the season he left (a new object per call). From the
 * stored season rows when every season left has them for this code, where summing the seasons
 * left took 1-2 s on a full-size league. Otherwise from the seasons' sums, read once per
 * competition.
 */
export async function seasonRowsLeft(
  db: WarehouseDb,
  context: Pick<RequestContext, 'competitionId' | 'updated'>,
): Promise<StatsRowOf> {
  const stored = await storedRowsLeft(db, context.competitionId);
  if (stored === null) return computedRowsLeft(db, context);
  return (fromCompetitionId, entry) => {
    const text = stored.get(entrantKey(fromCompetitionId, entry.fromTeamId, entry.fromPlayerId));
    if (text === undefined) return undefined;
    const row = JSON.parse(text) as PlayerAggStatsRow;
    row.updated = context.updated;
    return row;
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

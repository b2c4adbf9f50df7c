/**
 * The NIL pages' players: the competition's NIL index (warehouse `competitionNilResults`, pooled
 * over the whole competition before any request filter, so a team's page shows the same index as
 * the division list) with each player's inputs and whether he arrived through the portal.
 */
import type { NilResult, NilTier } from '@courtside/engine';
import type { NilPlayerRow, WarehouseDb } from '@courtside/warehouse';
import { competitionNilResults, portalEntries } from '@courtside/warehouse';
import { merged } from '@courtside/contract';

export interface NilPlayer {
  readonly player: NilPlayerRow;
  readonly prestige: number;
  readonly teamNetRtgAdj: number;
  readonly bpm: number;
  readonly isTransfer: boolean;
  readonly result: NilResult<NilPlayerRow> & {
    ratingPctile: number;
    minutesPctile: number;
    prestigePctile: number;
    teamPctile: number;
    nilIndex: number;
    tier: NilTier;
    rangeLow: number;
    rangeHigh: number;
  };
}

/** Players with an index, best first, pooled over the whole competition. */
export async function readNilPlayers(db: WarehouseDb, competitionId: number): Promise<NilPlayer[]> {
  const [{ results, prestigeOf }, portal] = await Promise.all([
    competitionNilResults(db, competitionId),
    portalEntries(db, competitionId),
  ]);
  const arrived = new Set(
    portal.entries.flatMap((entry) =>
      entry.status === 'committed' && entry.toPlayerId !== null ? [entry.toPlayerId] : [],
    ),
  );
  const out: NilPlayer[] = [];
  for (const result of results) {
    const { ratingPctile, minutesPctile, prestigePctile, teamPctile, nilIndex, tier } = result;
    const { rangeLow, rangeHigh } = result;
    const player = result.key;
    const prestige = prestigeOf.get(player.teamKey) ?? null;
    if (
      ratingPctile === null ||
      minutesPctile === null ||
      prestigePctile === null ||
      teamPctile === null ||
      nilIndex === null ||
      tier === null ||
      rangeLow === null ||
      rangeHigh === null ||
      prestige === null ||
      player.bpm === null ||
      player.teamNetRtgAdj === null
    ) {
      continue;
    }
    out.push({
      player,
      prestige,
      bpm: player.bpm,
      teamNetRtgAdj: player.teamNetRtgAdj,
      isTransfer: arrived.has(player.playerId),
      result: merged(result, {
        ratingPctile,
        minutesPctile,
        prestigePctile,
        teamPctile,
        nilIndex,
        tier,
        rangeLow,
        rangeHigh,
      }),
    });
  }
  return out.sort(
    (a, b) =>
      b.result.nilIndex - a.result.nilIndex ||
      b.result.ratingPctile - a.result.ratingPctile ||
      a.player.playerId - b.player.playerId,
  );
}

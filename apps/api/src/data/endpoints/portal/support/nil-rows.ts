/**
 * The NIL index of every rated player of a competition (METHODS §10, engine `nilIndexes` and
 * `programPrestige`), pooled by gender × division over the whole competition before any
 * request filter, so a team's page shows the same index as the division list.
 */
import type { NilResult, NilTier } from '@courtside/engine';
import { nilIndexes, programPrestige } from '@courtside/engine';
import type { NilPlayerRow, WarehouseDb } from '@courtside/warehouse';
import { nilPlayers, portalEntries, programSeasons } from '@courtside/warehouse';
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
  const [players, seasons, portal] = await Promise.all([
    nilPlayers(db, competitionId),
    programSeasons(db, competitionId),
    portalEntries(db, competitionId),
  ]);
  const seasonsByKey = new Map<string, typeof seasons>();
  for (const season of seasons) {
    const list = seasonsByKey.get(season.teamKey) ?? [];
    list.push(season);
    seasonsByKey.set(season.teamKey, list);
  }
  const prestigeOf = new Map(
    [...seasonsByKey].map(([key, list]) => [key, programPrestige(list)] as const),
  );
  const arrived = new Set(
    portal.entries.flatMap((entry) =>
      entry.status === 'committed' && entry.toPlayerId !== null ? [entry.toPlayerId] : [],
    ),
  );
  const results = nilIndexes(
    players.map((player) => ({
      key: player,
      gender: player.gender,
      divisionId: player.divisionId,
      rating: player.bpm,
      minutes: player.minutes,
      prestige: prestigeOf.get(player.teamKey) ?? null,
      teamStrength: player.teamNetRtgAdj,
    })),
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

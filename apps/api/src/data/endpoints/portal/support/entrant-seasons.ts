/**
 * The season each portal entrant of a competition left, as `portal-agg-stats` and
 * `portal-agg-pbp-stats` show it: his player-agg-stats sums and on-court ratings, and his
 * play-by-play aggregates, at the school he left.
 *
 * Those are read over the whole season left (its player aggregates, stints and shots), and a
 * player's row depends only on his own games and his team's: neither on the request's filter
 * nor on which other players or teams are read with him. So a served file reads them once per
 * competition for every entrant (the warehouse's memoPerCompetition) and keeps the entrants'
 * rows alone; a request picks its entrants' rows by key.
 */
import type {
  CompetitionRead,
  OnCourtRow,
  PlayerPbpAggregate,
  PlayerSeasonKey,
  PlayerSeasonRow,
  PortalEntry,
  WarehouseDb,
} from '@courtside/warehouse';
import {
  memoPerCompetition,
  pbpCompetitionConstants,
  pbpCompetitionInfo,
  playerOnCourt,
  playerPbpAggregates,
  playerSeasonAggregates,
  portalEntries,
} from '@courtside/warehouse';
import { zoneValues } from '../../pbp/support/values';
import type { KeyedTexts } from '../../../packed-texts';
import { packByKey } from '../../../packed-texts';

/** The key of a player's row in the season he left. */
export const entrantKey = (
  fromCompetitionId: number,
  teamId: number | null,
  playerId: number | null,
): string => `${fromCompetitionId}:${teamId}:${playerId}`;

/** Entries by the season left, in their order, of those that name a season and a roster id. */
export function entriesBySeasonLeft(entries: readonly PortalEntry[]): Map<number, PortalEntry[]> {
  const bySeason = new Map<number, PortalEntry[]>();
  for (const entry of entries) {
    if (entry.fromCompetitionId === null || entry.fromPlayerId === null) continue;
    const list = bySeason.get(entry.fromCompetitionId) ?? [];
    list.push(entry);
    bySeason.set(entry.fromCompetitionId, list);
  }
  return bySeason;
}

/** The entrants' seasons left (team and roster id there), of those that name both. */
export const seasonKeysLeft = (entries: readonly PortalEntry[]): PlayerSeasonKey[] =>
  entries.flatMap((entry) =>
    entry.fromTeamId === null || entry.fromPlayerId === null
      ? []
      : [{ teamId: entry.fromTeamId, playerId: entry.fromPlayerId }],
  );

/**
 * The play-by-play seasons left, as text: each entrant's row members after his move's, with the
 * row's closing brace (`"statsCompetitionId":…}`), packed outside the heap (packed-texts.ts). As
 * objects with their hundred-odd zone fields, the 16 competitions of the full demo held ~160 MB
 * of small objects that every full garbage collection of the worker marked again.
 */
export type EntrantPbpTexts = KeyedTexts;

/** An entrant's play-by-play fields in a portal-agg-pbp-stats row, after his move's. */
export function pbpSeasonFields(fromCompetitionId: number, row: PlayerPbpAggregate) {
  return zoneValues(row.zones, {
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
  });
}

export interface EntrantSeason {
  readonly stats: PlayerSeasonRow;
  readonly onCourt: OnCourtRow | undefined;
}

/**
 * `readSeason`'s rows of every season the competition's entrants left, kept for the entrants
 * alone. `readSeason` gets a season and its entrants (each with his roster id there) and gives
 * its rows by entrantKey.
 */
async function entrantRows<T>(
  db: WarehouseDb,
  competitionId: number,
  readSeason: (from: number, moved: readonly PortalEntry[]) => Promise<Iterable<[string, T]>>,
): Promise<Map<string, T>> {
  const bySeason = entriesBySeasonLeft((await portalEntries(db, competitionId)).entries);
  const out = new Map<string, T>();
  for (const [from, moved] of bySeason) {
    const wanted = new Set(moved.map((e) => entrantKey(from, e.fromTeamId, e.fromPlayerId)));
    for (const [key, value] of await readSeason(from, moved)) {
      if (wanted.has(key)) out.set(key, value);
    }
  }
  return out;
}

const readEntrantSeasons = (db: WarehouseDb, competitionId: number) =>
  entrantRows(db, competitionId, async (from, moved): Promise<Array<[string, EntrantSeason]>> => {
    const teamIds = [...new Set(moved.map((entry) => entry.fromTeamId ?? -1))];
    const [season, onCourt] = await Promise.all([
      playerSeasonAggregates(db, { competitionId: from, scopes: ['season'] }),
      playerOnCourt(db, { competitionId: from, teamIds }),
    ]);
    const onCourtOf = new Map(
      onCourt.map((row) => [entrantKey(from, row.teamId, row.playerId), row]),
    );
    return season.map((stats) => {
      const key = entrantKey(from, stats.teamId, stats.playerId);
      return [key, { stats, onCourt: onCourtOf.get(key) }];
    });
  });

async function readEntrantPbpTexts(
  db: WarehouseDb,
  competitionId: number,
): Promise<EntrantPbpTexts> {
  const rows = await entrantRows(
    db,
    competitionId,
    async (from, moved): Promise<Array<[string, string]>> => {
      const info = await pbpCompetitionInfo(db, from);
      if (info === null) return [];
      // The entrants' rows alone: a season's few hundred movers of its ~8,000 players.
      const season = await playerPbpAggregates(db, {
        competitionId: from,
        constants: pbpCompetitionConstants(info),
        scope: 'season',
        players: seasonKeysLeft(moved),
      });
      return season.map((row) => [
        entrantKey(from, row.teamId, row.playerId),
        JSON.stringify(pbpSeasonFields(from, row)).slice(1),
      ]);
    },
  );
  return packByKey(rows);
}

/** Entrants' player-agg-stats seasons left, by entrantKey (once per served file and competition). */
export const entrantSeasons: CompetitionRead<ReadonlyMap<string, EntrantSeason>> =
  memoPerCompetition(readEntrantSeasons);

/** Entrants' play-by-play seasons left as text (once per served file and competition). */
export const entrantPbpTexts: CompetitionRead<EntrantPbpTexts> =
  memoPerCompetition(readEntrantPbpTexts);

/**
 * What the draft model (METHODS §10, engine draft-model.ts) reads about a competition: the NIL
 * pool of rated players (nil-inputs.ts: a season box rating, at least 10% of the team's minutes)
 * with each player's indicators as player-agg-stats serves them — the stored season rows
 * (player_season_docs) when the file has them for this code, else the same rows made from the
 * season's sums by playerAggRow — his team's strength of schedule, and his pick when the
 * warehouse knows the draft that followed (drafts.ts: a competition without a `drafts` row has
 * an unknown draft; a file built before the tables existed knows none).
 */
import type { PlayerAggStatsRow } from '@courtside/contract/schemas';
import type { WarehouseDb } from '../../db/connection';
import { num, numOrNull } from '../../db/values';
import { playerSeasonKeyText } from '../player-keys';
import { fileHasTable } from '../stored-table';
import { playerAggRow } from '../stats/player-agg-rows';
import { playerSeasonAggregates } from '../stats/player-aggregates';
import { playerSeasonDocTexts } from '../stats/player-season-docs';
import type { NilPlayerRow } from './nil-inputs';
import { nilPlayers } from './nil-inputs';

export interface DraftPoolRow {
  readonly player: NilPlayerRow;
  /** The player-agg-stats season row's values the draft rows show. */
  readonly gp: number;
  readonly mins: number;
  readonly minsPg: number;
  readonly bpm: number;
  readonly usagePct: number | null;
  readonly tsPct: number | null;
  readonly astPct: number | null;
  readonly stlPct: number | null;
  readonly blkPct: number | null;
  readonly orbPct: number | null;
  readonly drbPct: number | null;
  readonly threePaRate: number | null;
  readonly ftPct: number | null;
  readonly sos: number | null;
  readonly draftPick: number | null;
  readonly draftRound: number | null;
}

export interface DraftCompetition {
  readonly competitionId: number;
  /** "2024-25". */
  readonly season: string;
  readonly startYear: number;
  /** Picks of the draft after it when known; null when the warehouse does not know it. */
  readonly picks: number | null;
}

/** The competitions of a gender in this file, oldest first, with their known drafts. */
export async function draftCompetitions(
  db: WarehouseDb,
  gender: string,
): Promise<DraftCompetition[]> {
  const known = await fileHasTable(db, 'drafts');
  const rows = await db.all(
    `SELECT c.competition_id, c.start_year, ${known ? 'd.picks' : 'NULL::INTEGER AS picks'}
     FROM competitions c
     ${known ? 'LEFT JOIN drafts d ON d.competition_id = c.competition_id' : ''}
     WHERE c.gender = $gender ORDER BY c.start_year, c.competition_id`,
    { gender },
  );
  return rows.map((row) => {
    const startYear = num(row, 'start_year');
    return {
      competitionId: num(row, 'competition_id'),
      season: `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`,
      startYear,
      picks: numOrNull(row, 'picks'),
    };
  });
}

/** Each rated player's player-agg-stats season row, by playerSeasonKeyText. */
async function seasonRows(
  db: WarehouseDb,
  competitionId: number,
  players: readonly NilPlayerRow[],
): Promise<Map<string, PlayerAggStatsRow>> {
  const keys = players.map((p) => ({ teamId: p.teamId, playerId: p.playerId }));
  const stored = await playerSeasonDocTexts(db, competitionId, keys, '');
  const out = new Map<string, PlayerAggStatsRow>();
  if (stored !== null) {
    for (const [key, text] of stored) out.set(key, JSON.parse(text) as PlayerAggStatsRow);
    return out;
  }
  for (const row of await playerSeasonAggregates(db, { competitionId, scopes: ['season'] })) {
    if (row.playerId === null) continue;
    const key = playerSeasonKeyText({ teamId: row.teamId, playerId: row.playerId });
    out.set(key, playerAggRow(row, '', undefined));
  }
  return out;
}

/** The draft pool of a competition (every rated player with a box rating), by player id. */
export async function draftPool(db: WarehouseDb, competitionId: number): Promise<DraftPoolRow[]> {
  const players = (await nilPlayers(db, competitionId)).filter((p) => p.bpm !== null);
  const [rows, sosRows, pickRows] = await Promise.all([
    seasonRows(db, competitionId, players),
    db.all('SELECT team_id, sos FROM team_ratings WHERE competition_id = $competitionId', {
      competitionId,
    }),
    (async () =>
      (await fileHasTable(db, 'draft_picks'))
        ? db.all(
            'SELECT player_id, pick, round FROM draft_picks WHERE competition_id = $competitionId',
            { competitionId },
          )
        : [])(),
  ]);
  const sosOf = new Map(sosRows.map((row) => [num(row, 'team_id'), numOrNull(row, 'sos')]));
  const pickOf = new Map(
    pickRows.map((row) => [
      num(row, 'player_id'),
      { pick: num(row, 'pick'), round: num(row, 'round') },
    ]),
  );
  return players.map((player) => {
    const stats = rows.get(playerSeasonKeyText(player));
    const pick = pickOf.get(player.playerId);
    return {
      player,
      gp: stats?.gp ?? player.games,
      mins: stats?.mins ?? player.minutes,
      minsPg: stats?.minsPg ?? (player.games > 0 ? player.minutes / player.games : 0),
      bpm: stats?.bpm ?? player.bpm ?? 0,
      usagePct: stats?.usagePct ?? null,
      tsPct: stats?.tsPct ?? null,
      astPct: stats?.astPct ?? null,
      stlPct: stats?.stlPct ?? null,
      blkPct: stats?.blkPct ?? null,
      orbPct: stats?.orbPct ?? null,
      drbPct: stats?.drbPct ?? null,
      threePaRate: stats?.fga3Rate ?? null,
      ftPct: stats?.ftPct ?? null,
      sos: sosOf.get(player.teamId) ?? null,
      draftPick: pick?.pick ?? null,
      draftRound: pick?.round ?? null,
    };
  });
}

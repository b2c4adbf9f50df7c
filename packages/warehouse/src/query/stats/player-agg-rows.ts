/**
 * `player-agg-stats` rows (response-fields.md) and their public subset from player sums: the
 * one shaping of these rows. The API builds them per request; the build serializes the season
 * rows once into player_season_docs (player-season-docs.ts) with the same functions, so the two
 * can only differ when the code changed after the build, which the fingerprint detects.
 */
import { createHash } from 'node:crypto';
import { PlayerAggStatsPublicRowSchema } from '@courtside/contract/schemas';
import type { PlayerAggStatsPublicRow, PlayerAggStatsRow } from '@courtside/contract/schemas';
import { merged } from '@courtside/contract';
import { COUNT_COLUMNS, OPPONENT_COUNT_COLUMNS } from '../../schema/count-columns';
import type { Counting } from '../players';
import type { OnCourtRow } from './player-aggregates';
import type { PlayerSeasonRow } from './player-aggregate-rows';
import { rowHead, rowTail, storedRowsJson } from './team-agg-rows';
import { playerLineValues, playerPerGameValues, ratesOf, sumsOver } from './player-line-values';

const perGame = (total: number, games: number): number | null => (games > 0 ? total / games : null);
const per100 = (pts: number, poss: number): number | null => (poss > 0 ? (100 * pts) / poss : null);

/** `_id` of a player-agg-stats row. */
export const playerAggRowId = (
  competitionId: number,
  teamId: number,
  playerIdOrKey: number | string,
  scope: string,
): string => `${competitionId}-${teamId}-${playerIdOrKey}-${scope}`;

export function playerAggRow(
  row: PlayerSeasonRow,
  updated: string,
  onCourt: OnCourtRow | undefined,
): PlayerAggStatsRow {
  const sums = sumsOver(row, row.gp);
  const rates = ratesOf(sums);
  const season = row.scope === 'season';
  // Filled by assignment in the row's field order (see playerLineValues).
  const line = playerLineValues(sums, rates, {
    _id: playerAggRowId(row.competitionId, row.teamId, row.playerId ?? row.playerKey, row.scope),
    updated,
    competitionId: row.competitionId,
    playerId: row.playerId,
    playerKey: row.playerKey,
    fullName: row.fullName,
    firstName: row.firstName,
    lastName: row.lastName,
    teamId: row.teamId,
    teamMarket: row.teamMarket,
    teamName: row.teamName,
    conferenceId: row.conferenceId,
    divisionId: row.divisionId,
    jerseyNum: row.jerseyNum,
    position: row.position,
    classYr: row.classYr,
    height: row.height,
    scope: row.scope,
    gp: row.gp,
    gs: row.gs,
  });
  return Object.assign(playerPerGameValues(line, row.gp, line), {
    minsPg: perGame(line.mins, row.gp),
    minsPct: row.team.minutes > 0 ? rates.minutesShare : null,
    per: row.per,
    bpm: row.bpm,
    rapm: row.rapm?.rapm ?? null,
    orapm: row.rapm?.orapm ?? null,
    drapm: row.rapm?.drapm ?? null,
    ortgPlayer: season && onCourt ? per100(onCourt.pts, onCourt.poss) : null,
    drtgPlayer: season && onCourt ? per100(onCourt.ptsAgst, onCourt.possAgst) : null,
    isTransfer: row.isTransfer,
    isQualified: !rates.belowMinutesThreshold,
  });
}

/** The public subset of a row (player-agg-stats-public), its fields in the schema's order. */
export const publicPlayerAggRow = (row: PlayerAggStatsRow): PlayerAggStatsPublicRow =>
  PlayerAggStatsPublicRowSchema.parse(row);

/** The last members of a full row, which depend on other seasons or are filterable. */
const CLOSING = ',"isTransfer":';

/**
 * A full row's stored middle: its JSON after `_id` and `updated` and before `isTransfer` (whether
 * the player transferred in depends on the season before, which a season's build may not hold
 * yet, so it is read when the row is served).
 */
export function playerAggRowMiddle(row: PlayerAggStatsRow): string {
  const tail = rowTail(row);
  const closing = `${CLOSING}${JSON.stringify(row.isTransfer)},"isQualified":${JSON.stringify(row.isQualified)}}`;
  if (!tail.endsWith(closing))
    throw new Error(`Row ${row._id} does not end with isTransfer, isQualified`);
  return tail.slice(0, tail.length - closing.length);
}

/** One stored row as served: its id, middle (or whole tail) and the closing members. */
export interface StoredPlayerRow {
  readonly id: string;
  readonly body: string;
  /** Full rows: the served values of the closing members; public rows: undefined (whole tail). */
  readonly closing?: { readonly isTransfer: boolean; readonly isQualified: boolean };
}

/** Stored rows as the JSON array of their rows again, in the order given, as UTF-8 bytes. */
/** A stored row's text after `_id` and `updated`. */
const storedTail = (row: StoredPlayerRow): string =>
  row.closing === undefined
    ? row.body
    : `${row.body}${CLOSING}${JSON.stringify(row.closing.isTransfer)},"isQualified":${JSON.stringify(row.closing.isQualified)}}`;

export function storedPlayerRowsJson(rows: readonly StoredPlayerRow[], updated: string): Buffer {
  return storedRowsJson(
    rows.map((row) => ({ id: row.id, tail: storedTail(row) })),
    updated,
  );
}

/** One stored row's JSON text, as served. */
export const storedPlayerRowText = (row: StoredPlayerRow, updated: string): string =>
  `${rowHead(row.id, updated)}${storedTail(row)}`;

/** A season row whose every sum is non-zero and distinct, so any formula change shows. */
function fingerprintRow(): PlayerSeasonRow {
  let next = 5;
  const counts = (makes: number): Counting => {
    const out = {} as Counting;
    for (const column of COUNT_COLUMNS) out[column] = ((next += 7) % 83) + 9;
    // Attempts above makes, so that every percentage is a true fraction.
    return merged(out, { fga: makes * 2 + 7, fga2: makes + 5, fga3: makes + 2, fta: makes });
  };
  const opponent = {} as PlayerSeasonRow['opponent'];
  for (const column of OPPONENT_COUNT_COLUMNS) opponent[column] = ((next += 11) % 97) + 150;
  return {
    competitionId: 1,
    teamId: 2,
    playerId: 3,
    playerKey: 'fixture',
    fullName: 'Fixture Player',
    firstName: 'Fixture',
    lastName: 'Player',
    jerseyNum: '4',
    classYr: 'JR',
    position: 'G',
    height: 75,
    teamMarket: 'Fixture',
    teamName: null,
    conferenceId: 5,
    divisionId: 1,
    scope: 'season',
    gp: 20,
    gs: 12,
    per: 17.5,
    bpm: 2.25,
    rapm: { rapm: 1.5, orapm: 1, drapm: 0.5 },
    isTransfer: true,
    mins: 600,
    offPoss: 1100,
    defPoss: 1090,
    stats: counts(90),
    pfd: 31,
    plusMinus: 45,
    team: { minutes: 4000, poss: 2200, stats: counts(700) },
    opponent: { ...opponent, poss: 2190 },
  };
}

/**
 * A digest of the full and public rows this code makes from a fixed season row: stored beside
 * the build's rows, compared by the API before it serves them.
 */
export const PLAYER_AGG_ROWS_FINGERPRINT: string = (() => {
  const row = playerAggRow(fingerprintRow(), 'fixture', {
    teamId: 2,
    playerId: 3,
    poss: 900,
    possAgst: 880,
    pts: 990,
    ptsAgst: 930,
  });
  const json = JSON.stringify([row, publicPlayerAggRow(row)]);
  return createHash('sha256').update(json).digest('base64url').slice(0, 16);
})();

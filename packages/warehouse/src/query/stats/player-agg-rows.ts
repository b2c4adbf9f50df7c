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
import { rowLayout } from '../stored-members';
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
const fixtureRow = (): PlayerAggStatsRow =>
  playerAggRow(fingerprintRow(), 'fixture', {
    teamId: 2,
    playerId: 3,
    poss: 900,
    possAgst: 880,
    pts: 990,
    ptsAgst: 930,
  });

export const PLAYER_AGG_ROWS_FINGERPRINT: string = (() => {
  const row = fixtureRow();
  const json = JSON.stringify([row, publicPlayerAggRow(row)]);
  return createHash('sha256').update(json).digest('base64url').slice(0, 16);
})();

/** The members of every full row after `_id` and `updated`, in order (stored-members.ts). */
export const PLAYER_AGG_ROWS_LAYOUT: readonly string[] = rowLayout(fixtureRow());

/** The same for the public rows. */
export const PUBLIC_PLAYER_AGG_ROWS_LAYOUT: readonly string[] = rowLayout(
  publicPlayerAggRow(fixtureRow()),
);

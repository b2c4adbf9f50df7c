/**
 * The NIL index rows of a competition kept as text: each player's nil-predictions and
 * raw-nil-anonymized rows serialized once, after `_id` and `updated` (which a request adds),
 * with the ids the filters read in typed arrays. A served file computes them once per
 * competition (the warehouse's memoPerCompetition).
 *
 * Why text, packed outside the heap: a worker that has answered every competition keeps them
 * all. As objects (a player's inputs, his result and their numbers) the 16 competitions of the
 * full demo held ~100 MB of small objects, which the garbage collector marked again in every full
 * collection (pauses of 100-300 ms under load); as strings they took twice the heap. Packed
 * (packed-texts.ts), the GC never looks into them, and an answer is a filter and a copy of byte
 * ranges, with no row objects at all.
 */
import type { NilPredictionRow, RawNilRow } from '@courtside/contract/schemas';
import { NIL_METHOD_LABEL } from '@courtside/contract/schemas';
import type { WarehouseDb } from '@courtside/warehouse';
import { memoPerCompetition, rowHead, rowTail } from '@courtside/warehouse';
import type { NilPlayer } from './nil-rows';
import { readNilPlayers } from './nil-rows';
import type { PackedTexts } from '../../../packed-texts';
import { packTexts, packedCount, packedRowsJson } from '../../../packed-texts';

/** An id column's value for a player without one (ids are positive). */
const NO_ID = -1;

export interface NilTexts {
  readonly competitionId: number;
  readonly playerIds: Int32Array;
  readonly teamIds: Int32Array;
  readonly conferenceIds: Int32Array;
  readonly divisionIds: Int32Array;
  /** nil-predictions rows after `_id` and `updated`, best first. */
  readonly predictionTails: PackedTexts;
  /** raw-nil-anonymized rows after `_id` and `updated`, in the same order. */
  readonly anonymizedTails: PackedTexts;
}

/** The index fields every NIL row carries. */
function nilValues(entry: NilPlayer) {
  const { result, player } = entry;
  return {
    divisionId: player.divisionId,
    position: player.position,
    classYr: player.classYear,
    ratingPctile: result.ratingPctile,
    minutesPctile: result.minutesPctile,
    prestigePctile: result.prestigePctile,
    teamPctile: result.teamPctile,
    nilIndex: Math.round(result.nilIndex),
    nilTier: result.tier,
    nilRangeLow: result.rangeLow,
    nilRangeHigh: result.rangeHigh,
    poolSize: result.poolSize,
    socialData: false as const,
    method: NIL_METHOD_LABEL,
  };
}

export const predictionId = (competitionId: number, teamId: number, playerId: number): string =>
  `${competitionId}-${teamId}-${playerId}-nil`;

/** Anonymized rows are numbered in index order after the filter; the number means nothing else. */
export const anonymizedId = (competitionId: number, number: number): string =>
  `${competitionId}-nil-${number}`;

export function predictionRow(
  entry: NilPlayer,
  competitionId: number,
  updated: string,
): NilPredictionRow {
  return {
    _id: predictionId(competitionId, entry.player.teamId, entry.player.playerId),
    updated,
    competitionId,
    ...nilValues(entry),
    playerId: entry.player.playerId,
    fullName: entry.player.fullName,
    firstName: entry.player.firstName,
    lastName: entry.player.lastName,
    teamId: entry.player.teamId,
    teamMarket: entry.player.teamMarket,
    conferenceId: entry.player.conferenceId,
    height: entry.player.height,
    bpm: entry.bpm,
    mins: entry.player.minutes,
    gp: entry.player.games,
    programPrestige: entry.prestige,
    teamNetRtgAdj: entry.teamNetRtgAdj,
    isTransfer: entry.isTransfer,
  };
}

export function anonymizedRow(
  entry: NilPlayer,
  competitionId: number,
  number: number,
  updated: string,
): RawNilRow {
  return {
    _id: anonymizedId(competitionId, number),
    updated,
    competitionId,
    ...nilValues(entry),
  };
}

async function readNilTexts(db: WarehouseDb, competitionId: number): Promise<NilTexts> {
  const players = await readNilPlayers(db, competitionId);
  const ids = (pick: (entry: NilPlayer) => number | null) =>
    Int32Array.from(players, (entry) => pick(entry) ?? NO_ID);
  return {
    competitionId,
    playerIds: ids((entry) => entry.player.playerId),
    teamIds: ids((entry) => entry.player.teamId),
    conferenceIds: ids((entry) => entry.player.conferenceId),
    divisionIds: ids((entry) => entry.player.divisionId),
    // The tails do not hold `updated`: any stamp serializes them the same.
    predictionTails: packTexts(
      players.map((entry) => rowTail(predictionRow(entry, competitionId, ''))),
    ),
    anonymizedTails: packTexts(
      players.map((entry, index) => rowTail(anonymizedRow(entry, competitionId, index + 1, ''))),
    ),
  };
}

/** A competition's index rows as text, best first, computed once per served file. */
export const nilTextsOf = memoPerCompetition(readNilTexts);

export interface NilFilter {
  readonly teamId: number | null;
  readonly conferenceId: number | null;
  readonly divisionId: number | null;
  readonly playerId: number | null;
}

/** The rows (index positions) a filter keeps, in index order. */
export function keptRows(texts: NilTexts, filter: NilFilter): number[] {
  const kept: number[] = [];
  for (let i = 0; i < packedCount(texts.predictionTails); i += 1) {
    if (filter.teamId !== null && texts.teamIds[i] !== filter.teamId) continue;
    if (filter.conferenceId !== null && texts.conferenceIds[i] !== filter.conferenceId) continue;
    if (filter.divisionId !== null && texts.divisionIds[i] !== filter.divisionId) continue;
    if (filter.playerId !== null && texts.playerIds[i] !== filter.playerId) continue;
    kept.push(i);
  }
  return kept;
}

/** nil-predictions' answer for a filter, as UTF-8 JSON. */
export function predictionsJson(texts: NilTexts, filter: NilFilter, updated: string): Buffer {
  return packedRowsJson(texts.predictionTails, keptRows(texts, filter), (_, i) =>
    rowHead(
      predictionId(texts.competitionId, texts.teamIds[i] ?? NO_ID, texts.playerIds[i] ?? NO_ID),
      updated,
    ),
  );
}

/** raw-nil-anonymized's answer for a division (null: all), as UTF-8 JSON. */
export function anonymizedJson(
  texts: NilTexts,
  divisionId: number | null,
  updated: string,
): Buffer {
  const filter = { teamId: null, conferenceId: null, divisionId, playerId: null };
  return packedRowsJson(texts.anonymizedTails, keptRows(texts, filter), (k) =>
    rowHead(anonymizedId(texts.competitionId, k + 1), updated),
  );
}

/**
 * Tying and go-ahead shooting (METHODS §6): game-deciding attempts (≤ 30 s left in the last
 * regulation period or an overtime, tied or trailing by at most 2, or 3 for a three) split by
 * what a make would do, read from the score before the attempt: a tying attempt (the deficit
 * equals the shot's value) or a go-ahead attempt (the deficit is smaller). The stored flags mark
 * only the makes; the attempt kind is what lets a table show a percentage.
 */
import type { PbpShot } from './shots';

export type DecidingKind = 'tying' | 'goAhead';

/** What a make of a deciding attempt would do; null for an attempt that is not deciding. */
export function decidingKind(
  shot: Pick<PbpShot, 'deciding' | 'value' | 'teamScoreBefore' | 'oppScoreBefore'>,
): DecidingKind | null {
  if (!shot.deciding) return null;
  const deficit = shot.oppScoreBefore - shot.teamScoreBefore;
  return deficit === shot.value ? 'tying' : 'goAhead';
}

export interface DecidingTotals {
  fga: number;
  fgm: number;
  tyingFga: number;
  tyingFgm: number;
  goAheadFga: number;
  goAheadFgm: number;
  fga3: number;
  fgm3: number;
  gameWinners: number;
  games: Set<number>;
}

export function emptyDecidingTotals(): DecidingTotals {
  return {
    fga: 0,
    fgm: 0,
    tyingFga: 0,
    tyingFgm: 0,
    goAheadFga: 0,
    goAheadFgm: 0,
    fga3: 0,
    fgm3: 0,
    gameWinners: 0,
    games: new Set(),
  };
}

/** Adds one deciding attempt (others are ignored). */
export function addDecidingShot(totals: DecidingTotals, shot: PbpShot): void {
  const kind = decidingKind(shot);
  if (kind === null) return;
  totals.fga += 1;
  totals.games.add(shot.gameId);
  if (shot.made) totals.fgm += 1;
  if (shot.value === 3) {
    totals.fga3 += 1;
    if (shot.made) totals.fgm3 += 1;
  }
  if (kind === 'tying') {
    totals.tyingFga += 1;
    if (shot.made) totals.tyingFgm += 1;
  } else {
    totals.goAheadFga += 1;
    if (shot.made) totals.goAheadFgm += 1;
  }
  if (shot.gameWinner) totals.gameWinners += 1;
}

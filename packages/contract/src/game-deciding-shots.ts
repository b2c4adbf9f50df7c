/**
 * What the game-deciding shots page reads of its two requests (`fields`), besides the ids the
 * API always keeps: a season's deciding attempts and its teams' deciding totals. Defined once
 * here so the page and `bench:api` (which times the page's own requests) send the same thing.
 */
import type { TeamTyingGoAheadRow, TyingGoAheadShotRow } from './schemas/data/pbp/shots';

export const DECIDING_SHOT_FIELDS = [
  'gameDate',
  'seq',
  'period',
  'periodLabel',
  'clock',
  'fullName',
  'x',
  'y',
  'distance',
  'shotValue',
  'isMade',
  'shotType',
  'isGameWinner',
  'teamScoreBefore',
  'oppScoreBefore',
  'attemptKind',
  'deficitBefore',
] as const satisfies readonly (keyof TyingGoAheadShotRow)[];

export const DECIDING_TEAM_FIELDS = [
  'teamMarket',
  'gpDeciding',
  'decidingFga',
  'decidingFgm',
  'decidingFgm3',
  'decidingFgPct',
  'tyingFga',
  'tyingFgm',
  'tyingFgPct',
  'goAheadFga',
  'goAheadFgm',
  'goAheadFgPct',
  'gameWinners',
] as const satisfies readonly (keyof TeamTyingGoAheadRow)[];

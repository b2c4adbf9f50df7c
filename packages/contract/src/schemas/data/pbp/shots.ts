/**
 * Shot rows (pbp-shots, pbp-shots-tying-go-ahead), league baselines (lg-zones, lg-hexes),
 * tying/go-ahead shooting tables and assist combinations. Locations are feet from the basket's
 * centre, x across the court (negative = left, seen from half court), y toward half court.
 */
import { z } from 'zod';
import { FIELD_GOAL_COUNTS, attemptsFirst } from '../../../stats';
import { PbpRowIdentityFields, pbpNullableNumbers, pbpNumbers } from './common';

export const PbpShotRowSchema = z.object({
  ...PbpRowIdentityFields,
  competitionId: z.number(),
  gameId: z.number(),
  gameDate: z.string().nullable(),
  /** Event sequence number within the game. */
  seq: z.number(),
  period: z.number(),
  /** 'H1', 'Q3', 'OT', '2OT'… */
  periodLabel: z.string(),
  /** Seconds left in the period. */
  clock: z.number(),
  gameSecond: z.number(),
  teamId: z.number().nullable(),
  teamIdAgst: z.number().nullable(),
  isHome: z.boolean(),
  playerId: z.number().nullable(),
  fullName: z.string(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  distance: z.number().nullable(),
  /** Basic zone of the NCAA shot files: rim, paint, mid, corner3, aboveBreak3. */
  shotZone: z.string().nullable(),
  /** METHODS §5 area: atr2, paint2, mid2, c3, atb3 (null without a location). */
  zoneArea: z.string().nullable(),
  shotValue: z.union([z.literal(2), z.literal(3)]),
  isMade: z.boolean(),
  /** layup, dunk, jumper, hook, tip… as the play-by-play words it. */
  shotType: z.string().nullable(),
  isAssisted: z.boolean(),
  assistPlayerId: z.number().nullable(),
  assistFullName: z.string().nullable(),
  isBlocked: z.boolean(),
  isTransition: z.boolean(),
  isSecondChance: z.boolean(),
  isAnd1: z.boolean(),
  isClutch: z.boolean(),
  isHeave: z.boolean(),
  isDeciding: z.boolean(),
  isTying: z.boolean(),
  isGoAhead: z.boolean(),
  isGameWinner: z.boolean(),
  teamScoreBefore: z.number(),
  oppScoreBefore: z.number(),
});
export type PbpShotRow = z.infer<typeof PbpShotRowSchema>;

export const TyingGoAheadShotRowSchema = PbpShotRowSchema.extend({
  /** What a make would do: tie the game (deficit = value) or put the team ahead. */
  attemptKind: z.enum(['tying', 'goAhead']),
  deficitBefore: z.number(),
});
export type TyingGoAheadShotRow = z.infer<typeof TyingGoAheadShotRowSchema>;

/** The field-goal counts of all deciding attempts, attempts first. */
export const DECIDING_SHOT_COUNTS = attemptsFirst(FIELD_GOAL_COUNTS);
export type DecidingShotCount = (typeof DECIDING_SHOT_COUNTS)[number];

/** A count over deciding attempts: `fgm` → `decidingFgm`. */
export type DecidingKey<K extends string> = `deciding${Capitalize<K>}`;
export const decidingKey = <K extends string>(key: K): DecidingKey<K> =>
  `deciding${key.charAt(0).toUpperCase()}${key.slice(1)}` as DecidingKey<K>;

export const DECIDING_SHOOTING_COUNTS = [
  'gpDeciding',
  ...DECIDING_SHOT_COUNTS.map(decidingKey),
  'tyingFga',
  'tyingFgm',
  'goAheadFga',
  'goAheadFgm',
  'gameWinners',
] as const;
export const DECIDING_SHOOTING_RATIOS = ['decidingFgPct', 'tyingFgPct', 'goAheadFgPct'] as const;

const DecidingShootingFields = {
  ...pbpNumbers(DECIDING_SHOOTING_COUNTS),
  ...pbpNullableNumbers(DECIDING_SHOOTING_RATIOS),
};

export const PlayerTyingGoAheadRowSchema = z.object({
  ...PbpRowIdentityFields,
  competitionId: z.number(),
  playerId: z.number(),
  fullName: z.string(),
  teamId: z.number(),
  ...DecidingShootingFields,
});
export type PlayerTyingGoAheadRow = z.infer<typeof PlayerTyingGoAheadRowSchema>;

export const TeamTyingGoAheadRowSchema = z.object({
  ...PbpRowIdentityFields,
  competitionId: z.number(),
  teamId: z.number(),
  teamMarket: z.string(),
  conferenceId: z.number().nullable(),
  /** true: the team's attempts; false: its opponents' attempts against it. */
  isOffense: z.boolean(),
  ...DecidingShootingFields,
});
export type TeamTyingGoAheadRow = z.infer<typeof TeamTyingGoAheadRowSchema>;

export const LeagueZoneRowSchema = z.object({
  ...PbpRowIdentityFields,
  competitionId: z.number(),
  divisionId: z.number().nullable(),
  zoneSchema: z.enum(['basic', 'area', 'spot2', 'depth2', 'spot3', 'depth3', 'nba3']),
  zone: z.string(),
  label: z.string(),
  /** The zone's geometry in words, from the engine's catalogue. */
  definition: z.string(),
  shotValue: z.union([z.literal(2), z.literal(3)]).nullable(),
  fga: z.number(),
  fgm: z.number(),
  fgPct: z.number().nullable(),
  /** Share of all located attempts (same denominator as a team's `{zone}FgaFreq`). */
  fgaFreq: z.number(),
  /** Points per attempt. */
  pps: z.number().nullable(),
  /** Expected points per attempt: value × league FG% (METHODS §5). */
  xPps: z.number().nullable(),
  gpPbp: z.number(),
});
export type LeagueZoneRow = z.infer<typeof LeagueZoneRowSchema>;

export const LeagueHexRowSchema = z.object({
  ...PbpRowIdentityFields,
  competitionId: z.number(),
  divisionId: z.number().nullable(),
  /** "q,r": axial coordinates of the pointy-top hex (engine hexbin.ts). */
  hexId: z.string(),
  q: z.number(),
  r: z.number(),
  /** Centre of the hex, feet. */
  x: z.number(),
  y: z.number(),
  spacingFt: z.number(),
  fga: z.number(),
  fgm: z.number(),
  fgPct: z.number(),
  fgaFreq: z.number(),
  pps: z.number(),
  /** At least 5 attempts (METHODS §5 hides smaller hexes on charts). */
  isQualified: z.boolean(),
});
export type LeagueHexRow = z.infer<typeof LeagueHexRowSchema>;

export const AssistComboRowSchema = z.object({
  ...PbpRowIdentityFields,
  competitionId: z.number(),
  teamId: z.number(),
  scope: z.string(),
  assistPlayerId: z.number(),
  assistFullName: z.string(),
  scorerPlayerId: z.number(),
  scorerFullName: z.string(),
  ast: z.number(),
  ast2: z.number(),
  ast3: z.number(),
  astPts: z.number(),
  astAtr2: z.number(),
  astPaint2: z.number(),
  astMid2: z.number(),
  astC3: z.number(),
  astAtb3: z.number(),
  /** Games in which the pair connected at least once. */
  gpCombo: z.number(),
});
export type AssistComboRow = z.infer<typeof AssistComboRowSchema>;

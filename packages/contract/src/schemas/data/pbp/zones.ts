/**
 * The shot-zone vocabulary of spec/response-fields.md (`{zone}Fga {zone}Fgm {zone}FgPct
 * {zone}FgaFreq` for every zone, layup/dunk, assisted shares, `isQualArray`) and the rows that
 * carry it: team-agg-pbp-stats, player-agg-pbp-stats, team-game-pbp-stats,
 * player-game-pbp-stats. Each zone's geometry is defined once, in the engine (zones.ts); its
 * published text is the engine's zone catalogue (zones-catalog.ts), served by lg-zones rows.
 *
 * - `{zone}FgaFreq`: the zone's share of all located attempts (attempts without a location
 *   have no zone), the denominator lg-zones uses too; the area zones atr2…atb3 sum to 1.
 * - `…FgPct` leave heaves (d ≥ 40 ft) out (METHODS §5); attempts and frequencies keep them.
 * - left/right/center: split at the lane lines extended (|x| ≤ 6 ft is center).
 * - `isQualArray`: a zone is qualified with at least one attempt per game (teams) or one every
 *   two games (players).
 */
import { z } from 'zod';
import { FIELD_GOAL_SPLIT_COUNTS, attemptsFirst } from '../../../stats';
import { PbpRowIdentityFields, pbpNullableNumbers, pbpNumbers } from './common';

/** Every detailed zone, in the order of the engine's catalogue (a warehouse test checks it). */
export const PBP_ZONE_NAMES = [
  'atr2',
  'paint2',
  'mid2',
  'c3',
  'atb3',
  'lane2',
  'lb2',
  'rb2',
  'le2',
  're2',
  'med2',
  'lng2',
  'lc3',
  'rc3',
  'tok3',
  'lw3',
  'rw3',
  'sht3',
  'lng3',
  'nba3',
] as const;
export type PbpZoneName = (typeof PBP_ZONE_NAMES)[number];

const zoneKeys = <const S extends string>(suffix: S): Array<`${PbpZoneName}${S}`> =>
  PBP_ZONE_NAMES.map((zone) => `${zone}${suffix}` as `${PbpZoneName}${S}`);

/** Counts: always a number (0 when none). */
export const PBP_ZONE_COUNT_FIELDS = [
  ...zoneKeys('Fga'),
  ...zoneKeys('Fgm'),
  ...attemptsFirst(FIELD_GOAL_SPLIT_COUNTS),
  'locatedFga',
  'layupFga',
  'layupFgm',
  'dunkFga',
  'dunkFgm',
  'fgmAstd',
  'and1',
  'orbFga',
  'orbFgm',
  'leftFga',
  'rightFga',
  'centerFga',
] as const;

/** Ratios: null without a denominator. */
export const PBP_ZONE_RATIO_FIELDS = [
  ...zoneKeys('FgPct'),
  ...zoneKeys('FgaFreq'),
  'fgPct',
  'fg2Pct',
  'fg3Pct',
  'layupFgPct',
  'dunkFgPct',
  'layupDunkFgaFreq',
  'fgmAstdPct',
  'fgm2AstdPct',
  'fgm3AstdPct',
  'pctAstAtr2',
  'pctAstPaint2',
  'pctAstMid2',
  'pctAstC3',
  'pctAstAtb3',
  'and1Pct',
  'orbFgPct',
  'leftFgPct',
  'rightFgPct',
  'centerFgPct',
] as const;

export const PbpZoneQualificationSchema = z.object({
  zoneName: z.enum(PBP_ZONE_NAMES),
  isQualified: z.boolean(),
});

export const PbpZoneFields = {
  ...pbpNumbers(PBP_ZONE_COUNT_FIELDS),
  ...pbpNullableNumbers(PBP_ZONE_RATIO_FIELDS),
  isQualArray: z.array(PbpZoneQualificationSchema),
};
export const PbpZoneFieldsSchema = z.object(PbpZoneFields);
export type PbpZoneValues = z.infer<typeof PbpZoneFieldsSchema>;

export const TeamAggPbpRowSchema = z.object({
  ...PbpRowIdentityFields,
  competitionId: z.number(),
  teamId: z.number(),
  teamMarket: z.string(),
  teamName: z.string().nullable(),
  conferenceId: z.number().nullable(),
  divisionId: z.number(),
  scope: z.string(),
  isOffense: z.boolean(),
  gpPbp: z.number(),
  ...PbpZoneFields,
});
export type TeamAggPbpRow = z.infer<typeof TeamAggPbpRowSchema>;

export const PlayerAggPbpRowSchema = z.object({
  ...PbpRowIdentityFields,
  competitionId: z.number(),
  playerId: z.number(),
  fullName: z.string(),
  teamId: z.number(),
  teamMarket: z.string(),
  conferenceId: z.number().nullable(),
  scope: z.string(),
  gpPbp: z.number(),
  minsPbp: z.number(),
  ptsScored: z.number(),
  tsPct: z.number().nullable(),
  usagePct: z.number().nullable(),
  /** Not known until the warehouse holds transfer data: null, never a guess. */
  inPortalAfterSeason: z.boolean().nullable(),
  ast: z.number(),
  ast2: z.number(),
  ast3: z.number(),
  ptsCreated: z.number(),
  ...PbpZoneFields,
});
export type PlayerAggPbpRow = z.infer<typeof PlayerAggPbpRowSchema>;

export const TeamGamePbpRowSchema = z.object({
  ...PbpRowIdentityFields,
  competitionId: z.number(),
  gameId: z.number(),
  gameDate: z.string().nullable(),
  teamId: z.number(),
  teamMarket: z.string(),
  teamIdAgst: z.number().nullable(),
  teamMarketAgst: z.string(),
  isHome: z.boolean(),
  isNeutral: z.boolean(),
  isWin: z.boolean(),
  isOffense: z.boolean(),
  ptsScored: z.number().nullable(),
  ptsAgst: z.number().nullable(),
  poss: z.number().nullable(),
  ...PbpZoneFields,
});
export type TeamGamePbpRow = z.infer<typeof TeamGamePbpRowSchema>;

export const PlayerGamePbpRowSchema = z.object({
  ...PbpRowIdentityFields,
  competitionId: z.number(),
  gameId: z.number(),
  gameDate: z.string().nullable(),
  playerId: z.number(),
  fullName: z.string(),
  teamId: z.number(),
  teamIdAgst: z.number().nullable(),
  isHome: z.boolean(),
  isWin: z.boolean(),
  isStarter: z.boolean(),
  mins: z.number(),
  ptsScored: z.number(),
  ...PbpZoneFields,
});
export type PlayerGamePbpRow = z.infer<typeof PlayerGamePbpRowSchema>;

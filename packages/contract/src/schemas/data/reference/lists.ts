/**
 * Row shapes of the reference lists (§7): competitions, tournaments, conferences, teams,
 * players and their per-competition variants. Field names follow response-fields.md
 * ("Reference lists"); the §3 entity fields are included so a client can index them by id.
 */
import { z } from 'zod';
import { GenderSchema } from '../../entities';
import { DivisionIdSchema, IdSchema, NullableIdSchema, StoredRowFields } from './common';

export const CompetitionDataRowSchema = z.object({
  ...StoredRowFields,
  competitionId: IdSchema,
  /** "2025-26 Men's Basketball". */
  competitionName: z.string(),
  gender: GenderSchema,
  startYear: z.number().int(),
  /** The year the season ends (2025 = 2024-25). */
  season: z.number().int(),
  /** The newest season of its gender. */
  isCurrent: z.boolean(),
  id: IdSchema,
  abb1: z.string(),
  abb2: z.string(),
  abb3: z.string(),
  shortLabel: z.string(),
  label: z.string(),
  priorId: NullableIdSchema,
  nextId: NullableIdSchema,
  yearStart: z.number().int(),
  yearEnd: z.number().int(),
  defaultTournamentId: NullableIdSchema,
  /** Whether the served warehouse holds this competition's games. */
  hasData: z.boolean(),
  games: z.number().int().nonnegative(),
  gamesPbp: z.number().int().nonnegative(),
  gamesBox: z.number().int().nonnegative(),
  gamesSchedule: z.number().int().nonnegative(),
  /** Where the served data came from ('ncaa', 'demo'); null while the warehouse lacks it. */
  dataSource: z.string().nullable(),
  /** The demo league's simulated games: every screen showing them says so. */
  isSimulated: z.boolean(),
});
export type CompetitionDataRow = z.infer<typeof CompetitionDataRowSchema>;

export const TournamentDataRowSchema = z.object({
  ...StoredRowFields,
  tournamentId: IdSchema,
  competitionId: IdSchema,
  gender: GenderSchema,
  /** "2024-25". */
  season: z.string(),
  /** "2024-25 Men's National Tournament". */
  tournamentName: z.string(),
  /** 'national' for the season's championship. */
  kind: z.enum(['national']),
  /** The competition's default tournament (the one /march-madness opens). */
  isDefault: z.boolean(),
});
export type TournamentDataRow = z.infer<typeof TournamentDataRowSchema>;

export const ConferenceDataRowSchema = z.object({
  ...StoredRowFields,
  conferenceId: IdSchema,
  conferenceLongName: z.string(),
  conferenceShortName: z.string(),
  conferenceAbb: z.string(),
  divisionId: DivisionIdSchema,
  /** Listed first for its division (§3: six in Division I, five in II and III). */
  isTopConference: z.boolean(),
});
export type ConferenceDataRow = z.infer<typeof ConferenceDataRowSchema>;

export const CompetitionConferenceRowSchema = ConferenceDataRowSchema.extend({
  competitionId: IdSchema,
  gender: GenderSchema,
  /** Teams of the conference in this competition. */
  teams: z.number().int().nonnegative(),
});
export type CompetitionConferenceRow = z.infer<typeof CompetitionConferenceRowSchema>;

export const TeamDataRowSchema = z.object({
  ...StoredRowFields,
  competitionId: IdSchema,
  teamId: IdSchema,
  /** The school, e.g. "Illinois". */
  teamMarket: z.string(),
  /** The nickname; null when the source does not give one. */
  teamName: z.string().nullable(),
  gender: GenderSchema,
  divisionId: DivisionIdSchema,
  conferenceId: NullableIdSchema,
  conferenceShortName: z.string().nullable(),
  /** Normalized school name, stable across seasons (team ids are not). */
  teamKey: z.string(),
  games: z.number().int().nonnegative(),
});
export type TeamDataRow = z.infer<typeof TeamDataRowSchema>;

export const CompetitionTeamRowSchema = TeamDataRowSchema.extend({
  conferenceLongName: z.string().nullable(),
  /** Season record over every game (records count games without a box too). */
  overallWins: z.number().int().nonnegative(),
  overallLosses: z.number().int().nonnegative(),
  confWins: z.number().int().nonnegative(),
  confLosses: z.number().int().nonnegative(),
  /** Courtside's rank by adjusted efficiency margin; null without a rating. */
  netRanking: z.number().int().positive().nullable(),
  /** The team's home court; null where the source has none (the NCAA seasons have none). */
  venue: z.string().nullable(),
});
export type CompetitionTeamRow = z.infer<typeof CompetitionTeamRowSchema>;

export const PlayerDataRowSchema = z.object({
  ...StoredRowFields,
  competitionId: IdSchema,
  playerId: IdSchema,
  /** The same person across seasons (METHODS §10). */
  personId: IdSchema,
  teamId: IdSchema,
  teamMarket: z.string(),
  conferenceId: NullableIdSchema,
  divisionId: DivisionIdSchema,
  gender: GenderSchema,
  fullName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  jerseyNum: z.string().nullable(),
  classYr: z.string().nullable(),
  position: z.string().nullable(),
  /** Inches. */
  height: z.number().int().positive().nullable(),
  heightLabel: z.string().nullable(),
  hometown: z.string().nullable(),
  highSchool: z.string().nullable(),
});
export type PlayerDataRow = z.infer<typeof PlayerDataRowSchema>;

/** `skinny` answers: just enough to label and link a player. */
export const SkinnyPlayerRowSchema = PlayerDataRowSchema.pick({
  _id: true,
  updated: true,
  competitionId: true,
  playerId: true,
  personId: true,
  teamId: true,
  fullName: true,
});

export const CompetitionTeamPlayerRowSchema = PlayerDataRowSchema.extend({
  /** Season totals from the play-by-play games (null when the player has none). */
  gp: z.number().int().nonnegative().nullable(),
  gs: z.number().int().nonnegative().nullable(),
  mins: z.number().nonnegative().nullable(),
  /** Games the roster lists the player in (the source's own count). */
  rosterGp: z.number().int().nonnegative().nullable(),
});
export type CompetitionTeamPlayerRow = z.infer<typeof CompetitionTeamPlayerRowSchema>;

export const TeamColorRowSchema = z.object({
  ...StoredRowFields,
  competitionId: IdSchema,
  teamId: IdSchema,
  teamMarket: z.string(),
  teamKey: z.string(),
  /** CSS colors (#rrggbb); null when the source has none (the NCAA datasets have none). */
  colorPrimary: z.string().nullable(),
  colorSecondary: z.string().nullable(),
});
export type TeamColorRow = z.infer<typeof TeamColorRowSchema>;

export const HeightRankingRowSchema = z.object({
  ...StoredRowFields,
  competitionId: IdSchema,
  teamId: IdSchema,
  teamMarket: z.string(),
  divisionId: DivisionIdSchema,
  conferenceId: NullableIdSchema,
  /** Roster players with a height, and the roster size. */
  playersWithHeight: z.number().int().nonnegative(),
  rosterSize: z.number().int().nonnegative(),
  /** Mean roster height in inches. */
  avgHeight: z.number().positive(),
  /** Mean height weighted by the games each player appeared in (roster counts); null without them. */
  gpWeightedHeight: z.number().positive().nullable(),
  /** 1 = tallest in the division of the competition; ties share a rank. */
  avgHeightRank: z.number().int().positive(),
  /** "3" or "T-3". */
  avgHeightRankLabel: z.string(),
  gpWeightedHeightRank: z.number().int().positive().nullable(),
});
export type HeightRankingRow = z.infer<typeof HeightRankingRowSchema>;

/**
 * Entities of the specification (§3) as zod schemas; each TypeScript type is inferred from its
 * schema so the two can never drift. The main entry point re-exports only the types, so code
 * that needs no runtime validation (the web bundle) never loads zod.
 */
import { z } from 'zod';

export const GenderSchema = z.enum(['MALE', 'FEMALE']);
export type Gender = z.infer<typeof GenderSchema>;

export const UserTypeSchema = z.enum(['fan', 'team']);
export type UserType = z.infer<typeof UserTypeSchema>;

export const PlayerPctilesTypeSchema = z.enum(['byPosition', 'overall']);
export type PlayerPctilesType = z.infer<typeof PlayerPctilesTypeSchema>;

/** A stat scope as a select option, e.g. { value: 'season', label: 'Full Season' }. */
export const ScopeOptionSchema = z.object({ value: z.string().min(1), label: z.string().min(1) });
export type ScopeOption = z.infer<typeof ScopeOptionSchema>;

export const UserTeamSettingSchema = z.object({
  teamId: z.number().int().nonnegative().nullable(),
  gender: GenderSchema,
});
export type UserTeamSetting = z.infer<typeof UserTeamSettingSchema>;

export const UserSettingsSchema = z.object({
  team: UserTeamSettingSchema.optional(),
  scope: ScopeOptionSchema.optional(),
  /** The user's conference id. */
  conference: z.number().int().nonnegative().nullable().optional(),
  playerPctilesType: PlayerPctilesTypeSchema.optional(),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

/** The profile from GET /users/me. Top-level team, scope, conference and playerPctilesType are
 *  older fallbacks for the same fields in settings (§3). */
export const UserSchema = z.object({
  _id: z.string().min(1),
  email: z.string().min(3),
  userType: UserTypeSchema.default('fan'),
  settings: UserSettingsSchema.default({}),
  team: UserTeamSettingSchema.optional(),
  scope: ScopeOptionSchema.optional(),
  conference: z.number().int().nonnegative().nullable().optional(),
  playerPctilesType: PlayerPctilesTypeSchema.optional(),
  /**
   * ISO time from which the saved team may change again (users below tier 2 change it at most
   * once in TEAM_CHANGE_INTERVAL_DAYS); null when it may change now or is not limited.
   */
  nextTeamChangeAt: z.string().nullable().optional(),
  /**
   * ISO time the user answered the usage survey (and got its free week); absent until then, so
   * the survey banner and page know without another call.
   */
  surveyAnsweredAt: z.string().optional(),
});
export type User = z.infer<typeof UserSchema>;

export const SessionDataSchema = z.object({ token: z.string().min(1), user: UserSchema });
export type SessionData = z.infer<typeof SessionDataSchema>;

export const TierSchema = z.object({ value: z.number().int().min(0), label: z.string() });
export type Tier = z.infer<typeof TierSchema>;

export const AdminAccessSchema = z.object({ isUpperAdmin: z.boolean(), isLowerAdmin: z.boolean() });
export type AdminAccess = z.infer<typeof AdminAccessSchema>;

export const CompetitionSchema = z.object({
  id: z.number().int().positive(),
  abb1: z.string(),
  abb2: z.string(),
  abb3: z.string(),
  shortLabel: z.string(),
  label: z.string(),
  priorId: z.number().int().positive().nullable(),
  nextId: z.number().int().positive().nullable(),
  yearStart: z.number().int(),
  yearEnd: z.number().int(),
  gender: GenderSchema,
});
export type Competition = z.infer<typeof CompetitionSchema>;

export const CompetitionOptionSchema = z.object({
  value: z.number().int().positive(),
  label: z.string(),
  shortLabel: z.string(),
  gender: GenderSchema,
});
export type CompetitionOption = z.infer<typeof CompetitionOptionSchema>;

export const ConferenceSchema = z.object({
  conferenceId: z.number().int().nonnegative(),
  conferenceLongName: z.string(),
  conferenceShortName: z.string(),
});
export type Conference = z.infer<typeof ConferenceSchema>;

export const TeamSchema = z.object({
  teamId: z.number().int().positive(),
  teamName: z.string(),
  teamMarket: z.string(),
  gender: GenderSchema,
  divisionId: z.number().int().min(1).max(3),
});
export type Team = z.infer<typeof TeamSchema>;

export const PlayerSchema = z.object({
  playerId: z.number().int().positive(),
  fullName: z.string(),
});
export type Player = z.infer<typeof PlayerSchema>;

/** The player-agg-stats rows read at start-up to pick trial players (§7). */
export const PlayerMinutesRowSchema = z.object({
  playerId: z.number().int().positive(),
  competitionId: z.number().int().positive(),
  fullName: z.string(),
  mins: z.number().nonnegative(),
});
export type PlayerMinutesRow = z.infer<typeof PlayerMinutesRowSchema>;

export const TournamentSchema = z.object({ tournamentId: z.number().int().positive() });
export type Tournament = z.infer<typeof TournamentSchema>;

/** Shot-chart top-team option: value is the team id, label starts with 'M: ' or 'W: '. */
export const TopTeamOptionSchema = z.object({
  value: z.number().int().positive(),
  label: z.string().regex(/^[MW]: /),
});
export type TopTeamOption = z.infer<typeof TopTeamOptionSchema>;

export const TrialPlayerSchema = z.object({
  playerId: z.number().int().positive(),
  competitionId: z.number().int().positive(),
  fullName: z.string(),
  /** 'all': a fixed demo player open to every tier-1 user; 'user': one picked for this user. */
  for: z.enum(['all', 'user']),
  /** The season's team of the player, when the server knows it (the trial-players list). */
  teamId: z.number().int().positive().optional(),
  /** That team's school name (team market), for the list a user reads. */
  teamName: z.string().optional(),
});
export type TrialPlayer = z.infer<typeof TrialPlayerSchema>;

export const PtgcSchema = z.enum(['all', 'player', 'team', 'game', 'conference']);
export type Ptgc = z.infer<typeof PtgcSchema>;

export const SearchRequestOptionsSchema = z.object({
  competitionId: z.number().int().positive().optional(),
  competitionIds: z.array(z.number().int().positive()).optional(),
  divisionId: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  ptgc: PtgcSchema,
  searchText: z.string(),
});
export type SearchRequestOptions = z.infer<typeof SearchRequestOptionsSchema>;

/** One navbar search result. */
export const SearchOptionSchema = z.object({
  _id: z.string(),
  label: z.string(),
  ptgc: PtgcSchema.exclude(['all']),
  competitionIds: z.array(z.number().int().positive()),
});
export type SearchOption = z.infer<typeof SearchOptionSchema>;

export const ContactFormSchema = z.object({
  name: z.string(),
  /** Shown as "Organization". */
  team: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

export const EventLogTypeSchema = z.enum(['pagechange', 'error']);
export const EventLogSchema = z.object({
  type: EventLogTypeSchema,
  shortPath: z.string().max(2048),
  longPath: z.string().max(4096),
});
export type EventLog = z.infer<typeof EventLogSchema>;

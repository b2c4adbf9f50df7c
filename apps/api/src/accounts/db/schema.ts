/**
 * Row types of the accounts database, as Kysely sees them. Columns written as JSON take a string
 * (the caller stringifies once, so pg and PGlite receive the same parameter) and read back parsed.
 */
import type {
  AdminRole,
  BracketAdminAction,
  BracketFieldCorrection,
  BracketScoringSystemId,
  DiyShot,
  SurveyFrequency,
  SurveyRole,
  SurveyTool,
  UserSettings,
  UserType,
} from '@courtside/contract';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Set on insert (from the Clock, so tests control it) and never changed afterwards. */
type CreatedAt = ColumnType<Date, Date, never>;
type NullableTime = ColumnType<Date | null, Date | null | undefined, Date | null>;

export const TOKEN_PURPOSES = [
  'verify-email',
  'reset-password',
  'login-link',
  'trial-upgrade',
] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

export interface UsersTable {
  id: Generated<string>;
  /** Always lowercased and trimmed; unique. */
  email: string;
  password_hash: string;
  user_type: ColumnType<UserType, UserType | undefined, UserType>;
  settings: ColumnType<UserSettings, string, string>;
  /** The current tier; it lasts until tier_expires_at, when base_tier applies again. */
  tier: Generated<number>;
  base_tier: Generated<number>;
  tier_expires_at: NullableTime;
  admin_role: ColumnType<AdminRole, AdminRole | undefined, AdminRole>;
  email_verified_at: NullableTime;
  onboarding_subscribed: Generated<boolean>;
  /** The last onboarding email sent (0: none yet). */
  onboarding_step: Generated<number>;
  onboarding_last_sent_at: NullableTime;
  /** When the saved team last changed (a first choice is not a change); null: never. */
  team_changed_at: NullableTime;
  /** When the user answered the usage survey (and got its free week); null: not yet. */
  survey_answered_at: NullableTime;
  /** Part of every session token; bumping it signs out every session of the user. */
  session_version: Generated<number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date, Date>;
}

export interface OneTimeTokensTable {
  id: Generated<string>;
  purpose: TokenPurpose;
  /** SHA-256 of the token (hex); the token itself is only ever in the email. */
  token_hash: string;
  user_id: string;
  email: string;
  expires_at: Date;
  used_at: NullableTime;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface EventLogsTable {
  id: Generated<string>;
  user_id: string | null;
  type: 'pagechange' | 'error';
  short_path: string;
  long_path: string;
  created_at: CreatedAt;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  organization: string;
  email: string;
  phone: string;
  message: string;
  user_id: string | null;
  created_at: CreatedAt;
  mail_sent_at: NullableTime;
}

/** Bracket challenge settings of one national tournament, once an admin has saved them. */
export interface BracketSettingsTable {
  tournament_id: number;
  scoring_system: ColumnType<
    BracketScoringSystemId,
    BracketScoringSystemId | undefined,
    BracketScoringSystemId
  >;
  picks_open_at: NullableTime;
  picks_lock_at: NullableTime;
  updated_at: Date;
  /** The admin who saved last; null once that account is deleted. */
  updated_by: string | null;
  /** When an admin published the challenge; null: not published. */
  published_at: NullableTime;
  field_corrections: ColumnType<BracketFieldCorrection[], string | undefined, string>;
}

/** Every administrative change of a bracket challenge. */
export interface BracketAdminLogTable {
  id: Generated<string>;
  tournament_id: number;
  admin_id: string | null;
  admin_email: string;
  action: BracketAdminAction;
  detail: ColumnType<Record<string, unknown>, string, string>;
  created_at: Date;
}

/**
 * A queued account email: what to send and to whom. The worker looks the account up when it
 * sends, so a row reads the same whether or not the address has an account.
 * - signup: the verification link to an unverified account, "you already have an account" to a
 *   verified one;
 * - verify-email: the verification link, to an unverified account only;
 * - reset-password, login-link: the link, to an existing account.
 */
export const MAIL_JOB_TYPES = ['signup', 'verify-email', 'reset-password', 'login-link'] as const;
export type MailJobType = (typeof MAIL_JOB_TYPES)[number];
export interface MailJob {
  readonly type: MailJobType;
  readonly email: string;
}

export interface MailQueueTable {
  id: Generated<string>;
  job: ColumnType<MailJob, string, string>;
  attempts: Generated<number>;
  next_attempt_at: Date;
  locked_until: NullableTime;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  failed_at: NullableTime;
  created_at: CreatedAt;
}

/** A saved DIY shot chart; `shots` is the JSON array of DiyShot (contract). */
export interface DiyShotChartsTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  shots: ColumnType<DiyShot[], string, string>;
  shot_count: number;
  made_count: number;
  created_at: Date;
  updated_at: Date;
}

/** A saved user bracket; `picks` is the JSON array of team id or null per game of the layout. */
export interface UserBracketsTable {
  id: Generated<string>;
  user_id: string;
  tournament_id: number;
  name: string;
  picks: ColumnType<(number | null)[], string, string>;
  pick_count: number;
  game_count: number;
  share_id: string;
  created_at: Date;
  updated_at: Date;
}

/** One account's answers to the usage survey; `favorite_tools` is a JSON array of tool keys. */
export interface SurveyAnswersTable {
  user_id: string;
  role: SurveyRole;
  favorite_tools: ColumnType<SurveyTool[], string, string>;
  visit_frequency: SurveyFrequency;
  next_feature: string;
  created_at: CreatedAt;
}

export interface AccountsSchema {
  users: UsersTable;
  one_time_tokens: OneTimeTokensTable;
  event_logs: EventLogsTable;
  contact_messages: ContactMessagesTable;
  bracket_settings: BracketSettingsTable;
  bracket_admin_log: BracketAdminLogTable;
  mail_queue: MailQueueTable;
  diy_shot_charts: DiyShotChartsTable;
  user_brackets: UserBracketsTable;
  survey_answers: SurveyAnswersTable;
}

export type UserRecord = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type OneTimeTokenRecord = Selectable<OneTimeTokensTable>;
export type BracketSettingsRecord = Selectable<BracketSettingsTable>;
export type BracketAdminLogRecord = Selectable<BracketAdminLogTable>;
export type MailQueueRecord = Selectable<MailQueueTable>;
export type DiyShotChartRecord = Selectable<DiyShotChartsTable>;
export type UserBracketRecord = Selectable<UserBracketsTable>;

/**
 * Bodies of the account API beyond the calls §7 lists: sign-up, settings, and the admin API.
 * Server-side checks mirror the form rules of §5 so the API refuses exactly what the forms do.
 */
import { z } from 'zod';
import { ACCOUNT_LIMITS, MIN_PASSWORD_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { MAX_ID, isValidLoginEmail, normalizeLoginEmail } from '../validation';
import {
  EventLogTypeSchema,
  GenderSchema,
  PlayerPctilesTypeSchema,
  ScopeOptionSchema,
  TierSchema,
  UserTypeSchema,
} from './entities';
import { plainString } from './plain-text';

/** An email as the login form sends it: trimmed, lowercased, a standard address. */
export const AccountEmailSchema = plainString()
  .max(254, 'email is too long')
  .transform(normalizeLoginEmail)
  .refine(isValidLoginEmail, MESSAGES.forgotPassword.invalidEmail);

const newPassword = plainString()
  .min(MIN_PASSWORD_LENGTH, `password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(1024, 'password is too long');

const optionalId = z.number().int().positive().max(MAX_ID).nullable();

export const SignupRequestSchema = z
  .object({
    email: AccountEmailSchema,
    password: newPassword,
    confirmation: plainString(),
    userType: UserTypeSchema.default('fan'),
    /** The default competition's gender: men's or women's basketball. */
    gender: GenderSchema.default('MALE'),
    teamId: optionalId.default(null),
    conferenceId: z.number().int().nonnegative().nullable().default(null),
  })
  .refine((body) => body.password === body.confirmation, {
    message: 'passwords do not match',
    path: ['confirmation'],
  });
export type SignupRequest = z.input<typeof SignupRequestSchema>;

export const MessageResponseSchema = z.object({ msg: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const SignupResponseSchema = z.object({
  msg: z.string(),
  email: z.string(),
  verificationEmailSent: z.boolean(),
});
export type SignupResponse = z.infer<typeof SignupResponseSchema>;

/** A tier as /users/verify-tier reports it: with its expiry when it is a timed upgrade. */
export const TierStatusSchema = TierSchema.extend({
  /** ISO time the tier ends (then the account falls back to its base tier); null if it lasts. */
  expiresAt: z.string().nullable().default(null),
});
export type TierStatus = z.infer<typeof TierStatusSchema>;

export const UpdateSettingsRequestSchema = z
  .object({
    userType: UserTypeSchema,
    team: z.object({ teamId: optionalId, gender: GenderSchema }),
    scope: ScopeOptionSchema.extend({
      value: plainString().min(1).max(ACCOUNT_LIMITS.scopeValueMaxLength),
      label: plainString().min(1).max(ACCOUNT_LIMITS.scopeLabelMaxLength),
    }),
    conference: z.number().int().nonnegative().max(MAX_ID).nullable(),
    playerPctilesType: PlayerPctilesTypeSchema,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'nothing to update');
export type UpdateSettingsRequest = z.infer<typeof UpdateSettingsRequestSchema>;

export const AdminRoleSchema = z.enum(['upper', 'lower', 'none']);
export type AdminRole = z.infer<typeof AdminRoleSchema>;

export const AdminUserRowSchema = z.object({
  _id: z.string(),
  email: z.string(),
  userType: UserTypeSchema,
  tier: TierStatusSchema,
  adminRole: AdminRoleSchema,
  emailVerified: z.boolean(),
  onboardingSubscribed: z.boolean(),
  createdAt: z.string(),
  lastActiveAt: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;

export const AdminUsersQuerySchema = z.object({
  q: plainString().trim().max(254).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuerySchema>;

export const AdminUsersResponseSchema = z.object({
  users: z.array(AdminUserRowSchema),
  total: z.number().int().nonnegative(),
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponseSchema>;

export const AdminUpdateUserRequestSchema = z
  .object({
    tier: z.object({
      value: z.number().int().min(0).max(3),
      /** ISO time; null or absent for a tier that lasts. */
      expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
    }),
    adminRole: AdminRoleSchema,
  })
  .partial()
  .refine((body) => body.tier !== undefined || body.adminRole !== undefined, 'nothing to update');
export type AdminUpdateUserRequest = z.input<typeof AdminUpdateUserRequestSchema>;

export const CreateTrialTokenRequestSchema = z.object({ email: AccountEmailSchema });
export type CreateTrialTokenRequest = z.input<typeof CreateTrialTokenRequestSchema>;

export const TrialTokenRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
});
export type TrialTokenRow = z.infer<typeof TrialTokenRowSchema>;

/** The response of creating a trial token: the row plus the link (shown once, never stored). */
export const CreatedTrialTokenSchema = TrialTokenRowSchema.extend({
  link: z.string(),
  emailSent: z.boolean(),
});
export type CreatedTrialToken = z.infer<typeof CreatedTrialTokenSchema>;

/** One row of event-log-analytics: events of one type on one path on one day. */
export const EventLogAnalyticsRowSchema = z.object({
  day: z.string(),
  type: EventLogTypeSchema,
  shortPath: z.string(),
  events: z.number().int().nonnegative(),
  users: z.number().int().nonnegative(),
});
export type EventLogAnalyticsRow = z.infer<typeof EventLogAnalyticsRowSchema>;

/** Analytics look back this many days (ending today, UTC) when no start is given. */
export const EVENT_LOG_ANALYTICS_DEFAULT_DAYS = 30;
/** The longest range one analytics request may ask for. */
export const EVENT_LOG_ANALYTICS_MAX_DAYS = 366;

/**
 * Query of GET {api}/gs/event-log-analytics (a query-style data endpoint): UTC calendar days,
 * both ends included. Other config keys the data codec may add are ignored.
 */
export const EventLogAnalyticsQuerySchema = z
  .object({
    start: z.iso.date('start must be a date as YYYY-MM-DD').optional(),
    end: z.iso.date('end must be a date as YYYY-MM-DD').optional(),
  })
  .refine((query) => !query.start || !query.end || query.start <= query.end, {
    message: 'start must not be after end',
    path: ['start'],
  });
export type EventLogAnalyticsQuery = z.infer<typeof EventLogAnalyticsQuerySchema>;

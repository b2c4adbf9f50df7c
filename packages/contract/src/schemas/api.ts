/**
 * Request and response bodies of the calls in §7. The server validates requests with these
 * schemas and the client types its calls with the inferred types.
 */
import { z } from 'zod';
import {
  AdminAccessSchema,
  ContactFormSchema,
  EventLogSchema,
  PtgcSchema,
  SearchOptionSchema,
  TierSchema,
  UserSchema,
} from './entities';
import { multilineString, plainString } from './plain-text';

/** Every error body the API sends. */
export const ErrorBodySchema = z.object({ msg: z.string() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

const email = plainString().trim().min(1, 'email is required').max(254, 'email is too long');

export const TokenIsValidResponseSchema = z.object({
  isValid: z.boolean(),
  /** A refreshed token, when the server issued one; the client stores it again. */
  token: z.string().min(1).optional(),
});
export type TokenIsValidResponse = z.infer<typeof TokenIsValidResponseSchema>;

export const MeResponseSchema = UserSchema;
export const VerifyTierResponseSchema = TierSchema;
export const VerifyAdminAccessResponseSchema = AdminAccessSchema;

export const LoginRequestSchema = z.object({
  email,
  password: plainString().min(1, 'password is required').max(1024, 'password is too long'),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const SessionResponseSchema = z.object({ token: z.string().min(1), user: UserSchema });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;
export const LoginResponseSchema = SessionResponseSchema;
export const LoginWithLinkResponseSchema = SessionResponseSchema;

export const SendLoginLinkRequestSchema = z.object({ email });
export type SendLoginLinkRequest = z.infer<typeof SendLoginLinkRequestSchema>;

export const LoginWithLinkRequestSchema = z.object({
  loginToken: plainString().min(1, 'loginToken is required').max(2048),
});
export type LoginWithLinkRequest = z.infer<typeof LoginWithLinkRequestSchema>;

export const AddEventLogRequestSchema = EventLogSchema.extend({
  shortPath: plainString().max(2048),
  longPath: plainString().max(4096),
});
export type AddEventLogRequest = z.infer<typeof AddEventLogRequestSchema>;

export const ContactRequestSchema = ContactFormSchema.extend({
  name: plainString().max(200),
  team: plainString().max(200),
  email: plainString().max(254),
  phone: plainString().max(50),
  message: multilineString().max(10_000),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

export const EmailRequestSchema = z.object({ email });
export type EmailRequest = z.infer<typeof EmailRequestSchema>;
/** Bodies of send-reset-password-email and send-verification-email. */
export const SendResetPasswordEmailRequestSchema = EmailRequestSchema;
export const SendVerificationEmailRequestSchema = EmailRequestSchema;

/**
 * Subscribe and unsubscribe: the address, and the signed token of its emailed link (not needed
 * when the caller is signed in as that address).
 */
export const SubscriptionRequestSchema = z.object({
  email,
  token: plainString().max(512).optional(),
});
export type SubscriptionRequest = z.infer<typeof SubscriptionRequestSchema>;
export const UnsubscribeRequestSchema = SubscriptionRequestSchema;
export const SubscribeRequestSchema = SubscriptionRequestSchema;

export const UpdateNewPasswordRequestSchema = z.object({
  token: plainString().min(1, 'token is required').max(2048),
  password: plainString().max(1024, 'password is too long'),
});
export type UpdateNewPasswordRequest = z.infer<typeof UpdateNewPasswordRequestSchema>;

/** Query of GET {api}/gs/live-search (§7). Competition lists are hyphen-joined ids. */
export const LiveSearchQuerySchema = z.object({
  competition: z.string().regex(/^\d+$/, 'competition must be one id').optional(),
  competitions: z
    .string()
    .regex(/^(\d+(-\d+)*)?$/, 'competitions must be ids joined by hyphens')
    .optional(),
  division: z.enum(['0', '1', '2', '3']).optional(),
  ptgc: PtgcSchema.optional(),
  text: z.string().max(200).optional(),
});
export type LiveSearchQuery = z.infer<typeof LiveSearchQuerySchema>;

export const LiveSearchResponseSchema = z.array(SearchOptionSchema);
export type LiveSearchResponse = z.infer<typeof LiveSearchResponseSchema>;

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number().nonnegative(),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** A season the background demo build has not finished yet. */
export const DataStatusSeasonSchema = z.object({
  competitionId: z.number().int().positive(),
  /** The competition's label, e.g. "2024-25 Men's Basketball". */
  label: z.string().min(1),
});
export type DataStatusSeason = z.infer<typeof DataStatusSeasonSchema>;

/**
 * `GET {api}/data-status`: the data version in service and the seasons the background demo
 * build will still add, in the order it builds them (empty when everything is served).
 */
export const DataStatusResponseSchema = z.object({
  /** null while nothing is served yet. */
  dataVersion: z.string().min(1).nullable(),
  building: z.array(DataStatusSeasonSchema),
});
export type DataStatusResponse = z.infer<typeof DataStatusResponseSchema>;

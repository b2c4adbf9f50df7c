/**
 * The accounts routes (`users/*`, `email/*`) in the OpenAPI document: each operation's method,
 * path, who may call it and its body and answer, as the zod schemas the routes parse and answer
 * with (packages/contract/src/schemas/accounts.ts and api.ts). The admin and bracket routes are
 * the admin page's own and stay out of the public document.
 */
import { ACCOUNT_API } from '@courtside/contract';
import {
  AddEventLogRequestSchema,
  ContactRequestSchema,
  EmailRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LoginWithLinkRequestSchema,
  LoginWithLinkResponseSchema,
  MeResponseSchema,
  MessageResponseSchema,
  SendLoginLinkRequestSchema,
  SignupRequestSchema,
  SignupResponseSchema,
  SubscribeRequestSchema,
  TierStatusSchema,
  TokenIsValidResponseSchema,
  TrialPlayerSchema,
  UnsubscribeRequestSchema,
  UpdateNewPasswordRequestSchema,
  UpdateSettingsRequestSchema,
  VerifyAdminAccessResponseSchema,
} from '@courtside/contract/schemas';
import { z } from 'zod';
import type { Json } from './json-schema';
import { errorResponse, jsonSchemaOf } from './json-schema';

interface AccountOperation {
  readonly method: 'get' | 'post' | 'put';
  readonly path: string;
  readonly summary: string;
  /** `session`: needs x-auth-token (401 without a valid one); `none`: anyone. */
  readonly auth: 'session' | 'none';
  readonly body?: z.ZodType;
  /** The success answer; a redirect when absent. */
  readonly answer?: z.ZodType;
  readonly status?: 200 | 201;
}

const ACCOUNT_OPERATIONS: readonly AccountOperation[] = [
  {
    method: 'post',
    path: ACCOUNT_API.signup,
    summary: 'Create an account and send its verification email.',
    auth: 'none',
    body: SignupRequestSchema,
    answer: SignupResponseSchema,
    status: 201,
  },
  {
    method: 'post',
    path: ACCOUNT_API.tokenIsValid,
    summary: 'Whether the session token is valid; a refreshed token when one was issued.',
    auth: 'none',
    answer: TokenIsValidResponseSchema,
  },
  {
    method: 'get',
    path: ACCOUNT_API.me,
    summary: 'The signed-in user.',
    auth: 'session',
    answer: MeResponseSchema,
  },
  {
    method: 'get',
    path: ACCOUNT_API.verifyTier,
    summary: 'The tier in force (value, label, expiry of a timed upgrade).',
    auth: 'session',
    answer: TierStatusSchema,
  },
  {
    method: 'get',
    path: ACCOUNT_API.verifyAdminAccess,
    summary: 'Whether the user is an upper or a lower administrator.',
    auth: 'session',
    answer: VerifyAdminAccessResponseSchema,
  },
  {
    method: 'post',
    path: ACCOUNT_API.login,
    summary: 'Log in with email and password.',
    auth: 'none',
    body: LoginRequestSchema,
    answer: LoginResponseSchema,
  },
  {
    method: 'post',
    path: ACCOUNT_API.sendLoginLink,
    summary: 'Email a one-time login link (the answer does not say whether the account exists).',
    auth: 'none',
    body: SendLoginLinkRequestSchema,
    answer: MessageResponseSchema,
  },
  {
    method: 'post',
    path: ACCOUNT_API.loginWithLink,
    summary: 'Log in with the token of an emailed login link.',
    auth: 'none',
    body: LoginWithLinkRequestSchema,
    answer: LoginWithLinkResponseSchema,
  },
  {
    method: 'post',
    path: ACCOUNT_API.logout,
    summary:
      'Log out: every session token of the user stops working at once, on every API node. ' +
      'Answers 200 without a valid token too, so a client can always sign out.',
    auth: 'none',
    answer: MessageResponseSchema,
  },
  {
    method: 'post',
    path: ACCOUNT_API.addEventLog,
    summary: 'Record a page change or an error page.',
    auth: 'session',
    body: AddEventLogRequestSchema,
    answer: MessageResponseSchema,
    status: 201,
  },
  {
    method: 'put',
    path: ACCOUNT_API.settings,
    summary: "Change the user's settings (team, competition, scopes…); answers the user.",
    auth: 'session',
    body: UpdateSettingsRequestSchema,
    answer: MeResponseSchema,
  },
  {
    method: 'get',
    path: ACCOUNT_API.trialPlayers,
    summary: "The user's trial players, own school's first; [] for tiers that see every player.",
    auth: 'session',
    answer: z.array(TrialPlayerSchema),
  },
  {
    method: 'get',
    path: ACCOUNT_API.verifyEmail,
    summary:
      'From the emailed link (?token=): verifies the address and redirects to the result page.',
    auth: 'none',
  },
  {
    method: 'get',
    path: ACCOUNT_API.redeemTrial,
    summary:
      'From an emailed trial link (?token=): upgrades the tier and redirects to the result page.',
    auth: 'none',
  },
  {
    method: 'post',
    path: ACCOUNT_API.contact,
    summary: 'Send the contact form.',
    auth: 'none',
    body: ContactRequestSchema,
    answer: MessageResponseSchema,
  },
  {
    method: 'post',
    path: ACCOUNT_API.sendResetPasswordEmail,
    summary: 'Email a password-reset link (the answer does not say whether the account exists).',
    auth: 'none',
    body: EmailRequestSchema,
    answer: MessageResponseSchema,
  },
  {
    method: 'post',
    path: ACCOUNT_API.updateNewPassword,
    summary: 'Set a new password with the token of a reset link.',
    auth: 'none',
    body: UpdateNewPasswordRequestSchema,
    answer: MessageResponseSchema,
  },
  {
    method: 'post',
    path: ACCOUNT_API.unsubscribe,
    summary:
      'Stop onboarding emails to an address: with the signed token of its emailed link, or signed in as that address (else 403).',
    auth: 'none',
    body: UnsubscribeRequestSchema,
    answer: MessageResponseSchema,
  },
  {
    method: 'post',
    path: ACCOUNT_API.subscribe,
    summary:
      'Resume onboarding emails to an address: with the signed token of its emailed link, or signed in as that address (else 403).',
    auth: 'none',
    body: SubscribeRequestSchema,
    answer: MessageResponseSchema,
  },
  {
    method: 'post',
    path: ACCOUNT_API.sendVerificationEmail,
    summary: 'Send the verification email again.',
    auth: 'none',
    body: EmailRequestSchema,
    answer: MessageResponseSchema,
  },
];

const operationId = (method: string, path: string): string =>
  `${method}${path.replace(/[/-]([a-z0-9])/g, (_, c: string) => c.toUpperCase())}`;

function operationOf(operation: AccountOperation): Json {
  const success: Json =
    operation.answer === undefined
      ? { '302': { description: 'Redirect to the page that shows the outcome.' } }
      : {
          [String(operation.status ?? 200)]: {
            description: 'Success.',
            content: { 'application/json': { schema: jsonSchemaOf(operation.answer, 'output') } },
          },
        };
  return {
    operationId: operationId(operation.method, operation.path),
    summary: operation.summary,
    tags: [operation.path.startsWith('/email/') ? 'email' : 'users'],
    parameters: [
      ...(operation.auth === 'session' ? [{ $ref: '#/components/parameters/SessionToken' }] : []),
      ...(operation.answer === undefined
        ? [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }]
        : []),
    ],
    ...(operation.body === undefined
      ? {}
      : {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(operation.body, 'input') } },
          },
        }),
    responses: {
      ...success,
      ...(operation.body === undefined
        ? {}
        : { '400': errorResponse('A field is invalid (msg).') }),
      ...(operation.auth === 'session'
        ? { '401': errorResponse('No valid session token (msg).') }
        : {}),
      '429': errorResponse('Too many requests from this address or for this email (msg).'),
    },
  };
}

/** The `paths` entries of the accounts routes, keyed by path, one operation per method. */
export function accountPaths(): Json {
  const paths: Record<string, Json> = {};
  for (const operation of ACCOUNT_OPERATIONS) {
    paths[operation.path] = {
      ...paths[operation.path],
      [operation.method]: operationOf(operation),
    };
  }
  return paths;
}

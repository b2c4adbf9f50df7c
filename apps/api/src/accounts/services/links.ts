/**
 * Links in emails and redirects. Verification and trial links point at the API (a GET that acts,
 * then redirects to the web page); reset and login links point at web pages that call the API.
 */
import type { VerifyStatus } from '@courtside/contract';
import { ACCOUNT_API, paths } from '@courtside/contract';
import type { Config } from '../../config';

type LinkConfig = Pick<Config, 'publicUrl' | 'apiRoot'>;

function apiLink(config: LinkConfig, path: string, token: string): string {
  return `${config.publicUrl}${config.apiRoot}${path}?token=${encodeURIComponent(token)}`;
}

export function verifyEmailLink(config: LinkConfig, token: string): string {
  return apiLink(config, ACCOUNT_API.verifyEmail, token);
}

export function redeemTrialLink(config: LinkConfig, token: string): string {
  return apiLink(config, ACCOUNT_API.redeemTrial, token);
}

export function resetPasswordLink(config: LinkConfig, token: string): string {
  return `${config.publicUrl}${paths.resetPassword(token)}`;
}

export function loginLinkUrl(config: LinkConfig, token: string): string {
  return `${config.publicUrl}${paths.loginWithLink(token)}`;
}

export interface SignedInRedirect {
  readonly token: string;
  readonly userId: string;
}

/** The verify-email page for a status; on success it carries the new session (§2). */
export function verifyEmailPageUrl(
  config: LinkConfig,
  status: VerifyStatus,
  session?: SignedInRedirect,
): string {
  const page = `${config.publicUrl}${paths.verifyEmailPage(status)}`;
  if (session === undefined) return page;
  const query = new URLSearchParams({ token: session.token, userId: session.userId });
  return `${page}?${query.toString()}`;
}

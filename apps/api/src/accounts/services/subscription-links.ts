/**
 * Signed unsubscribe links. An onboarding email's link carries a token that proves the link was
 * mailed to that address: HMAC-SHA256 of the address and an expiry, under a key derived from the
 * session signing key. Nothing is stored, so any API node sharing the key checks any link, and a
 * link works for SUBSCRIPTION_LINK_TTL_MS whatever it is used for (unsubscribe, then subscribe
 * again from the same page).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SUBSCRIPTION_LINK_TTL_MS, paths } from '@courtside/contract';
import type { Clock } from '../clock';

export interface SubscriptionLinks {
  /** The token for the address, valid from now for SUBSCRIPTION_LINK_TTL_MS. */
  sign(email: string): string;
  /** Whether the token was made for this (normalised) address and has not expired. */
  verify(email: string, token: string): boolean;
  /** The web page of the link, under `publicUrl`. */
  url(publicUrl: string, email: string): string;
}

/** Keeps the key of these links apart from the session tokens signed with the same secret. */
const KEY_LABEL = 'courtside onboarding subscription links';

export function createSubscriptionLinks(sessionKey: Uint8Array, clock: Clock): SubscriptionLinks {
  const key = createHmac('sha256', sessionKey).update(KEY_LABEL).digest();
  const mac = (email: string, expiresSec: number) =>
    createHmac('sha256', key).update(`${email}\n${expiresSec}`).digest();

  const links: SubscriptionLinks = {
    sign(email) {
      const expiresSec = Math.floor((clock.now().getTime() + SUBSCRIPTION_LINK_TTL_MS) / 1000);
      return `${expiresSec}.${mac(email, expiresSec).toString('base64url')}`;
    },
    verify(email, token) {
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (match === null) return false;
      const expiresSec = Number(match[1]);
      if (expiresSec * 1000 <= clock.now().getTime()) return false;
      const given = Buffer.from(match[2] ?? '', 'base64url');
      const expected = mac(email, expiresSec);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    url(publicUrl, email) {
      return `${publicUrl}${paths.unsubscribe(email, links.sign(email))}`;
    },
  };
  return links;
}

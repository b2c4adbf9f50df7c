import { http as mock, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { createHttpClient } from './api/http';
import {
  RATE_LIMITED_LATER,
  failureMessageOr,
  isRateLimited,
  rateLimitedMessage,
  retryAfterSeconds,
} from './rate-limit-message';

const ROOT = 'http://api.test/api';
const client = createHttpClient(ROOT);

/** The error the app's client throws for a POST answered with `reply`. */
async function failureOf(reply: () => Response): Promise<unknown> {
  server.use(mock.post(`${ROOT}/email/contact`, reply));
  try {
    await client.post('/email/contact', {});
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

const tooMany = (
  headers: Record<string, string> = {},
  body: JsonBodyType = { msg: 'Slow down.' },
) => failureOf(() => HttpResponse.json(body, { status: 429, headers }));

describe('rate-limit messages', () => {
  it('says how many minutes to wait from Retry-After seconds', async () => {
    const error = await tooMany({ 'Retry-After': '840' });
    expect(isRateLimited(error)).toBe(true);
    expect(retryAfterSeconds(error)).toBe(840);
    expect(rateLimitedMessage(error)).toBe('Too many requests. Please try again in 14 minutes.');
    expect(failureMessageOr(error, 'fallback')).toBe(rateLimitedMessage(error));
  });

  it('says "a minute" for a minute or less, and reads an HTTP-date Retry-After', async () => {
    expect(rateLimitedMessage(await tooMany({ 'Retry-After': '30' }))).toBe(
      'Too many requests. Please try again in a minute.',
    );
    const now = Date.parse('2026-11-27T12:00:00Z');
    const dated = await tooMany({ 'Retry-After': 'Fri, 27 Nov 2026 12:05:00 GMT' });
    expect(retryAfterSeconds(dated, now)).toBe(300);
    expect(rateLimitedMessage(dated, now)).toBe(
      'Too many requests. Please try again in 5 minutes.',
    );
  });

  it("falls back on the server's message, then on 'try again later'", async () => {
    expect(rateLimitedMessage(await tooMany())).toBe('Slow down.');
    expect(rateLimitedMessage(await tooMany({ 'Retry-After': 'soon' }))).toBe('Slow down.');
    expect(rateLimitedMessage(await tooMany({}, ''))).toBe(RATE_LIMITED_LATER);
    expect(failureMessageOr(await tooMany({}, ''), 'fallback')).toBe(RATE_LIMITED_LATER);
  });

  it('leaves other failures to the usual message rules', async () => {
    const refused = await failureOf(() => HttpResponse.json({ msg: 'Bad.' }, { status: 400 }));
    expect(isRateLimited(refused)).toBe(false);
    expect(failureMessageOr(refused, 'fallback')).toBe('Bad.');
    expect(failureMessageOr(new Error('boom'), 'fallback')).toBe('fallback');
    expect(retryAfterSeconds(new Error('boom'))).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
  });
});

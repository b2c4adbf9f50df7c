import { describe, expect, it } from 'vitest';
import { HttpError } from './api/http-errors';
import { replyMessageOr, responseStatus, serverMessageOr } from './server-message';

function failedWith(status: number, data: unknown): HttpError {
  return new HttpError('Request failed', { response: { status, data, headers: new Headers() } });
}

describe('serverMessageOr', () => {
  it("returns the reply's msg", () => {
    expect(serverMessageOr(failedWith(401, { msg: 'Incorrect.' }), 'fallback')).toBe('Incorrect.');
  });

  it.each([
    ['a reply without msg', failedWith(500, { error: 'x' })],
    ['an empty msg', failedWith(500, { msg: '  ' })],
    ['a text reply', failedWith(502, 'Bad gateway')],
    ['no reply', new HttpError('Network Error')],
    ['a plain error', new Error('boom')],
  ])('returns the fallback for %s', (_, error) => {
    expect(serverMessageOr(error, 'fallback')).toBe('fallback');
  });
});

describe('replyMessageOr and responseStatus', () => {
  it('reads a successful reply and a failed status', () => {
    expect(replyMessageOr({ msg: 'Sent.' }, 'fallback')).toBe('Sent.');
    expect(replyMessageOr('', 'fallback')).toBe('fallback');
    expect(responseStatus(failedWith(400, {}))).toBe(400);
    expect(responseStatus(new Error('x'))).toBeUndefined();
  });
});

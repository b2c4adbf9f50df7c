import { describe, expect, it } from 'vitest';
import { CanceledError, HttpError } from './http-errors';
import {
  MalformedDataError,
  RequestError,
  isCanceledRequest,
  isMalformedDataError,
  toRequestError,
} from './request-errors';

function responded(status: number, data: unknown): HttpError {
  return new HttpError('Request failed', { response: { status, data, headers: new Headers() } });
}

describe('toRequestError (§8)', () => {
  it('reads msg, then error, from an object or a JSON-text body', () => {
    expect(toRequestError(responded(500, { msg: 'A', error: 'B' })).message).toBe('A');
    expect(toRequestError(responded(404, { error: 'B' })).message).toBe('B');
    expect(toRequestError(responded(503, '{"msg":"From text"}')).message).toBe('From text');
    expect(toRequestError(responded(500, { msg: 42 })).message).toBe('An unknown error occurred.');
    expect(toRequestError(responded(500, 'oops')).message).toBe('An unknown error occurred.');
    expect(toRequestError(responded(500, null)).status).toBe(500);
  });

  it('tells no response (or a time-out) from a request that was never sent', () => {
    for (const noResponse of [
      new HttpError('Network Error'),
      new HttpError('timeout of 5000ms exceeded', { timedOut: true }),
    ]) {
      expect(toRequestError(noResponse)).toMatchObject({
        kind: 'no-response',
        message: 'No response received from server.',
      });
    }
    const notSent = new TypeError('bad header');
    expect(toRequestError(notSent)).toMatchObject({
      kind: 'setup',
      message: 'Request setup failed: bad header',
    });
    expect(toRequestError('just a string').message).toBe('Request setup failed: just a string');
  });

  it('keeps cancellations apart', () => {
    const canceled = toRequestError(new CanceledError());
    expect(canceled.kind).toBe('canceled');
    expect(isCanceledRequest(canceled)).toBe(true);
    expect(isCanceledRequest(new CanceledError())).toBe(true);
    expect(isCanceledRequest(new RequestError('no-response', 'x'))).toBe(false);
  });

  it('passes request errors through and names malformed data', () => {
    const malformed = new MalformedDataError();
    expect(toRequestError(malformed)).toBe(malformed);
    expect(malformed.message).toBe('Received malformed data from server');
    expect(isMalformedDataError(malformed)).toBe(true);
    expect(isMalformedDataError(new RequestError('setup', 'x'))).toBe(false);
  });
});

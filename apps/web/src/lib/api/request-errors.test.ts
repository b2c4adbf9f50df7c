import { AxiosError, AxiosHeaders, CanceledError, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import {
  MalformedDataError,
  RequestError,
  isCanceledRequest,
  isMalformedDataError,
  toRequestError,
} from './request-errors';

const config: InternalAxiosRequestConfig = { headers: new AxiosHeaders() };

function responded(status: number, data: unknown): AxiosError {
  return new AxiosError(
    'Request failed',
    'ERR_BAD_RESPONSE',
    config,
    {},
    {
      status,
      statusText: '',
      data,
      headers: {},
      config,
    },
  );
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

  it('tells no response from a request that was never sent', () => {
    const noResponse = new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    expect(toRequestError(noResponse)).toMatchObject({
      kind: 'no-response',
      message: 'No response received from server.',
    });
    const notSent = new AxiosError('bad header', 'ERR_BAD_OPTION_VALUE', config);
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

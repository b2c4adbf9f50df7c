import { ACCOUNT_API, AUTH_HEADER, AUTH_STORAGE_KEY, DURATIONS_MS } from '@courtside/contract';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, http, type HttpClient, type HttpRequestOptions } from '@/lib/api/http';
import { API_ROOT } from '@/lib/config';
import { apiUrl } from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { sendEventLog } from './send-event-log';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sendEventLog', () => {
  it('posts the entry with the session token', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, 'session-token');
    const received: { body: unknown; token: string | null }[] = [];
    server.use(
      mswHttp.post(apiUrl(ACCOUNT_API.addEventLog), async ({ request }) => {
        received.push({ body: await request.json(), token: request.headers.get(AUTH_HEADER) });
        return HttpResponse.json({ msg: 'Logged.' }, { status: 201 });
      }),
    );
    await sendEventLog({ type: 'pagechange', shortPath: '/about', longPath: '/about?x=1' });
    expect(received).toEqual([
      {
        body: { type: 'pagechange', shortPath: '/about', longPath: '/about?x=1' },
        token: 'session-token',
      },
    ]);
  });

  it('asks for the 5 s time-out of §9', async () => {
    const calls: { path: string; options: HttpRequestOptions | undefined }[] = [];
    const recording: HttpClient = {
      ...http,
      post: <T>(path: string, _body?: unknown, options?: HttpRequestOptions) => {
        calls.push({ path, options });
        return Promise.resolve({ data: {} as T, status: 201, headers: new Headers() });
      },
    };
    await sendEventLog({ type: 'error', shortPath: '/', longPath: '/' }, recording);
    expect(calls).toEqual([
      { path: ACCOUNT_API.addEventLog, options: { timeout: DURATIONS_MS.eventLogTimeout } },
    ]);
    expect(DURATIONS_MS.eventLogTimeout).toBe(5_000);
  });

  it('only warns when the request times out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      mswHttp.post(apiUrl(ACCOUNT_API.addEventLog), async () => {
        await delay(1_000);
        return HttpResponse.json({});
      }),
    );
    const quick = createHttpClient(API_ROOT);
    const timingOut: HttpClient = {
      ...quick,
      post: (path, body) => quick.post(path, body, { timeout: 20 }),
    };
    await expect(
      sendEventLog({ type: 'error', shortPath: '/', longPath: '/' }, timingOut),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Event log not sent', 'error', 'timeout of 20ms exceeded');
  });

  it('swallows a failed reply', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      mswHttp.post(apiUrl(ACCOUNT_API.addEventLog), () =>
        HttpResponse.json({ msg: 'Please log in to continue.' }, { status: 401 }),
      ),
    );
    await expect(
      sendEventLog({ type: 'pagechange', shortPath: '/', longPath: '/' }),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

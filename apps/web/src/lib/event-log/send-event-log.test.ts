import { ACCOUNT_API, AUTH_HEADER, AUTH_STORAGE_KEY, DURATIONS_MS } from '@courtside/contract';
import { AxiosError } from 'axios';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/lib/api/http';
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

  it('asks axios for the 5 s time-out of §9', async () => {
    // MSW holds a mocked request itself, so the XHR time-out cannot fire under test; what can
    // be checked is that the request carries it (axios turns it into the XHR's own timeout).
    const timeouts: (number | undefined)[] = [];
    const spy = http.interceptors.request.use((config) => {
      timeouts.push(config.timeout);
      return config;
    });
    server.use(
      mswHttp.post(apiUrl(ACCOUNT_API.addEventLog), () => HttpResponse.json({}, { status: 201 })),
    );
    try {
      await sendEventLog({ type: 'error', shortPath: '/', longPath: '/' });
    } finally {
      http.interceptors.request.eject(spy);
    }
    expect(timeouts).toEqual([DURATIONS_MS.eventLogTimeout]);
    expect(DURATIONS_MS.eventLogTimeout).toBe(5_000);
  });

  it('only warns when the request times out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const timedOut = new AxiosError('timeout of 5000ms exceeded', AxiosError.ECONNABORTED);
    const spy = http.interceptors.request.use(() => Promise.reject(timedOut));
    try {
      await expect(
        sendEventLog({ type: 'error', shortPath: '/', longPath: '/' }),
      ).resolves.toBeUndefined();
    } finally {
      http.interceptors.request.eject(spy);
    }
    expect(warn).toHaveBeenCalledWith('Event log not sent', 'error', timedOut.message);
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

import { HttpResponse, delay, http as mswHttp } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { reportError } from '../monitoring';
import { fetchData, normalizeDataConfig } from './fetch-data';
import { createHttpClient } from './http';
import { MalformedDataError, RequestError, isCanceledRequest } from './request-errors';
import { TEST_API, recordRequests, testClient } from './test-support';

vi.mock('../monitoring', () => ({ reportError: vi.fn() }));

const fetchTeams = (options: { signal?: AbortSignal } = {}) =>
  fetchData('teams', { competitionId: 41097 }, { client: testClient, ...options });

/** The RequestError a call rejected with (fails the test if it resolved). */
async function failure(promise: Promise<unknown>): Promise<RequestError> {
  const outcome = await promise.then(
    () => new Error('expected the request to fail'),
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(RequestError);
  return outcome as RequestError;
}

beforeEach(() => {
  vi.mocked(reportError).mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('fetchData: request', () => {
  it('GETs the codec path under the API root and returns the body', async () => {
    const requests = recordRequests(() => HttpResponse.json([{ teamId: 1 }]));
    await expect(fetchTeams()).resolves.toEqual([{ teamId: 1 }]);
    expect(requests.map((r) => r.path)).toEqual(['/gs/teams/competition/41097/']);
  });

  it('sends query-style endpoints with the config as query parameters', async () => {
    const requests = recordRequests(() => HttpResponse.json([]));
    await fetchData('player-agg-stats', { teamId: 12, scope: 'season' }, { client: testClient });
    expect(requests.map((r) => r.path)).toEqual(['/gs/player-agg-stats?teamId=12&scope=season']);
  });

  it('sorts competition ids ascending without touching the caller config', async () => {
    const requests = recordRequests(() => HttpResponse.json([]));
    const config = { competitionIds: [41098, 38409, 41097] };
    await fetchData('teams', config, { client: testClient });
    expect(requests.map((r) => r.path)).toEqual(['/gs/teams/competitions/38409-41097-41098/']);
    expect(config.competitionIds).toEqual([41098, 38409, 41097]);
    expect(normalizeDataConfig({ teamIds: [3, 1] })).toEqual({ teamIds: [3, 1] });
  });

  it('sends x-auth-token when a token is stored, and no such header otherwise', async () => {
    const requests = recordRequests(() => HttpResponse.json({}));
    await fetchTeams();
    localStorage.setItem('auth-token', 'token-123');
    await fetchTeams();
    expect(requests.map((r) => r.headers.get('x-auth-token'))).toEqual([null, 'token-123']);
  });

  it('uses the app client with the configured API root by default', async () => {
    server.use(mswHttp.get('*/api/gs/conferences/', () => HttpResponse.json(['acc'])));
    await expect(fetchData('conferences')).resolves.toEqual(['acc']);
  });

  it('warns about an endpoint outside the catalogue and still requests it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const requests = recordRequests(() => HttpResponse.json({ ok: true }));
    await expect(fetchData('no-such-endpoint', {}, { client: testClient })).resolves.toEqual({
      ok: true,
    });
    expect(warn).toHaveBeenCalledWith('Invalid endpoint', 'no-such-endpoint');
    expect(requests.map((r) => r.path)).toEqual(['/gs/no-such-endpoint/']);
  });

  it('does not warn for a name the typed hook checked against the definitions', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const requests = recordRequests(() => HttpResponse.json([]));
    await fetchData('courtside-own-endpoint', {}, { client: testClient, definedName: true });
    expect(warn).not.toHaveBeenCalled();
    expect(requests.map((r) => r.path)).toEqual(['/gs/courtside-own-endpoint/']);
  });

  it('does not warn for catalogue endpoints', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    recordRequests(() => HttpResponse.json([]));
    await fetchTeams();
    expect(warn).not.toHaveBeenCalled();
  });

  it('never sends a pass config', async () => {
    const requests = recordRequests(() => HttpResponse.json([]));
    const error = await failure(fetchData('teams', { pass: true }, { client: testClient }));
    expect(error.kind).toBe('setup');
    expect(requests).toHaveLength(0);
  });
});

describe('fetchData: string bodies (§5)', () => {
  it('parses JSON text served as text/plain', async () => {
    recordRequests(() => HttpResponse.text('[1,2]'));
    await expect(fetchTeams()).resolves.toEqual([1, 2]);
  });

  it('parses a JSON-encoded string of JSON', async () => {
    recordRequests(() => HttpResponse.json('{"rows":[1,2]}'));
    await expect(fetchTeams()).resolves.toEqual({ rows: [1, 2] });
  });

  it('raises the malformed-data error and reports it when the text is not JSON', async () => {
    recordRequests(() => HttpResponse.text('{"pts": NaN}'));
    const error = await failure(fetchTeams());
    expect(error).toBeInstanceOf(MalformedDataError);
    expect(error.kind).toBe('malformed');
    expect(error.message).toBe('Received malformed data from server');
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(error, {
      endpoint: 'teams',
      url: '/gs/teams/competition/41097/',
    });
  });
});

describe('fetchData: errors (§8)', () => {
  it.each([
    ['500 with msg', 500, { msg: 'Database down', error: 'ignored' }, 'Database down'],
    ['404 with error', 404, { error: 'Team not found' }, 'Team not found'],
    ['500 with an empty msg', 500, { msg: '', error: 'Fallback' }, 'Fallback'],
    ['400 with neither field', 400, { detail: 'x' }, 'An unknown error occurred.'],
  ])('server responded, %s', async (_name, status, body, message) => {
    recordRequests(() => HttpResponse.json(body, { status }));
    const error = await failure(fetchTeams());
    expect({ kind: error.kind, status: error.status, message: error.message }).toEqual({
      kind: 'response',
      status,
      message,
    });
  });

  it('server responded 500 with an empty body', async () => {
    recordRequests(() => new HttpResponse(null, { status: 500 }));
    const error = await failure(fetchTeams());
    expect([error.kind, error.status, error.message]).toEqual([
      'response',
      500,
      'An unknown error occurred.',
    ]);
  });

  it('server responded 503 with a JSON-string body', async () => {
    recordRequests(() =>
      HttpResponse.json(JSON.stringify({ msg: 'Warehouse rebuilding' }), { status: 503 }),
    );
    const error = await failure(fetchTeams());
    expect([error.kind, error.status, error.message]).toEqual([
      'response',
      503,
      'Warehouse rebuilding',
    ]);
  });

  it('server responded 502 with HTML text', async () => {
    recordRequests(() => HttpResponse.html('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await failure(fetchTeams());
    expect(error.message).toBe('An unknown error occurred.');
  });

  it('no response', async () => {
    recordRequests(() => HttpResponse.error());
    const error = await failure(fetchTeams());
    expect([error.kind, error.status, error.message]).toEqual([
      'no-response',
      undefined,
      'No response received from server.',
    ]);
  });

  it('request setup failed reading the headers, and nothing was sent', async () => {
    const requests = recordRequests(() => HttpResponse.json([]));
    const client = createHttpClient(TEST_API, {
      headers: () => {
        throw new Error('token store locked');
      },
    });
    const error = await failure(fetchData('teams', {}, { client }));
    expect([error.kind, error.message]).toEqual([
      'setup',
      'Request setup failed: token store locked',
    ]);
    expect(requests).toHaveLength(0);
  });

  it('request setup failed because the config has no path form', async () => {
    const requests = recordRequests(() => HttpResponse.json([]));
    const error = await failure(fetchData('teams', { teamId: -1 }, { client: testClient }));
    expect(error.kind).toBe('setup');
    expect(error.message).toBe(
      'Request setup failed: Config "teamId" must be a non-negative whole number, got -1',
    );
    expect(requests).toHaveLength(0);
  });

  it('a cancelled request is a cancellation, not a failure, and is not reported', async () => {
    let arrived: () => void = () => undefined;
    const atServer = new Promise<void>((resolve) => (arrived = resolve));
    recordRequests(async () => {
      arrived();
      await delay(1_000);
      return HttpResponse.json([]);
    });
    const controller = new AbortController();
    const pending = fetchTeams({ signal: controller.signal });
    await atServer;
    controller.abort();
    const error = await failure(pending);
    expect(error.kind).toBe('canceled');
    expect(isCanceledRequest(error)).toBe(true);
    expect(reportError).not.toHaveBeenCalled();
  });
});

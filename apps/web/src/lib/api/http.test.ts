import { AUTH_HEADER, AUTH_STORAGE_KEY } from '@courtside/contract';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { createHttpClient } from './http';
import { CanceledError, HttpError } from './http-errors';

const ROOT = 'http://api.test/api';
const client = createHttpClient(ROOT);

async function rejectionOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('The call did not fail');
}

describe('http client: answers', () => {
  it('sends the stored token and the query, and parses a JSON body', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, 'token-1');
    const seen: { url: string; token: string | null; accept: string | null }[] = [];
    server.use(
      mswHttp.get(`${ROOT}/gs/live-search`, ({ request }) => {
        seen.push({
          url: request.url,
          token: request.headers.get(AUTH_HEADER),
          accept: request.headers.get('accept'),
        });
        return HttpResponse.json([{ id: 1 }]);
      }),
    );
    const response = await client.get('/gs/live-search', {
      params: { competitions: '', ptgc: 'all', text: 'a b', missing: undefined, none: null },
    });
    expect(response).toMatchObject({ data: [{ id: 1 }], status: 200 });
    expect(seen).toEqual([
      {
        url: `${ROOT}/gs/live-search?competitions=&ptgc=all&text=a+b`,
        token: 'token-1',
        accept: 'application/json, text/plain, */*',
      },
    ]);
  });

  it('sends no token header without a session', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      mswHttp.get(`${ROOT}/x`, ({ request }) => {
        tokens.push(request.headers.get(AUTH_HEADER));
        return HttpResponse.json({});
      }),
    );
    await client.get('/x');
    expect(tokens).toEqual([null]);
  });

  it('parses JSON whatever the content type, keeps other text, and gives "" for no body', async () => {
    server.use(
      mswHttp.get(`${ROOT}/json-as-text`, () => HttpResponse.text('[1,2]')),
      mswHttp.get(`${ROOT}/text`, () => HttpResponse.text('{"pts": NaN}')),
      mswHttp.get(`${ROOT}/empty`, () => new HttpResponse(null, { status: 204 })),
    );
    expect((await client.get('/json-as-text')).data).toEqual([1, 2]);
    expect((await client.get('/text')).data).toBe('{"pts": NaN}');
    expect((await client.get('/empty')).data).toBe('');
  });

  it('sends a body as JSON, and none when there is none', async () => {
    const received: { method: string; type: string | null; body: string }[] = [];
    const record = async ({ request }: { request: Request }) => {
      received.push({
        method: request.method,
        type: request.headers.get('content-type'),
        body: await request.text(),
      });
      return HttpResponse.json({ msg: 'ok' });
    };
    server.use(
      mswHttp.post(`${ROOT}/a`, record),
      mswHttp.put(`${ROOT}/a`, record),
      mswHttp.patch(`${ROOT}/a`, record),
      mswHttp.delete(`${ROOT}/a`, record),
    );
    await client.post('/a', { email: 'x@y.z' });
    await client.post('/a');
    await client.put('/a', { on: true });
    await client.patch('/a', [1]);
    await client.delete('/a');
    expect(received).toEqual([
      { method: 'POST', type: 'application/json', body: '{"email":"x@y.z"}' },
      { method: 'POST', type: null, body: '' },
      { method: 'PUT', type: 'application/json', body: '{"on":true}' },
      { method: 'PATCH', type: 'application/json', body: '[1]' },
      { method: 'DELETE', type: null, body: '' },
    ]);
  });

  it('resolves a relative root against the page', async () => {
    const urls: string[] = [];
    server.use(
      mswHttp.get('/api/health', ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json({});
      }),
    );
    await createHttpClient('/api').get('/health');
    expect(urls).toEqual([new URL('/api/health', window.location.href).href]);
  });
});

describe('http client: failures', () => {
  it('rejects an error status with an HttpError that holds the answer', async () => {
    server.use(
      mswHttp.post(`${ROOT}/login`, () =>
        HttpResponse.json({ msg: 'Incorrect.' }, { status: 401 }),
      ),
    );
    const error = await rejectionOf(client.post('/login', {}));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: 'Request failed with status code 401',
      response: { status: 401, data: { msg: 'Incorrect.' } },
      timedOut: false,
    });
  });

  it('rejects a failed network call with an HttpError without an answer', async () => {
    server.use(mswHttp.get(`${ROOT}/down`, () => HttpResponse.error()));
    const error = await rejectionOf(client.get('/down'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Network Error', response: undefined });
  });

  it('gives up after its time-out', async () => {
    server.use(
      mswHttp.get(`${ROOT}/slow`, async () => {
        await delay(1_000);
        return HttpResponse.json({});
      }),
    );
    const error = await rejectionOf(client.get('/slow', { timeout: 20 }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: 'timeout of 20ms exceeded',
      response: undefined,
      timedOut: true,
    });
  });

  it('ends in a CanceledError when the caller aborts, before or during the call', async () => {
    let arrived: () => void = () => undefined;
    const atServer = new Promise<void>((resolve) => (arrived = resolve));
    server.use(
      mswHttp.get(`${ROOT}/wait`, async () => {
        arrived();
        await delay(1_000);
        return HttpResponse.json({});
      }),
    );
    const during = new AbortController();
    const pending = rejectionOf(client.get('/wait', { signal: during.signal }));
    await atServer;
    during.abort();
    expect(await pending).toBeInstanceOf(CanceledError);

    const before = new AbortController();
    before.abort();
    expect(await rejectionOf(client.get('/wait', { signal: before.signal }))).toBeInstanceOf(
      CanceledError,
    );
  });

  it('throws setup failures as they are, before anything is sent', async () => {
    const sent: string[] = [];
    server.use(
      mswHttp.post(`${ROOT}/cyclic`, ({ request }) => {
        sent.push(request.url);
        return HttpResponse.json({});
      }),
    );
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const error = await rejectionOf(client.post('/cyclic', cyclic));
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(HttpError);
    expect(sent).toEqual([]);
  });
});

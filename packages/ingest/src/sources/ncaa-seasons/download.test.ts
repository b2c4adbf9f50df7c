/**
 * The download path against a local HTTP server (node:http) that serves ../shared/data: a
 * mirror of the folder layout (with an HTML index of games/), the release-asset template, a
 * server that drops the connection mid-file (once, then always), and one that answers 404.
 */
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, join, normalize } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDb, warehouseDataVersion } from '@courtside/warehouse';
import { runIngest } from '../../cli/run-ingest';
import { SHARED_DATA, realDataAvailable, tempDir } from '../../testing/real-data';
import { DEFAULT_RELEASE_URL, seasonFileUrl } from './download';

type Fault = 'drop' | 'dropOnce' | 'notFound';
const faults = new Map<string, Fault>();
const requests = new Map<string, number>();

function serveFile(
  path: string,
  res: ServerResponse,
  fault: Fault | undefined,
  attempt: number,
): void {
  const size = statSync(path).size;
  if (fault === 'notFound') {
    res.writeHead(404).end('not found');
    return;
  }
  res.writeHead(200, { 'content-length': size, 'content-type': 'application/octet-stream' });
  if (fault === 'drop' || (fault === 'dropOnce' && attempt === 1)) {
    // Half the bytes, then the connection goes away.
    createReadStream(path, { start: 0, end: (size >> 1) - 1 })
      .on('end', () => res.socket?.destroy())
      .pipe(res, { end: false });
    return;
  }
  createReadStream(path).pipe(res);
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  const url = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
  // The release-asset layout: /releases/<tag>/<file> → <gender>/seasons/<file>.
  const release = /^\/releases\/(ncaa_(mbb|wbb)_[a-z_]+)\/([^/]+)$/.exec(url);
  const relative = release ? `ncaa/${release[2]}/seasons/${release[3]}` : url.replace(/^\/+/, '');
  const path = normalize(join(SHARED_DATA, relative));
  if (!path.startsWith(SHARED_DATA) || !existsSync(path)) {
    res.writeHead(404).end('not found');
    return;
  }
  if (statSync(path).isDirectory()) {
    const links = readdirSync(path).map((name) => `<a href="${name}">${name}</a>`);
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<html><body>${links.join('\n')}</body></html>`);
    return;
  }
  const name = basename(path);
  const attempt = (requests.get(name) ?? 0) + 1;
  requests.set(name, attempt);
  serveFile(path, res, faults.get(name), attempt);
}

describe.runIf(realDataAvailable())('ingest --url', () => {
  let server: Server;
  let base: string;
  const data = tempDir('download');

  async function ingest(url: string): Promise<{ code: number; out: string[]; err: string[] }> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runIngest(
      ['ncaa', '--gender', 'women', '--season', '2025', '--url', url, '--data-dir', data.path],
      {
        out: (l) => out.push(l),
        err: (l) => err.push(l),
        progress: { write: () => true },
        env: {},
      },
    );
    return { code, out, err };
  }

  async function servedVersion(): Promise<string> {
    const db = await openDb(join(data.path, 'warehouse.duckdb'), { readOnly: true });
    try {
      return await warehouseDataVersion(db);
    } finally {
      db.close();
    }
  }

  beforeAll(async () => {
    server = createServer(handle);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    data.remove();
  });
  beforeEach(() => {
    faults.clear();
    requests.clear();
  });

  it('names the release assets the sportsdataverse way', () => {
    expect(
      seasonFileUrl(
        DEFAULT_RELEASE_URL,
        { gender: 'MALE', season: 2025, competitionId: 38409 },
        'team_box',
      ),
    ).toBe(
      'https://github.com/sportsdataverse/sportsdataverse-data/releases/download/ncaa_mbb_team_box/ncaa_mbb_team_box_2025.parquet',
    );
  });

  it('ingests a season from a mirror of the folder layout, bundles included', async () => {
    const result = await ingest(`${base}/ncaa`);
    expect(result.err.filter((l) => l.startsWith('ingest:'))).toEqual([]);
    expect(result.code).toBe(0);
    expect(result.out.join('\n')).toMatch(/games: 5,960/);
    expect(result.out.join('\n')).toMatch(/bundles: 2 found/);
    expect(requests.get('5722355.json')).toBe(1);
    // Optional datasets answered 404 and were simply absent.
    expect(requests.get('ncaa_wbb_pbp_2025.parquet')).toBeUndefined();
  }, 60_000);

  it('ingests through a {tag}/{file} template', async () => {
    const result = await ingest(`${base}/releases/{tag}/{file}`);
    expect(result.code).toBe(0);
    expect(result.out.join('\n')).toMatch(/games: 5,960/);
  }, 60_000);

  it('retries a transfer that drops once', async () => {
    faults.set('ncaa_wbb_team_box_2025.parquet', 'dropOnce');
    const result = await ingest(`${base}/ncaa`);
    expect(result.code).toBe(0);
    expect(requests.get('ncaa_wbb_team_box_2025.parquet')).toBe(2);
  }, 60_000);

  it('fails with one line naming the file when the server keeps dropping mid-file', async () => {
    const before = await servedVersion();
    faults.set('ncaa_wbb_team_box_2025.parquet', 'drop');
    const result = await ingest(`${base}/ncaa`);
    expect(result.code).toBe(1);
    const errors = result.err.filter((l) => l.startsWith('ingest:'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^ingest: ncaa_wbb_team_box_2025\.parquet: download from http:\/\/127\.0\.0\.1:\d+\/ncaa\/wbb\/seasons\/ncaa_wbb_team_box_2025\.parquet failed twice \((connection closed after|received) [\d,]+/,
    );
    expect(requests.get('ncaa_wbb_team_box_2025.parquet')).toBe(2);
    expect(await servedVersion()).toBe(before);
  }, 60_000);

  it('fails with one line when a required file is not there', async () => {
    const before = await servedVersion();
    faults.set('ncaa_wbb_team_rosters_2025.parquet', 'notFound');
    const result = await ingest(`${base}/ncaa`);
    expect(result.code).toBe(1);
    expect(result.err.find((l) => l.startsWith('ingest:'))).toMatch(
      /^ingest: ncaa_wbb_team_rosters_2025\.parquet: not found at http:\/\/127\.0\.0\.1:\d+\/ncaa\/wbb\/seasons\/ncaa_wbb_team_rosters_2025\.parquet \(HTTP 404\)$/,
    );
    expect(await servedVersion()).toBe(before);
  }, 60_000);
});

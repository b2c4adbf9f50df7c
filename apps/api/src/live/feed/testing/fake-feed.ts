/**
 * Test support: a play-by-play feed on 127.0.0.1 (node:http, port 0) serving whatever documents
 * the test sets, with ETags, and answers that go wrong on request (HTTP 500, a body that is not
 * JSON, a document of the wrong shape, no answer at all). "Recorded polls" of a real game are
 * its bundle's rows cut at growing lengths (recordedPolls).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type GameBundle, type PbpRow, validateGameBundle } from '@courtside/ingest';
import type { FeedSport, FeedStatus } from '../documents';

export type FakeFailure = 'http-500' | 'not-json' | 'wrong-shape' | 'no-answer';

export interface FakeFeed {
  readonly url: string;
  /** Sets the document at a path ("scoreboard/20251103.json"); null makes it a 404. */
  set(path: string, document: unknown): void;
  /** Every answer goes wrong this way until failing(null). */
  failing(failure: FakeFailure | null): void;
  /** Paths asked for, with the answer's status, in order. */
  readonly requests: Array<{ path: string; status: number }>;
  close(): Promise<void>;
}

export async function startFakeFeed(): Promise<FakeFeed> {
  const documents = new Map<string, string>();
  const requests: Array<{ path: string; status: number }> = [];
  let failure: FakeFailure | null = null;
  const hanging = new Set<() => void>();
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').replace(/^\//, '');
    const answer = (status: number, body: string, headers: Record<string, string> = {}) => {
      requests.push({ path, status });
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(body);
    };
    if (failure === 'no-answer') {
      requests.push({ path, status: 0 });
      hanging.add(() => response.destroy());
      return;
    }
    if (failure === 'http-500') return answer(500, '{"error":"internal"}');
    if (failure === 'not-json') return answer(200, '<html>maintenance</html>');
    if (failure === 'wrong-shape') return answer(200, JSON.stringify({ games: 'none', pbp: 7 }));
    const body = documents.get(path);
    if (body === undefined) return answer(404, '{"error":"not found"}');
    const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
    if (request.headers['if-none-match'] === etag) return answer(304, '');
    return answer(200, body, { etag });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    set(path, document) {
      if (document === null) documents.delete(path);
      else documents.set(path, JSON.stringify(document));
    },
    failing(next) {
      failure = next;
    },
    requests,
    async close() {
      for (const end of hanging) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One poll of a recorded game: the rows the feed had published then. */
export interface RecordedPoll {
  readonly status: FeedStatus;
  readonly rows: readonly PbpRow[];
}

/**
 * A real game as the feed would have shown it over time: before the tip, then `steps` growing
 * prefixes of its rows (some cut inside a clock reading), then the whole game final.
 */
export function recordedPolls(bundle: GameBundle, steps: number): RecordedPoll[] {
  const rows = bundle.pbp;
  const polls: RecordedPoll[] = [{ status: 'pre', rows: [] }];
  for (let step = 1; step <= steps; step += 1) {
    const length = Math.max(1, Math.round((rows.length * step) / (steps + 1)));
    polls.push({ status: 'live', rows: rows.slice(0, length) });
  }
  polls.push({ status: 'live', rows });
  polls.push({ status: 'final', rows });
  return polls;
}

export function readRealBundle(path: string): GameBundle {
  return validateGameBundle(JSON.parse(readFileSync(path, 'utf8')));
}

/** The scoreboard document of a day holding one game at one poll. */
export function scoreboardAt(
  date: string,
  game: { contestId: number; sport: FeedSport; home: string; away: string; startTime: string },
  poll: RecordedPoll,
): unknown {
  const last = poll.rows.at(-1);
  return {
    date,
    games: [
      {
        contest_id: String(game.contestId),
        sport: game.sport,
        start_time: game.startTime,
        home: game.home,
        away: game.away,
        status: poll.status,
        home_score: last?.home_score ?? 0,
        away_score: last?.away_score ?? 0,
        period: last?.period ?? 0,
        clock: poll.status === 'live' ? (last?.clock ?? null) : null,
      },
    ],
  };
}

export function pbpAt(contestId: number, poll: RecordedPoll): unknown {
  return { contest_id: contestId, status: poll.status, pbp: poll.rows };
}

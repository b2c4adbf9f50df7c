/**
 * npm run --silent record-answers -- --data-dir DIR --out FILE [--urls FILE] [--bodies]
 * npm run --silent record-answers -- --compare BEFORE AFTER [--allow-added-keys]
 *
 * Records the data API's answers over one warehouse so that a refactoring can prove it changed
 * no byte a client sees. Without `--urls` the request list is generated from the endpoint
 * registry: every endpoint's example, then the same request for several competitions, teams,
 * players, games and conferences found in the warehouse, each asked as an admin of tier 3, as a
 * visitor and as a tier-1 user whose team is the first team found (the trial-player rule). With
 * `--urls` the URLs of an earlier recording are replayed, so the before and after runs ask the
 * same questions even when the registry's shape has changed in between.
 *
 * Each line of FILE is JSON: caller, url, status, content type, data version, byte length and
 * the SHA-256 of the body. `--compare` prints every request whose answer differs and exits 1
 * when one does.
 *
 * `--bodies` also keeps each body (gzipped, by hash, in FILE's folder `….bodies`). Comparing two
 * recordings with bodies under `--allow-added-keys` accepts an answer that differs only by keys
 * added to its objects (the rest byte for byte as before), lists the added keys, and still
 * fails on any other difference.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AUTH_HEADER, buildDataPath } from '@courtside/contract';
import type { DataConfig } from '@courtside/contract';
import { dataRegistry } from '../src/data/registry';
import { bodiesDirOf, compareBodies, readBody, storeBody } from './answer-bodies';
import { createDataHarness } from '../src/data/testing/data-harness';
import type { DataHarness } from '../src/data/testing/data-harness';

type Caller = 'admin' | 'visitor' | 'trial';

interface Recorded {
  readonly caller: Caller;
  readonly url: string;
  readonly status: number;
  readonly contentType: string;
  readonly dataVersion: string;
  readonly bytes: number;
  readonly sha256: string;
}

interface Subjects {
  readonly competitionId: number;
  readonly teamIds: number[];
  readonly playerIds: number[];
  readonly gameIds: number[];
  readonly conferenceIds: number[];
}

const API = '/api';
const PER_KIND = 3;

function fail(message: string): never {
  process.stderr.write(`record-answers: ${message}\n`);
  process.exit(1);
}

function argValue(args: readonly string[], flag: string): string | undefined {
  const at = args.indexOf(flag);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) fail(`${flag} needs a value`);
  return value;
}

async function getJson(app: DataHarness['app'], url: string, token?: string): Promise<unknown> {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: token === undefined ? {} : { [AUTH_HEADER]: token },
  });
  if (response.statusCode !== 200) fail(`${url} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

function numbersOf(rows: unknown, key: string): number[] {
  if (!Array.isArray(rows)) return [];
  const found = new Set<number>();
  for (const row of rows) {
    if (typeof row !== 'object' || row === null) continue;
    const value = (row as Record<string, unknown>)[key];
    if (typeof value === 'number') found.add(value);
  }
  return [...found];
}

/** Spread picks over the list (first, middle, last…) so different shapes of data are asked. */
function spread(values: readonly number[], count: number): number[] {
  if (values.length <= count) return [...values];
  if (count === 1) return values.slice(0, 1);
  return Array.from({ length: count }, (_, i) => {
    const value = values[Math.floor((i * (values.length - 1)) / (count - 1))];
    if (value === undefined) throw new Error('spread out of range');
    return value;
  });
}

async function findSubjects(app: DataHarness['app'], token: string): Promise<Subjects[]> {
  const competitions = numbersOf(
    await getJson(app, buildDataPath('competitions', {}, API), token),
    'competitionId',
  );
  const found: Subjects[] = [];
  for (const competitionId of competitions) {
    // The catalogue lists every competition; only those the warehouse holds answer.
    const teamsUrl = buildDataPath(
      'team-agg-stats',
      { competitionId, divisionId: 1, scope: 'season' },
      API,
    );
    const probe = await app.inject({
      method: 'GET',
      url: teamsUrl,
      headers: { [AUTH_HEADER]: token },
    });
    if (probe.statusCode === 400) continue;
    if (probe.statusCode !== 200) fail(`${teamsUrl} answered ${probe.statusCode}: ${probe.body}`);
    const teams: unknown = probe.json();
    const teamIds = spread(numbersOf(teams, 'teamId'), PER_KIND);
    if (teamIds.length === 0) continue;
    const conferenceIds = spread(numbersOf(teams, 'conferenceId'), 2);
    const playerIds: number[] = [];
    const gameIds: number[] = [];
    for (const teamId of teamIds) {
      const players = await getJson(
        app,
        buildDataPath('player-agg-stats', { competitionId, teamId, scope: 'season' }, API),
        token,
      );
      playerIds.push(...spread(numbersOf(players, 'playerId'), 1));
      const games = await getJson(
        app,
        buildDataPath('team-game-stats', { competitionId, teamId }, API),
        token,
      );
      gameIds.push(...spread(numbersOf(games, 'gameId'), 1));
    }
    found.push({ competitionId, teamIds, playerIds, gameIds, conferenceIds });
  }
  return found;
}

/** The example with its subject ids replaced by each subject of one competition. */
function variants(example: DataConfig, subjects: Subjects): DataConfig[] {
  const out: DataConfig[] = [];
  const base: DataConfig = { ...example };
  if ('competitionId' in example) base.competitionId = subjects.competitionId;
  if ('competitionIds' in example) base.competitionIds = [subjects.competitionId];
  const swaps: Array<[keyof DataConfig, readonly number[]]> = [
    ['teamId', subjects.teamIds],
    ['playerId', subjects.playerIds],
    ['gameId', subjects.gameIds],
    ['conferenceId', subjects.conferenceIds],
  ];
  const swapped = swaps.filter(([key]) => key in example);
  if (swapped.length === 0) return [base];
  for (const [key, ids] of swapped) {
    for (const id of ids) out.push({ ...base, [key]: id });
  }
  return out;
}

function generateUrls(subjects: readonly Subjects[]): string[] {
  const urls = new Set<string>();
  for (const endpoint of dataRegistry.values()) {
    urls.add(buildDataPath(endpoint.name, endpoint.example, API));
    for (const competition of subjects) {
      for (const config of variants(endpoint.example, competition)) {
        urls.add(buildDataPath(endpoint.name, config, API));
      }
    }
  }
  return [...urls];
}

async function record(
  dataDir: string,
  out: string,
  urlsFrom: string | undefined,
  keepBodies: boolean,
): Promise<void> {
  const data = await createDataHarness({ dataDir, ingest: () => fail('no ingest'), remove() {} });
  try {
    const admin = await data.user({ tier: 3, admin: true });
    let requests: Array<{ caller: Caller; url: string }>;
    let trialTeam: number | null = null;
    if (urlsFrom !== undefined) {
      const earlier = readFileSync(urlsFrom, 'utf8')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Recorded & { trialTeam?: number });
      requests = earlier.map(({ caller, url }) => ({ caller, url }));
      trialTeam = earlier[0]?.trialTeam ?? null;
    } else {
      const subjects = await findSubjects(data.app, admin);
      trialTeam = subjects[0]?.teamIds[0] ?? null;
      requests = generateUrls(subjects).flatMap((url) =>
        (['admin', 'visitor', 'trial'] as const).map((caller) => ({ caller, url })),
      );
    }
    const trial = await data.user({
      tier: 1,
      settings: trialTeam === null ? {} : { team: { teamId: trialTeam, gender: 'MALE' } },
    });
    const tokens: Record<Caller, string | undefined> = { admin, visitor: undefined, trial };
    const lines: string[] = [];
    let done = 0;
    for (const { caller, url } of requests) {
      const token = tokens[caller];
      const response = await data.app.inject({
        method: 'GET',
        url,
        headers: token === undefined ? {} : { [AUTH_HEADER]: token },
      });
      const body = response.rawPayload;
      const sha256 = createHash('sha256').update(body).digest('hex');
      if (keepBodies) storeBody(bodiesDirOf(out), sha256, body);
      const entry: Recorded & { trialTeam?: number } = {
        caller,
        url,
        status: response.statusCode,
        contentType: String(response.headers['content-type'] ?? ''),
        dataVersion: String(response.headers['x-data-version'] ?? ''),
        bytes: body.length,
        sha256,
        ...(lines.length === 0 && trialTeam !== null ? { trialTeam } : {}),
      };
      lines.push(JSON.stringify(entry));
      done += 1;
      if (done % 200 === 0 || done === requests.length) {
        process.stderr.write(`\rrecord-answers: ${done}/${requests.length} requests`);
      }
    }
    process.stderr.write('\n');
    writeFileSync(out, `${lines.join('\n')}\n`);
    const statuses = new Map<number, number>();
    for (const line of lines) {
      const { status } = JSON.parse(line) as Recorded;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const summary = [...statuses].map(([status, count]) => `${status}: ${count}`).join(', ');
    process.stdout.write(`${lines.length} answers recorded in ${out} (${summary})\n`);
  } finally {
    await data.close();
  }
}

/** Why an answer differs, or the keys it only added (when bodies are compared). */
function differenceOf(
  entry: Recorded,
  other: Recorded,
  bodies: { before: string; after: string } | null,
): { same: boolean; addedKeys?: readonly string[]; why?: string } {
  const sameHead =
    other.status === entry.status &&
    other.contentType === entry.contentType &&
    other.dataVersion === entry.dataVersion;
  if (sameHead && other.sha256 === entry.sha256) return { same: true };
  if (!sameHead || bodies === null) return { same: false };
  const before = readBody(bodies.before, entry.sha256);
  const after = readBody(bodies.after, other.sha256);
  if (before === null || after === null) return { same: false, why: 'body not recorded' };
  const verdict = compareBodies(before, after);
  return verdict.kind === 'addedKeys'
    ? { same: false, addedKeys: verdict.keys }
    : { same: false, why: verdict.why };
}

function compare(beforeFile: string, afterFile: string, allowAddedKeys: boolean): void {
  const read = (file: string) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Recorded);
  const before = read(beforeFile);
  const after = new Map(read(afterFile).map((entry) => [`${entry.caller} ${entry.url}`, entry]));
  const bodies = allowAddedKeys
    ? { before: bodiesDirOf(beforeFile), after: bodiesDirOf(afterFile) }
    : null;
  let differing = 0;
  let onlyAdded = 0;
  const addedKeys = new Map<string, number>();
  for (const entry of before) {
    const other = after.get(`${entry.caller} ${entry.url}`);
    const was = `${entry.status} ${entry.bytes} B`;
    if (other === undefined) {
      differing += 1;
      process.stdout.write(`differs: ${entry.caller} ${entry.url} (${was} → missing)\n`);
      continue;
    }
    const difference = differenceOf(entry, other, bodies);
    if (difference.same) continue;
    if (difference.addedKeys !== undefined) {
      onlyAdded += 1;
      for (const key of difference.addedKeys) addedKeys.set(key, (addedKeys.get(key) ?? 0) + 1);
      continue;
    }
    differing += 1;
    const now = `${other.status} ${other.bytes} B`;
    const why = difference.why === undefined ? '' : `: ${difference.why}`;
    process.stdout.write(`differs: ${entry.caller} ${entry.url} (${was} → ${now})${why}\n`);
  }
  if (allowAddedKeys) {
    const keys = [...addedKeys].map(([key, count]) => `${key} (${count})`).join(', ');
    process.stdout.write(
      `${onlyAdded} answers differ only by added keys${keys === '' ? '' : `: ${keys}`}\n`,
    );
  }
  process.stdout.write(`${before.length} answers compared, ${differing} differ\n`);
  if (differing > 0) process.exit(1);
}

const args = process.argv.slice(2);
const known = new Set([
  '--data-dir',
  '--out',
  '--urls',
  '--compare',
  '--bodies',
  '--allow-added-keys',
]);
for (const arg of args) {
  if (arg.startsWith('--') && !known.has(arg)) fail(`unknown option ${arg}`);
}
if (args.includes('--compare')) {
  const at = args.indexOf('--compare');
  const beforeFile = args[at + 1];
  const afterFile = args[at + 2];
  if (beforeFile === undefined || afterFile === undefined) fail('--compare needs two files');
  compare(beforeFile, afterFile, args.includes('--allow-added-keys'));
} else {
  const dataDir = argValue(args, '--data-dir') ?? fail('--data-dir is required');
  const out = argValue(args, '--out') ?? fail('--out is required');
  await record(resolve(dataDir), resolve(out), argValue(args, '--urls'), args.includes('--bodies'));
}

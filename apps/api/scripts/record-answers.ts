/**
 * npm run --silent record-answers -- --data-dir DIR --out FILE [--urls FILE] [--bodies]
 * npm run --silent record-answers -- --compare BEFORE AFTER [--allow-added-keys] [--across-builds]
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
 *
 * `--across-builds` compares the recordings of two builds of the same data (bodies needed): the
 * data version header is not compared, the summary names each side's versions and whether their
 * content hashes agree, and a row's `updated` stamp equal to its own build's time counts as the
 * same stamp on both sides. With `--allow-added-keys` too, added keys are accepted as well.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AUTH_HEADER, buildDataPath } from '@courtside/contract';
import type { DataConfig } from '@courtside/contract';
import { dataRegistry } from '../src/data/registry';
import { bodiesDirOf, storeBody } from './answer-bodies';
import { compareRecordings, readRecording } from './compare-answers';
import type { Caller, Recorded } from './compare-answers';
import { createDataHarness } from '../src/data/testing/data-harness';
import type { DataHarness } from '../src/data/testing/data-harness';

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
      const earlier: Array<Recorded & { trialTeam?: number }> = readRecording(urlsFrom);
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

const args = process.argv.slice(2);
const known = new Set([
  '--data-dir',
  '--out',
  '--urls',
  '--compare',
  '--bodies',
  '--allow-added-keys',
  '--across-builds',
]);
for (const arg of args) {
  if (arg.startsWith('--') && !known.has(arg)) fail(`unknown option ${arg}`);
}
if (args.includes('--compare')) {
  const at = args.indexOf('--compare');
  const beforeFile = args[at + 1];
  const afterFile = args[at + 2];
  if (beforeFile === undefined || afterFile === undefined) fail('--compare needs two files');
  const report = compareRecordings(beforeFile, afterFile, {
    allowAddedKeys: args.includes('--allow-added-keys'),
    acrossBuilds: args.includes('--across-builds'),
  });
  process.stdout.write(`${report.lines.join('\n')}\n`);
  if (report.differing > 0) process.exit(1);
} else {
  const dataDir = argValue(args, '--data-dir') ?? fail('--data-dir is required');
  const out = argValue(args, '--out') ?? fail('--out is required');
  await record(resolve(dataDir), resolve(out), argValue(args, '--urls'), args.includes('--bodies'));
}

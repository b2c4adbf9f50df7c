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
import { AUTH_HEADER } from '@courtside/contract';
import { bodiesDirOf, storeBody } from './answer-bodies';
import { compareRecordings, readRecording } from './compare-answers';
import type { Caller, Recorded } from './compare-answers';
import { createDataHarness } from '../src/data/testing/data-harness';
import { findSubjects, generateUrls } from './answer-urls';

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
      const subjects = await findSubjects(async (url) => {
        const response = await data.app.inject({
          method: 'GET',
          url,
          headers: { [AUTH_HEADER]: admin },
        });
        return { status: response.statusCode, body: response.json() };
      }).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
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

/**
 * npm run bench:web [-- --runs <n>] [--port <n>] [--data-dir DIR]
 *
 * Cold-load speed of two stats pages and nine tools in headless Chromium (/usr/bin/chromium, or $CHROMIUM_PATH)
 * against the built app served exactly as `npm start` serves it:
 *   1. builds (npm run build) only when apps/web/dist or apps/api/dist is missing;
 *   2. starts the server on a demo warehouse: DIR when given, else a fresh temporary DATA_DIR in
 *      which the server builds the small demo league first (DEMO_SCALE=small, ~15 s);
 *   3. picks the Division I team with the best net ranking and its latest home/away game;
 *   4. loads the team overview, the game's box score, the team scatter, player scatter and
 *      shot chart tools (their default charts), the scoreboard of the game's day and what's
 *      new as a visitor who is not signed in, and the game calculator (the team against that
 *      game's opponent), game explorer, game-deciding shots and scoring streaks as a member
 *      (an administrator made with `npm run admin` before the server starts), each `runs`
 *      times (default 3) in a new browser context (empty cache: a cold load), and
 *      records the Largest Contentful Paint (PerformanceObserver 'largest-contentful-paint',
 *      the last candidate once the page has its data) and the page's JavaScript: the bytes on
 *      the wire (CDP Network.loadingFinished encodedDataLength of every Script response,
 *      headers included) and, what the target counts, the same scripts gzipped (zlib default
 *      level), since the server may send them uncompressed (the output says so).
 * Prints the median of each with its ratio to the targets — LCP ≤ 1.0 s on localhost and page
 * JS ≤ 300 kB gzip — and exits 1 when a target is missed. Prints the machine's load average,
 * since other work on the same cores slows every figure.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import {
  build,
  fail,
  isBuilt,
  kb,
  progress,
  readServedAppFlag,
  repoRoot,
  runBench,
  withServedApp,
  type ServedAppOptions,
} from './support/served-app';

const LCP_TARGET_MS = 1000;
const JS_TARGET_BYTES = 300 * 1024;
/** The competition the small demo league plays (2024-25 men). */
const DEMO_COMPETITION_ID = 38409;

interface Options extends ServedAppOptions {
  runs: number;
}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = { runs: 3, port: 3390, dataDir: null };
  for (let i = 0; i < argv.length;) {
    if (argv[i] === '--runs') {
      const runs = Number(argv[i + 1]);
      if (!Number.isInteger(runs) || runs < 1) fail('--runs needs a positive whole number');
      options.runs = runs;
      i += 2;
      continue;
    }
    const used = readServedAppFlag(argv, i, options);
    if (used === 0) {
      fail(`unknown option ${String(argv[i])} (use --runs <n>, --port <n>, --data-dir DIR)`);
    }
    i += used;
  }
  return options;
}

const step = progress(5);
const load = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  if (sorted.length % 2 === 1) return upper;
  return ((sorted[middle - 1] ?? upper) + upper) / 2;
}

function ensureBuild(): void {
  if (isBuilt()) {
    step(1, 'using the existing build (apps/web/dist, apps/api/dist)');
    return;
  }
  step(1, 'no build found: npm run build');
  build();
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) fail(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface TeamRow {
  teamId: number;
  teamMarket: string;
  games: number;
  netRanking: number | null;
}
interface GameRow {
  gameId: number;
  gameDate: string | null;
  homeTeamId: number | null;
  awayTeamId: number | null;
  isNeutral: boolean;
  status: string;
}

interface BenchPage {
  name: string;
  path: string;
  /** Opened by a signed-in member (the tools of tier 1 and up), else by a visitor. */
  member: boolean;
}

/**
 * The best-ranked Division I team and its latest final home/away game, the scoreboard of that
 * game's day, and the tools that open to everyone.
 */
async function pickPages(baseUrl: string): Promise<BenchPage[]> {
  const teams = await getJson<TeamRow[]>(
    `${baseUrl}/api/gs/competition-teams?competitionId=${DEMO_COMPETITION_ID}&divisionId=1`,
  );
  const team = teams
    .filter((row) => row.games > 0 && row.netRanking !== null)
    .sort((a, b) => (a.netRanking ?? 0) - (b.netRanking ?? 0))[0];
  if (!team) fail(`no Division I team with games in competition ${DEMO_COMPETITION_ID}`);
  const games = await getJson<GameRow[]>(
    `${baseUrl}/api/gs/games/competition/${DEMO_COMPETITION_ID}/team/${team.teamId}/`,
  );
  const game = games
    .filter((row) => row.status === 'final' && !row.isNeutral)
    .sort((a, b) => (b.gameDate ?? '').localeCompare(a.gameDate ?? ''))[0];
  if (!game) fail(`${team.teamMarket} has no final home or away game`);
  const opponentId = game.homeTeamId === team.teamId ? game.awayTeamId : game.homeTeamId;
  const season = `competitionIds=${DEMO_COMPETITION_ID}&division=d1`;
  const visitor = (name: string, path: string): BenchPage => ({ name, path, member: false });
  const member = (name: string, path: string): BenchPage => ({ name, path, member: true });
  return [
    visitor(
      `team overview (${team.teamMarket})`,
      `/stats/${DEMO_COMPETITION_ID}/teams/${team.teamId}/overview`,
    ),
    visitor(
      `game box score (${game.gameId})`,
      `/stats/${DEMO_COMPETITION_ID}/games/${game.gameId}/overview`,
    ),
    // The tools as a first visit opens them: their default charts.
    visitor('team scatter tool', '/tools/team-scatter'),
    visitor('player scatter tool', '/tools/player-scatter'),
    visitor('shot charts tool', '/tools/shot-charts'),
    visitor(
      `scoreboard (${game.gameDate})`,
      `/tools/scoreboard/${DEMO_COMPETITION_ID}/d1/${(game.gameDate ?? '').replaceAll('-', '')}`,
    ),
    visitor("what's new", '/tools/new-app'),
    // The game tools of tier 1 and up, on the same season.
    member(
      `game calculator (${team.teamMarket} against ${game.gameId}'s opponent)`,
      `/tools/game-calculator?a=${DEMO_COMPETITION_ID}:${team.teamId}&b=${DEMO_COMPETITION_ID}:${opponentId}`,
    ),
    member('game explorer', `/tools/game-explorer/${DEMO_COMPETITION_ID}/d1`),
    member('game-deciding shots', `/tools/game-deciding-shots?${season}`),
    member('scoring streaks', `/tools/scoring-streaks?${season}`),
  ];
}

interface LoadFigures {
  lcpMs: number;
  /** Bytes on the wire for Script responses, as the server sent them. */
  jsBytes: number;
  /** The same scripts gzipped (zlib default level): what the target counts. */
  jsGzipBytes: number;
  jsFiles: number;
  /** Scripts that came without a Content-Encoding (served uncompressed). */
  uncompressedFiles: number;
  /** The three largest scripts (gzip), for the report. */
  largest: Array<{ file: string; gzip: number }>;
}

declare global {
  interface Window {
    __benchLcp?: number;
  }
}

/**
 * One cold load: a new context (empty cache; the member's session token when given, stored as
 * the app stores it), LCP and JS bytes from CDP.
 */
async function coldLoad(browser: Browser, url: string, token: string | null): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (token !== null) {
      await context.addInitScript(
        (value) => window.localStorage.setItem('auth-token', value),
        token,
      );
    }
    await context.addInitScript(() => {
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1);
        if (last) window.__benchLcp = last.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Set<string>();
    let jsBytes = 0;
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (scripts.has(event.requestId)) jsBytes += event.encodedDataLength;
    });
    const bodies: Array<Promise<{ file: string; gzip: number; encoded: boolean }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const encoded = (response.headers()['content-encoding'] ?? 'identity') !== 'identity';
      const file = path.basename(new URL(response.url()).pathname);
      bodies.push(response.body().then((body) => ({ file, gzip: gzipSync(body).length, encoded })));
    });
    await page.goto(url, { waitUntil: 'load' });
    // The page's own content: the data is in when no loading skeleton is left.
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.locator('.stats-skeleton').first().waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    const lcpMs = await page.evaluate(() => window.__benchLcp ?? Number.NaN);
    if (!Number.isFinite(lcpMs)) fail(`no largest-contentful-paint entry for ${url}`);
    const scriptBodies = await Promise.all(bodies);
    return {
      lcpMs,
      jsBytes,
      jsGzipBytes: scriptBodies.reduce((sum, body) => sum + body.gzip, 0),
      jsFiles: scripts.size,
      uncompressedFiles: scriptBodies.filter((body) => !body.encoded).length,
      largest: [...scriptBodies]
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 3)
        .map(({ file, gzip }) => ({ file, gzip })),
    };
  } finally {
    await context.close();
  }
}

type PageResult = BenchPage & { runs: LoadFigures[] };

/** Medians per page with their ratios to the targets; exit code 1 when one is missed. */
function printResults(results: readonly PageResult[]): void {
  let missed = false;
  console.log('');
  for (const result of results) {
    const lcp = median(result.runs.map((run) => run.lcpMs));
    const js = median(result.runs.map((run) => run.jsGzipBytes));
    const wire = median(result.runs.map((run) => run.jsBytes));
    const files = median(result.runs.map((run) => run.jsFiles));
    const uncompressed = median(result.runs.map((run) => run.uncompressedFiles));
    const lcpRatio = lcp / LCP_TARGET_MS;
    const jsRatio = js / JS_TARGET_BYTES;
    missed ||= lcpRatio > 1 || jsRatio > 1;
    console.log(`${result.name}${result.member ? ' (signed in)' : ''}  ${result.path}`);
    console.log(
      `  LCP (median of ${result.runs.length}): ${lcp.toFixed(0)} ms  [${result.runs.map((run) => run.lcpMs.toFixed(0)).join(', ')}]` +
        `  target ≤ ${LCP_TARGET_MS} ms → ratio ${lcpRatio.toFixed(2)}`,
    );
    console.log(
      `  JS (gzip): ${kb(js)} in ${files} files  target ≤ ${kb(JS_TARGET_BYTES)} → ratio ${jsRatio.toFixed(2)}`,
    );
    const largest = result.runs[0]?.largest ?? [];
    console.log(
      `  largest scripts (gzip): ${largest.map((entry) => `${entry.file} ${kb(entry.gzip)}`).join(', ')}`,
    );
    console.log(
      `  JS on the wire: ${kb(wire)}${uncompressed > 0 ? ` (${uncompressed} of ${files} scripts sent without Content-Encoding)` : ''}`,
    );
  }
  console.log(`\nload average after the runs: ${load()} (1 / 5 / 15 min)`);
  if (missed) {
    console.error('\nFAIL: a page misses its LCP or JavaScript target');
    process.exitCode = 1;
  }
}

/**
 * The member the tier-gated tools are opened as: an administrator made with `npm run admin`
 * (what the end-to-end journeys sign in as), named afresh each run so a kept data folder takes
 * another run. Made before the server starts: the embedded accounts database has one owner.
 */
const MEMBER = {
  email: `bench-web-${randomBytes(4).toString('hex')}@courtside.test`,
  password: randomBytes(12).toString('hex'),
};

function createMember(dataDir: string): void {
  execFileSync('npx', ['tsx', 'apps/api/src/cli/admin.ts', 'create', '--email', MEMBER.email], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir },
    input: `${MEMBER.password}\n${MEMBER.password}\n`,
    stdio: ['pipe', 'ignore', 'inherit'],
  });
}

async function memberToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MEMBER),
  });
  if (!response.ok) fail(`the bench member's login answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  console.log(`machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), load ${load()}`);
  step(0, 'checking the build');
  ensureBuild();
  let stepIndex = 1;
  await withServedApp(
    options,
    (label) => step((stepIndex += 1), label),
    async ({ baseUrl, browser }) => {
      const pages = await pickPages(baseUrl);
      const token = await memberToken(baseUrl);
      const open = (target: BenchPage) =>
        coldLoad(browser, `${baseUrl}${target.path}`, target.member ? token : null);
      // One warm-up load, not counted: the server's first answers fill its caches, and the
      // figures are about the browser's cold load, not the server's first query.
      for (const target of pages) await open(target);

      const results: PageResult[] = [];
      for (const [index, target] of pages.entries()) {
        step(
          4,
          `measuring ${target.name}: ${options.runs} cold loads (${index + 1}/${pages.length})`,
        );
        const runs: LoadFigures[] = [];
        for (let run = 0; run < options.runs; run += 1) {
          runs.push(await open(target));
        }
        results.push({ ...target, runs });
      }
      step(5, 'done');

      printResults(results);
    },
    createMember,
  );
}

await runBench('bench:web', main);

/**
 * The bracket challenge's views under the real providers, with the user-bracket API played by an
 * in-memory store on its real paths (recording every call). The layout is a small bracket worked
 * out by hand: a First Four game (Alabama St v Saint Francis) whose winner meets Duke, Baylor v
 * Mississippi St, the two winners in the East's round of 32; Houston v Siena in the West; the
 * two regions' winners in the final. Imported by tests only.
 */
import {
  ACCOUNT_API,
  USER_BRACKET_MESSAGES,
  type BracketLayout,
  type BracketLayoutGame,
  type BracketLayoutTeam,
  type BracketLeaderboard,
  type BracketSide,
  type UserBracket,
} from '@courtside/contract';
import { http, HttpResponse } from 'msw';
import { withStubLoginDialog } from '@/lib/login-dialog/test-support';
import {
  apiUrl,
  renderWithSession,
  signInForTest,
  testUser,
} from '@/lib/session/session-test-support';
import { server } from '@/test/msw-server';
import { COMPETITION, TOURNAMENT } from './brackets.test-utils';
import { BracketsPage } from './components/BracketsPage';

export { COMPETITION, TOURNAMENT };
export const PAGE = `/tools/brackets/${COMPETITION}/tournaments/${TOURNAMENT}`;
export const PICKS = `${PAGE}?view=picks`;

export const DUKE = 11;
export const BAYLOR = 12;
export const MISS_ST = 13;
export const ALABAMA_ST = 14;
export const ST_FRANCIS = 15;
export const HOUSTON = 21;
export const SIENA = 22;

const team = (
  teamId: number,
  teamMarket: string,
  seed: number,
  region: 1 | 2,
  oddsChampion: number,
  firstFour = false,
): BracketLayoutTeam => ({
  teamId,
  teamMarket,
  colorPrimary: teamId === DUKE ? '#003087' : null,
  colorSecondary: teamId === DUKE ? '#ffffff' : null,
  conferenceId: 1,
  seed,
  region,
  regionName: region === 1 ? 'East' : 'West',
  firstFour,
  wins: 25,
  losses: 8,
  netRtgAdj: 10,
  oddsChampion,
});

const TEAMS: BracketLayoutTeam[] = [
  team(DUKE, 'Duke', 1, 1, 0.31),
  team(BAYLOR, 'Baylor', 8, 1, 0.02),
  team(MISS_ST, 'Mississippi St', 9, 1, 0.015),
  team(ALABAMA_ST, 'Alabama St', 16, 1, 0, true),
  team(ST_FRANCIS, 'Saint Francis', 16, 1, 0, true),
  team(HOUSTON, 'Houston', 1, 2, 0.25),
  team(SIENA, 'Siena', 16, 2, 0.001),
];

const fieldTeam = (teamId: number): BracketSide => ({ kind: 'team', teamId });
const winnerOf = (game: number): BracketSide => ({ kind: 'game', game });

const game = (
  index: number,
  round: number,
  roundName: string,
  region: number | null,
  a: BracketSide,
  b: BracketSide,
): BracketLayoutGame => ({ game: index, round, roundName, region, a, b, winnerTeamId: null });

const GAMES: BracketLayoutGame[] = [
  game(0, 0, 'First Four', 1, fieldTeam(ALABAMA_ST), fieldTeam(ST_FRANCIS)),
  game(1, 1, 'Round of 64', 1, fieldTeam(DUKE), winnerOf(0)),
  game(2, 1, 'Round of 64', 1, fieldTeam(BAYLOR), fieldTeam(MISS_ST)),
  game(3, 2, 'Round of 32', 1, winnerOf(1), winnerOf(2)),
  game(4, 1, 'Round of 64', 2, fieldTeam(HOUSTON), fieldTeam(SIENA)),
  game(5, 6, 'Championship', null, winnerOf(3), winnerOf(4)),
];

export const BY_ODDS = [ALABAMA_ST, DUKE, BAYLOR, DUKE, HOUSTON, DUKE];
export const BY_SEED = [ST_FRANCIS, DUKE, BAYLOR, DUKE, HOUSTON, HOUSTON];
export const NO_PICKS = [null, null, null, null, null, null];

export const LOCK_AT = '2099-03-19T16:00:00.000Z';
export const LOCKED_AT = '2025-03-18T16:00:00.000Z';

export function layoutFixture(overrides: Partial<BracketLayout> = {}): BracketLayout {
  return {
    tournamentId: TOURNAMENT,
    competitionId: COMPETITION,
    label: "2024-25 Men's National Tournament",
    teams: TEAMS,
    games: GAMES,
    scoringSystem: 'standard',
    status: 'open',
    published: true,
    picksOpenAt: null,
    picksLockAt: LOCK_AT,
    firstGameDate: '2099-03-19',
    gamesPlayed: 0,
    pickByOdds: BY_ODDS,
    pickBySeed: BY_SEED,
    dataVersion: 'test',
    ...overrides,
  };
}

/** Locked, with the First Four (Alabama St), Duke's game and an upset (Mississippi St) played. */
export const lockedLayout = (): BracketLayout =>
  layoutFixture({
    status: 'locked',
    picksLockAt: LOCKED_AT,
    firstGameDate: '2025-03-18',
    gamesPlayed: 3,
    games: GAMES.map((entry) => ({
      ...entry,
      winnerTeamId: [ALABAMA_ST, DUKE, MISS_ST][entry.game] ?? null,
    })),
  });

export const BRACKET_ID = '11111111-1111-4111-8111-111111111111';
export const NEW_BRACKET_ID = '22222222-2222-4222-8222-222222222222';
export const SAVED_AT = '2026-02-01T12:00:00.000Z';

export function bracketFixture(overrides: Partial<UserBracket> = {}): UserBracket {
  const picks = overrides.picks ?? NO_PICKS;
  const count = picks.filter((pick) => pick !== null).length;
  return {
    id: BRACKET_ID,
    tournamentId: TOURNAMENT,
    name: 'Chalk',
    pickCount: count,
    complete: count === GAMES.length,
    shareId: 'share-chalk',
    createdAt: '2026-01-10T18:00:00.000Z',
    updatedAt: '2026-01-12T18:30:00.000Z',
    score: {
      current: 0,
      maxPossible: 0,
      expected: 0,
      winChance: null,
      rank: null,
      correctPicks: 0,
    },
    ...overrides,
    picks,
  };
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

export interface ChallengeApi {
  layout?: () => BracketLayout;
  brackets?: UserBracket[];
  /** Other people's brackets, readable by their share links only. */
  shared?: UserBracket[];
  leaderboard?: BracketLeaderboard;
}

const BRACKET_URL = apiUrl(`${ACCOUNT_API.userBrackets(TOURNAMENT)}/:id`);
/** The shared bracket path with its share id as an MSW parameter. */
const SHARED_URL = ACCOUNT_API.sharedBracket('-').replace(/-$/, ':shareId');

/** The user-bracket API over an in-memory store; returns the calls it answered, in order. */
export function serveChallenge({
  layout = () => layoutFixture(),
  brackets = [],
  shared = [],
  leaderboard,
}: ChallengeApi = {}): RecordedCall[] {
  const store = new Map(brackets.map((bracket) => [bracket.id, bracket]));
  const calls: RecordedCall[] = [];
  const record = async (request: Request) => {
    const text =
      request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const path = new URL(request.url).pathname.slice(apiUrl('').length);
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    calls.push({ method: request.method, path, body });
    return body;
  };
  const notFound = (msg: string) => HttpResponse.json({ msg }, { status: 404 });
  const withPicks = (bracket: UserBracket, picks: (number | null)[]): UserBracket => {
    const count = picks.filter((pick) => pick !== null).length;
    return { ...bracket, picks, pickCount: count, complete: count === GAMES.length };
  };
  server.use(
    http.get(apiUrl(ACCOUNT_API.bracketLayout(TOURNAMENT)), async ({ request }) => {
      await record(request);
      return HttpResponse.json(layout());
    }),
    http.get(apiUrl(ACCOUNT_API.userBrackets(TOURNAMENT)), async ({ request }) => {
      await record(request);
      return HttpResponse.json([...store.values()]);
    }),
    http.post(apiUrl(ACCOUNT_API.userBrackets(TOURNAMENT)), async ({ request }) => {
      const body = (await record(request)) as { name: string; picks?: (number | null)[] };
      const created = withPicks(
        bracketFixture({
          id: NEW_BRACKET_ID,
          name: body.name,
          shareId: 'share-new',
          createdAt: SAVED_AT,
          updatedAt: SAVED_AT,
        }),
        body.picks ?? NO_PICKS,
      );
      store.set(created.id, created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.patch(BRACKET_URL, async ({ request, params }) => {
      const body = (await record(request)) as { name?: string; picks?: (number | null)[] };
      const bracket = store.get(String(params.id));
      if (bracket === undefined) return notFound(USER_BRACKET_MESSAGES.notFound);
      const changed = withPicks(
        { ...bracket, name: body.name ?? bracket.name, updatedAt: SAVED_AT },
        body.picks ?? bracket.picks,
      );
      store.set(changed.id, changed);
      return HttpResponse.json(changed);
    }),
    http.delete(BRACKET_URL, async ({ request, params }) => {
      await record(request);
      if (!store.delete(String(params.id))) return notFound(USER_BRACKET_MESSAGES.notFound);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(apiUrl(SHARED_URL), async ({ request, params }) => {
      await record(request);
      const found = [...store.values(), ...shared].find(
        (bracket) => bracket.shareId === params.shareId,
      );
      if (found === undefined) return notFound(USER_BRACKET_MESSAGES.sharedNotFound);
      const { id: _id, ...rest } = found;
      return HttpResponse.json({ ...rest, competitionId: COMPETITION });
    }),
    http.get(apiUrl(ACCOUNT_API.bracketLeaderboard(TOURNAMENT)), async ({ request }) => {
      await record(request);
      return HttpResponse.json(
        leaderboard ?? {
          tournamentId: TOURNAMENT,
          scoringSystem: 'standard',
          gamesPlayed: 0,
          entries: 0,
          runs: 0,
          rows: [],
        },
      );
    }),
  );
  return calls;
}

/** The calls that change something. */
export const writes = (calls: readonly RecordedCall[]) =>
  calls.filter((call) => call.method !== 'GET');

/** Opens the page at `url`, signed in unless `signedIn` is false. */
export function renderChallenge(url: string, { signedIn = true } = {}) {
  if (signedIn) signInForTest({ user: testUser() });
  return renderWithSession(
    [
      {
        path: '/tools/brackets/:competitionId/tournaments/:tournamentId',
        element: withStubLoginDialog(<BracketsPage notFound={<p>page not found</p>} />),
      },
    ],
    { initialEntries: [url] },
  );
}

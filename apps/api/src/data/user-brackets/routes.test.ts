/**
 * The bracket challenge over HTTP on a small demo league (its national tournament: 4 regions × 2
 * seeds and two First Four games, 10 teams, 9 games, all played). Scores are checked against an
 * answer worked here from the stored games (tournament_games read by SQL) and the scoring table,
 * the lock against the first game's stored date and an admin's lock time, and every refusal:
 * signed out, locked, not open, malformed or impossible picks, names, ids, the bracket limit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ACCOUNT_API,
  ACCOUNT_MESSAGES,
  AUTH_HEADER,
  BRACKET_SETTINGS_MESSAGES,
  USER_BRACKET_LIMITS,
  USER_BRACKET_MESSAGES,
  lockedMessage,
} from '@courtside/contract';
import type { BracketLayout, UserBracket } from '@courtside/contract';
import {
  BracketAdminLogSchema,
  BracketLayoutSchema,
  BracketLeaderboardSchema,
  SharedBracketSchema,
  UserBracketListSchema,
  UserBracketSchema,
} from '@courtside/contract/schemas';
import { SCALES, buildDemoWarehouse } from '@courtside/demo-league';
import type { WarehouseDb } from '@courtside/warehouse';
import { openWarehouseReadOnly } from '@courtside/warehouse';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataHarness } from '../testing/data-harness';
import { createDataHarness } from '../testing/data-harness';
import type { StoredGame } from './user-brackets.test-support';
import { storedBracket } from './user-brackets.test-support';

const MEN = 38409;
const TOURNAMENT = 5025;
const STANDARD = [10, 20, 40, 80, 160, 320];

describe('user brackets (demo league, small scale, over HTTP)', () => {
  const root = mkdtempSync(join(tmpdir(), 'courtside-user-brackets-'));
  let db: WarehouseDb;
  let h: DataHarness;
  let games: StoredGame[] = [];
  let firstDate = '';
  let seeds = new Map<number, number>();
  let colors = new Map<number, [string | null, string | null]>();
  let owner = '';
  let rival = '';
  let admin = '';

  beforeAll(async () => {
    const built = await buildDemoWarehouse({
      dataDir: root,
      seed: 11,
      scale: { ...SCALES.small, competitionIds: [MEN] },
      workers: 0,
    });
    db = await openWarehouseReadOnly(built.path);
    ({ games, firstDate, seeds, colors } = await storedBracket(db, MEN, TOURNAMENT));
    h = await createDataHarness({
      dataDir: root,
      ingest: () => Promise.reject(new Error('the demo league is built, not ingested')),
      remove: () => rmSync(root, { recursive: true, force: true }),
    });
    owner = await h.user({ tier: 0 });
    rival = await h.user({ tier: 2 });
    admin = await h.user({ tier: 0, admin: true });
  }, 240_000);
  const settings = (body: unknown) =>
    call('PUT', ACCOUNT_API.adminBracketSetting(TOURNAMENT), admin, body);
  afterAll(async () => {
    await h?.close();
    db?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const call = (method: InjectOptions['method'], path: string, token?: string, payload?: unknown) =>
    h.app.inject({
      method,
      url: `/api${path}`,
      headers: token === undefined ? {} : { [AUTH_HEADER]: token },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const layout = async (): Promise<BracketLayout> => {
    const response = await call('GET', ACCOUNT_API.bracketLayout(TOURNAMENT));
    expect(response.json()).not.toHaveProperty('msg');
    expect(response.statusCode).toBe(200);
    return BracketLayoutSchema.parse(response.json());
  };
  const create = (body: unknown, token = owner) =>
    call('POST', ACCOUNT_API.userBrackets(TOURNAMENT), token, body);
  const lockAt = () => `${firstDate}T16:00:00.000Z`;
  /** Before the first game's day: picks open without any admin setting. */
  let minutes = 0;
  const beforeTipOff = () => {
    // Each test a little later, so what it saves sorts after what the tests before it saved.
    minutes += 10;
    h.harness.clock.set(new Date(Date.parse(`${firstDate}T09:00:00.000Z`) + minutes * 60_000));
  };

  /** Points of `picks` worked from the stored games: a played game picked right pays its round. */
  const workedScore = (shape: BracketLayout, picks: readonly (number | null)[]): number => {
    let total = 0;
    shape.games.forEach((game, g) => {
      if (game.round === 0 || picks[g] === null) return;
      const stored = games.find(
        (s) =>
          s.round === game.round &&
          s.winner === game.winnerTeamId &&
          [s.high, s.low].includes(picks[g] ?? -1),
      );
      if (stored !== undefined && stored.winner === picks[g])
        total += STANDARD[game.round - 1] ?? 0;
    });
    return total;
  };

  it('lays out the stored bracket: every team once, every game with its result, sides in order', async () => {
    const shape = await layout();
    expect(shape.teams).toHaveLength(10);
    expect(shape.games).toHaveLength(games.length);
    expect(shape.gamesPlayed).toBe(games.length);
    // Each stored game is a game of the layout with the same round and winner.
    const layoutResults = shape.games.map((g) => [g.round, g.winnerTeamId]).sort();
    expect(layoutResults).toEqual(games.map((g) => [g.round, g.winner]).sort());
    shape.games.forEach((game) => {
      for (const side of [game.a, game.b]) {
        if (side.kind === 'game') expect(side.game).toBeLessThan(game.game);
      }
    });
    const champion = games.find((g) => g.round === 6)?.winner;
    expect(shape.teams.find((t) => t.oddsChampion === 1)?.teamId).toBe(champion);
    expect(shape.pickByOdds).toHaveLength(shape.games.length);
    // Every game played: the favourite by the fixed results is the actual winner.
    expect(shape.pickByOdds).toEqual(shape.games.map((g) => g.winnerTeamId));
    expect(shape.pickBySeed.every((id) => seeds.has(id))).toBe(true);
    expect(shape.firstGameDate).toBe(firstDate);
    expect(shape.picksLockAt).toBe(lockAt());
    expect(shape.status).toBe('locked');
    // The demo league's teams have colours; each team carries its own.
    for (const team of shape.teams) {
      expect(team.colorPrimary).toMatch(/^#[0-9a-f]{6}$/i);
      expect([team.colorPrimary, team.colorSecondary]).toEqual(colors.get(team.teamId));
    }
  });

  it('refuses to save for visitors, and after the lock with the lock time in the message', async () => {
    h.harness.clock.set('2026-01-15T12:00:00.000Z');
    const visitor = await call('POST', ACCOUNT_API.userBrackets(TOURNAMENT), undefined, {
      name: 'Mine',
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ msg: ACCOUNT_MESSAGES.notSignedIn });
    const locked = await create({ name: 'Too late' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual({ msg: lockedMessage(lockAt()) });
  });

  it('keeps picks closed until an admin publishes the challenge', async () => {
    beforeTipOff();
    expect(await layout()).toMatchObject({ published: false, status: 'notOpen' });
    const early = await create({ name: 'Eager' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ msg: USER_BRACKET_MESSAGES.notPublished });
    expect((await settings({ published: true })).statusCode).toBe(200);
  });

  it('saves, scores and changes brackets while picks are open', async () => {
    beforeTipOff();
    const shape = await layout();
    expect(shape).toMatchObject({ published: true, status: 'open' });
    const created = await create({ name: '  Chalk  ', picks: shape.pickBySeed });
    expect(created.statusCode).toBe(201);
    const chalk = UserBracketSchema.parse(created.json());
    expect(chalk).toMatchObject({ name: 'Chalk', complete: true, pickCount: shape.games.length });
    expect(chalk.score.current).toBe(workedScore(shape, shape.pickBySeed));
    // Every game is played: nothing is left to win, and the expectation is the score itself.
    expect(chalk.score.maxPossible).toBe(chalk.score.current);
    expect(chalk.score.expected).toBeCloseTo(chalk.score.current, 9);

    h.harness.clock.advance(1000);
    const perfect = UserBracketSchema.parse(
      (await create({ name: 'Hindsight', picks: shape.pickByOdds })).json(),
    );
    const scored = shape.games.filter((g) => g.round > 0);
    expect(perfect.score.current).toBe(
      scored.reduce((sum, g) => sum + (STANDARD[g.round - 1] ?? 0), 0),
    );
    expect(perfect.score.correctPicks).toBe(scored.length);

    h.harness.clock.advance(1000);
    const empty = UserBracketSchema.parse((await create({ name: 'Later' })).json());
    expect(empty).toMatchObject({ complete: false, pickCount: 0 });
    expect(empty.score).toMatchObject({ current: 0, winChance: null, rank: null });

    h.harness.clock.advance(1000);
    const firstGame = shape.games.find((g) => g.a.kind === 'team' && g.b.kind === 'team');
    const partial = shape.games.map(() => null as number | null);
    if (firstGame?.a.kind === 'team') partial[firstGame.game] = firstGame.a.teamId;
    const changed = await call('PATCH', ACCOUNT_API.userBracket(TOURNAMENT, empty.id), owner, {
      picks: partial,
      name: 'Later on',
    });
    expect(changed.statusCode).toBe(200);
    expect(UserBracketSchema.parse(changed.json())).toMatchObject({
      name: 'Later on',
      pickCount: 1,
    });

    const mine = await call('GET', ACCOUNT_API.userBrackets(TOURNAMENT), owner);
    expect(mine.headers['cache-control']).toBe('no-store');
    const list = UserBracketListSchema.parse(mine.json());
    expect(list.map((b) => b.name)).toEqual(['Chalk', 'Hindsight', 'Later on']);
    // The rival sees none of them.
    const theirs = await call('GET', ACCOUNT_API.userBrackets(TOURNAMENT), rival);
    expect(theirs.json()).toEqual([]);
  });

  it('refuses impossible picks, bad names and ids with a 400 or 404 that says why', async () => {
    beforeTipOff();
    const shape = await layout();
    const short = await create({ name: 'Short', picks: [null] });
    expect(short.statusCode).toBe(400);
    expect(short.json().msg).toContain(USER_BRACKET_MESSAGES.picksLength);
    // A later-round pick for a team the bracket's earlier picks do not send there.
    const late = shape.games.find((g) => g.a.kind === 'game' && g.b.kind === 'game');
    const picks = shape.games.map(() => null as number | null);
    if (late === undefined) throw new Error('the layout has no later-round game');
    picks[late.game] = shape.teams[0]?.teamId ?? 0;
    const unreached = await create({ name: 'Jump', picks });
    expect(unreached.statusCode).toBe(400);
    expect(unreached.json().msg).toMatch(/does not reach the .* game/);
    picks[late.game] = 999_999;
    const stranger = await create({ name: 'Stranger', picks });
    expect(stranger.json().msg).toContain('is not in the field of');
    for (const body of [
      { name: '' },
      { name: 'x'.repeat(USER_BRACKET_LIMITS.nameMaxLength + 1) },
      { name: 'nul\u0000byte' },
      { name: 'ok', picks: 'all' },
      { name: 'ok', extra: true },
      { name: 'ok', picks: [1.5] },
    ]) {
      expect((await create(body)).statusCode).toBe(400);
    }
    for (const path of [
      ACCOUNT_API.userBracket(TOURNAMENT, 'not-a-uuid'),
      ACCOUNT_API.userBracket(TOURNAMENT, '00000000-0000-4000-8000-000000000000'),
    ]) {
      const response = await call('PATCH', path, owner, { name: 'x' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: USER_BRACKET_MESSAGES.notFound });
    }
    expect((await call('GET', ACCOUNT_API.bracketLayout(9999))).statusCode).toBe(404);
    expect((await call('GET', ACCOUNT_API.bracketLayout('5025; drop'))).statusCode).toBe(404);
  });

  it('keeps at most the limit of brackets per tournament', async () => {
    beforeTipOff();
    const token = await h.user({ tier: 0 });
    for (let i = 0; i < USER_BRACKET_LIMITS.bracketsPerTournament; i += 1) {
      expect((await create({ name: `B${i}` }, token)).statusCode).toBe(201);
    }
    const over = await create({ name: 'One more' }, token);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ msg: USER_BRACKET_MESSAGES.tooMany });
  });

  it('ranks complete brackets with their chance to win the pool, and shares one read-only', async () => {
    beforeTipOff();
    const shape = await layout();
    await create({ name: 'Rival chalk', picks: shape.pickBySeed }, rival);
    const answer = await call('GET', ACCOUNT_API.bracketLeaderboard(TOURNAMENT), owner);
    expect(answer.json()).not.toHaveProperty('msg');
    const board = BracketLeaderboardSchema.parse(answer.json());
    expect(board.entries).toBe(3);
    expect(board.rows.map((r) => r.name)).toEqual(['Hindsight', 'Chalk', 'Rival chalk']);
    expect(board.rows.map((r) => r.mine)).toEqual([true, true, false]);
    // Every game is played, so the perfect bracket wins in every simulated tournament.
    expect(board.rows.map((r) => r.winChance)).toEqual([1, 0, 0]);
    const chalkRank = board.rows[1]?.rank ?? 0;
    expect(board.rows[2]?.rank).toBe(chalkRank);
    expect(board.rows.reduce((sum, r) => sum + (r.winChance ?? 0), 0)).toBeCloseTo(1, 12);

    const shareId = board.rows[0]?.shareId ?? '';
    const shared = await call('GET', ACCOUNT_API.sharedBracket(shareId));
    expect(shared.statusCode).toBe(200);
    const bracket = SharedBracketSchema.parse(shared.json());
    expect(bracket).toMatchObject({ name: 'Hindsight', competitionId: MEN });
    expect(bracket.score).toMatchObject({ winChance: 1, rank: 1 });
    expect(JSON.stringify(shared.json())).not.toMatch(/"id"|userId|@/);
    for (const bad of ['short', `${shareId.slice(0, 21)}!`, 'A'.repeat(22)]) {
      const response = await call('GET', ACCOUNT_API.sharedBracket(bad));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: USER_BRACKET_MESSAGES.sharedNotFound });
    }
  });

  it("follows the admin's open and lock times and scoring system; renames and deletes stay allowed", async () => {
    beforeTipOff();
    const mine = UserBracketListSchema.parse(
      (await call('GET', ACCOUNT_API.userBrackets(TOURNAMENT), owner)).json(),
    );
    const chalk = mine.find((b) => b.name === 'Chalk') as UserBracket;
    const now = h.harness.clock.now().getTime();
    expect(
      (await settings({ picksOpenAt: new Date(now + 3_600_000).toISOString() })).statusCode,
    ).toBe(200);
    const notOpen = await call('PATCH', ACCOUNT_API.userBracket(TOURNAMENT, chalk.id), owner, {
      picks: chalk.picks,
    });
    expect(notOpen.statusCode).toBe(409);
    expect(notOpen.json()).toEqual({ msg: USER_BRACKET_MESSAGES.notOpen });
    const earlyLock = new Date(now - 60_000).toISOString();
    await settings({ picksOpenAt: null, picksLockAt: earlyLock, scoringSystem: 'doubling' });
    expect((await layout()).picksLockAt).toBe(earlyLock);
    const locked = await call('PATCH', ACCOUNT_API.userBracket(TOURNAMENT, chalk.id), owner, {
      picks: chalk.picks,
    });
    expect(locked.json()).toEqual({ msg: lockedMessage(earlyLock) });
    const renamed = await call('PATCH', ACCOUNT_API.userBracket(TOURNAMENT, chalk.id), owner, {
      name: 'Chalk (locked)',
    });
    const after = UserBracketSchema.parse(renamed.json());
    // Doubling is the standard table over ten.
    expect(after.score.current).toBe(chalk.score.current / 10);
    const deleted = await call('DELETE', ACCOUNT_API.userBracket(TOURNAMENT, chalk.id), owner);
    expect(deleted.statusCode).toBe(204);
    const again = await call('DELETE', ACCOUNT_API.userBracket(TOURNAMENT, chalk.id), owner);
    expect(again.statusCode).toBe(404);
    const byRival = await call(
      'DELETE',
      ACCOUNT_API.userBracket(TOURNAMENT, mine[0]?.id ?? ''),
      rival,
    );
    expect(byRival.statusCode).toBe(404);
  });

  it('takes field corrections from admins only, when the played results fit them', async () => {
    beforeTipOff();
    const field = (body: unknown, token = admin) =>
      call('PUT', ACCOUNT_API.adminBracketField(TOURNAMENT), token, body);
    const shape = await layout();
    const [first, second] = shape.teams.filter((t) => !t.firstFour);
    if (first === undefined || second === undefined) throw new Error('no teams');
    const own = { teamId: first.teamId, region: first.region, seed: first.seed, firstFour: false };
    expect((await field({ corrections: [own] }, owner)).statusCode).toBe(403);
    const visitor = await call('PUT', ACCOUNT_API.adminBracketField(TOURNAMENT), undefined, {
      corrections: [own],
    });
    expect(visitor.statusCode).toBe(401);
    for (const body of [{}, { corrections: [{ ...own, seed: 17 }] }, { corrections: [own, own] }]) {
      expect((await field(body)).statusCode).toBe(400);
    }
    const stranger = await field({ corrections: [{ ...own, teamId: 999_999 }] });
    expect(stranger.json().msg).toBe(
      `${BRACKET_SETTINGS_MESSAGES.fieldRefused} team 999999 is not in the field`,
    );
    // Swapping two seed lines after every game is played contradicts the stored games.
    const swap = [
      { ...own, region: second.region, seed: second.seed },
      { teamId: second.teamId, region: first.region, seed: first.seed, firstFour: false },
    ];
    const refused = await field({ corrections: swap });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toMatch(/^These corrections do not make a bracket .* is stored as/);
    // A line on which two teams sit without a First Four game is no bracket either.
    const doubled = await field({
      corrections: [{ ...own, region: second.region, seed: second.seed }],
    });
    expect(doubled.json().msg).toContain('one team, or two First Four teams, expected');

    const saved = await field({ corrections: [own] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ fieldCorrections: [own] });
    expect((await layout()).teams).toEqual(shape.teams);
    const log = BracketAdminLogSchema.parse(
      (await call('GET', ACCOUNT_API.adminBracketLog, admin)).json(),
    );
    expect(log[0]).toMatchObject({ action: 'field', detail: { corrections: [own] } });
  });
});

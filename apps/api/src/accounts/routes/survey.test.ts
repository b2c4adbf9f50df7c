import type { TierStatus, User } from '@courtside/contract';
import {
  ACCOUNT_API,
  ACCOUNT_MESSAGES,
  SURVEY_LIMITS,
  SURVEY_MESSAGES,
  TRIAL_UPGRADE_DAYS,
} from '@courtside/contract';
import { SurveyAnswerResponseSchema } from '@courtside/contract/schemas';
import type { InjectOptions } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '../clock';
import { describeEachDatabase, uniqueEmail, useHarness } from '../testing/harness';

const ANSWERS = {
  role: 'analyst',
  favoriteTools: ['shot-charts', 'game-explorer'],
  visitFrequency: 'weekly',
  nextFeature: '  Lineup data for Division II, please.\nAnd more tournaments.  ',
};

let ipCounter = 0;
/** A fresh client address per call, so only the limits a test is about are counted. */
const freshIp = () => {
  ipCounter += 1;
  return `10.60.${Math.floor(ipCounter / 200)}.${(ipCounter % 200) + 1}`;
};

await describeEachDatabase('usage survey API', (testDb) => {
  const h = useHarness(testDb, { env: { RATE_LIMIT_SCALE: '1' } });

  const answer = (body: unknown, token: string | undefined, remoteAddress = freshIp()) =>
    h().inject({
      method: 'POST',
      url: `/api${ACCOUNT_API.survey}`,
      headers: token === undefined ? {} : { 'x-auth-token': token },
      remoteAddress,
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
  const me = async (token: string) => (await h().get(ACCOUNT_API.me, token)).json<User>();
  const tierOf = async (token: string) =>
    (await h().get(ACCOUNT_API.verifyTier, token)).json<TierStatus>();
  const storedAnswers = (userId: string) =>
    h()
      .testDb.database.db.selectFrom('survey_answers')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();

  let validator: { id: string; token: string };
  beforeAll(async () => {
    validator = await h().verifiedUser(uniqueEmail('survey-validator'));
  });

  it('stores the answers and grants tier 2 for exactly 7 days, once per account', async () => {
    const user = await h().verifiedUser(uniqueEmail('survey-fan'));
    expect((await me(user.token)).surveyAnsweredAt).toBeUndefined();
    const now = h().clock.now();
    const until = new Date(now.getTime() + TRIAL_UPGRADE_DAYS * MS_PER_DAY).toISOString();

    const response = await answer(ANSWERS, user.token);
    expect(response.statusCode).toBe(201);
    const body = SurveyAnswerResponseSchema.parse(response.json());
    expect(body.msg).toBe(SURVEY_MESSAGES.thanks(until));
    expect(body.tier).toEqual({ value: 2, label: 'Plus', expiresAt: until });
    expect(body.user.surveyAnsweredAt).toBe(now.toISOString());
    expect(await tierOf(user.token)).toEqual({ value: 2, label: 'Plus', expiresAt: until });
    expect((await me(user.token)).surveyAnsweredAt).toBe(now.toISOString());
    expect(await storedAnswers(user.id)).toEqual([
      {
        user_id: user.id,
        role: 'analyst',
        favorite_tools: ['shot-charts', 'game-explorer'],
        visit_frequency: 'weekly',
        next_feature: 'Lineup data for Division II, please.\nAnd more tournaments.',
        created_at: now,
      },
    ]);

    // A second answer, later, is refused and changes nothing.
    h().clock.advance(MS_PER_DAY);
    const again = await answer({ ...ANSWERS, role: 'coach' }, user.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: SURVEY_MESSAGES.alreadyAnswered });
    expect((await tierOf(user.token)).expiresAt).toBe(until);
    expect(await storedAnswers(user.id)).toHaveLength(1);

    // When the week is over the account is back on the free tier, and still may not answer.
    h().clock.advance(TRIAL_UPGRADE_DAYS * MS_PER_DAY);
    expect((await tierOf(user.token)).value).toBe(1);
    expect((await answer(ANSWERS, user.token)).statusCode).toBe(409);
  });

  it('grants once when two answers arrive at the same moment', async () => {
    const user = await h().verifiedUser(uniqueEmail('survey-race'));
    const codes = (
      await Promise.all([answer(ANSWERS, user.token), answer(ANSWERS, user.token)])
    ).map((response) => response.statusCode);
    expect(codes.sort()).toEqual([201, 409]);
    expect(await storedAnswers(user.id)).toHaveLength(1);
  });

  it('needs a session', async () => {
    const response = await answer(ANSWERS, undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ msg: ACCOUNT_MESSAGES.notSignedIn });
    const expired = await answer(ANSWERS, 'not-a-session-token');
    expect(expired.statusCode).toBe(401);
  });

  it('is for free-tier fan accounts only', async () => {
    const unverifiedEmail = uniqueEmail('survey-unverified');
    await h().signup(unverifiedEmail);
    const unverified = await h().login(unverifiedEmail);

    const teamEmail = uniqueEmail('survey-team');
    await h().signup(teamEmail, { userType: 'team' });
    const teamRedirect = await h().verify(teamEmail);
    const team = teamRedirect.searchParams.get('token') ?? '';

    const plus = await h().verifiedUser(uniqueEmail('survey-plus'));
    await h()
      .testDb.database.db.updateTable('users')
      .set({ tier: 2, base_tier: 2 })
      .where('id', '=', plus.id)
      .execute();

    for (const token of [unverified, team, plus.token]) {
      const response = await answer(ANSWERS, token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ msg: SURVEY_MESSAGES.notEligible });
    }
    expect(await storedAnswers(plus.id)).toEqual([]);
    expect((await tierOf(plus.token)).expiresAt).toBeNull();
  });

  describe('refuses bad answers with a 400 that names the field', () => {
    // A fresh minute per case: these are more answers than one account may send in one.
    beforeEach(() => h().clock.advance(60_000));
    const long = 'x'.repeat(SURVEY_LIMITS.nextFeatureMaxLength + 1);
    it.each([
      ['no body', undefined, /body must be a JSON object/],
      ['an array', [ANSWERS], /body must be a JSON object/],
      ['no role', { ...ANSWERS, role: undefined }, /role: Invalid option/],
      ['an unknown role', { ...ANSWERS, role: 'owner' }, /role/],
      ['no favorite tool', { ...ANSWERS, favoriteTools: [] }, /favoriteTools: pick at least one/],
      ['an unknown tool', { ...ANSWERS, favoriteTools: ['crystal-ball'] }, /favoriteTools\.0/],
      [
        'a tool twice',
        { ...ANSWERS, favoriteTools: ['brackets', 'brackets'] },
        /favoriteTools: each tool at most once/,
      ],
      ['an unknown frequency', { ...ANSWERS, visitFrequency: 'hourly' }, /visitFrequency/],
      ['a NUL character', { ...ANSWERS, nextFeature: 'more\u0000data' }, /nextFeature: must not/],
      ['an escape character', { ...ANSWERS, nextFeature: 'a\u001bb' }, /nextFeature: must not/],
      ['over-long text', { ...ANSWERS, nextFeature: long }, /nextFeature: at most 500 characters/],
      ['text that is not text', { ...ANSWERS, nextFeature: 42 }, /nextFeature/],
      ['an unknown field', { ...ANSWERS, email: 'x@example.com' }, /Invalid request/],
    ])('%s', async (_label, body, message) => {
      const response = await answer(body, validator.token);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ msg: string }>().msg).toMatch(message);
      expect(await storedAnswers(validator.id)).toEqual([]);
    });

    it('accepts an empty suggestion and text exactly at the cap', async () => {
      const user = await h().verifiedUser(uniqueEmail('survey-cap'));
      const atCap = 'y'.repeat(SURVEY_LIMITS.nextFeatureMaxLength);
      expect((await answer({ ...ANSWERS, nextFeature: atCap }, user.token)).statusCode).toBe(201);
      const other = await h().verifiedUser(uniqueEmail('survey-empty'));
      const { nextFeature: _omitted, ...withoutText } = ANSWERS;
      expect((await answer(withoutText, other.token)).statusCode).toBe(201);
      expect((await storedAnswers(other.id))[0]?.next_feature).toBe('');
    });
  });

  it(`limits answers to ${SURVEY_LIMITS.answersPerMinute} a minute per account and per IP`, async () => {
    h().clock.advance(60_000);
    const limit = SURVEY_LIMITS.answersPerMinute;
    for (let i = 0; i < limit; i += 1) {
      expect((await answer({}, validator.token)).statusCode).toBe(400);
    }
    const limited = await answer(ANSWERS, validator.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ msg: ACCOUNT_MESSAGES.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const ip = freshIp();
    for (let i = 0; i < limit; i += 1) {
      expect((await answer(ANSWERS, undefined, ip)).statusCode).toBe(401);
    }
    expect((await answer(ANSWERS, undefined, ip)).statusCode).toBe(429);

    // A minute later the account may try again.
    h().clock.advance(60_000);
    expect((await answer({}, validator.token)).statusCode).toBe(400);
  });
});

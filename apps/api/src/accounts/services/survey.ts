/**
 * The usage survey of the survey free-week banner (§9). A free-tier account that is not a team
 * account answers once and gets the trial upgrade (tier 2 for 7 days) in the same transaction as
 * its answers, under a lock of its row: two answers at once cannot both be stored or both grant.
 */
import type { SurveyAnswerResponse } from '@courtside/contract';
import { ACCOUNT_MESSAGES, SURVEY_MESSAGES, SURVEY_TIER } from '@courtside/contract';
import { HttpError } from '../../errors';
import type { UserRecord } from '../db/schema';
import type { AccountsDeps } from '../deps';
import {
  insertSurveyAnswers,
  markSurveyAnswered,
  type SurveyAnswers,
} from '../repositories/survey-answers';
import { lockUser } from '../repositories/users';
import { effectiveTier } from './effective-tier';
import { applyTrialUpgrade } from './verification';
import { toUser } from './views';

const alreadyAnswered = () => new HttpError(409, SURVEY_MESSAGES.alreadyAnswered);

/** 409 once answered; 403 unless the tier in force is 1 and the account is not a team's. */
function checkMayAnswer(user: UserRecord, now: Date): void {
  if (user.survey_answered_at !== null) throw alreadyAnswered();
  if (user.user_type === 'team' || effectiveTier(user, now).value !== SURVEY_TIER) {
    throw new HttpError(403, SURVEY_MESSAGES.notEligible);
  }
}

/** The route's check before it reads the body: a refused caller learns why, whatever it sent. */
export function requireSurveyEligible(deps: AccountsDeps, user: UserRecord): void {
  checkMayAnswer(user, deps.clock.now());
}

export async function answerSurvey(
  deps: AccountsDeps,
  user: UserRecord,
  answers: SurveyAnswers,
): Promise<SurveyAnswerResponse> {
  const now = deps.clock.now();
  const upgraded = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockUser(trx, user.id);
    if (locked === undefined) throw new HttpError(401, ACCOUNT_MESSAGES.notSignedIn);
    // Checked again under the lock: the first check ran before it.
    checkMayAnswer(locked, now);
    await insertSurveyAnswers(trx, locked.id, answers, now);
    const marked = await markSurveyAnswered(trx, locked.id, now);
    if (marked === undefined) throw alreadyAnswered();
    const saved = await applyTrialUpgrade(trx, marked, now);
    if (saved === undefined) throw new Error('The user row vanished inside its own lock');
    return saved;
  });
  // Cached sessions of this user must see the new tier at once.
  await deps.userChanges.announce(upgraded.id);
  const tier = effectiveTier(upgraded, now);
  return {
    msg: SURVEY_MESSAGES.thanks(tier.expiresAt ?? now.toISOString()),
    user: toUser(upgraded, now),
    tier,
  };
}

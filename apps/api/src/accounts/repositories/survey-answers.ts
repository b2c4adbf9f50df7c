/** Queries on the survey answers and the user's survey mark. */
import type { z } from 'zod';
import type { SurveyAnswersRequestSchema } from '@courtside/contract/schemas';
import type { UserRecord } from '../db/schema';
import type { Executor } from './executor';

export type SurveyAnswers = z.output<typeof SurveyAnswersRequestSchema>;

/** Stores one account's answers; the user id is the key, so a second insert fails. */
export async function insertSurveyAnswers(
  db: Executor,
  userId: string,
  answers: SurveyAnswers,
  now: Date,
): Promise<void> {
  await db
    .insertInto('survey_answers')
    .values({
      user_id: userId,
      role: answers.role,
      favorite_tools: JSON.stringify(answers.favoriteTools),
      visit_frequency: answers.visitFrequency,
      next_feature: answers.nextFeature,
      created_at: now,
    })
    .execute();
}

/** Marks the user as having answered the survey. */
export async function markSurveyAnswered(
  db: Executor,
  userId: string,
  now: Date,
): Promise<UserRecord | undefined> {
  return db
    .updateTable('users')
    .set({ survey_answered_at: now, updated_at: now })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

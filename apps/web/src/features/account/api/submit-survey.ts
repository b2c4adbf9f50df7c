/** POST /users/survey: the usage survey's answers; the reply carries the updated profile. */
import { ACCOUNT_API, type SurveyAnswersRequest, type User } from '@courtside/contract';
import { http } from '@/lib/api/http';
import { replyMessageOr } from '@/lib/server-message';
import { toUser } from '@/lib/session';

export interface SurveySubmitted {
  msg: string;
  user: User;
}

export const SURVEY_THANKS_FALLBACK = 'Thanks for answering! Your free week has started.';

export async function submitSurvey(answers: SurveyAnswersRequest): Promise<SurveySubmitted> {
  const response = await http.post<unknown>(ACCOUNT_API.survey, answers);
  const body = response.data;
  const user: unknown =
    typeof body === 'object' && body !== null ? (body as { user?: unknown }).user : undefined;
  return { msg: replyMessageOr(body, SURVEY_THANKS_FALLBACK), user: toUser(user) };
}

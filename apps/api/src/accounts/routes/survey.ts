/**
 * {api}/users/survey: the usage survey of the survey free-week banner (§9). Needs a session, the
 * free tier and a non-team account; limited per IP and per account like the other writes.
 */
import { ACCOUNT_API } from '@courtside/contract';
import { SurveyAnswersRequestSchema } from '@courtside/contract/schemas';
import type { RouteModule } from '../../routes/context';
import { answerSurvey, requireSurveyEligible } from '../services/survey';
import { limitByEmail, limitByIp, parseBody, requireUser } from './http';

export const surveyRoutes: RouteModule = async (app, { accounts }) => {
  app.post(ACCOUNT_API.survey, async (request, reply) => {
    const deps = await accounts.deps();
    await limitByIp(deps, 'surveyAnswer', request);
    const user = await requireUser(deps, request);
    await limitByEmail(deps, 'surveyAnswer', user.email);
    requireSurveyEligible(deps, user);
    const answers = parseBody(SurveyAnswersRequestSchema, request.body);
    return reply.code(201).send(await answerSurvey(deps, user, answers));
  });
};

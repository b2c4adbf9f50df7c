/** {api}/users/*: sign-up, sessions, login, login links, event logs, settings (§7). */
import type { AdminAccess, MessageResponse, TierStatus, User } from '@courtside/contract';
import { ACCOUNT_API, ACCOUNT_MESSAGES, normalizeLoginEmail } from '@courtside/contract';
import {
  AddEventLogRequestSchema,
  LoginRequestSchema,
  LoginWithLinkRequestSchema,
  SendLoginLinkRequestSchema,
  SignupRequestSchema,
  UpdateSettingsRequestSchema,
} from '@courtside/contract/schemas';
import type { RouteModule } from '../../routes/context';
import { addEventLog, updateSettings } from '../services/account';
import { login, loginWithLink, sendLoginLink, signup, tokenIsValid } from '../services/auth';
import { throttledLogin } from '../services/login-throttle';
import { logout } from '../services/sessions';
import { effectiveTier, toUser } from '../services/views';
import { limitByEmail, limitByIp, parseBody, requireUser, sessionTokenOf } from './http';

export const userRoutes: RouteModule = async (app, { accounts }) => {
  app.post(ACCOUNT_API.signup, async (request, reply) => {
    const deps = await accounts.deps();
    await limitByIp(deps, 'signup', request);
    const body = parseBody(SignupRequestSchema, request.body);
    await limitByEmail(deps, 'signup', body.email);
    return reply.code(201).send(await signup(deps, body));
  });

  app.post(ACCOUNT_API.tokenIsValid, async (request) => {
    const deps = await accounts.deps();
    return tokenIsValid(deps, sessionTokenOf(request));
  });

  app.get(ACCOUNT_API.me, async (request): Promise<User> => {
    const deps = await accounts.deps();
    return toUser(await requireUser(deps, request), deps.clock.now());
  });

  app.get(ACCOUNT_API.verifyTier, async (request): Promise<TierStatus> => {
    const deps = await accounts.deps();
    return effectiveTier(await requireUser(deps, request), deps.clock.now());
  });

  app.get(ACCOUNT_API.verifyAdminAccess, async (request): Promise<AdminAccess> => {
    const deps = await accounts.deps();
    const user = await requireUser(deps, request);
    return { isUpperAdmin: user.admin_role === 'upper', isLowerAdmin: user.admin_role === 'lower' };
  });

  app.post(ACCOUNT_API.login, async (request) => {
    const deps = await accounts.deps();
    await limitByIp(deps, 'login', request);
    const body = parseBody(LoginRequestSchema, request.body);
    const email = normalizeLoginEmail(body.email);
    return throttledLogin(deps, { email, ip: request.ip }, () => login(deps, email, body.password));
  });

  app.post(ACCOUNT_API.sendLoginLink, async (request): Promise<MessageResponse> => {
    const deps = await accounts.deps();
    await limitByIp(deps, 'sendLoginLink', request);
    const email = normalizeLoginEmail(parseBody(SendLoginLinkRequestSchema, request.body).email);
    await limitByEmail(deps, 'sendLoginLink', email);
    await sendLoginLink(deps, email);
    return { msg: ACCOUNT_MESSAGES.loginLinkSent(email) };
  });

  app.post(ACCOUNT_API.loginWithLink, async (request) => {
    const deps = await accounts.deps();
    const { loginToken } = parseBody(LoginWithLinkRequestSchema, request.body);
    return loginWithLink(deps, loginToken);
  });

  app.post(ACCOUNT_API.logout, async (request): Promise<MessageResponse> => {
    const deps = await accounts.deps();
    await logout(deps, sessionTokenOf(request));
    return { msg: ACCOUNT_MESSAGES.loggedOut };
  });

  app.post(ACCOUNT_API.addEventLog, async (request, reply) => {
    const deps = await accounts.deps();
    await limitByIp(deps, 'addEventLog', request);
    const user = await requireUser(deps, request);
    await limitByEmail(deps, 'addEventLog', user.email);
    await addEventLog(deps, user, parseBody(AddEventLogRequestSchema, request.body));
    const body: MessageResponse = { msg: ACCOUNT_MESSAGES.eventLogged };
    return reply.code(201).send(body);
  });

  app.put(ACCOUNT_API.settings, async (request): Promise<User> => {
    const deps = await accounts.deps();
    const user = await requireUser(deps, request);
    return updateSettings(deps, user, parseBody(UpdateSettingsRequestSchema, request.body));
  });
};

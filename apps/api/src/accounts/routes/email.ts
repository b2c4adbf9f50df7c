/** {api}/email/*: contact form, password reset, onboarding subscription, verification (§7). */
import type { MessageResponse } from '@courtside/contract';
import {
  ACCOUNT_API,
  ACCOUNT_MESSAGES,
  MESSAGES,
  invalidContactFields,
  normalizeLoginEmail,
  resetEmailSentMessage,
} from '@courtside/contract';
import {
  ContactRequestSchema,
  EmailRequestSchema,
  SubscriptionRequestSchema,
  UpdateNewPasswordRequestSchema,
} from '@courtside/contract/schemas';
import { HttpError } from '../../errors';
import type { RouteModule } from '../../routes/context';
import { sendContactMessage, setSubscription } from '../services/account';
import { requestPasswordReset, updateNewPassword } from '../services/password-reset';
import { resendVerificationEmail } from '../services/verification';
import { limitByEmail, limitByIp, optionalUser, parseBody } from './http';

export const emailRoutes: RouteModule = async (app, { accounts, config }) => {
  app.post(ACCOUNT_API.contact, async (request): Promise<MessageResponse> => {
    const deps = await accounts.deps();
    await limitByIp(deps, 'contact', request);
    const raw = parseBody(ContactRequestSchema, request.body);
    const form = {
      name: raw.name.trim(),
      team: raw.team.trim(),
      email: raw.email.trim(),
      phone: raw.phone.trim(),
      message: raw.message.trim(),
    };
    const invalid = invalidContactFields(form);
    if (invalid.length > 0) {
      // The same rules as the form (§5): required fields filled, a plausible email.
      throw new HttpError(400, `Invalid request: missing or invalid ${invalid.join(', ')}`);
    }
    await limitByEmail(deps, 'contact', form.email);
    const user = await optionalUser(deps, request);
    if (!(await sendContactMessage(deps, form, user?.id ?? null))) {
      throw new HttpError(503, ACCOUNT_MESSAGES.contactMailFailed(config.supportEmail));
    }
    return { msg: MESSAGES.contact.success };
  });

  app.post(ACCOUNT_API.sendResetPasswordEmail, async (request): Promise<MessageResponse> => {
    const deps = await accounts.deps();
    await limitByIp(deps, 'sendResetPasswordEmail', request);
    const email = normalizeLoginEmail(parseBody(EmailRequestSchema, request.body).email);
    await limitByEmail(deps, 'sendResetPasswordEmail', email);
    await requestPasswordReset(deps, email);
    return { msg: resetEmailSentMessage(email, config.supportEmail) };
  });

  app.post(ACCOUNT_API.updateNewPassword, async (request): Promise<MessageResponse> => {
    const deps = await accounts.deps();
    const { token, password } = parseBody(UpdateNewPasswordRequestSchema, request.body);
    return { msg: await updateNewPassword(deps, token, password) };
  });

  for (const [path, subscribed] of [
    [ACCOUNT_API.unsubscribe, false],
    [ACCOUNT_API.subscribe, true],
  ] as const) {
    app.post(path, async (request): Promise<MessageResponse> => {
      const deps = await accounts.deps();
      await limitByIp(deps, 'subscription', request);
      const body = parseBody(SubscriptionRequestSchema, request.body);
      const email = normalizeLoginEmail(body.email);
      // Proof that the caller may change this address: its emailed link, or its session.
      const linked = body.token !== undefined && deps.subscriptionLinks.verify(email, body.token);
      if (!linked && (await optionalUser(deps, request))?.email !== email) {
        throw new HttpError(403, ACCOUNT_MESSAGES.subscriptionLinkInvalid);
      }
      await setSubscription(deps, email, subscribed);
      return {
        msg: subscribed ? ACCOUNT_MESSAGES.subscribed(email) : ACCOUNT_MESSAGES.unsubscribed(email),
      };
    });
  }

  app.post(ACCOUNT_API.sendVerificationEmail, async (request): Promise<MessageResponse> => {
    const deps = await accounts.deps();
    await limitByIp(deps, 'sendVerificationEmail', request);
    const email = normalizeLoginEmail(parseBody(EmailRequestSchema, request.body).email);
    await limitByEmail(deps, 'sendVerificationEmail', email);
    await resendVerificationEmail(deps, email);
    return { msg: ACCOUNT_MESSAGES.verificationSent(email) };
  });
};

/** Every email the product sends, in the product's words. */
import type { ContactForm } from '@courtside/contract';
import { TRIAL_UPGRADE_DAYS, paths, tierLabel, TRIAL_UPGRADE_TIER } from '@courtside/contract';
import type { MailContext } from './compose';
import { composeMail } from './compose';
import type { MailMessage } from './message';

export function verificationMail(to: string, link: string, context: MailContext): MailMessage {
  return composeMail(
    {
      kind: 'verification',
      to,
      subject: 'Verify your Courtside email address',
      paragraphs: [
        'Welcome to Courtside!',
        'Open the link below to verify your email address and activate your free access. ' +
          'The link works once and expires in 24 hours.',
        'If you did not sign up for Courtside, you can ignore this email.',
      ],
      action: { label: 'Verify my email address', url: link },
    },
    context,
  );
}

export function resetPasswordMail(to: string, link: string, context: MailContext): MailMessage {
  return composeMail(
    {
      kind: 'reset-password',
      to,
      subject: 'Reset your Courtside password',
      paragraphs: [
        'We received a request to reset the password of your Courtside account.',
        'Open the link below to choose a new password. It works once and expires in 1 hour.',
        'If you did not ask for this, ignore this email: your password stays as it is.',
      ],
      action: { label: 'Set a new password', url: link },
    },
    context,
  );
}

export function loginLinkMail(to: string, link: string, context: MailContext): MailMessage {
  return composeMail(
    {
      kind: 'login-link',
      to,
      subject: 'Your Courtside login link',
      paragraphs: [
        'Open the link below to log in to Courtside. It works once and expires in 15 minutes.',
        'If you did not ask for a login link, you can ignore this email.',
      ],
      action: { label: 'Log in to Courtside', url: link },
    },
    context,
  );
}

/**
 * To the owner of an address someone tried to sign up with again: the account exists, here is a
 * login link, and the way to a new password. Sign-up answers the same either way, so only the
 * address's owner learns that it has an account.
 */
export function accountExistsMail(
  to: string,
  loginLink: string,
  context: MailContext,
): MailMessage {
  return composeMail(
    {
      kind: 'account-exists',
      to,
      subject: 'You already have a Courtside account',
      paragraphs: [
        'Someone, probably you, tried to sign up for Courtside with this email address. You ' +
          'already have an account, so nothing was changed.',
        'Open the link below to log in. It works once and expires in 15 minutes. Forgot your ' +
          'password? Choose a new one with the second link.',
        'If you did not try to sign up, you can ignore this email.',
      ],
      action: { label: 'Log in to Courtside', url: loginLink },
      moreLinks: [
        { label: 'Reset my password', url: `${context.publicUrl}${paths.resetPassword()}` },
      ],
    },
    context,
  );
}

export function trialUpgradeMail(
  to: string,
  link: string,
  expiresAt: Date,
  context: MailContext,
): MailMessage {
  const redeemBy = expiresAt.toISOString().slice(0, 10);
  return composeMail(
    {
      kind: 'trial-upgrade',
      to,
      subject: `Your free ${TRIAL_UPGRADE_DAYS}-day Courtside ${tierLabel(TRIAL_UPGRADE_TIER)} trial`,
      paragraphs: [
        `You have been given a free ${TRIAL_UPGRADE_DAYS}-day trial of Courtside ` +
          `${tierLabel(TRIAL_UPGRADE_TIER)}, with live game stats and more.`,
        `Open the link below to start it (redeem by ${redeemBy}). Your account must have a ` +
          'verified email address.',
      ],
      action: { label: 'Start my trial', url: link },
    },
    context,
  );
}

/** The contact form as a message to support; Reply-To is the sender, so staff just reply. */
export function contactMail(form: ContactForm, context: MailContext): MailMessage {
  return composeMail(
    {
      kind: 'contact',
      to: context.supportEmail,
      replyTo: form.email,
      subject: `Contact form: ${form.name.replace(/[\r\n]+/g, ' ')}`,
      paragraphs: [
        [
          `Name: ${form.name}`,
          `Organization: ${form.team}`,
          `Email: ${form.email}`,
          `Phone: ${form.phone === '' ? '(none)' : form.phone}`,
        ].join('\n'),
        form.message,
      ],
      footer: false,
    },
    context,
  );
}

const ONBOARDING_STEPS = {
  1: {
    subject: 'Welcome to Courtside: where to start',
    paragraphs: [
      'Your email address is verified and your free access is active.',
      'Start with the stats overview: your team and conference are one click away, and every ' +
        'table sorts and filters.',
    ],
    action: { label: 'Open the stats overview', path: paths.statsHome() },
  },
  2: {
    subject: 'Courtside tools: shot charts, scatter plots and more',
    paragraphs: [
      'Three days in, try the tools: shot charts, team and player scatter plots, comparisons, ' +
        'scoring streaks and game-deciding shots.',
    ],
    action: { label: 'Explore the tools', path: paths.toolsHome() },
  },
  3: {
    subject: 'Get more out of Courtside',
    paragraphs: [
      'A week in: paid tiers open live game stats, the transfer portal and NIL predictions.',
      'Compare the plans on your account page.',
    ],
    action: { label: 'See the plans', path: paths.myAccount('subscribe') },
  },
} as const;

export type OnboardingStep = keyof typeof ONBOARDING_STEPS;
export const ONBOARDING_STEP_COUNT = 3;

export function isOnboardingStep(step: number): step is OnboardingStep {
  return step === 1 || step === 2 || step === 3;
}

/** `unsubscribeUrl`: the signed link of this address (services/subscription-links.ts). */
export function onboardingMail(
  step: OnboardingStep,
  to: string,
  unsubscribeUrl: string,
  context: MailContext,
): MailMessage {
  const content = ONBOARDING_STEPS[step];
  return composeMail(
    {
      kind: `onboarding-${step}`,
      to,
      subject: content.subject,
      paragraphs: content.paragraphs,
      action: { label: content.action.label, url: `${context.publicUrl}${content.action.path}` },
      unsubscribeUrl,
    },
    context,
  );
}

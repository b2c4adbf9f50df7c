import { TIER_VALUES, TRIAL_UPGRADE_DAYS, paths, tierLabel } from '@courtside/contract';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@/lib/config';
import type { FaqSection } from './faq-types';

const free = tierLabel(TIER_VALUES.free);
const plus = tierLabel(TIER_VALUES.plus);
const pro = tierLabel(TIER_VALUES.pro);

const supportLink = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

export const FAQ_TIERS_SECTION: FaqSection = {
  id: 'tiers',
  title: 'Tiers and subscriptions',
  entries: [
    {
      id: 'what-does-each-tier-open',
      question: 'What does each tier open?',
      keywords: 'free basic plus pro subscription access locked upgrade',
      answer: (
        <>
          <p>
            Everyone, signed in or not, can open the stats and tools overviews, team and game pages
            (a few of their views, such as player box scores, need a free account), shot charts,
            team and player scatter plots, the scoreboard and the brackets. A verified account (
            {free}) adds division, conference, tournament and draft stats, bar charts, comparisons,
            game-deciding shots, scoring streaks, do-it-yourself shot charts, linear regressions,
            the game explorer, split comparisons and the game calculator, with player statistics for
            its trial players. {plus} adds every player&apos;s statistics and live game stats. {pro}{' '}
            adds the transfer portal, transfer analyses and NIL predictions.
          </p>
          <p>
            The <Link to={paths.siteGuide()}>site guide</Link> lists each page with its tier, and
            the <Link to={paths.myAccount('subscribe')}>subscription page</Link> of your account
            shows the tiers side by side.
          </p>
        </>
      ),
    },
    {
      id: 'what-are-trial-players',
      question: 'What are trial players?',
      keywords: 'trial players free tier player pages my team',
      answer: (
        <p>
          On {free}, player statistics open for your trial players: the top three players by minutes
          of the team in your account settings, in every season, plus a few featured players of the
          demo league. They are listed under &quot;Your trial players&quot; on player tables and in
          your account settings. Below {plus}, the team you save can change once every 30 days.
        </p>
      ),
    },
    {
      id: 'how-do-i-upgrade',
      question: 'How do I upgrade to Plus or Pro?',
      keywords: 'pay payment card subscribe subscription price trial',
      answer: (
        <p>
          Online card payment is not available yet, so upgrades are arranged with our team: use the{' '}
          <a href="#contact-us">contact form</a> or write to {supportLink}. We can also send a link
          that opens {plus} as a {TRIAL_UPGRADE_DAYS}-day trial, and {free} fans can answer a short
          survey from their account for a free week of {plus}, once per account. Your account&apos;s
          subscription page shows your tier and when a trial ends.
        </p>
      ),
    },
  ],
};

export const FAQ_ACCOUNTS_SECTION: FaqSection = {
  id: 'accounts-and-privacy',
  title: 'Accounts and privacy',
  entries: [
    {
      id: 'how-do-i-create-an-account',
      question: 'How do I create an account?',
      keywords: 'sign up signup register join',
      answer: (
        <p>
          Go to <Link to={paths.signup()}>Sign up</Link>, enter your email address and a password of
          at least 6 characters. We then email you a verification link. If you already have an
          account with that address, we email you a login link instead.
        </p>
      ),
    },
    {
      id: 'why-verify-my-email',
      question: 'Why do I need to verify my email address?',
      keywords: 'verification verify email link not arrived resend tier 0',
      answer: (
        <p>
          An account opens {free} once its email address is verified; until then it has the same
          access as a visitor. Open the link in the verification email. If it did not arrive or has
          expired, <Link to={paths.sendVerificationEmail()}>send it again</Link>.
        </p>
      ),
    },
    {
      id: 'can-i-log-in-without-a-password',
      question: 'Can I log in without a password?',
      keywords: 'login link passwordless email magic link sign in',
      answer: (
        <p>
          Yes. In the Sign In dialog, switch to the emailed login link, enter your address and open
          the link we send; it signs you in and takes you to your account settings.
        </p>
      ),
    },
    {
      id: 'how-do-i-reset-my-password',
      question: 'How do I reset my password?',
      keywords: 'forgot password reset change',
      answer: (
        <p>
          Use <Link to={paths.resetPassword()}>Reset your password</Link> (the &quot;Forgot
          password?&quot; link of the Sign In dialog) and open the link we email you to choose a new
          password. Resetting the password signs the account out everywhere.
        </p>
      ),
    },
    {
      id: 'can-i-delete-my-account',
      question: 'Can I delete my account?',
      keywords: 'delete remove close account erase data',
      answer: (
        <p>
          Yes. Write to {supportLink} from the address of the account, or use the{' '}
          <a href="#contact-us">contact form</a>, and we delete it. There is no delete button in the
          account pages. The <Link to={paths.privacyPolicy()}>privacy policy</Link> says how long
          deletion takes and what leaves our backups when.
        </p>
      ),
    },
    {
      id: 'how-do-i-stop-onboarding-emails',
      question: 'How do I stop the onboarding emails?',
      keywords: 'unsubscribe email emails stop resubscribe',
      answer: (
        <p>
          Follow the unsubscribe link at the end of any onboarding email; it opens the{' '}
          <Link to={paths.unsubscribe()}>unsubscribe page</Link> for your address, where you can
          also subscribe again. Emails about your account, such as password resets, still arrive.
        </p>
      ),
    },
    {
      id: 'what-personal-information-do-you-keep',
      question: 'What personal information do you keep?',
      keywords: 'privacy data cookies tracking personal information gdpr',
      answer: (
        <p>
          What your account needs: your email address, a hashed password, your tier and your
          settings, plus a log of the pages you open while signed in. We use no advertising cookies
          and do not sell your information. The{' '}
          <Link to={paths.privacyPolicy()}>privacy policy</Link> has the details and your rights.
        </p>
      ),
    },
  ],
};

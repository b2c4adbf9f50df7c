import { AUTH_HEADER, AUTH_STORAGE_KEY, LAZY_RELOAD_FLAG_KEY } from '@courtside/contract';
import { SupportEmailLink } from '../components/SupportEmailLink';
import type { LegalSection } from './legal-section';

/** Sections 1–5 of the Privacy Policy: who we are, what we collect and why. */
export const PRIVACY_COLLECTION_SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who We Are',
    body: (
      <p>
        Courtside (&quot;we&quot;, &quot;us&quot;) runs the Courtside website and service for
        college basketball statistics and analytics. We decide how and why the personal information
        described here is processed, which makes us its controller under data protection laws such
        as the EU and UK General Data Protection Regulation (GDPR). You can reach us about privacy
        at <SupportEmailLink />.
      </p>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <h3 className="h6">Account information</h3>
        <p>
          When you sign up we collect your email address and a password. We never store the password
          itself, only a one-way hash of it. Your account also holds your user type (fan, the
          default, or team), the team and conference you follow, your default competition
          (men&apos;s or women&apos;s basketball) and display settings such as the statistical scope
          and percentile type you prefer, plus whether your email address is verified and whether
          you receive onboarding emails.
        </p>
        <h3 className="h6">Tier and subscription information</h3>
        <p>
          We keep your account tier, any trial upgrade you used and when it ends, and the status of
          any paid subscription: plan, start and renewal dates, cancellation and payment outcomes.
        </p>
        <h3 className="h6">Payment information</h3>
        <p>
          Card payments are handled by our payment processor, Stripe. You enter your card details
          into a form served by Stripe, and they go directly to Stripe. We never see or store your
          full card number or security code. From Stripe we receive only references to your customer
          record and subscription, the card brand, its last four digits and expiry date, and the
          result of each payment.
        </p>
        <h3 className="h6">Usage information</h3>
        <ul>
          <li>
            Page-change events: while you are signed in, the app records each page you move to (the
            short route and the full path, for example a team&apos;s page and its view), with the
            time and your account. We use these events to understand which statistics and tools are
            used and to fix navigation problems. We do not record them for visitors who are not
            signed in.
          </li>
          <li>
            Server logs: like any website, our servers receive your IP address, browser user agent,
            the address requested and the time of each request. We use them to deliver the Service,
            apply rate limits and investigate abuse or faults.
          </li>
          <li>
            Error reports: when error reporting is enabled, the app sends reports of errors and
            performance measurements to our error-reporting provider, Sentry. A report includes the
            error, the page, browser and device type, and, if you are signed in, your account
            identifier. Sentry may also record a replay of the page activity in a sample of sessions
            and in sessions where an error occurs; replays are set to mask the text and form inputs
            on the page.
          </li>
        </ul>
        <h3 className="h6">Messages and content you send</h3>
        <p>
          When you use the contact form we collect your name, organization, email address, phone
          number (optional) and message. We also store brackets you create and the settings you
          save.
        </p>
      </>
    ),
  },
  {
    id: 'cookies-and-storage',
    title: 'Cookies and Browser Storage',
    body: (
      <>
        <p>
          We do not use advertising or cross-site tracking cookies. The app stores only what it
          needs to work:
        </p>
        <ul>
          <li>
            <code>{AUTH_STORAGE_KEY}</code> in your browser&apos;s local storage: your session
            token, a signed token that keeps you signed in and is sent to our servers in the{' '}
            <code>{AUTH_HEADER}</code> header. Signing out removes it.
          </li>
          <li>
            <code>{LAZY_RELOAD_FLAG_KEY}</code> in session storage: a flag that lets the app reload
            a page once if part of it fails to download, without reloading endlessly. It is cleared
            when you close the tab.
          </li>
        </ul>
        <p>
          When you open the subscription checkout, Stripe&apos;s script is loaded from Stripe and
          may set its own cookies, which Stripe uses to process the payment and prevent fraud. They
          are governed by{' '}
          <a href="https://stripe.com/privacy" rel="noreferrer" target="_blank">
            Stripe&apos;s privacy policy
          </a>
          .
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Information',
    body: (
      <ul>
        <li>To create and secure your account, sign you in and keep you signed in.</li>
        <li>
          To show the statistics and tools your tier includes, with your team, conference and
          competition as defaults.
        </li>
        <li>To take payments, manage subscriptions and trial upgrades, and keep tax records.</li>
        <li>
          To send service emails you need, such as email verification, password reset, sign-in links
          and payment receipts, and onboarding emails you can unsubscribe from.
        </li>
        <li>To answer messages you send us.</li>
        <li>
          To understand which pages and tools are used, find and fix errors, and improve the
          Service.
        </li>
        <li>To prevent fraud and abuse, enforce our Terms of Use and comply with the law.</li>
      </ul>
    ),
  },
  {
    id: 'legal-bases',
    title: 'Legal Bases for Processing',
    body: (
      <>
        <p>Where the GDPR or similar laws apply, we rely on these legal bases:</p>
        <ul>
          <li>
            Contract: to provide your account, the Service and any subscription you buy, and to send
            the service emails that go with them.
          </li>
          <li>
            Legitimate interests: to keep the Service secure, prevent abuse, understand usage
            through page-change events and error reports, improve the Service and send onboarding
            emails about features of an account you created. We balance these interests against your
            rights, and you may object at any time.
          </li>
          <li>
            Legal obligation: to keep payment and tax records and to respond to lawful requests.
          </li>
          <li>
            Consent: where the law requires it for a particular email or feature. You can withdraw
            consent at any time without affecting earlier processing.
          </li>
        </ul>
      </>
    ),
  },
];

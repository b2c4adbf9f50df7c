import { paths } from '@courtside/contract';
import { Link } from 'react-router';
import { SupportEmailLink } from '../components/SupportEmailLink';
import type { LegalSection } from './legal-section';

/** Sections 6–14 of the Privacy Policy: emails, sharing, retention, security and your rights. */
export const PRIVACY_RIGHTS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'onboarding-emails',
    title: 'Onboarding Emails and How to Unsubscribe',
    body: (
      <>
        <p>
          After you sign up we send a short series of onboarding emails that explain the statistics
          and tools. Every onboarding email has an unsubscribe link that opens our{' '}
          <Link to={paths.unsubscribe()}>unsubscribe page</Link> for your address, where one click
          stops them. The same page lets you subscribe again if you change your mind, and you can
          also ask us at <SupportEmailLink /> to stop them.
        </p>
        <p>
          Unsubscribing does not stop the service emails your account needs, such as email
          verification, password-reset and sign-in links, and payment receipts. We do not send
          third-party advertising.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'How We Share Information',
    body: (
      <>
        <p>
          We do not sell your personal information, and we do not share it for cross-context
          behavioral advertising. We share it only with processors that work for us under contracts
          requiring them to protect it and use it only on our instructions:
        </p>
        <ul>
          <li>hosting and infrastructure providers that run our servers and databases;</li>
          <li>our email delivery provider, which sends account and onboarding emails;</li>
          <li>Stripe, our card payment processor, for subscriptions and payments;</li>
          <li>Sentry, our error-reporting provider, when error reporting is enabled.</li>
        </ul>
        <p>
          We may also disclose information when the law requires it, to protect the rights, safety
          or property of our users, the public or Courtside, or to a successor if the Service is
          sold or merged, in which case this policy continues to apply to your information.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How Long We Keep Information',
    body: (
      <ul>
        <li>
          Account, tier and settings data: while your account exists. After you ask us to delete
          your account we erase it within 30 days, and it leaves our backups within a further 90
          days.
        </li>
        <li>Page-change event logs: up to 24 months, after which they are deleted.</li>
        <li>Error reports and server logs: up to 90 days.</li>
        <li>
          Contact-form messages: up to 24 months after the conversation ends, unless a message is
          needed to resolve a dispute.
        </li>
        <li>
          Payment and subscription records: as long as tax and accounting laws require, usually
          seven years.
        </li>
        <li>
          Verification, password-reset and sign-in links: they expire after a short period and
          cannot be reused once they have done their job.
        </li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <>
        <p>We protect your information with measures suited to its sensitivity, including:</p>
        <ul>
          <li>
            passwords hashed with argon2id, a memory-hard algorithm designed to resist cracking; we
            cannot read your password and will never ask you for it by email;
          </li>
          <li>
            session, verification, password-reset and sign-in tokens that are cryptographically
            signed and expire;
          </li>
          <li>encryption in transit with TLS (HTTPS) between your browser and our servers;</li>
          <li>access to personal information limited to staff who need it for their work.</li>
        </ul>
        <p>
          No system is perfectly secure. If we learn of a breach affecting your personal
          information, we will notify you and the authorities as the law requires.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>Depending on where you live, you may have the right to:</p>
        <ul>
          <li>access the personal information we hold about you and get a copy of it;</li>
          <li>
            correct inaccurate information; you can change most account settings yourself on your
            account page;
          </li>
          <li>delete your account and personal information;</li>
          <li>receive your information in a portable, machine-readable format (export);</li>
          <li>
            object to or restrict processing based on legitimate interests, and withdraw consent
            where we rely on it;
          </li>
          <li>
            under the California Consumer Privacy Act (CCPA) and similar US state laws, know what
            personal information we collect, use and disclose, have it deleted or corrected, and opt
            out of its sale or sharing, which we do not do, without being treated differently for
            using these rights.
          </li>
        </ul>
        <p>
          To use any of these rights, email <SupportEmailLink /> from the address on your account,
          or tell us which address is yours so that we can confirm you control it. You may use an
          authorized agent where the law allows. We answer within one month, or within the period
          your local law sets if shorter. If you are in the European Economic Area or the United
          Kingdom, you may also complain to your data protection authority.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Courtside is not directed to children under 13, and we do not knowingly collect personal
        information from them. If you believe a child under 13 has given us personal information,
        contact us and we will delete it. Where local law sets a higher age for consenting to the
        processing of personal information, users below that age need the permission of a parent or
        guardian.
      </p>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International Transfers',
    body: (
      <p>
        We are based in the United States, and our servers and providers may process information in
        the United States and other countries whose data protection laws may differ from those where
        you live. When we transfer personal information from the European Economic Area, the United
        Kingdom or Switzerland, we rely on safeguards recognized by those laws, such as the European
        Commission&apos;s standard contractual clauses or an adequacy decision.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy when the Service or the law changes. We will post the new version
        on this page with a new &quot;Last updated&quot; date and, for material changes, email
        account holders before they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        For questions or requests about this policy or your personal information, email{' '}
        <SupportEmailLink /> or use the contact form linked at the bottom of every page.
      </p>
    ),
  },
];

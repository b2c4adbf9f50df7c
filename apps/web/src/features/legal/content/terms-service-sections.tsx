import { paths } from '@courtside/contract';
import { Link } from 'react-router';
import type { LegalSection } from './legal-section';

/** Sections 1–8 of the Terms of Use: the service, accounts, payment, use and content. */
export const TERMS_SERVICE_SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of These Terms',
    body: (
      <>
        <p>
          These Terms of Use (the &quot;Terms&quot;) are an agreement between you and Courtside
          (&quot;Courtside&quot;, &quot;we&quot;, &quot;us&quot; or &quot;our&quot;). They govern
          your use of the Courtside website, its statistics pages and analysis tools, the data
          interface the website uses, the emails we send and any related services (together, the
          &quot;Service&quot;).
        </p>
        <p>
          By opening, browsing or otherwise using the Service, or by creating an account, you agree
          to these Terms and to our <Link to={paths.privacyPolicy()}>Privacy Policy</Link> and{' '}
          <Link to={paths.disclaimer()}>Disclaimer</Link>, which form part of them. If you use the
          Service for an organization, such as a team, school, publication or company, you agree on
          its behalf and confirm that you may bind it. If you do not agree, do not use the Service.
        </p>
      </>
    ),
  },
  {
    id: 'the-service',
    title: 'The Service',
    body: (
      <p>
        Courtside provides statistics and analytics for men&apos;s and women&apos;s college
        basketball: players, teams, games, lineups, conferences, divisions, tournaments and the
        transfer portal, together with tools such as shot charts, scatter plots, comparisons,
        regression, a game explorer, a game calculator and brackets. We may add, change or remove
        features, statistics, seasons or tools at any time. We aim to keep the Service available but
        do not promise that it will be uninterrupted, and we may suspend it for maintenance,
        security or reasons outside our control.
      </p>
    ),
  },
  {
    id: 'eligibility-and-accounts',
    title: 'Eligibility and Accounts',
    body: (
      <>
        <p>
          You must be at least 13 years old to use the Service. If you are under the age of majority
          where you live, you may use the Service only with the permission of a parent or legal
          guardian, and only an adult may buy a paid subscription.
        </p>
        <p>When you create or keep an account, you agree that:</p>
        <ul>
          <li>
            the information you give us, including your email address, user type, team and
            conference, is accurate, and you will keep it up to date;
          </li>
          <li>
            each account belongs to one person. You may not share an account or its sign-in links
            with others or let several people use one subscription; an organization that needs
            access for several people needs one account per person;
          </li>
          <li>
            you will keep your password and any sign-in, verification or password-reset links we
            email you confidential, and will tell us promptly at the support address below if you
            believe someone else has used your account;
          </li>
          <li>you are responsible for everything done through your account.</li>
        </ul>
        <p>
          We may refuse an account, or require you to verify your email address again, where we
          reasonably believe the information given is false or the account is being misused.
        </p>
      </>
    ),
  },
  {
    id: 'tiers-and-subscriptions',
    title: 'Account Tiers and Subscriptions',
    body: (
      <>
        <h3 className="h6">Tiers</h3>
        <p>
          What you can see depends on your account tier. A new account has no access to tiered
          content until you verify your email address. Once verified, your account moves to the free
          Basic tier at no charge. The paid Plus and Pro tiers open further content, such as live
          game statistics (Plus and above) and transfer-portal, transfer-analysis and NIL prediction
          pages (Pro). The current contents of each tier are shown on your account page and may
          change as the Service develops.
        </p>
        <h3 className="h6">Trial upgrades</h3>
        <p>
          We may offer a trial upgrade that lifts a verified account to a paid tier for a limited
          period at no charge. A trial upgrade can be used once per account unless the offer says
          otherwise, ends automatically at the end of its period and does not turn into a paid
          subscription unless you choose to subscribe. Trial offers are personal and may not be sold
          or transferred.
        </p>
        <h3 className="h6">Paid subscriptions and billing</h3>
        <p>
          Paid subscriptions are billed in advance by card. Payments are processed by our payment
          processor, Stripe; your card details go directly to Stripe and are handled under its terms
          and privacy policy. By subscribing you authorize us, through Stripe, to charge the price
          shown at checkout, plus any applicable taxes, to your card at the start of each billing
          period.
        </p>
        <h3 className="h6">Renewal and cancellation</h3>
        <p>
          Subscriptions renew automatically for the same billing period until you cancel. You can
          cancel at any time from your account page or by writing to us; cancellation takes effect
          at the end of the current billing period, and you keep your paid tier until then. If a
          renewal payment fails, we may retry it and, if it still fails, move your account back to
          the free tier.
        </p>
        <h3 className="h6">Refunds</h3>
        <p>
          Fees already paid are not refundable, and we do not give refunds or credits for partly
          used periods, except where the law where you live requires otherwise or where we end your
          subscription without cause (see Termination below), in which case we refund the unused
          part of the period you paid for. If you believe you were charged in error, contact us
          within 60 days of the charge and we will review it.
        </p>
        <h3 className="h6">Price changes</h3>
        <p>
          We may change subscription prices. We will email you at least 30 days before a new price
          applies to you, and it will apply from your next renewal after that notice. If you do not
          agree to the new price, cancel before that renewal.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable Use',
    body: (
      <>
        <p>You agree not to, and not to help or allow anyone else to:</p>
        <ul>
          <li>
            scrape, crawl, spider or otherwise copy the Service or its data by automated means, or
            make automated or bulk requests, except through interfaces we document for that purpose
            and within the limits we set for them;
          </li>
          <li>
            sell, resell, license, rent, publish as a data set or otherwise commercially
            redistribute data, statistics or model outputs taken from the Service;
          </li>
          <li>
            get around, disable or interfere with account tiers, trial limits, rate limits or any
            other access control, including by sharing accounts, creating several accounts to extend
            a trial, or requesting content your tier does not include;
          </li>
          <li>
            reverse engineer, decompile or disassemble the Service, except to the extent the law
            expressly allows this despite this restriction;
          </li>
          <li>
            misuse the contact form or our emails, including sending spam, harassment or misleading
            messages, requesting emails for addresses that are not yours, or using the unsubscribe,
            password-reset or sign-in-link features against another person;
          </li>
          <li>
            probe, scan or test the Service&apos;s security, introduce malware, or place an
            unreasonable load on our systems;
          </li>
          <li>
            use the Service in breach of any law or of the rules of any athletic association, or to
            harass, threaten or harm any player, coach, official or other person.
          </li>
        </ul>
        <p>
          Quoting individual statistics or sharing screenshots with attribution to Courtside in news
          reporting, commentary, research or social media posts is welcome and is not a breach of
          these rules.
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property and Data Sources',
    body: (
      <>
        <p>
          The statistics on Courtside are derived from public NCAA play-by-play and box-score data,
          which we collect, clean and compute into the figures, ratings, charts and models you see.
          Underlying facts, such as final scores, belong to no one; our compilations, derived
          statistics, models, software, design, text and graphics are owned by Courtside or its
          licensors and are protected by copyright, database and other laws.
        </p>
        <p>
          Some pages show a demo league. Its teams, players, games and statistics are simulated, are
          fictional, and are labeled as simulated wherever they appear.
        </p>
        <p>
          Subject to these Terms and to your tier, we grant you a personal, limited, non-exclusive,
          non-transferable and revocable license to use the Service for your own personal,
          educational or internal professional purposes, including your own team&apos;s scouting and
          analysis. All rights not expressly granted are reserved.
        </p>
        <p>
          NCAA, March Madness, and conference and school names, logos and marks are trademarks of
          their respective owners. We use them only to identify the competitions, teams and players
          our statistics describe. Courtside is not affiliated with, sponsored by or endorsed by the
          NCAA, any conference or any school.
        </p>
      </>
    ),
  },
  {
    id: 'user-content',
    title: 'User Content',
    body: (
      <>
        <p>
          &quot;User content&quot; is what you give us through the Service, such as messages you
          send through the contact form, brackets you fill in, and the settings you save. You keep
          any rights you have in your user content. You grant us a worldwide, non-exclusive,
          royalty-free license to store, copy, process and display it as needed to operate, secure
          and improve the Service, and, for brackets you choose to enter into a shared bracket
          competition, to show them to the other participants of that competition.
        </p>
        <p>
          You are responsible for your user content and confirm that it does not break the law or
          anyone else&apos;s rights. We may remove user content that breaches these Terms. If you
          send us ideas or feedback, we may use them without any obligation to you.
        </p>
      </>
    ),
  },
  {
    id: 'third-party-services',
    title: 'Third-Party Services',
    body: (
      <p>
        The Service relies on services run by others, including Stripe for card payments, an email
        delivery provider, hosting providers and, when enabled, an error-reporting service. It may
        also link to websites we do not control, such as school, conference and news sites. Your use
        of those services and sites is governed by their own terms and policies, and we are not
        responsible for their content, availability or practices.
      </p>
    ),
  },
];

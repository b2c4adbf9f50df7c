import { paths } from '@courtside/contract';
import { Link } from 'react-router';
import { SupportEmailLink } from '../components/SupportEmailLink';
import type { LegalSection } from './legal-section';

/** Sections 9–16 of the Terms of Use: warranty, liability, ending the agreement, law, contact. */
export const TERMS_LIABILITY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'disclaimers',
    title: 'Disclaimers of Warranty',
    body: (
      <>
        <p>
          The Service, including all statistics, ratings, predictions, estimates and other content,
          is provided &quot;as is&quot; and &quot;as available&quot;. To the fullest extent the law
          allows, we disclaim all warranties, express or implied, including warranties of
          merchantability, fitness for a particular purpose, accuracy, completeness, timeliness and
          non-infringement.
        </p>
        <p>
          Statistics are computed from source data that can contain errors, and models give
          estimates, not guarantees. Nothing on the Service is betting, financial, legal or other
          professional advice. Our <Link to={paths.disclaimer()}>Disclaimer</Link> explains these
          limits in more detail.
        </p>
      </>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    body: (
      <>
        <p>
          To the fullest extent the law allows, Courtside and its owners, staff and suppliers will
          not be liable for any indirect, incidental, special, consequential or punitive damages, or
          for any loss of profits, revenue, data, goodwill or wagers, arising from or related to the
          Service or these Terms, even if we were told such damages were possible.
        </p>
        <p>
          Our total liability for all claims arising from or related to the Service or these Terms
          is limited to the greater of (a) the amounts you paid us for the Service in the 12 months
          before the event giving rise to the claim and (b) US$50.
        </p>
        <p>
          Some jurisdictions do not allow some of these exclusions or limits. Where that is the
          case, they apply only as far as the law allows, and nothing in these Terms limits
          liability that cannot be limited by law, such as liability for fraud or for death or
          personal injury caused by negligence.
        </p>
      </>
    ),
  },
  {
    id: 'indemnity',
    title: 'Indemnity',
    body: (
      <p>
        To the extent the law allows, you will defend, indemnify and hold harmless Courtside and its
        owners, staff and suppliers against any claims, losses, liabilities and reasonable costs,
        including legal fees, arising from your breach of these Terms, your user content, or your
        misuse of the Service or of data taken from it.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <>
        <p>
          You may stop using the Service at any time and may ask us to delete your account by
          writing to the support address below. Deleting an account cancels any paid subscription
          from the end of its current billing period.
        </p>
        <p>
          We may suspend or close your account, or limit your access, if you breach these Terms, if
          required by law, or to protect the Service, other users or third parties; where reasonable
          we will tell you why and give you a chance to fix the problem first. We may also end the
          Service or your account without cause with at least 30 days&apos; notice, in which case we
          refund the unused part of any paid period.
        </p>
        <p>
          Sections that by their nature should continue after termination, including those on
          intellectual property, disclaimers, limitation of liability, indemnity and governing law,
          continue to apply.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    body: (
      <p>
        We may update these Terms, for example when we change the Service or when the law changes.
        We will post the new version on this page with a new &quot;Last updated&quot; date and, for
        changes that materially affect your rights or obligations, email account holders at least 30
        days before the change takes effect. Continuing to use the Service after a change takes
        effect means you accept the updated Terms; if you do not accept them, stop using the Service
        and cancel any subscription.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law and Disputes',
    body: (
      <>
        <p>
          These Terms and any dispute arising from them or from the Service are governed by the laws
          of the State of Delaware, USA, without regard to its conflict-of-law rules. The state and
          federal courts located in Delaware have exclusive jurisdiction, and you and we consent to
          their personal jurisdiction.
        </p>
        <p>
          If you use the Service as a consumer, you also keep the protection of any mandatory
          consumer law of the country or state where you live, and you may bring proceedings in its
          courts where that law allows. Before starting formal proceedings, please contact us so
          that we can try to resolve the matter informally.
        </p>
      </>
    ),
  },
  {
    id: 'general',
    title: 'General',
    body: (
      <p>
        These Terms, together with the Privacy Policy and Disclaimer, are the whole agreement
        between you and us about the Service. If any provision is found unenforceable, the rest
        remains in effect. Our not enforcing a provision is not a waiver of it. You may not transfer
        your rights under these Terms without our written consent; we may transfer ours to a
        successor to the Service. Neither party is liable for delays caused by events beyond its
        reasonable control.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these Terms, billing or your account can be sent to <SupportEmailLink /> or
        through the contact form linked at the bottom of every page.
      </p>
    ),
  },
];

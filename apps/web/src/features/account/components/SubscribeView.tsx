/**
 * The subscription view of /my-account: the user's tier and its expiry, the tier comparison, and
 * how to upgrade. There is no card payment yet, so there is no payment form here: the real
 * actions are the contact form, the support email and, for unverified accounts, email
 * verification (which opens the free tier).
 */
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { paths, tierLabel, type TierStatus, type User } from '@courtside/contract';
import { SUPPORT_EMAIL } from '@/lib/config';
import { useSession } from '@/lib/session';
import { isEmailVerified } from '../content/email-verified';
import { TierComparison } from './TierComparison';

const DAY_MS = 24 * 60 * 60 * 1000;
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** "Trial ends in N days", counting a part day as a day. */
export function trialEndsText(expiresAt: Date, now: Date): string {
  const days = Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS);
  if (days <= 0) return 'Trial ends today';
  return `Trial ends in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The footer holds the contact-us form; jump to it smoothly when it is on the page. */
function scrollToContactForm(event: MouseEvent<HTMLAnchorElement>) {
  const form = document.getElementById('contact-us');
  if (form === null) return;
  event.preventDefault();
  form.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

function CurrentTier({ tier }: { tier: TierStatus }) {
  const expires = tier.expiresAt === null ? null : new Date(tier.expiresAt);
  const validExpiry = expires !== null && !Number.isNaN(expires.getTime()) ? expires : null;
  return (
    <section className="card mb-4" aria-labelledby="current-tier-title">
      <div className="card-body">
        <h2 id="current-tier-title" className="h5 card-title">
          Your tier
        </h2>
        <p className="fs-5 mb-1">
          <strong>{tier.label}</strong>{' '}
          <span className="text-body-secondary">(tier {tier.value})</span>
        </p>
        {validExpiry === null ? (
          <p className="mb-0 text-body-secondary">No end date.</p>
        ) : (
          <p className="mb-0">
            Until {LONG_DATE.format(validExpiry)}.{' '}
            <strong className="text-warning-emphasis">
              {trialEndsText(validExpiry, new Date())}
            </strong>
          </p>
        )}
      </div>
    </section>
  );
}

function UpgradeActions({ verified, target }: { verified: boolean; target: number | null }) {
  return (
    <section className="card mb-4" aria-labelledby="upgrade-title">
      <div className="card-body">
        <h2 id="upgrade-title" className="h5 card-title">
          {target === null ? 'Upgrading' : `Upgrading to ${tierLabel(target)}`}
        </h2>
        {!verified && (
          <p>
            Your email is not verified yet.{' '}
            <Link to={paths.sendVerificationEmail()}>Verify your email</Link> to open {tierLabel(1)}
            .
          </p>
        )}
        <p className="mb-2">
          Online card payment is on its way. Questions about upgrading? Use the{' '}
          <a href="#contact-us" onClick={scrollToContactForm}>
            contact form at the bottom of the page
          </a>
          , or write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </div>
    </section>
  );
}

export interface SubscribeViewProps {
  user: User;
  /** The tier named by /my-account/subscribe/:tierTo, already checked to be a real tier. */
  tierTo: number | null;
}

export function SubscribeView({ user, tierTo }: SubscribeViewProps) {
  const { tier } = useSession();
  // Only a tier above the current one is an upgrade worth pointing at.
  const target = tierTo !== null && tierTo > tier.value ? tierTo : null;
  return (
    <>
      <CurrentTier tier={tier} />
      <UpgradeActions verified={isEmailVerified(user, tier.value)} target={target} />
      <TierComparison currentTierValue={tier.value} targetTierValue={target} />
    </>
  );
}

/**
 * Shown instead of content the user's tier does not open (§6): which tier opens it, the
 * user's own, and the way there — signing up and verifying for the free tier, the subscribe
 * page (aimed at that tier) for paid ones. Tier names come from the contract's tier table.
 */
import { Link } from 'react-router';
import { TIER_VALUES, paths, tierLabel } from '@courtside/contract';
import { useSession } from '@/lib/session';
import type { ReactNode } from 'react';
import './states.css';

export interface UpgradePromptProps {
  /** What is locked, e.g. "Lineups and on/off". */
  feature: string;
  requiredTier: number;
  currentTier: number;
  isSignedIn: boolean;
}

export function UpgradePrompt({
  feature,
  requiredTier,
  currentTier,
  isSignedIn,
}: UpgradePromptProps) {
  const needsAccount = requiredTier <= TIER_VALUES.free;
  return (
    <section className="stats-state stats-state--upgrade" aria-label={`${feature} is locked`}>
      <p className="stats-state__message">
        {feature}{' '}
        {needsAccount ? 'needs a free, verified account' : `is part of ${tierLabel(requiredTier)}`}.
      </p>
      {isSignedIn && <p className="stats-state__detail">Your plan: {tierLabel(currentTier)}.</p>}
      {needsAccount && !isSignedIn ? (
        <Link className="btn btn-primary btn-sm" to={paths.signup()}>
          Sign up free
        </Link>
      ) : needsAccount ? (
        <Link className="btn btn-primary btn-sm" to={paths.sendVerificationEmail()}>
          Verify your email
        </Link>
      ) : (
        <Link className="btn btn-primary btn-sm" to={paths.myAccount('subscribe', requiredTier)}>
          Upgrade to {tierLabel(requiredTier)}
        </Link>
      )}
    </section>
  );
}

export interface TierGateProps {
  feature: string;
  requiredTier: number;
  children: ReactNode;
}

/** The content for tiers that open it, the upgrade prompt for the others. */
export function TierGate({ feature, requiredTier, children }: TierGateProps) {
  const { tier, isSignedIn } = useSession();
  if (tier.value >= requiredTier) return <>{children}</>;
  return (
    <UpgradePrompt
      feature={feature}
      requiredTier={requiredTier}
      currentTier={tier.value}
      isSignedIn={isSignedIn}
    />
  );
}

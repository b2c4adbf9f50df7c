/**
 * /verify-email-page/:verifyStatus (§2, §8): the outcome of the emailed verification link, as
 * the server reported it in the address. An unknown status is an address the server never
 * sends, so it is treated like any other unknown path: the not-found page (passed in by the
 * shell, since a feature may not import another).
 */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { isVerifyStatus, paths, verifyBanner, type VerifyStatus } from '@courtside/contract';
import { LiveAlert } from '@/components/feedback/LiveAlert';
import { NarrowPage } from '@/components/layout/NarrowPage';
import { SUPPORT_EMAIL } from '@/lib/config';
import { useLoginDialog } from '@/lib/login-dialog';
import { useSession } from '@/lib/session';
import { VerifiedSignInStatus } from './VerifiedSignInStatus';

const SIGNS_IN: ReadonlySet<VerifyStatus> = new Set(['success', 'user-tier-upgrade-success']);

function FollowUp({ status }: { status: VerifyStatus }) {
  const { openLoginDialog } = useLoginDialog();
  const { isSignedIn } = useSession();
  if (SIGNS_IN.has(status)) return <VerifiedSignInStatus />;
  if (verifyBanner(status, SUPPORT_EMAIL).offersResend) {
    return <Link to={paths.sendVerificationEmail()}>Resend verification email</Link>;
  }
  if (status === 'already-verified' && !isSignedIn) {
    return (
      <button type="button" className="btn btn-primary" onClick={openLoginDialog}>
        Log in
      </button>
    );
  }
  return null;
}

export interface VerifyEmailPageProps {
  notFound: ReactNode;
}

export function VerifyEmailPage({ notFound }: VerifyEmailPageProps) {
  const { verifyStatus = '' } = useParams();
  if (!isVerifyStatus(verifyStatus)) return notFound;
  const banner = verifyBanner(verifyStatus, SUPPORT_EMAIL);
  return (
    <NarrowPage title="Email verification">
      <LiveAlert message={banner.text} variant={banner.variant} />
      {/* Keyed by status: a different status is a different visit, with its own sign-in. */}
      <FollowUp key={verifyStatus} status={verifyStatus} />
    </NarrowPage>
  );
}

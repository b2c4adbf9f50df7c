/**
 * The part of a successful verification page below the banner: signing in with the token the
 * link carried, then "Taking you home in 4…" (§4 "Verification page"), or a way to log in.
 */
import { useNavigate } from 'react-router';
import { DURATIONS_MS, paths } from '@courtside/contract';
import { useLoginDialog } from '@/lib/login-dialog';
import { useSession } from '@/lib/session';
import { useCountdown } from '../hooks/use-countdown';
import { useVerifiedSignIn } from '../hooks/use-verified-sign-in';

const COUNTDOWN_SECONDS = DURATIONS_MS.verificationRedirect / 1000;

export function VerifiedSignInStatus() {
  const signInState = useVerifiedSignIn();
  const { isSignedIn } = useSession();
  const { openLoginDialog } = useLoginDialog();
  const navigate = useNavigate();
  const goingHome = signInState === 'signed-in' || (signInState === 'no-token' && isSignedIn);
  const remaining = useCountdown(goingHome, COUNTDOWN_SECONDS, () => {
    void navigate(paths.home(), { replace: true });
  });

  if (goingHome) {
    return (
      <p role="status" className="fs-5">
        Taking you home in {remaining}…
      </p>
    );
  }
  if (signInState === 'signing-in') {
    return <p role="status">Signing you in…</p>;
  }
  return (
    <div>
      <p>
        {signInState === 'failed'
          ? 'We could not sign you in automatically. Log in to continue.'
          : 'Log in to get started.'}
      </p>
      <button type="button" className="btn btn-primary" onClick={openLoginDialog}>
        Log in
      </button>
    </div>
  );
}

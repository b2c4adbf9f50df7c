/**
 * /login-with-link/:loginToken (§2): trades the emailed one-time token for a session, then opens
 * the account settings. On failure it shows why, a way to try again and the support contact.
 */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MESSAGES, paths } from '@courtside/contract';
import { LoadingSpinner } from '@/components/feedback/LoadingSpinner';
import { LiveAlert } from '@/components/feedback/LiveAlert';
import { NarrowPage } from '@/components/layout/NarrowPage';
import { SUPPORT_EMAIL } from '@/lib/config';
import { useLoginDialog } from '@/lib/login-dialog';
import { serverMessageOr } from '@/lib/server-message';
import { useSession } from '@/lib/session';
import { useStartOnce } from '@/lib/use-start-once';
import { loginWithLink } from '../api/auth-api';

export function LoginWithLinkPage() {
  const { loginToken = '' } = useParams();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const { openLoginDialog } = useLoginDialog();
  const [failure, setFailure] = useState<{ token: string; message: string } | null>(null);

  // The token works once: StrictMode's replayed effect must not spend it a second time.
  useStartOnce(
    loginToken,
    () => loginWithLink(loginToken),
    (outcome) => {
      if (outcome.ok) {
        signIn(outcome.value);
        void navigate(paths.myAccount('settings'), { replace: true });
      } else {
        setFailure({
          token: loginToken,
          message: serverMessageOr(outcome.error, MESSAGES.login.errorFallback),
        });
      }
    },
  );

  if (failure === null || failure.token !== loginToken) {
    return (
      <NarrowPage title="Logging you in">
        <LoadingSpinner label="Logging you in" />
      </NarrowPage>
    );
  }

  return (
    <NarrowPage title="We could not log you in">
      <LiveAlert message={failure.message} variant="danger" />
      <button type="button" className="btn btn-primary" onClick={openLoginDialog}>
        {MESSAGES.login.tryAgain}
      </button>
      <p className="mt-3 mb-0">
        Still stuck? Contact us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </NarrowPage>
  );
}

/**
 * /reset-password/:token (§2 "Set-new-password screen", §4, §5, §8): choose a new password with
 * the emailed token. The button works only once the rules pass; an invalid token offers a new
 * reset email.
 */
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import {
  ACCOUNT_MESSAGES,
  DURATIONS_MS,
  MESSAGES,
  checkNewPassword,
  paths,
} from '@courtside/contract';
import { LiveAlert } from '@/components/feedback/LiveAlert';
import { NarrowPage } from '@/components/layout/NarrowPage';
import { replyMessageOr, responseStatus, serverMessageOr } from '@/lib/server-message';
import { useTimedValue } from '@/lib/use-timed-value';
import { updateNewPassword } from '../api/password-reset-api';

const UPDATE_FAILED = 'We could not update your password. Please try again.';

type Failure = { kind: 'invalid-token' } | { kind: 'other'; message: string };

function FailureBanner({ failure }: { failure: Failure | null }) {
  if (failure === null) return <LiveAlert message={null} variant="danger" />;
  if (failure.kind === 'other') return <LiveAlert message={failure.message} variant="danger" />;
  return (
    <LiveAlert
      variant="danger"
      message={
        <>
          <p className="mb-1">{MESSAGES.newPassword.invalidToken}</p>
          <Link to={paths.resetPassword()} className="alert-link">
            {MESSAGES.newPassword.resendLink}
          </Link>
        </>
      }
    />
  );
}

export function NewPasswordPage() {
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const success = useTimedValue<string>(DURATIONS_MS.newPasswordSuccess);
  const check = checkNewPassword(password, confirmation);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check.valid || sending) return;
    setSending(true);
    setFailure(null);
    try {
      const reply = await updateNewPassword(token, password);
      setPassword('');
      setConfirmation('');
      success.show(replyMessageOr(reply, ACCOUNT_MESSAGES.passwordUpdated));
    } catch (error) {
      const message = serverMessageOr(error, UPDATE_FAILED);
      const invalidToken =
        responseStatus(error) === 400 && message === MESSAGES.newPassword.invalidToken;
      setFailure(invalidToken ? { kind: 'invalid-token' } : { kind: 'other', message });
    } finally {
      setSending(false);
    }
  };

  return (
    <NarrowPage title="Set a new password">
      <FailureBanner failure={failure} />
      <LiveAlert message={success.value} variant="success" />
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Set a new password">
        <div className="mb-3">
          <label htmlFor="new-password" className="form-label">
            New password
          </label>
          <input
            id="new-password"
            type="password"
            autoComplete="new-password"
            className="form-control"
            value={password}
            aria-invalid={check.messages.includes(MESSAGES.newPassword.tooShort)}
            aria-describedby="new-password-messages"
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <div className="mb-1">
          <label htmlFor="new-password-confirmation" className="form-label">
            Confirm new password
          </label>
          <input
            id="new-password-confirmation"
            type="password"
            autoComplete="new-password"
            className="form-control"
            value={confirmation}
            aria-invalid={check.messages.includes(MESSAGES.newPassword.mismatch)}
            aria-describedby="new-password-messages"
            onChange={(event) => setConfirmation(event.target.value)}
          />
        </div>
        <div id="new-password-messages" className="mb-3 small text-danger" aria-live="polite">
          {check.messages.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </div>
        <button type="submit" className="btn btn-primary" disabled={!check.valid || sending}>
          {sending ? 'Updating Password...' : 'Update Password'}
        </button>
      </form>
    </NarrowPage>
  );
}

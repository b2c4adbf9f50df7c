/**
 * /reset-password (§2 "Forgot-password screen", §4, §5, §8): request a reset email. The notice
 * never reveals whether the account exists; it stays 20 s, then the input clears. A failure
 * quietly returns to idle, except a refusal for asking too often: that says when to try again
 * (as long as a send-email error stays, §9), since nothing else would tell the user why no
 * email comes.
 */
import { useState, type FormEvent } from 'react';
import {
  DURATIONS_MS,
  MESSAGES,
  isValidResetEmail,
  normalizeResetEmail,
  resetEmailSentMessage,
} from '@courtside/contract';
import { LiveAlert } from '@/components/feedback/LiveAlert';
import { NarrowPage } from '@/components/layout/NarrowPage';
import { SUPPORT_EMAIL } from '@/lib/config';
import { isRateLimited, rateLimitedMessage } from '@/lib/rate-limit-message';
import { useTimedValue } from '@/lib/use-timed-value';
import { sendResetPasswordEmail } from '../api/password-reset-api';

/** §2: the input and the button are 375 px wide (never wider than a small phone's screen). */
const FIELD_STYLE = { width: '375px', maxWidth: '100%' } as const;

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const notice = useTimedValue<string>(DURATIONS_MS.forgotPasswordSuccess);
  const refusal = useTimedValue<string>(DURATIONS_MS.sendEmailError);
  const valid = isValidResetEmail(email);
  const showInvalid = email !== '' && !valid;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || sending) return;
    setSending(true);
    refusal.clear();
    try {
      await sendResetPasswordEmail(email);
      notice.show(resetEmailSentMessage(email, SUPPORT_EMAIL), { onExpire: () => setEmail('') });
    } catch (error) {
      // §8 "Reset-email failure": the sending state clears, with no message.
      if (isRateLimited(error)) refusal.show(rateLimitedMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <NarrowPage title="Reset your password">
      <p>Enter the email address of your account and we will send you a link to set a new one.</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Reset password">
        <label htmlFor="reset-email" className="visually-hidden">
          {MESSAGES.forgotPassword.placeholder}
        </label>
        <input
          id="reset-email"
          type="email"
          autoComplete="email"
          className={`form-control ${showInvalid ? 'is-invalid' : ''}`}
          style={FIELD_STYLE}
          placeholder={MESSAGES.forgotPassword.placeholder}
          value={email}
          aria-invalid={showInvalid}
          aria-describedby={showInvalid ? 'reset-email-feedback' : undefined}
          onChange={(event) => setEmail(normalizeResetEmail(event.target.value))}
        />
        {showInvalid && (
          <div id="reset-email-feedback" className="invalid-feedback d-block">
            {MESSAGES.forgotPassword.invalidEmail}
          </div>
        )}
        <button
          type="submit"
          // Faded while the notice shows: a request has just gone out for this address.
          className={`btn btn-primary mt-3 ${notice.value !== null ? 'opacity-50' : ''}`}
          style={FIELD_STYLE}
          disabled={!valid || sending}
        >
          {sending ? MESSAGES.forgotPassword.sending : MESSAGES.forgotPassword.submit}
        </button>
      </form>
      <LiveAlert message={notice.value} variant="success" className="mt-3" />
      <LiveAlert message={refusal.value} variant="danger" className="mt-3" />
    </NarrowPage>
  );
}

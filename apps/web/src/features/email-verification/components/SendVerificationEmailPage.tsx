/**
 * /send-verification-email (§2): ask for a new verification email. The confirmation stays 6 s
 * and an error 4 s (§9).
 */
import { useState, type FormEvent } from 'react';
import {
  ACCOUNT_MESSAGES,
  DURATIONS_MS,
  MESSAGES,
  isValidLoginEmail,
  normalizeLoginEmail,
} from '@courtside/contract';
import { LiveAlert } from '@/components/feedback/LiveAlert';
import { NarrowPage } from '@/components/layout/NarrowPage';
import { failureMessageOr } from '@/lib/rate-limit-message';
import { replyMessageOr } from '@/lib/server-message';
import { useTimedValue } from '@/lib/use-timed-value';
import { sendVerificationEmail } from '../api/verification-api';

interface Banner {
  variant: 'success' | 'danger';
  text: string;
}

export function SendVerificationEmailPage() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const banner = useTimedValue<Banner>(DURATIONS_MS.resendEmailConfirmation);
  const normalized = normalizeLoginEmail(email);
  const valid = isValidLoginEmail(normalized);
  const showInvalid = touched && !valid;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || sending) return;
    setSending(true);
    banner.clear();
    try {
      const reply = await sendVerificationEmail(normalized);
      banner.show({
        variant: 'success',
        text: replyMessageOr(reply, ACCOUNT_MESSAGES.verificationSent(normalized)),
      });
    } catch (error) {
      banner.show(
        {
          variant: 'danger',
          text: failureMessageOr(error, MESSAGES.login.sendEmailErrorFallback),
        },
        { durationMs: DURATIONS_MS.sendEmailError },
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <NarrowPage title="Resend verification email">
      <p>
        Enter the address you signed up with. If it still needs verifying, we will send a new link;
        check your spam and junk folders if it does not arrive.
      </p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Resend verification">
        <div className="mb-3">
          <label htmlFor="verification-email" className="form-label">
            Email
          </label>
          <input
            id="verification-email"
            type="email"
            autoComplete="email"
            className={`form-control ${showInvalid ? 'is-invalid' : ''}`}
            value={email}
            aria-invalid={showInvalid}
            aria-describedby={showInvalid ? 'verification-email-feedback' : undefined}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          {showInvalid && (
            <div id="verification-email-feedback" className="invalid-feedback">
              {MESSAGES.forgotPassword.invalidEmail}
            </div>
          )}
        </div>
        <button type="submit" className="btn btn-primary" disabled={!valid || sending}>
          {sending ? MESSAGES.forgotPassword.sending : 'Send Verification Email'}
        </button>
      </form>
      <LiveAlert
        message={banner.value?.text ?? null}
        variant={banner.value?.variant ?? 'success'}
        className="mt-3"
      />
    </NarrowPage>
  );
}

/**
 * The Sign In dialog's states (§4 "Login"): the email step, then the password step, then signed
 * in with the token stored. In passwordless mode the second step sends a login link instead.
 * Failures show the server's msg for a while (§8, §9).
 */
import { useCallback, useState } from 'react';
import {
  ACCOUNT_MESSAGES,
  DURATIONS_MS,
  MESSAGES,
  isValidLoginEmail,
  isValidLoginPassword,
  normalizeLoginEmail,
} from '@courtside/contract';
import { failureMessageOr } from '@/lib/rate-limit-message';
import { replyMessageOr } from '@/lib/server-message';
import { useSession } from '@/lib/session';
import { useTimedValue } from '@/lib/use-timed-value';
import { login, sendLoginLink } from '../api/auth-api';

export type LoginStep = 'email' | 'password';

export function useLoginFlow(onSignedIn: () => void) {
  const { signIn } = useSession();
  const [step, setStep] = useState<LoginStep>('email');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordless, setPasswordless] = useState(false);
  const [pending, setPending] = useState(false);
  const error = useTimedValue<string>(DURATIONS_MS.loginError);
  const notice = useTimedValue<string>(DURATIONS_MS.loginLinkMessage);

  const normalizedEmail = normalizeLoginEmail(email);
  const emailValid = isValidLoginEmail(normalizedEmail);
  const passwordValid = isValidLoginPassword(password);

  const continueToPassword = () => {
    if (!emailValid) return;
    // The email is lowercased (§5) and shown that way from here on.
    setEmail(normalizedEmail);
    setStep('password');
  };

  const changeEmail = () => {
    setStep('email');
    setPassword('');
  };

  const submitPassword = async () => {
    if (!emailValid || !passwordValid || pending) return;
    setPending(true);
    error.clear();
    try {
      signIn(await login(normalizedEmail, password));
      onSignedIn();
    } catch (failure) {
      error.show(failureMessageOr(failure, MESSAGES.login.errorFallback));
    } finally {
      setPending(false);
    }
  };

  const submitLoginLink = async () => {
    if (!emailValid || pending) return;
    setPending(true);
    error.clear();
    notice.clear();
    try {
      const reply = await sendLoginLink(normalizedEmail);
      notice.show(replyMessageOr(reply, ACCOUNT_MESSAGES.loginLinkSent(normalizedEmail)));
    } catch (failure) {
      error.show(failureMessageOr(failure, MESSAGES.login.sendEmailErrorFallback), {
        durationMs: DURATIONS_MS.sendEmailError,
      });
    } finally {
      setPending(false);
    }
  };

  const { clear: clearError } = error;
  const { clear: clearNotice } = notice;
  /** Back to a blank email step, for the next time the dialog opens. */
  const reset = useCallback(() => {
    setStep('email');
    setEmail('');
    setPassword('');
    setPasswordless(false);
    clearError();
    clearNotice();
  }, [clearError, clearNotice]);

  return {
    step,
    email,
    setEmail,
    emailValid,
    password,
    setPassword,
    passwordValid,
    passwordless,
    setPasswordless,
    pending,
    error: error.value,
    notice: notice.value,
    continueToPassword,
    changeEmail,
    submitPassword,
    submitLoginLink,
    reset,
  };
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;

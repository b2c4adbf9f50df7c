/** The two steps of the Sign In dialog (§2 "Login modal"). */
import type { FormEvent } from 'react';
import { MESSAGES } from '@courtside/contract';
import type { LoginFlow } from '../hooks/use-login-flow';

const SEND_LOGIN_LINK = 'Send Login Link';

function onSubmit(action: () => unknown) {
  return (event: FormEvent) => {
    event.preventDefault();
    void action();
  };
}

export function LoginEmailStep({ flow }: { flow: LoginFlow }) {
  const showInvalid = flow.email.trim() !== '' && !flow.emailValid;
  return (
    <form noValidate onSubmit={onSubmit(flow.continueToPassword)} aria-label="Sign in email">
      <div className="mb-3">
        <label htmlFor="login-email" className="form-label">
          Email
        </label>
        <input
          id="login-email"
          type="email"
          autoComplete="email"
          autoFocus
          className={`form-control ${showInvalid ? 'is-invalid' : ''}`}
          value={flow.email}
          aria-invalid={showInvalid}
          aria-describedby={showInvalid ? 'login-email-feedback' : undefined}
          onChange={(event) => flow.setEmail(event.target.value)}
        />
        {showInvalid && (
          <div id="login-email-feedback" className="invalid-feedback">
            {MESSAGES.forgotPassword.invalidEmail}
          </div>
        )}
      </div>
      <button type="submit" className="btn btn-primary w-100" disabled={!flow.emailValid}>
        {MESSAGES.login.continue}
      </button>
    </form>
  );
}

export function LoginPasswordStep({ flow }: { flow: LoginFlow }) {
  const submit = flow.passwordless ? flow.submitLoginLink : flow.submitPassword;
  const label = flow.passwordless ? SEND_LOGIN_LINK : MESSAGES.login.title;
  const pendingLabel = flow.passwordless ? MESSAGES.forgotPassword.sending : 'Signing In...';
  const canSubmit = !flow.pending && (flow.passwordless || flow.passwordValid);
  return (
    <form noValidate onSubmit={onSubmit(submit)} aria-label="Sign in">
      <div className="d-flex align-items-center justify-content-between mb-3 gap-2">
        <p className="mb-0 text-break">
          Signing in as <strong>{flow.email}</strong>
        </p>
        <button type="button" className="btn btn-link btn-sm p-0" onClick={flow.changeEmail}>
          Change email
        </button>
      </div>
      <div className="form-check form-switch mb-3">
        <input
          id="login-passwordless"
          type="checkbox"
          role="switch"
          className="form-check-input"
          checked={flow.passwordless}
          onChange={(event) => flow.setPasswordless(event.target.checked)}
        />
        <label htmlFor="login-passwordless" className="form-check-label">
          Email me a login link instead
        </label>
      </div>
      {!flow.passwordless && (
        <div className="mb-3">
          <label htmlFor="login-password" className="form-label">
            Password
          </label>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            autoFocus
            className="form-control"
            value={flow.password}
            onChange={(event) => flow.setPassword(event.target.value)}
          />
        </div>
      )}
      <button type="submit" className="btn btn-primary w-100" disabled={!canSubmit}>
        {flow.pending ? pendingLabel : label}
      </button>
    </form>
  );
}

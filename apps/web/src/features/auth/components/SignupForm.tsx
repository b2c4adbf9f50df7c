/** The sign-up form's fields (§3 user fields: type, default competition, team, conference). */
import type { FormEvent } from 'react';
import { MESSAGES, type Gender, type UserType } from '@courtside/contract';
import type { SignupForm as SignupFormState } from '../hooks/use-signup-form';
import { ReferencePickers } from './ReferencePickers';

const USER_TYPES: { value: UserType; label: string }[] = [
  { value: 'fan', label: 'Fan' },
  { value: 'team', label: 'Team staff' },
];

const COMPETITIONS: { value: Gender; label: string }[] = [
  { value: 'MALE', label: "Men's basketball" },
  { value: 'FEMALE', label: "Women's basketball" },
];

function RadioGroup<T extends string>(props: {
  name: string;
  legend: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{props.legend}</legend>
      {props.options.map((option) => (
        <div key={option.value} className="form-check form-check-inline">
          <input
            id={`${props.name}-${option.value}`}
            type="radio"
            name={props.name}
            className="form-check-input"
            value={option.value}
            checked={props.value === option.value}
            onChange={() => props.onChange(option.value)}
          />
          <label htmlFor={`${props.name}-${option.value}`} className="form-check-label">
            {option.label}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

export function SignupForm({ form }: { form: SignupFormState }) {
  const { fields, update, passwordCheck } = form;
  const passwordMessages = passwordCheck.messages;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Sign up">
      <div className="mb-3">
        <label htmlFor="signup-email" className="form-label">
          Email
        </label>
        <input
          id="signup-email"
          type="email"
          autoComplete="email"
          className={`form-control ${form.showEmailInvalid ? 'is-invalid' : ''}`}
          value={fields.email}
          aria-invalid={form.showEmailInvalid}
          aria-describedby={form.showEmailInvalid ? 'signup-email-feedback' : undefined}
          onChange={(event) => update('email', event.target.value)}
          onBlur={form.touchEmail}
        />
        {form.showEmailInvalid && (
          <div id="signup-email-feedback" className="invalid-feedback">
            {MESSAGES.forgotPassword.invalidEmail}
          </div>
        )}
      </div>
      <div className="mb-3">
        <label htmlFor="signup-password" className="form-label">
          Password
        </label>
        <input
          id="signup-password"
          type="password"
          autoComplete="new-password"
          className="form-control"
          value={fields.password}
          aria-invalid={passwordMessages.includes(MESSAGES.newPassword.tooShort)}
          aria-describedby="signup-password-messages"
          onChange={(event) => update('password', event.target.value)}
        />
      </div>
      <div className="mb-1">
        <label htmlFor="signup-confirmation" className="form-label">
          Confirm password
        </label>
        <input
          id="signup-confirmation"
          type="password"
          autoComplete="new-password"
          className="form-control"
          value={fields.confirmation}
          aria-invalid={passwordMessages.includes(MESSAGES.newPassword.mismatch)}
          aria-describedby="signup-password-messages"
          onChange={(event) => update('confirmation', event.target.value)}
        />
      </div>
      <div id="signup-password-messages" className="mb-3 small text-danger" aria-live="polite">
        {passwordMessages.map((message) => (
          <div key={message}>{message}</div>
        ))}
      </div>
      <RadioGroup
        name="signup-user-type"
        legend="I am a"
        options={USER_TYPES}
        value={fields.userType}
        onChange={(value) => update('userType', value)}
      />
      <RadioGroup
        name="signup-gender"
        legend="Default competition"
        options={COMPETITIONS}
        value={fields.gender}
        onChange={(value) => update('gender', value)}
      />
      <ReferencePickers
        gender={fields.gender}
        teamId={fields.teamId}
        conferenceId={fields.conferenceId}
        onTeamChange={(value) => update('teamId', value)}
        onConferenceChange={(value) => update('conferenceId', value)}
      />
      <button type="submit" className="btn btn-primary" disabled={!form.canSubmit}>
        {form.sending ? 'Creating Account...' : 'Create Account'}
      </button>
    </form>
  );
}

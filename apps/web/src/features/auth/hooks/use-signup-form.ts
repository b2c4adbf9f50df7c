/**
 * The sign-up form: its fields, the rules of §5 (the same ones the API applies) and the call.
 * A created account is not signed in; the page then points to the verification email.
 */
import { useState } from 'react';
import {
  checkNewPassword,
  isValidLoginEmail,
  normalizeLoginEmail,
  type Gender,
  type SignupResponse,
  type UserType,
} from '@courtside/contract';
import { failureMessageOr } from '@/lib/rate-limit-message';
import { signup } from '../api/auth-api';

export interface SignupFields {
  email: string;
  password: string;
  confirmation: string;
  userType: UserType;
  gender: Gender;
  /** '' for none: the value of the pickers' empty option. */
  teamId: string;
  conferenceId: string;
}

const BLANK: SignupFields = {
  email: '',
  password: '',
  confirmation: '',
  userType: 'fan',
  gender: 'MALE',
  teamId: '',
  conferenceId: '',
};

const SIGNUP_FAILED = 'We could not create your account. Please try again.';

const idOrNull = (value: string): number | null => (value === '' ? null : Number(value));

export function useSignupForm() {
  const [fields, setFields] = useState<SignupFields>(BLANK);
  const [emailTouched, setEmailTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [created, setCreated] = useState<SignupResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  const email = normalizeLoginEmail(fields.email);
  const emailValid = isValidLoginEmail(email);
  const passwordCheck = checkNewPassword(fields.password, fields.confirmation);
  const canSubmit = emailValid && passwordCheck.valid && !sending;

  const update = <K extends keyof SignupFields>(key: K, value: SignupFields[K]) =>
    setFields((current) => ({
      ...current,
      [key]: value,
      // A team belongs to one gender: switching competitions drops the chosen team.
      ...(key === 'gender' && value !== current.gender ? { teamId: '' } : {}),
    }));

  const submit = async () => {
    if (!canSubmit) return;
    setSending(true);
    setError(null);
    try {
      setCreated(
        await signup({
          email,
          password: fields.password,
          confirmation: fields.confirmation,
          userType: fields.userType,
          gender: fields.gender,
          teamId: idOrNull(fields.teamId),
          conferenceId: idOrNull(fields.conferenceId),
        }),
      );
    } catch (failure) {
      setError(failureMessageOr(failure, SIGNUP_FAILED));
    } finally {
      setSending(false);
    }
  };

  return {
    fields,
    update,
    emailValid,
    showEmailInvalid: emailTouched && !emailValid,
    touchEmail: () => setEmailTouched(true),
    passwordCheck,
    canSubmit,
    sending,
    created,
    error,
    submit,
  };
}

export type SignupForm = ReturnType<typeof useSignupForm>;

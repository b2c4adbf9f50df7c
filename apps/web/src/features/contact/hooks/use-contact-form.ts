/**
 * The contact-us form of §4 and §5: idle, sending, then a result banner for 11 s. A field shows
 * valid or invalid only once the user has left it. After a successful send the fields and their
 * touched flags reset; after a failure they are kept so the message need not be typed again.
 */
import { useState } from 'react';
import {
  DURATIONS_MS,
  MESSAGES,
  isContactFieldValid,
  isContactFormValid,
  type ContactField,
  type ContactForm,
} from '@courtside/contract';
import { failureMessageOr } from '@/lib/rate-limit-message';
import { useTimedValue } from '@/lib/use-timed-value';
import { sendContactMessage } from '../api/contact-api';

const EMPTY_FORM: ContactForm = { name: '', team: '', email: '', phone: '', message: '' };
const UNTOUCHED: Record<ContactField, boolean> = {
  name: false,
  team: false,
  email: false,
  phone: false,
  message: false,
};

export interface ContactResult {
  variant: 'success' | 'danger';
  text: string;
}

/** What a field shows: nothing before it was left, then valid or invalid. */
export type FieldValidity = 'unknown' | 'valid' | 'invalid';

export function useContactForm() {
  const [form, setForm] = useState<ContactForm>(EMPTY_FORM);
  const [touched, setTouched] = useState(UNTOUCHED);
  const [sending, setSending] = useState(false);
  const result = useTimedValue<ContactResult>(DURATIONS_MS.contactResult);
  const valid = isContactFormValid(form);

  const validity = (field: ContactField): FieldValidity => {
    if (!touched[field]) return 'unknown';
    return isContactFieldValid(field, form[field]) ? 'valid' : 'invalid';
  };

  const change = (field: ContactField, value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const leave = (field: ContactField) =>
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));

  const submit = async () => {
    if (!valid || sending) return;
    setSending(true);
    result.clear();
    try {
      await sendContactMessage(form);
      result.show({ variant: 'success', text: MESSAGES.contact.success });
      setForm(EMPTY_FORM);
      setTouched(UNTOUCHED);
    } catch (error) {
      result.show({
        variant: 'danger',
        text: failureMessageOr(error, MESSAGES.contact.failureFallback),
      });
    } finally {
      setSending(false);
    }
  };

  const submitLabel = sending
    ? MESSAGES.contact.submitSending
    : valid
      ? MESSAGES.contact.submitValid
      : MESSAGES.contact.submitInvalid;

  return {
    form,
    change,
    leave,
    validity,
    sending,
    canSubmit: valid && !sending,
    submitLabel,
    result: result.value,
    submit,
  };
}

/**
 * Validation rules of §5 as pure functions. The web forms and the server apply the same rules,
 * so a value the form accepts is never refused by the API for a reason the form did not show.
 */
import { MIN_PASSWORD_LENGTH } from './constants';
import { MESSAGES } from './messages';
import type { ContactForm } from './schemas/entities';

/** Text, an at sign, text, a dot and text, with no spaces anywhere (contact form). */
const CONTACT_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Forgot-password email: word characters (runs may be joined by '.' or '-'), '@', a domain with
 * at least one dot, and a top-level part of 2 or more word characters.
 */
const RESET_EMAIL = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.\w{2,}$/;

/** A standard email pattern (the WHATWG one used by <input type="email">, plus a dotted domain). */
const LOGIN_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export type ContactField = keyof ContactForm;
export const CONTACT_REQUIRED_FIELDS: readonly ContactField[] = [
  'name',
  'team',
  'email',
  'message',
];

export function isValidContactEmail(email: string): boolean {
  return CONTACT_EMAIL.test(email);
}

/** Whether one contact-form field is valid. Phone is optional and always valid. */
export function isContactFieldValid(field: ContactField, value: string): boolean {
  if (field === 'phone') return true;
  if (value.trim() === '') return false;
  return field === 'email' ? isValidContactEmail(value.trim()) : true;
}

/** The invalid fields of a contact form; empty when it may be sent. */
export function invalidContactFields(form: ContactForm): ContactField[] {
  return (Object.keys(form) as ContactField[]).filter(
    (field) => !isContactFieldValid(field, form[field]),
  );
}

export function isContactFormValid(form: ContactForm): boolean {
  return invalidContactFields(form).length === 0;
}

/** The forgot-password input lowercases and trims as the user types. */
export function normalizeResetEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isValidResetEmail(email: string): boolean {
  return RESET_EMAIL.test(email);
}

/** Login lowercases the email before checking and sending it. */
export function normalizeLoginEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isValidLoginEmail(email: string): boolean {
  return email.length <= 254 && LOGIN_EMAIL.test(email);
}

export function isValidLoginPassword(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH;
}

export interface NewPasswordCheck {
  valid: boolean;
  /** Messages to show under the fields, in order. */
  messages: string[];
}

/**
 * New password: at least 6 characters and equal to its confirmation. "Too short" shows while
 * something shorter than the minimum is typed (never for an empty field); "do not match" shows
 * once a confirmation has been typed that differs.
 */
export function checkNewPassword(password: string, confirmation: string): NewPasswordCheck {
  const messages: string[] = [];
  const longEnough = password.length >= MIN_PASSWORD_LENGTH;
  if (password.length > 0 && !longEnough) messages.push(MESSAGES.newPassword.tooShort);
  const matches = password === confirmation;
  if (confirmation.length > 0 && !matches) messages.push(MESSAGES.newPassword.mismatch);
  return { valid: longEnough && matches, messages };
}

/** Why the API refuses text with control characters; the answer reads "<field>: <this>". */
export const CONTROL_CHARACTERS_MSG = 'must not contain control characters';

/**
 * Whether the text is free of C0 control characters (U+0000-U+001F) and DEL (U+007F). Such
 * characters never come from a form field, and PostgreSQL refuses NUL in text and JSON, so the
 * API turns them away as a bad request. `lineBreaks` lets tab, line feed and carriage return
 * through, for the multi-line fields (a contact message).
 */
export function isPlainText(text: string, options: { lineBreaks?: boolean } = {}): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x7f) return false;
    if (code >= 0x20) continue;
    if (options.lineBreaks === true && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
    return false;
  }
  return true;
}

/**
 * The largest id anything can have: ids are 32-bit INTEGERs in the warehouse, so a larger number
 * names nothing, and stored in an account (a saved team) it would fail every later lookup.
 */
export const MAX_ID = 2_147_483_647;

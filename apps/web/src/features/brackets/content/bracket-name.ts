/**
 * A bracket's name as the API takes it (schemas/user-brackets in the contract): trimmed, 1 to
 * 60 characters, no control characters. Checked before a create or a rename, so the page never
 * sends a name the API would refuse.
 */
import { USER_BRACKET_LIMITS, isPlainText } from '@courtside/contract';

export const BRACKET_NAME_MAX = USER_BRACKET_LIMITS.nameMaxLength;

/** Why the name cannot be saved, or null when it can. */
export function bracketNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Give the bracket a name.';
  if (trimmed.length > BRACKET_NAME_MAX) {
    return `A name has at most ${BRACKET_NAME_MAX} characters (this one has ${trimmed.length}).`;
  }
  if (!isPlainText(trimmed)) return 'A name cannot hold control characters.';
  return null;
}

/** Strings of request bodies that refuse control characters (see isPlainText). */
import { z } from 'zod';
import { CONTROL_CHARACTERS_MSG, isPlainText } from '../validation';

/** A single-line string: no C0 control character, no DEL. */
export function plainString() {
  return z.string().refine((text) => isPlainText(text), CONTROL_CHARACTERS_MSG);
}

/** A multi-line string: tab, line feed and carriage return allowed, other controls refused. */
export function multilineString() {
  return z
    .string()
    .refine((text) => isPlainText(text, { lineBreaks: true }), CONTROL_CHARACTERS_MSG);
}

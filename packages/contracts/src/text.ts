/**
 * The one rule for text people send in a request body, query or path: no C0 control character and no
 * DEL. PostgreSQL refuses NUL in text, and no field has a use for the others; multi-line text (messages,
 * descriptions) keeps tab, line feed and carriage return. Every request schema's strings carry it.
 */
import { z } from 'zod';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether a text holds a C0 control character or DEL; a multi-line text may hold tab, LF and CR. */
export function hasControlCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(text);
}

/** The params name the rule; the api words it "The name may not contain control characters." */
const refusal = { message: 'Control characters are not allowed.', params: { rule: 'control_characters' } };

/** The rule as a zod check for one line of text, for string formats too: `z.email().check(singleLineRule)`. */
export const singleLineRule = z.refine<string>((text) => !hasControlCharacters(text), refusal);
/** The rule as a zod check for text that may span lines. */
export const multiLineRule = z.refine<string>(
  (text) => !hasControlCharacters(text, { multiline: true }),
  refusal,
);

/** The rule for a raw query value of an open-ended query: a string, or several for a repeated key. */
export const queryValueRule = z.refine<unknown>(
  (value) =>
    (Array.isArray(value) ? (value as unknown[]) : [value]).every(
      (item) => typeof item !== 'string' || !hasControlCharacters(item),
    ),
  refusal,
);

/** A string field of a request: one line unless `multiline`. Chain the usual checks after it. */
export function text(options: { multiline?: boolean } = {}) {
  return z.string().check(options.multiline ? multiLineRule : singleLineRule);
}

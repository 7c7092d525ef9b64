/** Checks the kit's forms share. */

/** An address of the shape name@domain.tld: what a form accepts before it saves or sends. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());
}

/** A tel: link's number: digits and a leading plus. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export type ContactField = 'name' | 'email' | 'message';
export type ContactErrors = Partial<Record<ContactField, string>>;

/** What is wrong with a contact message, field by field, in the order a form shows them. */
export function contactErrors(
  values: { name: string; email: string; message: string },
  texts: { errName: string; errEmail: string; errMessage: string },
  minMessage: number,
): ContactErrors {
  const errors: ContactErrors = {};
  if (values.name.trim().length < 2) errors.name = texts.errName;
  if (!isEmail(values.email)) errors.email = texts.errEmail;
  if (values.message.trim().length < minMessage) errors.message = texts.errMessage;
  return errors;
}

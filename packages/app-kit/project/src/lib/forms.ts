/** Checks the kit's forms share. */

/** An address of the shape name@domain.tld: what a form accepts before it saves or sends. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());
}

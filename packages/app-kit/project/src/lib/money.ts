/** Prices as the app's locale writes them. */

/** An amount in its currency: whole units, or with its cents when it has some ($9, €2,400, $40.50). */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const cents = !Number.isInteger(amount);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

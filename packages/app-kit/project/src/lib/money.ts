/** Prices as the app's locale writes them. */

/** An amount in its currency: whole units, or with its cents when it has some ($9, €2,400, $40.50). */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const cents = !Number.isInteger(amount);
  try {
    // A dinar counts in thousandths ("3.500 د.ك"); most currencies in hundredths.
    const minor = new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits;
    const digits = cents ? Math.max(2, minor ?? 2) : 0;
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

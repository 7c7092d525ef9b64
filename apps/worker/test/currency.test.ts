/** The one table of currencies both readers use: by sign, code or word, whole or inside a text. */
import { describe, expect, it } from 'vitest';
import { currencyIn, currencyOf } from '../src/agent/currency.ts';

describe('currencies', () => {
  it('reads a written currency whole, dollars when nothing matches', () => {
    expect(['€', 'TL', '₽', 'руб.', 'ر.س', 'ج.م', 'درهم', 'MXN', 'dirham marocain'].map(currencyOf)).toEqual([
      'EUR',
      'TRY',
      'RUB',
      'RUB',
      'SAR',
      'EGP',
      'AED',
      'MXN',
      'MAD',
    ]);
    expect(currencyOf('pesos')).toBe('USD');
  });

  it('finds one inside a text; a code in lower case only beside an amount', () => {
    expect(currencyIn('price (€)')).toBe('EUR');
    expect(currencyIn('yearly fee, e.g. £45')).toBe('GBP');
    expect(currencyIn('مثال: 45 درهم')).toBe('AED');
    expect(currencyIn('rent in rubles per month')).toBeUndefined();
    expect(currencyIn('450 tl')).toBe('TRY');
    // English words that are codes in lower case: "try", "mad", "cop".
    expect(currencyIn('things to try, a mad idea, a cop show')).toBeUndefined();
    expect(currencyIn('Рубинштейна 12')).toBeUndefined();
  });
});

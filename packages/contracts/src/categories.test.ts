import { describe, expect, it } from 'vitest';
import { Category, localized } from './categories.ts';

describe('localized', () => {
  const name = { en: 'Development', tr: 'Geliştirme' };

  it('returns a plain string as it is', () => {
    expect(localized('Development', 'tr')).toBe('Development');
  });

  it('picks the requested language', () => {
    expect(localized(name, 'tr')).toBe('Geliştirme');
    expect(localized(name, 'en')).toBe('Development');
  });

  it('uses the base language of a regional tag', () => {
    expect(localized(name, 'tr-TR')).toBe('Geliştirme');
  });

  it('falls back to English, then the first value', () => {
    expect(localized(name, 'fr')).toBe('Development');
    expect(localized({ tr: 'Sağlık', es: 'Salud' }, 'fr')).toBe('Sağlık');
  });

  it('gives an empty text for nothing', () => {
    expect(localized({}, 'en')).toBe('');
    expect(localized(null, 'en')).toBe('');
  });
});

describe('Category', () => {
  it('accepts names and example texts as strings or per-language maps', () => {
    const parsed = Category.safeParse({
      id: 1,
      slug: 'development',
      name: { en: 'Development', tr: 'Geliştirme' },
      icon: 'code',
      color: '#6366f1',
      examples: [
        { id: 1, example_key: 'todo', example_text: 'A todo app', sort_order: 0, is_active: true },
        {
          id: 2,
          example_key: 'shop',
          example_text: { en: 'A shop', tr: 'Bir mağaza' },
          sort_order: 1,
          is_active: true,
        },
      ],
    });
    expect(parsed.success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { Category } from '@atelier/contracts';
import { apiPagesFor } from '../api/get-projects';
import { categoryExamples, defaultCategory } from './categories';
import { localizedText } from './localized';
import { clampPage, pageAfterDelete, pageCount, showsPagination } from './pagination';

describe('localized category names (core §3)', () => {
  it('uses the language, then English, then the first value', () => {
    const name = { en: 'Development', tr: 'Geliştirme' };
    expect(localizedText(name, 'tr')).toBe('Geliştirme');
    expect(localizedText(name, 'tr-TR')).toBe('Geliştirme');
    expect(localizedText(name, 'fr')).toBe('Development');
    expect(localizedText({ de: 'Entwicklung', es: 'Desarrollo' }, 'fr')).toBe('Entwicklung');
    expect(localizedText('Plain', 'tr')).toBe('Plain');
    expect(localizedText({}, 'en')).toBe('');
    expect(localizedText(null, 'en')).toBe('');
  });

  const category = (id: number, name: Category['name'], slug = `c${id}`): Category => ({
    id,
    slug,
    name,
    icon: 'code',
    color: '#000',
    examples: [
      {
        id: 2,
        example_key: 'b',
        example_text: { en: 'Second', tr: 'İkinci' },
        sort_order: 2,
        is_active: true,
      },
      { id: 1, example_key: 'a', example_text: { en: 'First' }, sort_order: 1, is_active: true },
      { id: 3, example_key: 'c', example_text: 'Hidden', sort_order: 0, is_active: false },
    ],
  });

  it('picks id 1, then Development, then the first category', () => {
    expect(defaultCategory([category(3, 'X'), category(1, 'Y')])?.id).toBe(1);
    expect(defaultCategory([category(3, 'X'), category(4, { en: 'Development' })])?.id).toBe(4);
    expect(defaultCategory([category(3, 'X'), category(5, 'Z')])?.id).toBe(3);
    expect(defaultCategory([])).toBeUndefined();
  });

  it('lists active examples in order in the current language', () => {
    expect(categoryExamples(category(1, 'X'), 'tr')).toEqual(['First', 'İkinci']);
  });
});

describe('grid pagination (core §2, §4, §9)', () => {
  it('shows arrows only when the total exceeds a page', () => {
    expect(showsPagination(9, 9)).toBe(false);
    expect(showsPagination(10, 9)).toBe(true);
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(19, 9)).toBe(3);
  });

  it('steps back a page after deleting the last item of a page', () => {
    expect(pageAfterDelete(2, 1)).toBe(1);
    expect(pageAfterDelete(2, 3)).toBe(2);
    expect(pageAfterDelete(0, 1)).toBe(0);
    // 10 conversations, the tenth deleted from page 2 (index 1): 9 left fit on page 1.
    expect(clampPage(pageAfterDelete(1, 1), 9, 9)).toBe(0);
    expect(clampPage(3, 10, 9)).toBe(1);
  });

  it('maps grid pages of 4 to api pages of 6', () => {
    expect(apiPagesFor(0)).toEqual([1]);
    expect(apiPagesFor(1)).toEqual([1, 2]);
    expect(apiPagesFor(2)).toEqual([2]);
    expect(apiPagesFor(3)).toEqual([3]);
  });
});

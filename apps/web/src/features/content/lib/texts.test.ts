/** The content and legal texts of all six languages: same shape as English, and every policy figure present. */
import { describe, expect, it } from 'vitest';
import arContent from '@/locales/ar/content';
import arLegal from '@/locales/ar/legal';
import enContent from '@/locales/en/content';
import enLegal from '@/locales/en/legal';
import esContent from '@/locales/es/content';
import esLegal from '@/locales/es/legal';
import frContent from '@/locales/fr/content';
import frLegal from '@/locales/fr/legal';
import ruContent from '@/locales/ru/content';
import ruLegal from '@/locales/ru/legal';
import trContent from '@/locales/tr/content';
import trLegal from '@/locales/tr/legal';
import { BLOG_POSTS, LEARN_ARTICLES } from '../data/posts';

const CONTENT = { en: enContent, tr: trContent, fr: frContent, es: esContent, ru: ruContent, ar: arContent };
const LEGAL = { en: enLegal, tr: trLegal, fr: frLegal, es: esLegal, ru: ruLegal, ar: arLegal };

/** Keys, block kinds, heading levels and list lengths: everything but the wording. */
function shape(value: unknown): unknown {
  if (typeof value === 'string') return 'text';
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(record).sort()) {
      out[key] = key === 'type' || key === 'level' ? record[key] : shape(record[key]);
    }
    return out;
  }
  return value;
}

function allText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(allText).join(' ');
  if (value && typeof value === 'object') return Object.values(value).map(allText).join(' ');
  return '';
}

describe('content and legal texts', () => {
  it.each(Object.keys(CONTENT))('%s has the English structure', (language) => {
    const key = language as keyof typeof CONTENT;
    expect(shape(CONTENT[key])).toEqual(shape(enContent));
    expect(shape(LEGAL[key])).toEqual(shape(enLegal));
  });

  it('has texts for every built-in post and article', () => {
    expect(BLOG_POSTS.map((post) => post.id)).toEqual([1, 2]);
    expect(LEARN_ARTICLES.map((article) => article.id)).toEqual([1, 2, 3, 4]);
    expect(Object.keys(enContent.blog.posts)).toEqual(['1', '2']);
    expect(Object.keys(enContent.learn.articles)).toEqual(['1', '2', '3', '4']);
    for (const entry of [...BLOG_POSTS, ...LEARN_ARTICLES]) {
      expect(entry.readTime).toBeGreaterThanOrEqual(5);
      expect(entry.readTime).toBeLessThanOrEqual(8);
    }
  });

  // Content §9: the figures every language's policies must state.
  const figures = {
    terms: [
      'Free',
      'Pro',
      'Teams',
      'Enterprise',
      '5',
      '29',
      'USD',
      '10',
      '12',
      '30',
      '90',
      '18',
      '24',
      '4',
      '48',
    ],
    privacy: ['Enterprise', '90', '1', '18', '30'],
    cookies: ['3', '13', '30'],
    about: ['Free', 'Pro', 'Teams', 'Enterprise', '5', '29', '10'],
  };

  it.each(Object.keys(LEGAL))('%s states every policy figure', (language) => {
    const legal = LEGAL[language as keyof typeof LEGAL];
    for (const [page, wanted] of Object.entries(figures)) {
      const text = allText(legal[page as keyof typeof legal]);
      for (const figure of wanted) {
        const pattern = new RegExp(`(^|[^\\d])${figure}([^\\d]|$)`);
        expect(pattern.test(text), `${language} ${page}: ${figure}`).toBe(true);
      }
    }
  });

  it.each(Object.keys(LEGAL))('%s privacy policy links to the cookie policy', (language) => {
    const legal = LEGAL[language as keyof typeof LEGAL];
    expect(legal.privacy.sections.some((block) => block.type === 'link' && block.href === '/cookies')).toBe(
      true,
    );
  });
});

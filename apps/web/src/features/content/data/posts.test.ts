import { describe, expect, it } from 'vitest';
import { BLOG_POSTS, findBlogPost, LEARN_ARTICLES, parseId, relatedArticles } from './posts';

describe('parseId', () => {
  it('reads whole numbers only', () => {
    expect(parseId('2')).toBe(2);
    expect(parseId('02')).toBe(2);
    expect(parseId('2.5')).toBeNull();
    expect(parseId('-1')).toBeNull();
    expect(parseId('abc')).toBeNull();
    expect(parseId('')).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });
});

describe('findBlogPost', () => {
  it('finds the post by id and falls back to the first post', () => {
    expect(findBlogPost(BLOG_POSTS, '2')?.id).toBe(2);
    expect(findBlogPost(BLOG_POSTS, '7')?.id).toBe(1);
    expect(findBlogPost(BLOG_POSTS, 'x')?.id).toBe(1);
    expect(findBlogPost([], '1')).toBeUndefined();
  });
});

describe('relatedArticles', () => {
  it('gives at most 3 others, those of the same category first', () => {
    const extra = [
      ...LEARN_ARTICLES,
      { ...LEARN_ARTICLES[0]!, id: 5, category: 'Tutorial' as const },
      { ...LEARN_ARTICLES[0]!, id: 6, category: 'Guide' as const },
    ];
    const current = extra.find((article) => article.id === 2)!;
    expect(relatedArticles(extra, current).map((article) => article.id)).toEqual([5, 1, 3]);
    expect(relatedArticles(extra, extra[5]!).map((article) => article.id)).toEqual([1, 2, 3]);
  });
});

/**
 * The blog's rules, free of React: when a post was published, how the list searches and filters, the
 * archive by month, the newsletter address check, and a post a visitor writes (its checks, its id, its
 * reading time, and what survives from storage).
 */
import type { BlogPost, BlogTexts } from '@/lib/blog';

/** The day a post was published: its own date, else `daysAgo` days before `now`. */
export function postDate(post: BlogPost, now: Date = new Date()): Date {
  if (post.date) {
    const [y, m, d] = post.date.split('-').map(Number);
    if (y && m && d) return new Date(y, m - 1, d);
  }
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  date.setDate(date.getDate() - post.daysAgo);
  return date;
}

/** A local date as YYYY-MM-DD. */
export function isoDay(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** The categories the posts use, in the order they first appear. */
export function postCategories(posts: readonly BlogPost[]): string[] {
  return [...new Set(posts.map((post) => post.category).filter(Boolean))];
}

/** What the list shows: posts matching every word of the query (title, lead and body), the category and the saved filter. */
export function filterPosts(
  posts: readonly BlogPost[],
  o: { query: string; category: string | null; saved: readonly string[] | null; locale: string },
): BlogPost[] {
  const words = o.query.trim().toLocaleLowerCase(o.locale).split(/\s+/).filter(Boolean);
  return posts.filter((post) => {
    if (o.category !== null && post.category !== o.category) return false;
    if (o.saved !== null && !o.saved.includes(post.id)) return false;
    const text = [post.title, post.category, post.excerpt, ...post.body]
      .join(' ')
      .toLocaleLowerCase(o.locale);
    return words.every((word) => text.includes(word));
  });
}

/** The posts grouped by the month they were published in, newest first, under the month's name. */
export function byMonth(
  posts: readonly BlogPost[],
  locale: string,
  now: Date = new Date(),
): { month: string; posts: BlogPost[] }[] {
  const dated = posts
    .map((post) => ({ post, date: postDate(post, now) }))
    .sort((a, b) => b.date.getTime() - a.date.getTime());
  const groups = new Map<string, BlogPost[]>();
  for (const { post, date } of dated) {
    const month = date.toLocaleDateString(locale, { month: 'long', year: 'numeric' });
    groups.set(month, [...(groups.get(month) ?? []), post]);
  }
  return [...groups].map(([month, list]) => ({ month, posts: list }));
}

/** What the new-post form holds. */
export interface Draft {
  title: string;
  category: string;
  body: string;
}

export const EMPTY_DRAFT: Draft = { title: '', category: '', body: '' };

export type DraftField = 'title' | 'body';
export type DraftErrors = Partial<Record<DraftField, string>>;

export function draftErrors(draft: Draft, texts: Pick<BlogTexts, 'errTitle' | 'errBody'>): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.title.trim()) errors.title = texts.errTitle;
  if (!draft.body.trim()) errors.body = texts.errBody;
  return errors;
}

/** Minutes to read a text at 200 words a minute, at least one. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/** A URL-safe id for a title, unique among `taken`. */
export function postId(title: string, taken: readonly string[]): string {
  const base =
    title
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'post';
  let id = base;
  for (let n = 2; taken.includes(id); n += 1) id = `${base}-${n}`;
  return id;
}

/**
 * The post a visitor wrote: the first paragraph is its lead, the rest its body (paragraphs split at
 * blank lines), dated today.
 */
export function writtenPost(
  draft: Draft,
  o: { fallbackCategory: string; taken: readonly string[]; now?: Date },
): BlogPost {
  const paragraphs = draft.body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const title = draft.title.trim();
  return {
    id: postId(title, o.taken),
    title,
    category: draft.category.trim() || o.fallbackCategory,
    icon: 'PenLine',
    excerpt: paragraphs[0] ?? '',
    body: paragraphs.slice(1),
    daysAgo: 0,
    date: isoDay(o.now ?? new Date()),
    minutes: readingMinutes(draft.body),
  };
}

/** The visitor's posts as storage holds them: entries that are not posts are left out. */
export function savedPosts(value: unknown): BlogPost[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is BlogPost =>
      !!entry &&
      typeof entry === 'object' &&
      typeof (entry as BlogPost).id === 'string' &&
      typeof (entry as BlogPost).title === 'string' &&
      typeof (entry as BlogPost).excerpt === 'string' &&
      Array.isArray((entry as BlogPost).body),
  );
}

/** The ids saved for later that still name a post. */
export function savedIds(value: unknown, posts: readonly BlogPost[]): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((id): id is string => typeof id === 'string' && posts.some((post) => post.id === id));
}

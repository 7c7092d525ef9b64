/**
 * The built-in blog posts and learn articles (content §2, §3): the facts that do not change with the language.
 * Titles, excerpts, tags and bodies are texts of the `content` section, keyed by id.
 */
export const BLOG_CATEGORIES = ['tutorials', 'updates'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const LEARN_CATEGORIES = ['Guide', 'Tutorial', 'Teamwork', 'Optimization'] as const;
export type LearnCategory = (typeof LEARN_CATEGORIES)[number];

export interface Entry {
  id: number;
  author: string;
  /** ISO date of publication. */
  date: string;
  /** Minutes. */
  readTime: number;
  /** The emoji on the card's gradient. */
  image: string;
  /** A picture over the gradient; hidden if it fails to load, leaving gradient and emoji. */
  imageUrl?: string;
  /** Tailwind gradient stops for the card image. */
  gradient: string;
}

export interface BlogPost extends Entry {
  category: BlogCategory;
}

export interface LearnArticle extends Entry {
  category: LearnCategory;
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 1,
    author: 'Lena Hartmann',
    date: '2026-10-06',
    readTime: 7,
    category: 'tutorials',
    image: '🚀',
    gradient: 'from-violet-500 via-indigo-500 to-sky-500',
  },
  {
    id: 2,
    author: 'Omar Haddad',
    date: '2026-11-03',
    readTime: 5,
    category: 'updates',
    image: '✨',
    gradient: 'from-fuchsia-500 via-rose-500 to-amber-400',
  },
];

/** The static tags every blog post shows (content §2). */
export const BLOG_TAGS = ['aiDevelopment', 'productivity', 'tutorial'] as const;

export const LEARN_ARTICLES: readonly LearnArticle[] = [
  {
    id: 1,
    author: 'Lena Hartmann',
    date: '2026-09-15',
    readTime: 6,
    category: 'Guide',
    image: '🧭',
    gradient: 'from-emerald-500 via-teal-500 to-cyan-500',
  },
  {
    id: 2,
    author: 'Kenji Watanabe',
    date: '2026-09-29',
    readTime: 8,
    category: 'Tutorial',
    image: '🛠️',
    gradient: 'from-indigo-500 via-violet-500 to-purple-500',
  },
  {
    id: 3,
    author: 'Amara Okafor',
    date: '2026-10-20',
    readTime: 5,
    category: 'Teamwork',
    image: '🤝',
    gradient: 'from-amber-400 via-orange-500 to-rose-500',
  },
  {
    id: 4,
    author: 'Omar Haddad',
    date: '2026-11-10',
    readTime: 7,
    category: 'Optimization',
    image: '⚡',
    gradient: 'from-sky-500 via-blue-500 to-indigo-500',
  },
];

/** Ids are integers (content §5): "2" and "02" are post 2, "2.5" or "abc" are no id at all. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number.parseInt(raw, 10);
  return Number.isSafeInteger(id) ? id : null;
}

/** The post for an id; any id that matches none shows the first post (content §4). */
export function findBlogPost(posts: readonly BlogPost[], raw: string | undefined): BlogPost | undefined {
  const id = parseId(raw);
  return posts.find((post) => post.id === id) ?? posts[0];
}

/** Up to `limit` other articles, those of the same category first. */
export function relatedArticles(
  articles: readonly LearnArticle[],
  current: LearnArticle,
  limit = 3,
): LearnArticle[] {
  const others = articles.filter((article) => article.id !== current.id);
  const same = others.filter((article) => article.category === current.category);
  const rest = others.filter((article) => article.category !== current.category);
  return [...same, ...rest].slice(0, limit);
}

// The blog rendered on the server for a cycling blog's schema, on its two pages and on one: the intro
// with the author, the featured post, the posts with their search, categories and saved filter, the
// archive, the author, the newsletter and the form to write a post (labelled fields, errors, hint); a
// post's reading view with its Markdown-ish body as text; the visitor's own posts from storage, and the
// rules it runs on.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { BlogApp } from '@/components/sections/blog-app';
import {
  byMonth,
  draftErrors,
  filterPosts,
  postCategories,
  postDate,
  postId,
  readingMinutes,
  savedIds,
  savedPosts,
  writtenPost,
} from '@/components/sections/blog/logic';
import { isEmail } from '@/lib/forms';
import { NewPost } from '@/components/sections/blog/new-post';
import { PostBody } from '@/components/sections/blog/post-reader';
import type { BlogPost, BlogSchema } from '@/lib/blog';
import { englishFrame } from './support/frame.ts';
import { headingsOf, memoryStore, textOf } from './support/html.ts';

const POSTS: BlogPost[] = [
  {
    id: 'crossing-the-alps',
    title: 'Crossing the Alps',
    category: 'Routes',
    icon: 'Mountain',
    excerpt: 'Three passes in four days, and one very long descent.',
    body: ['## The climb', 'Start early.\n- Water\n- A warm layer', 'It was **worth** it.'],
    daysAgo: 2,
    minutes: 4,
  },
  {
    id: 'ten-days-in-provence',
    title: 'Ten days in Provence',
    category: 'Stories',
    icon: 'MapPin',
    excerpt: 'Lavender, headwinds and the best bakery in Apt.',
    body: ['Draft — write this post.'],
    daysAgo: 6,
    minutes: 0,
  },
  {
    id: 'budget-bike-repairs',
    title: 'Budget bike repairs',
    category: 'Routes',
    icon: 'Wrench',
    excerpt: '',
    body: ['<img src=x onerror=alert(1)> is only text here.'],
    daysAgo: 40,
    minutes: 3,
  },
];

const SLOW_MILES: BlogSchema = {
  frame: englishFrame({
    name: 'Slow Miles',
    tagline: 'Cycling through Europe',
    slug: 'slow-miles',
    pages: [
      {
        id: 'main',
        path: '/',
        label: 'Home',
        title: 'Cycling through Europe, one pass at a time.',
        subtitle: 'Stories, notes and ideas worth sharing.',
      },
      { id: 'about', path: '/about', label: 'About', title: 'About' },
    ],
  }),
  sections: [
    { id: 'hero', page: 'main', title: 'Cycling through Europe, one pass at a time.' },
    { id: 'featured', page: 'main', title: 'Featured' },
    { id: 'posts', page: 'main', title: 'Latest posts' },
    { id: 'archive', page: 'main', title: 'Archive' },
    { id: 'about', page: 'about', title: 'About the author' },
    { id: 'newsletter', page: 'main', title: 'Get new posts by email' },
    { id: 'new-post', page: 'main', title: 'Write a post' },
  ],
  features: { search: true, filters: true },
  author: { name: 'Maria Lopez', initials: 'ML', about: 'I am Maria, and I write about cycling here.' },
  posts: POSTS,
  texts: {
    heroEyebrow: 'A blog by Maria Lopez',
    heroTitle: 'Cycling through Europe, one pass at a time.',
    heroSubtitle: 'Stories, notes and ideas worth sharing.',
    heroCta: 'Start reading',
    searchLabel: 'Search posts',
    categoryLabel: 'Category',
    all: 'All',
    savedOnly: 'Saved',
    shownCount: '{n} posts',
    noPosts: 'No posts found',
    noPostsHint: 'Try another word or category.',
    noSaved: 'Nothing saved yet',
    noSavedHint: 'Save a post to keep it here.',
    readPost: 'Read post',
    save: 'Save for later',
    minutes: '{n} min read',
    keepReading: 'Keep reading',
    close: 'Close',
    aboutPosts: '{n} posts published',
    newsletterText: 'One email a week.',
    fieldEmail: 'Email address',
    subscribe: 'Subscribe',
    errEmail: 'Please enter a valid email address.',
    subscribed: 'You are subscribed with {email}.',
    unsubscribe: 'Use another address',
    newPostIntro: 'Your post is kept in this browser.',
    fieldTitle: 'Title',
    fieldCategory: 'Category',
    fieldBody: 'Text',
    bodyHint: 'Leave a blank line between paragraphs.',
    publish: 'Publish',
    errTitle: 'Give the post a title.',
    errBody: 'Write a few words first.',
    published: 'Published: {title}',
    yourPost: 'Your post',
    deletePost: 'Delete',
  },
};

function render(schema: BlogSchema = SLOW_MILES, path = '/') {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <BlogApp schema={schema} />
    </MemoryRouter>,
  );
}

/** The id of the control a <label> names, by its text. */
function labelFor(html: string, label: string): string | undefined {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${escaped}</label>`).exec(html)?.[1];
}

/** The opening tag of the element with that id. */
function tagWithId(html: string, id: string): string {
  return new RegExp(`<(?:input|textarea|select)[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BlogApp', () => {
  it('opens on the author, the featured post and the posts, with one h1', () => {
    const html = render();
    const text = textOf(html);
    expect(html.match(/<h1[^>]*>/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*id="hero-title"[^>]*>Cycling through Europe, one pass at a time\.<\/h1>/);
    expect(text).toContain('A blog by Maria Lopez');
    expect(html).toMatch(/<a[^>]*href="#posts"[^>]*>Start reading/);
    expect(headingsOf(html)).toEqual([
      'Featured',
      'Latest posts',
      'Archive',
      'Get new posts by email',
      'Write a post',
    ]);
    // Every post has a button that opens it to read, named by its title (the featured one twice).
    for (const title of ['Crossing the Alps', 'Ten days in Provence', 'Budget bike repairs'])
      expect(html).toContain(`aria-label="Read post: ${title}"`);
    expect(html.match(/aria-label="Read post: Crossing the Alps"/g)).toHaveLength(2);
    expect(html).toMatch(/aria-pressed="false"[^>]*aria-label="Save for later: Crossing the Alps"/);
    expect(text).toContain('4 min read');
    expect(text).toContain('Three passes in four days, and one very long descent.');
    // The nav links the about page, where the author is.
    expect(html).toMatch(/<a[^>]*href="\/about"[^>]*>About<\/a>/);
    expect(text).not.toContain('I am Maria');
  });

  it('searches and filters the posts with labelled controls and an announced count', () => {
    const html = render();
    const search = labelFor(html, 'Search posts');
    expect(search).toBeTruthy();
    expect(tagWithId(html, search!)).toContain('type="search"');
    expect(html).toMatch(/role="group"[^>]*aria-label="Category"|aria-label="Category"[^>]*role="group"/);
    expect(html).toMatch(/<button[^>]*aria-pressed="true"[^>]*>All<\/button>/);
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*>Routes<\/button>/);
    expect(textOf(html)).toContain('Saved (0)');
    expect(html).toMatch(/role="status"[^>]*>3 posts</);
    const bare = render({ ...SLOW_MILES, features: { search: false, filters: false } });
    expect(bare).not.toContain('Search posts');
    expect(bare).not.toContain('3 posts');
    expect(bare).not.toMatch(/aria-pressed="\w+"[^>]*>All</);
  });

  it('lists the archive by month, each title opening the post', () => {
    const text = textOf(render());
    const now = new Date();
    const month = (days: number) => {
      const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
      return date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
    };
    expect(text).toContain(`${month(2)} Crossing the Alps`);
    expect(text).toContain(`${month(40)} Budget bike repairs`);
  });

  it('gives the author a page of their own, and one page holds everything without pages', () => {
    const about = render(SLOW_MILES, '/about');
    expect(about).toMatch(/<h1[^>]*>About<\/h1>/);
    expect(headingsOf(about)).toEqual(['About the author']);
    expect(textOf(about)).toContain(
      'ML Maria Lopez I am Maria, and I write about cycling here. 3 posts published',
    );
    const one = render({
      ...SLOW_MILES,
      frame: { ...SLOW_MILES.frame, pages: [SLOW_MILES.frame.pages[0]!] },
      sections: SLOW_MILES.sections.map((slot) => ({ ...slot, page: 'main' })),
    });
    expect(headingsOf(one)).toContain('About the author');
    expect(one).not.toContain('href="/about"');
  });

  it('names the newsletter and new-post fields by their labels, the hint describing the text', () => {
    const html = render();
    for (const [label, tag] of [
      ['Email address', 'input'],
      ['Title', 'input'],
      ['Category', 'input'],
      ['Text', 'textarea'],
    ] as const) {
      const id = labelFor(html, label);
      expect(id, label).toBeTruthy();
      expect(tagWithId(html, id!).startsWith(`<${tag}`), label).toBe(true);
    }
    const body = tagWithId(html, labelFor(html, 'Text')!);
    const hint = /aria-describedby="([^"]+)"/.exec(body)?.[1];
    expect(html).toMatch(new RegExp(`id="${hint}"[^>]*>Leave a blank line between paragraphs\\.<`));
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Subscribe<\/button>/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Publish<\/button>/);
    // The categories the blog uses are suggested.
    expect(html).toContain('<option value="Routes">');
    const without = render({
      ...SLOW_MILES,
      sections: SLOW_MILES.sections.filter((s) => s.id !== 'new-post'),
    });
    expect(without).not.toContain('Publish');
  });

  it('shows a wrong field’s error and ties it to the field', () => {
    const html = renderToString(
      <NewPost
        schema={SLOW_MILES}
        title="Write a post"
        categories={['Routes']}
        onPublish={() => ''}
        start={{
          draft: { title: '', category: '', body: 'Hello' },
          errors: { title: 'Give the post a title.' },
        }}
      />,
    );
    const title = tagWithId(html, labelFor(html, 'Title')!);
    expect(title).toContain('aria-invalid="true"');
    const error = /aria-describedby="([^"]+)"/.exec(title)?.[1];
    expect(html).toMatch(new RegExp(`id="${error}"[^>]*>Give the post a title\\.<`));
  });

  it('reads a post: the body as text, headings and lists from its marks, never HTML', () => {
    const html = renderToString(<PostBody post={POSTS[0]!} schema={SLOW_MILES} />);
    expect(html).toMatch(/<h4[^>]*>The climb<\/h4>/);
    expect(html).toMatch(/<li>Water<\/li>/);
    expect(html).toContain('<strong class="font-semibold">worth</strong>');
    expect(textOf(html)).toContain('Maria Lopez');
    const hostile = renderToString(<PostBody post={POSTS[2]!} schema={SLOW_MILES} />);
    expect(hostile).not.toContain('<img');
    expect(hostile).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('shows the posts the visitor wrote first, with their own badge and a delete button', () => {
    const mine = writtenPost(
      { title: 'My first ride', category: '', body: 'It rained.\n\nThen the sun came out.' },
      { fallbackCategory: 'Routes', taken: [] },
    );
    const store = memoryStore({
      'slow-miles:my-posts': [mine],
      'slow-miles:saved-posts': ['crossing-the-alps', 'gone'],
      'slow-miles:newsletter': 'maria@example.com',
    });
    vi.stubGlobal('window', { localStorage: store });
    const html = render();
    const text = textOf(html);
    expect(text.indexOf('My first ride')).toBeLessThan(text.indexOf('Ten days in Provence'));
    expect(text).toContain('Your post');
    expect(html).toContain('aria-label="Delete: My first ride"');
    expect(text).toContain('Saved (1)');
    expect(html).toMatch(/aria-pressed="true"[^>]*aria-label="Save for later: Crossing the Alps"/);
    expect(text).toContain('You are subscribed with maria@example.com.');
    expect(html).toMatch(/role="status"[^>]*>4 posts</);
  });
});

describe('the blog rules', () => {
  it('dates posts by age or by their own day', () => {
    const now = new Date(2026, 4, 10);
    expect(postDate(POSTS[0]!, now)).toEqual(new Date(2026, 4, 8));
    expect(postDate({ ...POSTS[0]!, date: '2026-01-31' }, now)).toEqual(new Date(2026, 0, 31));
    const months = byMonth(POSTS, 'en-US', now);
    expect(months.map((m) => [m.month, m.posts.length])).toEqual([
      ['May 2026', 2],
      ['March 2026', 1],
    ]);
  });

  it('searches every word, filters by category and by what is saved', () => {
    const all = { query: '', category: null, saved: null, locale: 'en-US' };
    expect(filterPosts(POSTS, all)).toHaveLength(3);
    expect(filterPosts(POSTS, { ...all, query: 'bakery APT' }).map((p) => p.id)).toEqual([
      'ten-days-in-provence',
    ]);
    expect(filterPosts(POSTS, { ...all, query: 'warm layer' }).map((p) => p.id)).toEqual([
      'crossing-the-alps',
    ]);
    expect(filterPosts(POSTS, { ...all, category: 'Routes' })).toHaveLength(2);
    expect(filterPosts(POSTS, { ...all, saved: ['budget-bike-repairs'] }).map((p) => p.id)).toEqual([
      'budget-bike-repairs',
    ]);
    expect(postCategories(POSTS)).toEqual(['Routes', 'Stories']);
  });

  it('checks an address and a draft', () => {
    expect(isEmail('maria@example.com')).toBe(true);
    expect(isEmail('maria@example')).toBe(false);
    const texts = SLOW_MILES.texts;
    expect(draftErrors({ title: ' ', category: '', body: '' }, texts)).toEqual({
      title: 'Give the post a title.',
      body: 'Write a few words first.',
    });
    expect(draftErrors({ title: 'A', category: '', body: 'B' }, texts)).toEqual({});
  });

  it('makes a written post: lead, paragraphs, a unique id, today’s date and a reading time', () => {
    const now = new Date(2026, 4, 10);
    const post = writtenPost(
      { title: 'Crossing the Alps', category: ' ', body: 'Lead.\n\n## Then\n\nMore.' },
      { fallbackCategory: 'Routes', taken: ['crossing-the-alps'], now },
    );
    expect(post).toMatchObject({
      id: 'crossing-the-alps-2',
      category: 'Routes',
      excerpt: 'Lead.',
      body: ['## Then', 'More.'],
      date: '2026-05-10',
      minutes: 1,
    });
    expect(postId('Ünïcode — title!', [])).toBe('unicode-title');
    expect(postId('Путь домой', [])).toBe('путь-домои');
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
  });

  it('keeps only what storage holds that is a post, and saved ids that still name one', () => {
    expect(savedPosts([POSTS[0], { id: 1 }, null, 'x'])).toEqual([POSTS[0]]);
    expect(savedPosts('{oops')).toEqual([]);
    expect(savedIds(['crossing-the-alps', 'gone', 3], POSTS)).toEqual(['crossing-the-alps']);
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTextSection } from '@/lib/i18n';
import { renderScreen } from '@/testing/render';
import { BLOG_POSTS, LEARN_ARTICLES } from '../data/posts';
import { BlogList } from './blog-list';
import { BlogPostView } from './blog-post';
import { LearnArticleView } from './learn-article';
import { LearnList } from './learn-list';

beforeAll(async () => {
  await Promise.all([loadTextSection('content'), loadTextSection('timeAgo')]);
});

describe('BlogList', () => {
  it('shows the posts as cards with category, read time, author initials and Read More', async () => {
    renderScreen(<BlogList />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(
      first.getByRole('heading', { name: 'From prompt to product: your first app in Atelier' }),
    ).toBeInTheDocument();
    expect(first.getByText('Tutorials')).toBeInTheDocument();
    expect(first.getByText('7 min read')).toBeInTheDocument();
    expect(first.getByText('LH')).toBeInTheDocument();
    expect(first.getByText('October 6, 2026')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', '/blog/1');
    expect(within(cards[1]!).getByText('Updates')).toBeInTheDocument();
    expect(screen.queryByText('Coming Soon')).not.toBeInTheDocument();
  });

  it('shows Coming Soon while there are no posts', async () => {
    renderScreen(<BlogList posts={[]} />);
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByText('Blog page will be available soon. Stay tuned!')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('hides a picture that fails to load and keeps the emoji', async () => {
    const posts = [{ ...BLOG_POSTS[0]!, imageUrl: '/missing.png' }];
    const { container } = renderScreen(<BlogList posts={posts} />);
    await screen.findByRole('article');
    const image = container.querySelector('img[src="/missing.png"]');
    expect(image).not.toBeNull();
    fireEvent.error(image!);
    expect(container.querySelector('img[src="/missing.png"]')).toBeNull();
    expect(screen.getByText('🚀')).toBeInTheDocument();
  });
});

describe('BlogPostView', () => {
  it('shows the post with its tags, back button, share control and the other posts', async () => {
    renderScreen(<BlogPostView id="2" />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "What's new: live preview, element picking and your own agents",
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    for (const tag of ['AI Development', 'Productivity', 'Tutorial'])
      expect(screen.getByText(tag)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    const related = screen.getByRole('complementary', { name: 'Related posts' });
    expect(within(related).getByRole('link', { name: /From prompt to product/ })).toHaveAttribute(
      'href',
      '/blog/1',
    );
    expect(within(related).getAllByRole('link')).toHaveLength(1);
  });

  it.each(['99', 'abc', '1.5', undefined])('shows the first post for id %s', async (id) => {
    renderScreen(<BlogPostView id={id} />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'From prompt to product: your first app in Atelier',
      }),
    ).toBeInTheDocument();
  });
});

describe('LearnList', () => {
  it('shows Learn & Grow with the four latest articles', async () => {
    renderScreen(<LearnList />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Learn & Grow' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Latest Articles' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(
      cards.map((card) => within(card).getByText(/^(Guide|Tutorial|Teamwork|Optimization)$/).textContent),
    ).toEqual(['Guide', 'Tutorial', 'Teamwork', 'Optimization']);
    expect(within(cards[3]!).getByRole('link', { name: /^Read More/ })).toHaveAttribute(
      'href',
      '/learn/article/4',
    );
  });

  it('shows Coming Soon while there are no articles', async () => {
    renderScreen(<LearnList articles={[]} />);
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByText('Learn page will be available soon. Stay tuned!')).toBeInTheDocument();
  });
});

describe('LearnArticleView', () => {
  it('shows the article, its tags, share control and up to 3 related articles', async () => {
    renderScreen(<LearnArticleView id="2" />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Build a booking site for a yoga studio, step by step',
      }),
    ).toBeInTheDocument();
    for (const tag of ['Tutorial', 'Web app', 'Live preview']) {
      expect(screen.getAllByText(tag).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    const related = screen.getByRole('complementary', { name: 'Related articles' });
    const links = within(related).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links.map((link) => link.getAttribute('href'))).not.toContain('/learn/article/2');
  });

  it('fills the sidebar with articles that have texts', async () => {
    // Article 5 has no texts in any language: it must not take one of the three places.
    const many = [{ ...LEARN_ARTICLES[0]!, id: 5 }, ...LEARN_ARTICLES];
    renderScreen(<LearnArticleView id="1" articles={many} />);
    const related = await screen.findByRole('complementary', { name: 'Related articles' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/learn/article/2', '/learn/article/3', '/learn/article/4']);
  });

  it.each(['42', 'abc', undefined])('shows Article Not Found for id %s', async (id) => {
    renderScreen(<LearnArticleView id={id} />);
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The article you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Learn' })).toHaveAttribute('href', '/learn');
  });
});

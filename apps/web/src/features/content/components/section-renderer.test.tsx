import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTextSection } from '@/lib/i18n';
import type { ContentBlock } from '@/locales/types';
import { renderScreen } from '@/testing/render';
import { resolveSectionHref } from '../lib/section-href';
import { SectionRenderer } from './section-renderer';

beforeAll(async () => {
  await loadTextSection('content');
});

describe('resolveSectionHref', () => {
  it('prefixes /page unless the link already starts with /page/', () => {
    expect(resolveSectionHref('/cookies')).toEqual({ kind: 'internal', href: '/page/cookies' });
    expect(resolveSectionHref('privacy')).toEqual({ kind: 'internal', href: '/page/privacy' });
    expect(resolveSectionHref('/page/terms')).toEqual({ kind: 'internal', href: '/page/terms' });
    expect(resolveSectionHref('/pages')).toEqual({ kind: 'internal', href: '/page/pages' });
  });

  it('leaves web and mail addresses alone', () => {
    expect(resolveSectionHref('https://example.org/x')).toEqual({
      kind: 'external',
      href: 'https://example.org/x',
    });
    expect(resolveSectionHref('HTTP://example.org')).toEqual({
      kind: 'external',
      href: 'HTTP://example.org',
    });
    expect(resolveSectionHref('mailto:team@example.org')).toEqual({
      kind: 'mail',
      href: 'mailto:team@example.org',
    });
  });
});

const sections: ContentBlock[] = [
  { type: 'date', content: '2026-11-01' },
  { type: 'heading', level: 2, content: 'Plans' },
  { type: 'paragraph', content: 'Free has <b>5</b> messages.' },
  { type: 'heading', level: 3, content: 'Credits' },
  { type: 'list', content: ['Roll over', 'Expire after 12 months'] },
  { type: 'link', content: 'Cookie Policy', href: '/cookies' },
  { type: 'link', content: 'Terms', href: '/page/terms' },
  { type: 'link', content: 'Delaware code', href: 'https://delcode.delaware.gov' },
];

describe('SectionRenderer', () => {
  it('renders headings at their level, paragraphs, lists and the date', async () => {
    renderScreen(<SectionRenderer sections={sections} anchorPrefix="t" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Plans' })).toHaveAttribute('id', 't-1');
    expect(screen.getByRole('heading', { level: 3, name: 'Credits' })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Roll over', 'Expire after 12 months']);
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated: November 1, 2026');
    expect(screen.getByText('November 1, 2026').closest('time')).toHaveAttribute('datetime', '2026-11-01');
  });

  it('shows markup in the texts as text, never as HTML', async () => {
    const { container } = renderScreen(<SectionRenderer sections={sections} />);
    expect(await screen.findByText('Free has <b>5</b> messages.')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });

  it('links static pages under /page and opens web links in a new tab', async () => {
    renderScreen(<SectionRenderer sections={sections} />);
    expect(await screen.findByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/page/cookies',
    );
    const terms = screen.getByRole('link', { name: 'Terms' });
    expect(terms).toHaveAttribute('href', '/page/terms');
    expect(terms).not.toHaveAttribute('target');
    const external = screen.getByRole('link', { name: /Delaware code/ });
    expect(external).toHaveAttribute('href', 'https://delcode.delaware.gov');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('treats a heading without level 3 as level 2 and skips unknown blocks', async () => {
    const odd = [
      { type: 'heading', level: 4, content: 'Deep' },
      { type: 'video', content: 'x' },
    ] as unknown as ContentBlock[];
    const { container } = renderScreen(<SectionRenderer sections={odd} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Deep' })).toBeInTheDocument();
    expect(container.textContent).not.toContain('x');
  });
});

// The list app rendered on the server for a list of ideas on a fixed day, on one page and across
// routes, and the rules it runs on (search and filters, counts, the chart's days, the export, what was saved).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { ListApp } from '@/components/sections/list-app';
import { addedPerDay, countItems, csvRows, filterItems, savedItems } from '@/components/sections/list/logic';
import type { ListSchema } from '@/lib/list';
import { IDEAS, TODAY } from './support/ideas.ts';
import { headingsOf, textOf } from './support/html.ts';

function render(schema: ListSchema = IDEAS, path = '/') {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <ListApp schema={schema} today={TODAY} />
    </MemoryRouter>,
  );
}

/** The id a <label> with this text points at, if the document has an element with that id. */
function labelledId(html: string, label: string): string | undefined {
  const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
  return id && html.includes(`id="${id}"`) ? id : undefined;
}

describe('ListApp', () => {
  it('shows the hero, the list, the figures and the about card in order, with labelled controls', () => {
    const html = render();
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>Idea Hub<\/h1>/);
    expect(text).toContain('Your own space');
    expect(text).toContain('Add an idea');
    expect(headingsOf(html)).toEqual(['Your ideas', 'At a glance', 'About Idea Hub']);
    // The new item's field is the one the hero's button focuses, and both fields have their labels.
    expect(labelledId(html, 'New idea')).toBe('new-item');
    expect(labelledId(html, 'Note \\(optional\\)')).toBeTruthy();
    expect(html).toContain('placeholder="What would you like to add?"');
    expect(html).toContain('aria-label="Search ideas…"');
    expect(html).toContain('aria-label="Show"');
    expect(text).toContain('Download JSON');
    expect(text).toContain('Download CSV');
    expect(html).toContain('aria-label="Switch to dark theme"');
  });

  it('lists the seed with its notes, its state and a named control for each action', () => {
    const html = render();
    const text = textOf(html);
    expect(text.indexOf('Solar bike lights')).toBeLessThan(text.indexOf('Rain barrel'));
    expect(text).toContain('An example: edit or delete it.');
    expect(text).toContain('1 open · 1 done');
    expect(text).toContain('Clear done');
    for (const action of [
      'Mark “Rain barrel” as done',
      'Star “Rain barrel”',
      'Edit “Rain barrel”',
      'Delete “Rain barrel”',
    ])
      expect(html).toContain(`aria-label="${action}"`);
    // The starred item's star is pressed, the other's is not.
    expect(html).toMatch(/aria-pressed="true"[^>]*aria-label="Star “Solar bike lights”"/);
    expect(html).toMatch(/aria-pressed="false"[^>]*aria-label="Star “Rain barrel”"/);
  });

  it('shows the counts, the share done and the items added on each of the last seven days', () => {
    const text = textOf(render());
    expect(text).toMatch(/Total 2 Open 1 Done 1 Starred 1/);
    expect(text).toContain('Progress 50%');
    expect(text).toContain('Added in the last 7 days');
    // The sr-only table of the chart: Monday the 9th and Tuesday the 10th each have one.
    expect(text).toContain('Mon 1');
    expect(text).toContain('Tue 1');
  });

  it('leaves out what the schema turns off', () => {
    const bare: ListSchema = {
      ...IDEAS,
      frame: { ...IDEAS.frame, darkToggle: false },
      sections: IDEAS.sections.filter((s) => s.id === 'collection'),
      features: { search: false, filters: false, export: false, charts: false },
    };
    const html = render(bare);
    const text = textOf(html);
    expect(html).not.toContain('Search ideas');
    expect(html).not.toContain('aria-label="Show"');
    expect(text).not.toContain('Download');
    expect(text).not.toContain('Add an idea');
    expect(html).not.toContain('Switch to dark theme');
    // Without a hero the page opens with the app's own heading.
    expect(html).toMatch(/<h1[^>]*>Idea Hub<\/h1>/);
    expect(headingsOf(html)).toEqual(['Your ideas']);
  });

  it('puts the figures and the about card on their own routes when the app has pages', () => {
    const paged: ListSchema = {
      ...IDEAS,
      frame: {
        ...IDEAS.frame,
        pages: [
          IDEAS.frame.pages[0]!,
          { id: 'stats', path: '/stats', label: 'Stats', title: 'Stats' },
          { id: 'about', path: '/about', label: 'About', title: 'About' },
        ],
      },
      sections: IDEAS.sections.map((s) => ({
        ...s,
        page: s.id === 'stats' || s.id === 'about' ? s.id : 'main',
      })),
    };
    const home = render(paged);
    expect(home).toContain('href="/stats"');
    expect(headingsOf(home)).toEqual(['Your ideas']);
    const stats = render(paged, '/stats');
    expect(stats).toMatch(/<h1[^>]*>Stats<\/h1>/);
    expect(headingsOf(stats)).toEqual(['At a glance']);
    // Under the centred hero the figures are a centred, tinted band; on their own page they line up
    // with its heading.
    expect(render()).toMatch(/<section id="stats"[^>]*bg-muted\/50[^>]*><div class="[^"]*max-w-3xl/);
    expect(stats).not.toContain('bg-muted/50');
    expect(stats).not.toContain('max-w-3xl');
    // The hero's button goes to the list's field, so it is left out where the list is not.
    const heroAlone: ListSchema = {
      ...paged,
      sections: paged.sections.map((s) => (s.id === 'collection' ? { ...s, page: 'stats' } : s)),
    };
    expect(textOf(render(heroAlone))).not.toContain('Add an idea');
  });

  it('says the list is empty, or that nothing matches', () => {
    const text = textOf(render({ ...IDEAS, seed: [] }));
    expect(text).toContain('Nothing here yet');
    expect(text).toContain('Add your first one above.');
    expect(text).toContain('0 open · 0 done');
    expect(text).toContain('Nothing to show yet');
  });
});

describe('list rules', () => {
  const items = IDEAS.seed;

  it('filters by state and searches titles and notes', () => {
    const titles = (list: typeof items) => list.map((item) => item.title);
    expect(titles(filterItems(items, 'all', ''))).toEqual(['Solar bike lights', 'Rain barrel']);
    expect(titles(filterItems(items, 'open', ''))).toEqual(['Solar bike lights']);
    expect(titles(filterItems(items, 'done', ''))).toEqual(['Rain barrel']);
    expect(titles(filterItems(items, 'starred', ''))).toEqual(['Solar bike lights']);
    expect(titles(filterItems(items, 'all', '  EXAMPLE '))).toEqual(['Solar bike lights']);
    expect(titles(filterItems(items, 'done', 'solar'))).toEqual([]);
  });

  it('counts the items and the share done', () => {
    expect(countItems(items)).toEqual({ total: 2, open: 1, done: 1, starred: 1, ratio: 0.5 });
    expect(countItems([]).ratio).toBe(0);
  });

  it('counts the items added on each of the seven days ending today, oldest first', () => {
    const days = addedPerDay(items, TODAY, 'en-US');
    expect(days).toHaveLength(7);
    expect(days.map((d) => d.label)).toEqual(['Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue']);
    expect(days.map((d) => d.value)).toEqual([0, 0, 0, 0, 0, 1, 1]);
  });

  it('exports a header and one row per item', () => {
    expect(csvRows(items)).toEqual([
      ['title', 'note', 'done', 'starred', 'created'],
      ['Solar bike lights', 'An example: edit or delete it.', 'false', 'true', '2026-03-09T09:00:00.000Z'],
      ['Rain barrel', '', 'true', 'false', '2026-03-10T09:00:00.000Z'],
    ]);
  });

  it('reads what was saved, leaving out entries in another shape', () => {
    expect(savedItems(null)).toEqual([]);
    expect(savedItems({ items: [] })).toEqual([]);
    expect(savedItems([{ id: 'a', title: 'Kept' }, { id: 'b' }, 'junk', null])).toEqual([
      { id: 'a', title: 'Kept', note: '', done: false, starred: false, createdAt: '' },
    ]);
    expect(savedItems(items)).toEqual(items);
  });
});

// The collection section rendered on the server for a houseplant schema, on a fixed day. Dialogs are
// portalled and render only in a browser; what shows on first paint is checked here.
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CollectionApp } from '@/components/sections/collection-app';
import { HOUSEPLANTS, plant, SEED, TODAY } from './support/houseplants.ts';
import { textOf } from './support/html.ts';

/** The page's text without tags, whitespace collapsed (React separates adjacent texts with comments). */
function render(props: Partial<Parameters<typeof CollectionApp>[0]> = {}) {
  return renderToString(
    <CollectionApp
      schema={HOUSEPLANTS}
      storageKey="test-plants"
      title="My houseplants"
      tagline="Who needs water today"
      today={TODAY}
      {...props}
    />,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CollectionApp', () => {
  it('shows the title, the tagline, the count and the add button', () => {
    const html = render();
    const text = textOf(html);

    expect(html).toMatch(/<h1[^>]*>My houseplants<\/h1>/);
    expect(text).toContain('Who needs water today');
    expect(html).toContain('aria-label="Plants: 4"');
    expect(text).toContain('Add plant');
  });

  it('lists the seed items the first time, due first', () => {
    const text = textOf(render());

    for (const name of ['Monstera', 'Boston fern', 'Cactus', 'Basil']) expect(text).toContain(name);
    const order = ['Monstera', 'Boston fern', 'Basil', 'Cactus'].map((name) => text.indexOf(name));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('shows due badges computed from the dates and today', () => {
    const text = textOf(render());

    expect(text).toContain('Overdue by 2 days');
    expect(text).toContain('Due today');
    expect(text).toContain('Due in 1 days');
    expect(text).toContain('Due in 9 days');
    expect(text).toContain('Watered today');
    // The overdue badge is the destructive one.
    expect(render()).toMatch(
      /<span data-slot="badge" class="[^"]*bg-destructive[^"]*">Overdue by 2 days<\/span>/,
    );
  });

  it('uses the one-day forms where the schema has them', () => {
    const schema = {
      ...HOUSEPLANTS,
      texts: { ...HOUSEPLANTS.texts, dueInOne: 'Due tomorrow', overdueByOne: 'Overdue by 1 day' },
    };
    const text = textOf(render({ schema }));
    expect(text).toContain('Due tomorrow');
    expect(text).not.toContain('Due in 1 days');
    expect(textOf(render({ schema, today: '2026-03-11' }))).toContain('Overdue by 1 day');
  });

  it('moves the badges when today moves', () => {
    const text = textOf(render({ today: '2026-03-19' }));

    expect(text).toContain('Overdue by 11 days');
    expect(text).toContain('Overdue by 9 days');
    expect(text).toContain('Overdue by 8 days');
    expect(text).toContain('Due today');
  });

  it('formats values by field type', () => {
    const html = render();
    const text = textOf(html);

    expect(text).toContain('$35.50');
    expect(text).toContain('$8.99');
    expect(text).toContain('Mar 1, 2026');
    expect(text).toContain('7 days');
    expect(text).toContain('120 cm');
    expect(html).toContain('aria-label="4/5"');
    expect(text).toContain('Living room');
  });

  it('shows the summaries', () => {
    const text = textOf(render());

    // Count, due today or overdue (with how many are overdue), totals, averages, per room.
    expect(text).toMatch(/Plants 4 /);
    expect(text).toMatch(/Due today 2 Overdue: 1/);
    expect(text).toMatch(/Price paid \$56\.49 Total/);
    expect(text).toMatch(/Height 135 cm Total/);
    expect(text).toMatch(/Height 67\.5 cm Average/);
    expect(text).toMatch(/Happiness 4 /);
    expect(text).toMatch(/Room Living room 1 Bedroom 1 Kitchen 1 Office 1/);
  });

  it('shows who owes whom for costs shared among people, and what each one paid', () => {
    const people = ['Sam', 'Ola', 'Kit'];
    const schema = {
      ...HOUSEPLANTS,
      entity: { singular: 'expense', plural: 'expenses' },
      fields: [
        { key: 'what', label: 'What', type: 'text' as const, required: true },
        { key: 'amount', label: 'Amount', type: 'money' as const, currency: 'USD' },
        { key: 'paidBy', label: 'Paid by', type: 'choice' as const, options: people },
      ],
      titleField: 'what',
      groupBy: 'paidBy',
      summaries: ['total' as const, 'settle' as const],
      texts: { ...HOUSEPLANTS.texts, settle: 'Who owes whom', settled: 'All square' },
      seed: [
        plant('a', { what: 'Rent', amount: 1800, paidBy: 'Sam' }, ''),
        plant('b', { what: 'Internet', amount: 45, paidBy: 'Ola' }, ''),
      ],
    };
    const text = textOf(render({ schema }));
    expect(text).toMatch(/Amount \$1,845\.00 Total/);
    // 615 each: Kit owes Sam all of it, Ola what she did not pay.
    expect(text).toMatch(/Who owes whom Kit → : Sam \$615\.00 Ola → : Sam \$570\.00/);
    expect(text).toContain('Sam $1,800.00 · Ola $45.00 · Kit $0.00');
    const even = people.map((person) => plant(person, { what: 'Pizza', amount: 20, paidBy: person }, ''));
    const square = textOf(render({ schema: { ...schema, seed: even } }));
    expect(square).toContain('Who owes whom All square');
  });

  it('shows a deadline once, its badge in its own column', () => {
    const schema = {
      ...HOUSEPLANTS,
      entity: { singular: 'invoice', plural: 'invoices' },
      fields: [
        { key: 'number', label: 'Invoice number', type: 'text' as const, required: true },
        { key: 'client', label: 'Client', type: 'text' as const },
        { key: 'amount', label: 'Amount', type: 'money' as const, currency: 'USD' },
        { key: 'issued', label: 'Issued', type: 'date' as const },
        { key: 'due', label: 'Payment due', type: 'date' as const },
      ],
      titleField: 'number',
      dueField: 'due',
      summaries: [],
      texts: { ...HOUSEPLANTS.texts, dueDate: 'Due date' },
      seed: [plant('a', { number: 'LS-2027-014', client: 'Harper & Co', amount: 1200, due: TODAY }, '')],
    };
    const html = render({ schema });
    const headers = [...html.matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map((match) => match[1]);
    // The table's columns (many fields): the deadline's is there once.
    expect(headers.filter(Boolean)).toEqual(['Invoice number', 'Client', 'Amount', 'Issued', 'Payment due']);
    expect(textOf(html)).toContain('Due today');
  });

  it('has a search, a room filter and a sort', () => {
    const html = render();

    // The kit's one search field, named for screen readers and laid out from the reading start, so an
    // Arabic app has its icon on the right.
    expect(html).toMatch(
      /<input[^>]*type="search"[^>]*aria-label="Search plants"[^>]*placeholder="Search plants"/,
    );
    expect(html).toMatch(/<svg[^>]*class="[^"]*absolute start-3/);
    expect(html).not.toMatch(/class="[^"]*(?:\b(?:pl|pr|left|right)-\d|text-(?:left|right)\b)/);
    expect(html).toContain('aria-label="Room"');
    expect(textOf(html)).toContain('All rooms');
    expect(html).toContain('aria-label="Sort by"');
    expect(textOf(html)).toContain('Sort by: Due today');
  });

  it('labels the row actions with the item', () => {
    const html = render();

    expect(html).toContain('aria-label="Edit plant: Monstera"');
    expect(html).toContain('aria-label="Delete: Monstera"');
    expect(html).toContain('aria-label="Watered today: Monstera"');
  });

  it('shows the empty state with no items', () => {
    const text = textOf(render({ schema: { ...HOUSEPLANTS, seed: [] } }));

    expect(text).toContain('No plants yet');
    expect(text).toContain('Add your first plant to start tracking its watering.');
    expect(text).toContain('Add plant');
    expect(text).not.toContain('Sort by');
  });

  it('reads what is stored instead of the seed, and falls back to the seed when it is corrupt', () => {
    const stored = new Map<string, string>([
      [
        'plants-a',
        JSON.stringify([plant('p', { name: 'Pilea', waterEvery: 4 }, '2026-03-01T00:00:00.000Z')]),
      ],
      ['plants-b', '{oops'],
    ]);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    });

    const a = textOf(render({ storageKey: 'plants-a' }));
    expect(a).toContain('Pilea');
    expect(a).not.toContain('Monstera');
    expect(textOf(render({ storageKey: 'plants-b' }))).toContain(String(SEED[0]!.values.name));
  });
});

describe('a league', () => {
  it('shows its table with every team and the headings it was given before any match is in', () => {
    const teams = ['Kartallar', 'Aslanlar', 'Şimşekler'];
    const html = render({
      schema: {
        ...HOUSEPLANTS,
        locale: 'tr',
        entity: { singular: 'maç', plural: 'maçlar' },
        fields: [
          { key: 'home', label: 'Ev sahibi', type: 'choice', options: teams },
          { key: 'away', label: 'Deplasman', type: 'choice', options: teams },
          { key: 'homeScore', label: 'Ev sahibi skor', type: 'number' },
          { key: 'awayScore', label: 'Deplasman skor', type: 'number' },
          { key: 'date', label: 'Tarih', type: 'date' },
        ],
        titleField: 'date',
        summaries: ['standings'],
        standings: {
          home: 'home',
          away: 'away',
          homeScore: 'homeScore',
          awayScore: 'awayScore',
          win: 3,
          draw: 1,
          columns: ['Takım', 'O', 'G', 'B', 'M', 'AG', 'YG', 'Av', 'Puan'],
        },
        seed: [],
      },
      storageKey: 'test-league',
    });
    const text = textOf(html);
    expect(html).toContain('<table');
    for (const heading of ['Takım', 'Puan', 'Av'])
      expect(html).toMatch(new RegExp(`<th[^>]*>${heading}</th>`));
    expect(text.indexOf('Kartallar')).toBeLessThan(text.indexOf('Aslanlar'));
    expect(text).toContain('Şimşekler');
  });
});

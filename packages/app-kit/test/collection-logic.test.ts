import { describe, expect, it } from 'vitest';

import type { CollectionSchema } from '@/lib/collection';
import { formatDay, formatMoney, formatQuantity, formatTime } from '@/components/sections/collection/format';
import {
  ALL,
  addDays,
  averages,
  choiceCounts,
  dayTime,
  daysBetween,
  defaultSort,
  dueCounts,
  dueOf,
  filterItems,
  fromDraft,
  localToday,
  markDone,
  parseStored,
  settlements,
  shares,
  sortItems,
  sortOptions,
  standings,
  titleOf,
  toDraft,
  totals,
} from '@/components/sections/collection/logic';
import { HOUSEPLANTS, plant, SEED, TODAY } from './support/houseplants.ts';

const byId = (id: string) => SEED.find((item) => item.id === id)!;
const names = (items: { values: Record<string, unknown> }[]) => items.map((item) => item.values.name);

describe("an item's title", () => {
  it('is its name, or its day written the way the language writes days when a log is titled by date', () => {
    expect(titleOf(HOUSEPLANTS, SEED[0]!)).toBe(String(SEED[0]!.values.name));
    const log: CollectionSchema = {
      ...HOUSEPLANTS,
      locale: 'tr',
      fields: [{ key: 'day', label: 'Tarih', type: 'date', required: true }],
      titleField: 'day',
    };
    expect(titleOf(log, { id: 'a', values: { day: '2026-03-02' }, createdAt: '' })).toBe(
      formatDay('tr', '2026-03-02'),
    );
    expect(formatDay('tr', '2026-03-02')).not.toBe('2026-03-02');
  });
});

describe('calendar days', () => {
  it('reads today from the local clock, not UTC', () => {
    // 23:30 local on 9 March is 9 March whatever UTC says.
    expect(localToday(new Date(2026, 2, 9, 23, 30))).toBe('2026-03-09');
    expect(localToday(new Date(2026, 0, 1, 0, 5))).toBe('2026-01-01');
  });

  it('adds days across months, years and DST changes', () => {
    expect(addDays('2026-03-01', 7)).toBe('2026-03-08');
    expect(addDays('2026-03-28', 3)).toBe('2026-03-31');
    expect(addDays('2026-12-30', 5)).toBe('2027-01-04');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-03-10', '2026-03-08')).toBe(-2);
    expect(daysBetween('2026-10-20', '2026-11-05')).toBe(16);
  });

  it('rejects days that do not exist', () => {
    expect(dayTime('2026-02-30')).toBeNull();
    expect(dayTime('10/03/2026')).toBeNull();
    expect(dayTime(null)).toBeNull();
    expect(dayTime('2026-02-28')).not.toBeNull();
  });
});

describe('due dates', () => {
  it('counts an interval from its since day', () => {
    expect(dueOf(HOUSEPLANTS, byId('monstera'), TODAY)).toEqual({ date: '2026-03-08', days: -2 });
    expect(dueOf(HOUSEPLANTS, byId('fern'), TODAY)).toEqual({ date: '2026-03-10', days: 0 });
    expect(dueOf(HOUSEPLANTS, byId('cactus'), TODAY)).toEqual({ date: '2026-03-19', days: 9 });
    expect(dueOf(HOUSEPLANTS, byId('basil'), TODAY)).toEqual({ date: '2026-03-11', days: 1 });
  });

  it('treats an interval never started as due today, and no interval as never due', () => {
    expect(dueOf(HOUSEPLANTS, plant('a', { name: 'New', waterEvery: 5 }, ''), TODAY)).toEqual({
      date: TODAY,
      days: 0,
    });
    expect(dueOf(HOUSEPLANTS, plant('b', { name: 'Plastic', waterEvery: null }, ''), TODAY)).toBeNull();
  });

  it('uses a deadline field, and the earlier of a deadline and an interval', () => {
    const schema: CollectionSchema = {
      ...HOUSEPLANTS,
      fields: [...HOUSEPLANTS.fields, { key: 'repot', label: 'Repot by', type: 'date' }],
      dueField: 'repot',
    };
    const item = plant(
      'c',
      { name: 'Fig', waterEvery: 30, lastWatered: '2026-03-09', repot: '2026-03-12' },
      '',
    );
    expect(dueOf(schema, item, TODAY)).toEqual({ date: '2026-03-12', days: 2 });
    const deadlineOnly: CollectionSchema = {
      ...schema,
      fields: schema.fields.filter((f) => f.type !== 'interval'),
    };
    expect(dueOf(deadlineOnly, plant('d', { repot: '2026-03-01' }, ''), TODAY)?.days).toBe(-9);
  });

  it('counts due and overdue items', () => {
    expect(dueCounts(HOUSEPLANTS, SEED, TODAY)).toEqual({ due: 2, overdue: 1 });
  });

  it('marks an interval done by moving its since day to today', () => {
    const watered = markDone(byId('monstera'), HOUSEPLANTS.fields[2]!, TODAY);
    expect(watered.values.lastWatered).toBe(TODAY);
    expect(dueOf(HOUSEPLANTS, watered, TODAY)).toEqual({ date: '2026-03-17', days: 7 });
    expect(byId('monstera').values.lastWatered).toBe('2026-03-01');
  });
});

describe('summaries', () => {
  it('totals money and number fields, skipping empty values', () => {
    const result = totals(HOUSEPLANTS, SEED).map(({ field, sum }) => [
      field.key,
      Math.round(sum * 100) / 100,
    ]);
    expect(result).toEqual([
      ['price', 56.49],
      ['height', 135],
    ]);
  });

  it('averages number and rating fields over the items that have them', () => {
    const result = averages(HOUSEPLANTS, SEED).map(({ field, average }) => [field.key, average]);
    expect(result).toEqual([
      ['height', 67.5],
      ['happiness', 4],
    ]);
    expect(averages(HOUSEPLANTS, [])[0]!.average).toBeNull();
  });

  it('counts items per option of the groupBy field, in the options order', () => {
    expect(choiceCounts(HOUSEPLANTS, [...SEED, plant('x', { name: 'Pothos', room: 'Office' }, '')])).toEqual([
      { option: 'Living room', count: 1 },
      { option: 'Bedroom', count: 1 },
      { option: 'Kitchen', count: 1 },
      { option: 'Office', count: 2 },
    ]);
  });
});

describe('search, filter and sort', () => {
  it('searches text fields case-insensitively', () => {
    expect(names(filterItems(HOUSEPLANTS, SEED, { query: 'FERN', group: ALL }))).toEqual(['Boston fern']);
    expect(names(filterItems(HOUSEPLANTS, SEED, { query: 'indirect', group: ALL }))).toEqual(['Monstera']);
    expect(names(filterItems(HOUSEPLANTS, SEED, { query: 'kitchen', group: ALL }))).toEqual(['Basil']);
    expect(filterItems(HOUSEPLANTS, SEED, { query: '  ', group: ALL })).toHaveLength(4);
  });

  it('filters by an option of the groupBy field', () => {
    expect(names(filterItems(HOUSEPLANTS, SEED, { query: '', group: 'Office' }))).toEqual(['Cactus']);
    expect(filterItems(HOUSEPLANTS, SEED, { query: 'fern', group: 'Office' })).toEqual([]);
  });

  it('searches in the schema language (Turkish dotted I)', () => {
    const schema: CollectionSchema = { ...HOUSEPLANTS, locale: 'tr' };
    const item = plant('i', { name: 'İSTANBUL lalesi' }, '');
    expect(filterItems(schema, [item], { query: 'istanbul', group: ALL })).toHaveLength(1);
  });

  it('offers due, newest, title and date sorts, due first when due is summarised', () => {
    expect(sortOptions(HOUSEPLANTS).map((option) => option.key)).toEqual([
      'due',
      'newest',
      'title',
      'field:lastWatered',
    ]);
    expect(defaultSort(HOUSEPLANTS)).toBe('due');
    expect(defaultSort({ ...HOUSEPLANTS, summaries: ['count'] })).toBe('newest');
  });

  it('sorts by due date, newest, title and date field', () => {
    expect(names(sortItems(HOUSEPLANTS, SEED, 'due', TODAY))).toEqual([
      'Monstera',
      'Boston fern',
      'Basil',
      'Cactus',
    ]);
    expect(names(sortItems(HOUSEPLANTS, SEED, 'newest', TODAY))).toEqual([
      'Cactus',
      'Basil',
      'Boston fern',
      'Monstera',
    ]);
    expect(names(sortItems(HOUSEPLANTS, SEED, 'title', TODAY))).toEqual([
      'Basil',
      'Boston fern',
      'Cactus',
      'Monstera',
    ]);
    // Most recent first, items without the date last.
    const undated = plant('u', { name: 'Aloe' }, '2026-03-02T00:00:00.000Z');
    expect(names(sortItems(HOUSEPLANTS, [undated, ...SEED], 'field:lastWatered', TODAY))).toEqual([
      'Basil',
      'Boston fern',
      'Cactus',
      'Monstera',
      'Aloe',
    ]);
    expect(names(SEED)).toEqual(['Monstera', 'Boston fern', 'Cactus', 'Basil']);
  });
});

describe('stored items', () => {
  it('starts from the seed when nothing is stored or the storage is corrupt', () => {
    expect(parseStored(null, SEED)).toEqual(SEED);
    expect(parseStored('{not json', SEED)).toEqual(SEED);
    expect(parseStored('{"items": []}', SEED)).toEqual(SEED);
  });

  it('keeps what is stored, even an emptied list, and drops entries that are not items', () => {
    expect(parseStored('[]', SEED)).toEqual([]);
    const stored = JSON.stringify([SEED[0], { id: 3 }, null, 'x']);
    expect(parseStored(stored, SEED)).toEqual([SEED[0]]);
  });
});

describe('form drafts', () => {
  it('round-trips an item through a draft', () => {
    const draft = toDraft(HOUSEPLANTS, byId('monstera'));
    expect(draft.waterEvery).toBe('7');
    expect(draft.happiness).toBe(4);
    expect(fromDraft(HOUSEPLANTS, draft)).toEqual({ values: { ...byId('monstera').values }, errors: {} });
  });

  it('parses numbers with either decimal mark and stores empty text as null', () => {
    const draft = {
      ...toDraft(HOUSEPLANTS),
      name: ' Pilea ',
      room: 'Office',
      waterEvery: '5',
      price: '12,50',
    };
    const { values, errors } = fromDraft(HOUSEPLANTS, draft);
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      name: 'Pilea',
      waterEvery: 5,
      price: 12.5,
      lastWatered: null,
      happiness: null,
    });
  });

  it('reports required and invalid fields with the schema texts', () => {
    const draft = { ...toDraft(HOUSEPLANTS), waterEvery: 'often', lastWatered: '2026-02-30' };
    expect(fromDraft(HOUSEPLANTS, draft).errors).toEqual({
      name: 'This is required',
      room: 'This is required',
      waterEvery: 'This does not look right',
      lastWatered: 'This does not look right',
    });
  });
});

describe('formatting', () => {
  it('formats days without shifting them by a time zone', () => {
    expect(formatDay('en-US', '2026-03-01')).toBe('Mar 1, 2026');
    expect(formatDay('en-US', '2026-01-01')).toBe('Jan 1, 2026');
    expect(formatTime('en-US', '07:05')).toBe('7:05 AM');
  });

  it('formats money in its currency and language, numbers with their unit', () => {
    expect(formatMoney('en-US', 56.49, 'USD')).toBe('$56.49');
    expect(formatMoney('tr', 1250, 'TRY')).toBe('₺1.250,00');
    // An unknown code still shows the amount.
    expect(formatMoney('en-US', 3, 'NOPE!')).toBe('3.00');
    expect(formatQuantity(HOUSEPLANTS, HOUSEPLANTS.fields[5]!, 12.5)).toBe('12.5 cm');
    expect(formatQuantity(HOUSEPLANTS, HOUSEPLANTS.fields[2]!, 7)).toBe('7 days');
    expect(
      formatQuantity(
        { ...HOUSEPLANTS, texts: { ...HOUSEPLANTS.texts, days: 'gün' } },
        HOUSEPLANTS.fields[2]!,
        7,
      ),
    ).toBe('7 gün');
  });
});

describe('numbers without a unit', () => {
  const records: CollectionSchema = {
    ...HOUSEPLANTS,
    locale: 'de-DE',
    fields: [
      { key: 'album', label: 'Album', type: 'text' },
      { key: 'year', label: 'Year', type: 'number' },
      { key: 'price', label: 'Price paid', type: 'money', currency: 'EUR' },
    ],
    titleField: 'album',
  };
  const items = [
    plant('a', { album: 'Kind of Blue', year: 1959, price: 24.5 }, ''),
    plant('b', { album: 'Homogenic', year: 1997, price: 1038 }, ''),
  ];

  it('are neither summed nor averaged (a year is not an amount)', () => {
    expect(totals(records, items).map(({ field }) => field.key)).toEqual(['price']);
    expect(averages(records, items)).toEqual([]);
  });

  it('are shown without digit grouping, amounts with it', () => {
    expect(formatQuantity(records, records.fields[1]!, 1997)).toBe('1997');
    expect(formatMoney('de-DE', 1062.5, 'EUR')).toBe('1.062,50\u00a0€');
    expect(
      formatQuantity(HOUSEPLANTS, { key: 'd', label: 'Distance', type: 'number', unit: 'km' }, 1250),
    ).toBe('1,250 km');
  });
});

describe('shared costs', () => {
  const trip: CollectionSchema = {
    ...HOUSEPLANTS,
    fields: [
      { key: 'what', label: 'What', type: 'text', required: true },
      { key: 'amount', label: 'Amount', type: 'money', currency: 'EUR' },
      { key: 'paidBy', label: 'Paid by', type: 'choice', options: ['Pablo', 'Irene', 'Sergio', 'Nuria'] },
    ],
    titleField: 'what',
    groupBy: 'paidBy',
    summaries: ['total', 'settle'],
  };
  const paid = (id: string, what: string, amount: number | null, paidBy: string) =>
    plant(id, { what, amount, paidBy }, '');

  it('are squared by the fewest simple payments, to the cent', () => {
    const items = [
      paid('a', 'Gasolina', 80, 'Pablo'),
      paid('b', 'Casa rural', 240, 'Irene'),
      paid('c', 'Cena en Cangas', 40.1, 'Pablo'),
    ];
    // 360.10 shared by four is 90.025: the odd cents fall to the first listed.
    const payments = settlements(trip, items);
    expect(payments).toEqual([
      { from: 'Sergio', to: 'Irene', amount: 90.02 },
      { from: 'Nuria', to: 'Irene', amount: 59.95 },
      { from: 'Nuria', to: 'Pablo', amount: 30.07 },
    ]);
    // Everyone has then paid their share.
    const share = payments.reduce((sum, p) => (p.from === 'Nuria' ? sum + p.amount : sum), 0);
    expect(Math.round(share * 100)).toBe(9002);
    expect(shares(trip, items).map(({ person, paid }) => [person, paid])).toEqual([
      ['Pablo', 120.1],
      ['Irene', 240],
      ['Sergio', 0],
      ['Nuria', 0],
    ]);
  });

  it('owe nothing when paid equally, and ignore entries without a payer or an amount', () => {
    const items = [
      paid('a', 'Rent', 100, 'Pablo'),
      paid('b', 'Rent', 100, 'Irene'),
      paid('c', 'Rent', 100, 'Sergio'),
      paid('d', 'Rent', 100, 'Nuria'),
      paid('e', 'Unknown', 500, 'Someone else'),
      paid('f', 'No amount', null, 'Pablo'),
    ];
    expect(settlements(trip, items)).toEqual([]);
    expect(settlements({ ...trip, groupBy: undefined }, items)).toEqual([]);
  });
});

describe('a league table', () => {
  const LEAGUE: CollectionSchema = {
    ...HOUSEPLANTS,
    entity: { singular: 'match', plural: 'matches' },
    fields: [
      { key: 'home', label: 'Home team', type: 'choice', options: ['Owls', 'Foxes', 'Hares', 'Bees'] },
      { key: 'away', label: 'Away team', type: 'choice', options: ['Owls', 'Foxes', 'Hares', 'Bees'] },
      { key: 'homeScore', label: 'Home score', type: 'number' },
      { key: 'awayScore', label: 'Away score', type: 'number' },
      { key: 'date', label: 'Date', type: 'date' },
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
    },
    seed: [],
  };
  const match = (
    id: string,
    home: string,
    away: string,
    homeScore: number | null,
    awayScore: number | null,
  ) => ({
    id,
    values: { home, away, homeScore, awayScore, date: '2027-03-01' },
    createdAt: '2027-03-01T10:00:00.000Z',
  });

  it('lists every team before a match is played, in the order given', () => {
    expect(standings(LEAGUE, []).map((row) => [row.team, row.played, row.points])).toEqual([
      ['Owls', 0, 0],
      ['Foxes', 0, 0],
      ['Hares', 0, 0],
      ['Bees', 0, 0],
    ]);
  });

  it('counts wins, draws and losses, goals both ways, and ranks by points, then difference, then goals', () => {
    const rows = standings(LEAGUE, [
      match('1', 'Owls', 'Foxes', 2, 1),
      match('2', 'Hares', 'Bees', 0, 0),
      match('3', 'Foxes', 'Hares', 4, 0),
      match('4', 'Bees', 'Owls', 1, 1),
      // Not played yet, and a team against itself: neither counts.
      match('5', 'Owls', 'Hares', null, null),
      match('6', 'Bees', 'Bees', 3, 0),
    ]);
    expect(
      rows.map((r) => [r.team, r.played, r.won, r.drawn, r.lost, r.goalsFor, r.goalsAgainst, r.points]),
    ).toEqual([
      ['Owls', 2, 1, 1, 0, 3, 2, 4],
      ['Foxes', 2, 1, 0, 1, 5, 2, 3],
      ['Bees', 2, 0, 2, 0, 1, 1, 2],
      ['Hares', 2, 0, 1, 1, 0, 4, 1],
    ]);
  });

  it('gives a win and a draw the points the league says', () => {
    const two = { ...LEAGUE, standings: { ...LEAGUE.standings!, win: 2, draw: 0 } };
    const rows = standings(two, [match('1', 'Owls', 'Foxes', 1, 0), match('2', 'Hares', 'Bees', 2, 2)]);
    expect(rows.find((r) => r.team === 'Owls')!.points).toBe(2);
    expect(rows.find((r) => r.team === 'Hares')!.points).toBe(0);
  });
});

/** A houseplant collection as the built-in agent would write it, with seed items around a fixed today. */
import type { CollectionItem, CollectionSchema } from '@/lib/collection';

/** The day the tests treat as today. */
export const TODAY = '2026-03-10';

export function plant(id: string, values: CollectionItem['values'], createdAt: string): CollectionItem {
  return { id, values, createdAt };
}

export const SEED: CollectionItem[] = [
  // Watered 9 days ago, every 7: due 2026-03-08, two days overdue.
  plant(
    'monstera',
    {
      name: 'Monstera',
      room: 'Living room',
      waterEvery: 7,
      lastWatered: '2026-03-01',
      price: 35.5,
      height: 120,
      happiness: 4,
      notes: 'Likes bright, indirect light.\nWipe the leaves monthly.',
    },
    '2026-01-05T10:00:00.000Z',
  ),
  // Every 3 days from 2026-03-07: due today.
  plant(
    'fern',
    {
      name: 'Boston fern',
      room: 'Bedroom',
      waterEvery: 3,
      lastWatered: '2026-03-07',
      price: 12,
      happiness: 3,
    },
    '2026-02-01T10:00:00.000Z',
  ),
  // Every 14 days from 2026-03-05: due 2026-03-19, in nine days.
  plant(
    'cactus',
    {
      name: 'Cactus',
      room: 'Office',
      waterEvery: 14,
      lastWatered: '2026-03-05',
      price: 8.99,
      height: 15,
      happiness: 5,
    },
    '2026-03-01T10:00:00.000Z',
  ),
  // Every 2 days from 2026-03-09: due tomorrow.
  plant(
    'basil',
    { name: 'Basil', room: 'Kitchen', waterEvery: 2, lastWatered: '2026-03-09', price: null },
    '2026-02-15T10:00:00.000Z',
  ),
];

export const HOUSEPLANTS: CollectionSchema = {
  entity: { singular: 'plant', plural: 'plants' },
  fields: [
    { key: 'name', label: 'Name', type: 'text', required: true },
    {
      key: 'room',
      label: 'Room',
      type: 'choice',
      options: ['Living room', 'Bedroom', 'Kitchen', 'Office'],
      required: true,
    },
    { key: 'waterEvery', label: 'Water every', type: 'interval', since: 'lastWatered', required: true },
    { key: 'lastWatered', label: 'Last watered', type: 'date' },
    { key: 'price', label: 'Price paid', type: 'money', currency: 'USD' },
    { key: 'height', label: 'Height', type: 'number', unit: 'cm' },
    { key: 'happiness', label: 'Happiness', type: 'rating' },
    { key: 'notes', label: 'Notes', type: 'longtext' },
  ],
  titleField: 'name',
  summaries: ['count', 'due', 'total', 'average', 'byChoice'],
  groupBy: 'room',
  seed: SEED,
  texts: {
    add: 'Add {item}',
    edit: 'Edit {item}',
    delete: 'Delete',
    save: 'Save',
    cancel: 'Cancel',
    search: 'Search {items}',
    all: 'All rooms',
    empty: 'No {items} yet',
    emptyHint: 'Add your first {item} to start tracking its watering.',
    deleteConfirm: 'This {item} will be removed for good.',
    count: 'Plants',
    total: 'Total',
    average: 'Average',
    dueToday: 'Due today',
    overdue: 'Overdue',
    dueIn: 'Due in {n} days',
    overdueBy: 'Overdue by {n} days',
    markDone: 'Watered today',
    required: 'This is required',
    invalid: 'This does not look right',
    yes: 'Yes',
    no: 'No',
    sortBy: 'Sort by',
    newest: 'Newest',
  },
  locale: 'en-US',
};

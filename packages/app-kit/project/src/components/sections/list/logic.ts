/** List rules: what is shown for a search and filter, the counts, the chart's days and the export. */
import { lastDays, toDayKey, type DayKey } from '@/lib/dates';
import type { ListFilter, ListItem } from '@/lib/list';

/** The items a filter and a search keep, in the list's order; the search reads titles and notes. */
export function filterItems(items: readonly ListItem[], filter: ListFilter, query: string): ListItem[] {
  const q = query.trim().toLocaleLowerCase();
  return items.filter((item) => {
    if (filter === 'open' && item.done) return false;
    if (filter === 'done' && !item.done) return false;
    if (filter === 'starred' && !item.starred) return false;
    return q === '' || `${item.title} ${item.note}`.toLocaleLowerCase().includes(q);
  });
}

export interface ListCounts {
  total: number;
  open: number;
  done: number;
  starred: number;
  /** The share done, 0 … 1 (0 for an empty list). */
  ratio: number;
}

export function countItems(items: readonly ListItem[]): ListCounts {
  const done = items.filter((item) => item.done).length;
  return {
    total: items.length,
    open: items.length - done,
    done,
    starred: items.filter((item) => item.starred).length,
    ratio: items.length === 0 ? 0 : done / items.length,
  };
}

/** How many items were added on each of the seven days ending `today`, labelled with the weekday. */
export function addedPerDay(
  items: readonly ListItem[],
  today: DayKey,
  locale: string,
): { label: string; value: number }[] {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return lastDays(7, today).map((day) => ({
    label: weekday.format(new Date(`${day}T00:00:00Z`)),
    value: items.filter((item) => {
      const added = new Date(item.createdAt);
      return !Number.isNaN(added.getTime()) && toDayKey(added) === day;
    }).length,
  }));
}

/** The rows of the CSV download, a header first. */
export function csvRows(items: readonly ListItem[]): (string | number)[][] {
  return [
    ['title', 'note', 'done', 'starred', 'created'],
    ...items.map((item) => [item.title, item.note, String(item.done), String(item.starred), item.createdAt]),
  ];
}

/** What was saved, as items: entries another version of the app wrote in another shape are left out. */
export function savedItems(value: unknown): ListItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown): ListItem[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const item = entry as Partial<Record<keyof ListItem, unknown>>;
    if (typeof item.id !== 'string' || typeof item.title !== 'string') return [];
    return [
      {
        id: item.id,
        title: item.title,
        note: typeof item.note === 'string' ? item.note : '',
        done: item.done === true,
        starred: item.starred === true,
        createdAt: typeof item.createdAt === 'string' ? item.createdAt : '',
      },
    ];
  });
}

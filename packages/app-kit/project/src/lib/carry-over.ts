/**
 * A tracker seeded from the items a brief listed saves under a key of its own, so on the first visit
 * after a follow-up changed the list, nothing is saved under the new key yet. It then starts from the
 * entries saved under the key the app used last (else the stock key) instead of hiding them: what the
 * visitor added or changed stays, seed entries the change removed go if the visitor never touched them,
 * and new seed entries join unless one of that name is already there. Seeds are told apart by hashes of
 * their entries' shapes (what a visitor can change), so the stock seed's words stay out of the app.
 */

/** What carry-over reads and writes: the browser's localStorage, or any store of strings by key. */
export interface StringStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** How a tracker's saved entries carry over to a new storage key. */
export interface Carry<T extends { id: string }> {
  /** The app's storage prefix: entries live under "{slug}:{key}". */
  slug: string;
  /** The stock seed's key: where the entries are when the app used no other key before. */
  base: string;
  /** Hashes of the stock seed's shapes, to tell its untouched entries from the visitor's. */
  stock: readonly string[];
  /** An entry's name: a seed entry joins only when no carried entry has its name. */
  name: (entry: T) => string;
  /** What a visitor can change in an entry (dates the seed sets relative to the first visit left out). */
  shape: (entry: T) => unknown;
}

/** A name as compared: saved data may hold anything, so what is not text compares as empty. */
const fold = (name: unknown) => (typeof name === 'string' ? name.trim().toLocaleLowerCase() : '');

/** A short, stable hash of a JSON value (djb2 over its text). */
export function shapeHash(shape: unknown): string {
  const text = JSON.stringify(shape);
  let h = 5381;
  for (let i = 0; i < text.length; i += 1) h = (Math.imul(h, 33) + text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}

function read(storage: StringStore, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

function note(storage: StringStore, key: string, value: unknown) {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage is full or blocked: the next change just keeps more.
  }
}

function savedEntries<T extends { id: string }>(storage: StringStore, key: string): T[] | null {
  const value = read(storage, key);
  return Array.isArray(value) &&
    value.every((entry) => !!entry && typeof entry === 'object' && typeof (entry as T).id === 'string')
    ? (value as T[])
    : null;
}

/**
 * What the entries saved under `key` start from: the sample when something is saved there already (the
 * saved value wins) or nothing was saved before; else the entries saved under the key the app used last
 * (else the stock key), carried over.
 */
export function carryOver<T extends { id: string }>(
  storage: StringStore | undefined,
  key: string,
  sample: T[],
  carry: Carry<T>,
): T[] {
  if (!storage || key === carry.base) return sample;
  try {
    const entriesKey = (k: string) => `${carry.slug}:${k}`;
    const seedKey = (k: string) => `${carry.slug}:${k}:seed`;
    const hashOf = (entry: T) => shapeHash(carry.shape(entry));
    const lastKey = `${carry.slug}:${carry.base}-last`;
    const last = storage.getItem(lastKey);
    storage.setItem(lastKey, key);
    const shapes = sample.map(hashOf);
    if (storage.getItem(entriesKey(key)) !== null) {
      if (storage.getItem(seedKey(key)) === null) note(storage, seedKey(key), shapes);
      return sample;
    }
    const from = last && last !== key && savedEntries<T>(storage, entriesKey(last)) ? last : carry.base;
    const previous = savedEntries<T>(storage, entriesKey(from));
    if (!previous) {
      note(storage, seedKey(key), shapes);
      return sample;
    }
    // The seed those entries started from: the stock one, or the one the app noted for that key. Noted
    // with this key's seed, its untouched entries can still go after a later change.
    const seed: unknown = from === carry.base ? carry.stock : read(storage, seedKey(from));
    const untouched = new Set(Array.isArray(seed) ? seed : []);
    note(storage, seedKey(key), [...new Set([...shapes, ...untouched])]);
    const names = new Set(sample.map((entry) => fold(carry.name(entry))));
    const kept = previous.filter(
      (entry) =>
        !entry.id.startsWith('sample-') ||
        names.has(fold(carry.name(entry))) ||
        !untouched.has(hashOf(entry)),
    );
    const have = new Set(kept.map((entry) => fold(carry.name(entry))));
    const ids = new Set(kept.map((entry) => entry.id));
    const added = sample
      .filter((entry) => !have.has(fold(carry.name(entry))))
      .map((entry) => {
        let id = entry.id;
        for (let n = 2; ids.has(id); n += 1) id = `${entry.id}-${n}`;
        ids.add(id);
        return { ...entry, id };
      });
    return [...kept, ...added];
  } catch {
    return sample;
  }
}

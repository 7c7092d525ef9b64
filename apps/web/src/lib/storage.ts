/**
 * The browser storage keys of core §3, behind one module that never throws (private modes and
 * disabled storage answer null and ignore writes).
 */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  theme: 'theme',
  language: 'i18nextLng',
  queueName: 'custom_redis_queue',
  preferences: 'atelier_preferences',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const storage = {
  get(key: StorageKey): string | null {
    try {
      return local()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      local()?.setItem(key, value);
    } catch {
      // Quota or disabled storage: the value lives for this page only.
    }
  },
  remove(key: StorageKey): void {
    try {
      local()?.removeItem(key);
    } catch {
      // As above.
    }
  },
  getJson<T>(key: StorageKey): T | null {
    const raw = storage.get(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: StorageKey, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },
};

/** Preferences kept on this device only (Settings: Notifications, Privacy); nothing is sent. */
import { createStore, useStore } from '@/lib/store';
import { STORAGE_KEYS, storage } from '@/lib/storage';

export interface Preferences {
  notifyProjectReady: boolean;
  notifyAgentReplies: boolean;
  notifyProductNews: boolean;
  reduceMotion: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = {
  notifyProjectReady: true,
  notifyAgentReplies: true,
  notifyProductNews: false,
  reduceMotion: false,
};

function read(): Preferences {
  const stored = storage.getJson<Partial<Preferences>>(STORAGE_KEYS.preferences);
  const merged = { ...DEFAULT_PREFERENCES };
  if (stored && typeof stored === 'object') {
    for (const key of Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[]) {
      if (typeof stored[key] === 'boolean') merged[key] = stored[key];
    }
  }
  return merged;
}

const store = createStore<Preferences>(read());

function applyMotion(reduce: boolean) {
  if (typeof document !== 'undefined') document.documentElement.toggleAttribute('data-reduce-motion', reduce);
}
applyMotion(store.get().reduceMotion);

export const preferences = {
  store,
  set<K extends keyof Preferences>(key: K, value: Preferences[K]) {
    store.set((current) => ({ ...current, [key]: value }));
    storage.setJson(STORAGE_KEYS.preferences, store.get());
    if (key === 'reduceMotion') applyMotion(Boolean(value));
  },
  reset() {
    storage.remove(STORAGE_KEYS.preferences);
    store.set({ ...DEFAULT_PREFERENCES });
    applyMotion(false);
  },
};

export function usePreference<K extends keyof Preferences>(key: K): Preferences[K] {
  return useStore(store, (state) => state[key]);
}

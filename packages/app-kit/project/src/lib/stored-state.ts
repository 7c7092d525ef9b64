/** App state that survives reloads in localStorage, or lives for the visit when the app keeps nothing. */
import * as React from 'react';

import type { AppFrame } from '@/lib/app-frame';
import { browserStorage } from '@/lib/browser-storage';
import type { StringStore } from '@/lib/carry-over';

export type SetStoredState<T> = (value: T | ((previous: T) => T)) => void;

function read<T>(key: string, initial: () => T): T {
  try {
    const raw = browserStorage()?.getItem(key) ?? null;
    return raw === null ? initial() : (JSON.parse(raw) as T);
  } catch {
    return initial();
  }
}

/**
 * useState kept under `key` ("{slug}:{key}") when `persist` is on, following changes made in other tabs.
 * `initial` runs only when nothing is saved yet.
 */
export function useStoredState<T>(key: string, initial: () => T, persist: boolean): [T, SetStoredState<T>] {
  const [value, setValue] = React.useState<T>(() => (persist ? read(key, initial) : initial()));

  React.useEffect(() => {
    if (!persist) return;
    try {
      browserStorage()?.setItem(key, JSON.stringify(value));
    } catch {
      // Storage is full or blocked (private mode): the state still works for this visit.
    }
  }, [key, value, persist]);

  React.useEffect(() => {
    if (!persist || typeof window === 'undefined') return;
    function onStorage(event: StorageEvent) {
      if (event.key !== key || event.newValue === null) return;
      try {
        setValue(JSON.parse(event.newValue) as T);
      } catch {
        // A value another tab wrote in a format this app does not understand.
      }
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key, persist]);

  return [value, setValue];
}

/**
 * An app's data, kept under "{slug}:{key}" when the app keeps data; `start` builds what a first visit
 * shows, given the browser's storage to carry earlier entries over from (lib/carry-over.ts).
 */
export function useAppData<T>(
  frame: Pick<AppFrame, 'slug' | 'persistence'>,
  key: string,
  start: (storage: StringStore | undefined) => T,
): [T, SetStoredState<T>] {
  return useStoredState<T>(`${frame.slug}:${key}`, () => start(browserStorage()), frame.persistence);
}

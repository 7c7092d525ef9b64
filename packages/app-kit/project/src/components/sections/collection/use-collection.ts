/** A collection's items kept in localStorage: read once, written on every change. */
import * as React from 'react';

import type { CollectionItem, FieldValue } from '@/lib/collection';
import { parseStored } from '@/components/sections/collection/logic';
import { newId } from '@/lib/id';

function read(storageKey: string, seed: readonly CollectionItem[]): CollectionItem[] {
  try {
    return parseStored(globalThis.localStorage?.getItem(storageKey) ?? null, seed);
  } catch {
    // Storage can be blocked (private modes, sandboxed frames): start from the seed.
    return [...seed];
  }
}

function write(storageKey: string, items: readonly CollectionItem[]): void {
  try {
    globalThis.localStorage?.setItem(storageKey, JSON.stringify(items));
  } catch {
    // Full or blocked storage: the app keeps working for this visit.
  }
}

export function useCollection(storageKey: string, seed: readonly CollectionItem[]) {
  const [items, setItems] = React.useState<CollectionItem[]>(() => read(storageKey, seed));

  React.useEffect(() => {
    write(storageKey, items);
  }, [storageKey, items]);

  const add = React.useCallback((values: Record<string, FieldValue>) => {
    const item: CollectionItem = { id: newId(), values, createdAt: new Date().toISOString() };
    setItems((current) => [item, ...current]);
    return item;
  }, []);

  const update = React.useCallback((id: string, values: Record<string, FieldValue>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, values } : item)));
  }, []);

  const replace = React.useCallback((next: CollectionItem) => {
    setItems((current) => current.map((item) => (item.id === next.id ? next : item)));
  }, []);

  const remove = React.useCallback((id: string) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  return { items, add, update, replace, remove };
}

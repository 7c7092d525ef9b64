/** A collection's items kept in localStorage: read once, written on every change. */
import * as React from 'react';

import type { CollectionItem, FieldValue } from '@/lib/collection';
import { parseStored } from '@/components/sections/collection/logic';

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

/**
 * A random id: `crypto.randomUUID()` where the page is a secure context; pages served over plain http
 * (a self-hosted preview on a LAN address) lack it, so the same v4 format is made from random bytes.
 */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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

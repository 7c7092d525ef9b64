/**
 * The contracts' runtime part (zod schemas, the message catalogue) loads on demand. No screen needs it to
 * render: forms need it to check what was typed, and outcomes to be worded, and zod is the largest
 * dependency. Constants are imported statically from '@atelier/contracts/constants' instead.
 */
import type * as ContractsModule from '@atelier/contracts';
import { createStore, useStore } from './store';

export type Contracts = typeof ContractsModule;

const store = createStore<Contracts | null>(null);
let pending: Promise<Contracts> | null = null;

export function loadContracts(): Promise<Contracts> {
  pending ??= import('@atelier/contracts').then(
    (module) => {
      store.set(module);
      return module;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The module if it has arrived, else null. */
export function loadedContracts(): Contracts | null {
  return store.get();
}

/**
 * Starts loading once the person first does something (a tap, a key, a focus), when the browser is next
 * idle. Not at load: evaluating zod and the schemas is one long task on a phone, and a page that is only
 * read never needs them.
 */
export function prefetchContractsOnInteraction(): void {
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  const start = () => {
    for (const type of events) window.removeEventListener(type, start, true);
    const load = () => void loadContracts().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 1000 });
    else setTimeout(load, 50);
  };
  for (const type of events) window.addEventListener(type, start, { capture: true, passive: true });
}

export function useContracts(): Contracts | null {
  return useStore(store);
}

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

/** Starts loading once the browser is idle after the first screen. */
export function prefetchContracts(): void {
  const start = () => void loadContracts().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 200);
}

export function useContracts(): Contracts | null {
  return useStore(store);
}

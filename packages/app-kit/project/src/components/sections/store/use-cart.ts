/** The visitor's cart, kept under the schema's cart key, with its totals and the ways to change it. */
import * as React from 'react';

import {
  addToCart,
  cartTotals,
  removeLine,
  savedCart,
  setQuantity,
  type CartTotals,
} from '@/components/sections/store/logic';
import type { CartLine, StoreSchema } from '@/lib/store';
import { useAppData } from '@/lib/stored-state';

export interface StoreCart extends CartTotals {
  /** How many of a product are in the cart. */
  qtyOf: (id: string) => number;
  add: (id: string) => void;
  setQty: (id: string, qty: number) => void;
  remove: (id: string) => void;
  clear: () => void;
}

export function useCart(schema: StoreSchema): StoreCart {
  const [stored, setStored] = useAppData<CartLine[]>(schema.frame, schema.storage.cart, () => []);
  const saved = savedCart(stored);
  const totals = cartTotals(saved, schema.products, schema.shipping);
  const update = React.useCallback(
    (change: (lines: CartLine[]) => CartLine[]) => setStored((previous) => change(savedCart(previous))),
    [setStored],
  );
  return {
    ...totals,
    qtyOf: (id) => saved.find((line) => line.id === id)?.qty ?? 0,
    add: (id) => update((lines) => addToCart(lines, id)),
    setQty: (id, qty) => update((lines) => setQuantity(lines, id, qty)),
    remove: (id) => update((lines) => removeLine(lines, id)),
    clear: () => update(() => []),
  };
}

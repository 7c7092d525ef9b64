/**
 * The store's rules, free of React: the cart (adding, quantities, removing, totals with shipping),
 * placed orders, the checkout's checks, prices in the store's currency, and how the product grid
 * searches, filters and sorts.
 */
import type { CartLine, Order, Product, StoreSchema, StoreTexts } from '@/lib/store';
import { isEmail } from '@/lib/forms';

/** The most of one product a cart holds. */
export const MAX_QTY = 99;

/** How many past orders are kept. */
export const KEPT_ORDERS = 10;

/** The cart with one more of a product (a new line for a first one). */
export function addToCart(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.some((line) => line.id === id)
    ? lines.map((line) => (line.id === id ? { ...line, qty: Math.min(MAX_QTY, line.qty + 1) } : line))
    : [...lines, { id, qty: 1 }];
}

/** The cart with a product's quantity set; below one, the line goes. */
export function setQuantity(lines: readonly CartLine[], id: string, qty: number): CartLine[] {
  if (!Number.isFinite(qty) || qty < 1) return removeLine(lines, id);
  const whole = Math.min(MAX_QTY, Math.floor(qty));
  return lines.map((line) => (line.id === id ? { ...line, qty: whole } : line));
}

export function removeLine(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.filter((line) => line.id !== id);
}

export interface CartTotals {
  /** The lines whose product the store still sells, with it. */
  lines: { product: Product; qty: number }[];
  count: number;
  subtotal: number;
  shipping: number;
  total: number;
}

/** Rounds to cents, so sums of prices such as 22.5 + 0.1 never show drift. */
const cents = (value: number) => Math.round(value * 100) / 100;

/** What the cart holds and costs: shipping is free for an empty cart and from `freeFrom` on. */
export function cartTotals(
  saved: readonly CartLine[],
  products: readonly Product[],
  shipping: StoreSchema['shipping'],
): CartTotals {
  const lines = saved.flatMap((line) => {
    const product = products.find((p) => p.id === line.id);
    return product ? [{ product, qty: line.qty }] : [];
  });
  const count = lines.reduce((sum, line) => sum + line.qty, 0);
  const subtotal = cents(lines.reduce((sum, line) => sum + line.qty * line.product.price, 0));
  const fee = subtotal === 0 || subtotal >= shipping.freeFrom ? 0 : shipping.fee;
  return { lines, count, subtotal, shipping: fee, total: cents(subtotal + fee) };
}

/** A saved cart as the app can use it: storage edited by hand, or by an older app, may hold anything. */
export function savedCart(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (line): line is CartLine =>
      typeof line === 'object' &&
      line !== null &&
      typeof (line as CartLine).id === 'string' &&
      Number.isInteger((line as CartLine).qty) &&
      (line as CartLine).qty >= 1,
  );
}

/** Saved orders as the app can use them. */
export function savedOrders(value: unknown): Order[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (order): order is Order =>
      typeof order === 'object' &&
      order !== null &&
      typeof (order as Order).id === 'string' &&
      typeof (order as Order).date === 'string' &&
      typeof (order as Order).email === 'string' &&
      typeof (order as Order).count === 'number' &&
      typeof (order as Order).total === 'number',
  );
}

/** The orders with a new one first, the oldest dropped past KEPT_ORDERS. */
export function recordOrder(orders: readonly Order[], order: Order): Order[] {
  return [order, ...orders].slice(0, KEPT_ORDERS);
}

export interface CheckoutValues {
  name: string;
  email: string;
  address: string;
  city: string;
  zip: string;
  payment: 'card' | 'cash';
}

export type CheckoutField = Exclude<keyof CheckoutValues, 'payment'>;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export const EMPTY_CHECKOUT: CheckoutValues = {
  name: '',
  email: '',
  address: '',
  city: '',
  zip: '',
  payment: 'card',
};

/** What is wrong with the delivery details, field by field, in the form's order. */
export function checkoutErrors(
  values: CheckoutValues,
  texts: Pick<StoreTexts, 'errName' | 'errEmail' | 'errAddress' | 'errCity' | 'errZip'>,
): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (values.name.trim().length < 2) errors.name = texts.errName;
  if (!isEmail(values.email)) errors.email = texts.errEmail;
  if (values.address.trim().length < 5) errors.address = texts.errAddress;
  if (values.city.trim().length < 2) errors.city = texts.errCity;
  if (!/^[\p{L}\p{N} -]{3,10}$/u.test(values.zip.trim())) errors.zip = texts.errZip;
  return errors;
}

/** A short order number a person can read out. */
export function orderNumber(random: () => number = Math.random): string {
  return Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0')
    .toUpperCase();
}

export type SortKey = 'featured' | 'price-asc' | 'price-desc' | 'rating' | 'name';

/** The products that match a search (name, description or category) and a category, in an order. */
export function shownProducts(
  products: readonly Product[],
  o: { query: string; category: string | null; sort: SortKey; locale: string },
): Product[] {
  const needle = o.query.trim().toLocaleLowerCase(o.locale);
  const list = products.filter(
    (product) =>
      (o.category === null || product.category === o.category) &&
      (needle === '' ||
        `${product.name} ${product.description} ${product.category}`
          .toLocaleLowerCase(o.locale)
          .includes(needle)),
  );
  switch (o.sort) {
    case 'price-asc':
      return [...list].sort((a, b) => a.price - b.price);
    case 'price-desc':
      return [...list].sort((a, b) => b.price - a.price);
    case 'rating':
      return [...list].sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0));
    case 'name':
      return [...list].sort((a, b) => a.name.localeCompare(b.name, o.locale));
    case 'featured':
      return list;
  }
}

// The store rendered on the server for a candle shop: its home page (hero, products with search, chips
// and sort, perks, reviews, newsletter, FAQ), its cart page with a saved cart, the cart in a dialog
// without pages, and the rules it runs on (adding, quantities, removing, totals with shipping in the
// store's currency, saved carts and orders, the checkout's checks, search and sort).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { formatPrice } from '@/lib/money';
import { StoreApp } from '@/components/sections/store-app';
import { CheckoutForm } from '@/components/sections/store/checkout-form';
import {
  EMPTY_CHECKOUT,
  KEPT_ORDERS,
  MAX_QTY,
  addToCart,
  cartTotals,
  checkoutErrors,
  orderNumber,
  recordOrder,
  removeLine,
  savedCart,
  savedOrders,
  setQuantity,
  shownProducts,
} from '@/components/sections/store/logic';
import type { Order, Product, StoreSchema } from '@/lib/store';
import { englishFrame } from './support/frame.ts';
import { headingsOf, memoryStore, textOf } from './support/html.ts';

const product = (id: string, name: string, price: number, extra: Partial<Product> = {}): Product => ({
  id,
  name,
  category: 'Candles',
  price,
  icon: 'Flame',
  description: `${name}, hand-poured.`,
  rating: null,
  ...extra,
});

const PRODUCTS: Product[] = [
  product('vanilla-dusk', 'Vanilla Dusk', 18),
  product('cedar-smoke', 'Cedar Smoke', 22.5),
  product('sea-salt', 'Sea Salt', 20, { category: 'Gifts', icon: 'Gift' }),
];

const SHOP: StoreSchema = {
  frame: englishFrame({
    name: 'Ember & Wick',
    tagline: 'Candles poured by hand.',
    slug: 'ember-wick',
    pages: [
      { id: 'main', path: '/', label: 'Shop', title: 'Candles for slow evenings' },
      { id: 'cart', path: '/cart', label: 'Cart', title: 'Cart' },
    ],
  }),
  sections: [
    { id: 'hero', page: 'main', title: 'Candles for slow evenings' },
    { id: 'products', page: 'main', title: 'Shop the collection' },
    { id: 'perks', page: 'main', title: 'Why shop with us' },
    { id: 'reviews', page: 'main', title: 'What customers say' },
    { id: 'newsletter', page: 'main', title: 'Get 10% off your first order' },
    { id: 'faq', page: 'main', title: 'Questions & answers' },
    { id: 'cart', page: 'cart', title: 'Your cart' },
  ],
  features: { search: true, filters: true },
  storage: { cart: 'cart', orders: 'orders' },
  currency: 'USD',
  shipping: { fee: 6, freeFrom: 60 },
  products: PRODUCTS,
  categories: ['Candles', 'Gifts'],
  reviews: [{ author: 'Ayşe K.', stars: 5, text: 'Arrived in two days.' }],
  texts: {
    heroEyebrow: 'New season, new favourites',
    heroTitle: 'Candles for slow evenings',
    heroSubtitle: 'Candles poured by hand.',
    heroCta: 'Shop now',
    productsIntro: 'Everything in stock ships within two working days.',
    searchLabel: 'Search products',
    categoryLabel: 'Category',
    all: 'All',
    sortLabel: 'Sort by',
    sortFeatured: 'Featured',
    sortPriceAsc: 'Price: low to high',
    sortPriceDesc: 'Price: high to low',
    sortRating: 'Top rated',
    sortName: 'Name',
    noResults: 'No products match',
    noResultsHint: 'Try another word or category.',
    resultsCount: '{n} products',
    addToCart: 'Add to cart',
    added: 'In your cart: {n}',
    rating: 'Rated {n} out of 5',
    quantity: 'Quantity',
    increase: 'Increase quantity of {name}',
    decrease: 'Decrease quantity of {name}',
    remove: 'Remove {name}',
    inStock: 'In stock, ships in 2 days',
    close: 'Close',
    cartTitle: 'Your cart',
    cartButton: 'Cart ({n})',
    cartEmpty: 'Your cart is empty',
    cartEmptyHint: 'Add something you love and it will wait for you here.',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    freeShippingNote: 'Free shipping on orders over {amount}.',
    total: 'Total',
    checkout: 'Checkout',
    checkoutTitle: 'Delivery details',
    fieldName: 'Full name',
    fieldEmail: 'Email',
    fieldAddress: 'Address',
    fieldCity: 'City',
    fieldZip: 'Postal code',
    fieldPayment: 'Payment',
    payCard: 'Card on delivery',
    payCash: 'Cash on delivery',
    errName: 'Please enter your name.',
    errEmail: 'Please enter a valid email address.',
    errAddress: 'Please enter your street address.',
    errCity: 'Please enter your city.',
    errZip: 'Please enter a valid postal code.',
    fixErrors: 'Please fix the highlighted fields.',
    placeOrder: 'Place order',
    backToCart: 'Back to cart',
    orderPlaced: 'Thank you, your order is placed!',
    orderNumber: 'Order number {id}',
    orderEmail: 'We will send updates to {email}.',
    continueShopping: 'Continue shopping',
    pastOrders: 'Your orders',
    orderLine: '{date} · {count} items · {total}',
    perkShipping: 'Free shipping',
    perkShippingText: 'On every order over {amount}, everywhere we deliver.',
    perkReturns: '30-day returns',
    perkReturnsText: 'Changed your mind? Send it back, no questions asked.',
    perkSecure: 'Secure checkout',
    perkSecureText: 'Your details are protected from cart to doorstep.',
    newsletterText: 'New arrivals and the occasional offer.',
    subscribe: 'Subscribe',
    subscribed: 'Thanks! Your code is WELCOME10.',
    faq1q: 'How long does delivery take?',
    faq1a: 'Two to four days.',
    faq2q: 'Can I return an item?',
    faq2a: 'Yes, within 30 days.',
    faq3q: 'Which payment methods do you accept?',
    faq3a: 'Card or cash on delivery.',
  },
};

/** A single-page store: no cart page, so the cart opens in a dialog. */
const ONE_PAGE: StoreSchema = {
  ...SHOP,
  frame: { ...SHOP.frame, pages: [SHOP.frame.pages[0]!] },
  sections: SHOP.sections.filter((s) => s.id !== 'cart'),
};

function render(schema: StoreSchema = SHOP, path = '/') {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <StoreApp schema={schema} />
    </MemoryRouter>,
  );
}

/** Renders with a browser storage holding these entries. */
function withStorage(entries: Record<string, unknown>, run: () => string): string {
  vi.stubGlobal('window', { localStorage: memoryStore(entries) });
  return run();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const SHIPPING = SHOP.shipping;

describe('StoreApp', () => {
  it('opens on the hero and the products, with one h1, the prices in dollars and an add button each', () => {
    const html = render();
    const text = textOf(html);
    expect(html.match(/<h1[^>]*>/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*id="hero-title"[^>]*>Candles for slow evenings<\/h1>/);
    expect(html).toMatch(/<a[^>]*href="#products"[^>]*>Shop now/);
    expect(headingsOf(html)).toEqual([
      'Shop the collection',
      'Why shop with us',
      'What customers say',
      'Get 10% off your first order',
      'Questions &amp; answers',
    ]);
    expect(text).toContain('Vanilla Dusk Vanilla Dusk, hand-poured. $18 Add to cart');
    expect(text).toContain('Cedar Smoke Cedar Smoke, hand-poured. $22.50 Add to cart');
    expect(text).toContain('Sea Salt Sea Salt, hand-poured. $20 Add to cart');
    expect(html.match(/>Add to cart<\/button>/g)).toHaveLength(3);
    // Each add button is described by the line that says how many are in the cart.
    expect(html).toMatch(/<button[^>]*aria-describedby="added-vanilla-dusk"[^>]*>/);
    expect(html).toMatch(/id="added-vanilla-dusk"[^>]*role="status"/);
    expect(text).toContain('3 products');
    // Listed products carry no rating, so there is no sort by rating.
    expect(html).not.toContain('Rated ');
    expect(html).not.toContain('Top rated');
    // The sort is named by its label; the search box by its own name; chips are toggle buttons.
    const sort = /<label[^>]*for="([^"]+)"[^>]*>Sort by<\/label>/.exec(html)?.[1];
    expect(sort).toBeTruthy();
    expect(html).toContain(`id="${sort}"`);
    expect(html).toMatch(/<input[^>]*aria-label="Search products"/);
    expect(html).toMatch(/<ul[^>]*aria-label="Category"/);
    expect(html).toMatch(/<button[^>]*aria-pressed="true"[^>]*>All<\/button>/);
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*>Gifts<\/button>/);
    // Free shipping from the store's threshold, in its currency.
    expect(text).toContain('On every order over $60, everywhere we deliver.');
    // The floating cart links to the cart page, its name carrying the count.
    expect(html).toMatch(/<a[^>]*href="\/cart"[^>]*>.*Cart \(0\)/);
    expect(html).toMatch(/<a[^>]*href="\/cart"[^>]*>Cart<\/a>/);
  });

  it('shows the saved cart on its page: lines, quantities, totals with shipping, and a checkout', () => {
    const html = withStorage(
      {
        'ember-wick:cart': [
          { id: 'vanilla-dusk', qty: 2 },
          { id: 'gone', qty: 1 },
          { id: 'cedar-smoke', qty: 1 },
        ],
      },
      () => render(SHOP, '/cart'),
    );
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>Cart<\/h1>/);
    expect(html).toMatch(/<h2[^>]*id="cart-title"[^>]*>Your cart<\/h2>/);
    expect(text).toContain('Vanilla Dusk $36 $18');
    expect(text).toContain('Cedar Smoke $22.50 $22.50');
    expect(text).toContain('Subtotal $58.50 Shipping $6 Total $64.50');
    expect(text).toContain('Free shipping on orders over $60.');
    expect(html).toMatch(/role="group"[^>]*aria-label="Quantity: Vanilla Dusk"/);
    expect(html).toContain('aria-label="Increase quantity of Vanilla Dusk"');
    expect(html).toContain('aria-label="Decrease quantity of Cedar Smoke"');
    expect(html).toContain('aria-label="Remove Cedar Smoke"');
    expect(html).toMatch(/<button[^>]*>Checkout<\/button>/);
    expect(text).toContain('Cart (3)');
    expect(text).not.toContain('Shop the collection');
  });

  it('says when the cart is empty, and lists past orders', () => {
    const order: Order = {
      id: 'AB12CD',
      date: '2026-03-10T18:30:00.000Z',
      email: 'a@b.co',
      count: 2,
      total: 40,
    };
    const text = textOf(
      withStorage({ 'ember-wick:orders': [order, { bad: true }] }, () => render(SHOP, '/cart')),
    );
    expect(text).toContain('Your cart is empty');
    expect(text).toContain('Your orders #AB12CD 3/10/2026 · 2 items · $40');
  });

  it('without pages: every section on one page and the cart button opening a dialog', () => {
    const html = render(ONE_PAGE);
    expect(html).not.toContain('href="/cart"');
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>.*Cart \(0\)/);
    expect(html).not.toContain('<nav');
  });

  it("shows the shop's street, phone and e-mail in the footer, each only when given", () => {
    const html = render({
      ...SHOP,
      frame: {
        ...SHOP.frame,
        contact: { address: 'Moda Caddesi No: 14', phone: '0532 123 45 67', email: '' },
      },
    });
    const footer = html.slice(html.indexOf('<footer'));
    expect(textOf(footer)).toContain('Moda Caddesi No: 14');
    expect(footer).toContain('href="tel:05321234567"');
    expect(textOf(footer)).toContain('0532 123 45 67');
    expect(footer).not.toContain('mailto:');
    expect(render()).not.toContain('<address');
  });

  it('with ratings, shows them and offers the sort by rating; without search or chips, shows neither', () => {
    const rated: StoreSchema = {
      ...ONE_PAGE,
      features: { search: false, filters: false },
      products: PRODUCTS.map((p, i) => ({ ...p, rating: 4.5 + i / 10 })),
    };
    const html = render(rated);
    expect(html).toContain('Rated 4.5 out of 5');
    expect(html).toContain('Top rated');
    expect(html).not.toContain('aria-label="Search products"');
    expect(html).not.toContain('aria-pressed');
  });

  it('in Arabic, writes prices the Arabic way', () => {
    const ar: StoreSchema = {
      ...ONE_PAGE,
      frame: { ...ONE_PAGE.frame, locale: 'ar-u-nu-latn' },
      currency: 'SAR',
    };
    const text = textOf(render(ar));
    const price = formatPrice(22.5, 'SAR', 'ar-u-nu-latn');
    expect(price).toMatch(/22\.50/);
    expect(text).toContain(price.replace(/\s+/g, ' '));
  });
});

describe('the checkout form', () => {
  it('names every field by its label', () => {
    const html = renderToString(<CheckoutForm texts={SHOP.texts} onSubmit={() => {}} onBack={() => {}} />);
    for (const label of ['Full name', 'Email', 'Address', 'City', 'Postal code', 'Payment']) {
      const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
      expect(id, label).toBeTruthy();
      expect(html, label).toContain(`id="${id}"`);
    }
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Place order<\/button>/);
    expect(html).toMatch(/<button[^>]*>Back to cart<\/button>/);
  });

  it('checks each field, and accepts good details', () => {
    expect(Object.keys(checkoutErrors(EMPTY_CHECKOUT, SHOP.texts))).toEqual([
      'name',
      'email',
      'address',
      'city',
      'zip',
    ]);
    const good = {
      ...EMPTY_CHECKOUT,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      address: '12 Analytical Row',
      city: 'London',
      zip: 'N1 9GU',
    };
    expect(checkoutErrors(good, SHOP.texts)).toEqual({});
    expect(checkoutErrors({ ...good, email: 'ada@' }, SHOP.texts)).toEqual({ email: SHOP.texts.errEmail });
    expect(checkoutErrors({ ...good, zip: '34000' }, SHOP.texts)).toEqual({});
  });
});

describe('the cart', () => {
  it('adds a product, then one more of it, up to the most one cart holds', () => {
    let lines = addToCart([], 'vanilla-dusk');
    expect(lines).toEqual([{ id: 'vanilla-dusk', qty: 1 }]);
    lines = addToCart(lines, 'vanilla-dusk');
    lines = addToCart(lines, 'sea-salt');
    expect(lines).toEqual([
      { id: 'vanilla-dusk', qty: 2 },
      { id: 'sea-salt', qty: 1 },
    ]);
    expect(addToCart([{ id: 'sea-salt', qty: MAX_QTY }], 'sea-salt')).toEqual([
      { id: 'sea-salt', qty: MAX_QTY },
    ]);
  });

  it('sets quantities, drops a line below one, and removes a line', () => {
    const lines = [
      { id: 'vanilla-dusk', qty: 2 },
      { id: 'sea-salt', qty: 1 },
    ];
    expect(setQuantity(lines, 'vanilla-dusk', 5)).toEqual([
      { id: 'vanilla-dusk', qty: 5 },
      { id: 'sea-salt', qty: 1 },
    ]);
    expect(setQuantity(lines, 'vanilla-dusk', 500)[0]!.qty).toBe(MAX_QTY);
    expect(setQuantity(lines, 'sea-salt', 0)).toEqual([{ id: 'vanilla-dusk', qty: 2 }]);
    expect(setQuantity(lines, 'sea-salt', Number.NaN)).toEqual([{ id: 'vanilla-dusk', qty: 2 }]);
    expect(removeLine(lines, 'vanilla-dusk')).toEqual([{ id: 'sea-salt', qty: 1 }]);
  });

  it('totals in cents: shipping until the threshold, free from it, none for an empty cart', () => {
    const some = cartTotals([{ id: 'cedar-smoke', qty: 2 }], PRODUCTS, SHIPPING);
    expect(some).toMatchObject({ count: 2, subtotal: 45, shipping: 6, total: 51 });
    const many = cartTotals(
      [
        { id: 'cedar-smoke', qty: 2 },
        { id: 'sea-salt', qty: 1 },
      ],
      PRODUCTS,
      SHIPPING,
    );
    expect(many).toMatchObject({ count: 3, subtotal: 65, shipping: 0, total: 65 });
    expect(cartTotals([], PRODUCTS, SHIPPING)).toMatchObject({
      count: 0,
      subtotal: 0,
      shipping: 0,
      total: 0,
    });
    // A product the store no longer sells leaves the totals.
    const gone = cartTotals([{ id: 'gone', qty: 3 }], PRODUCTS, SHIPPING);
    expect(gone).toMatchObject({ lines: [], count: 0, total: 0 });
    const drift = cartTotals([{ id: 'x', qty: 3 }], [product('x', 'Tea light', 0.1)], {
      fee: 0,
      freeFrom: 10,
    });
    expect(drift.subtotal).toBe(0.3);
  });

  it('writes money in the store currency, with cents only when there are any', () => {
    expect(formatPrice(18, 'USD', 'en-US')).toBe('$18');
    expect(formatPrice(22.5, 'USD', 'en-US')).toBe('$22.50');
    expect(formatPrice(6, 'EUR', 'en-US')).toBe('€6');
    expect(formatPrice(180, 'TRY', 'tr-TR')).toMatch(/180/);
    // A dinar counts in thousandths.
    expect(formatPrice(3.5, 'KWD', 'en-US')).toMatch(/^KWD\s3\.500$/);
  });

  it('keeps only well-formed saved lines and orders, the newest orders first', () => {
    expect(savedCart('oops')).toEqual([]);
    expect(savedCart([{ id: 'a', qty: 2 }, { id: 'b', qty: 0 }, { id: 3, qty: 1 }, null])).toEqual([
      { id: 'a', qty: 2 },
    ]);
    const order = (id: string): Order => ({
      id,
      date: '2026-03-10T18:30:00.000Z',
      email: 'a@b.co',
      count: 1,
      total: 18,
    });
    expect(savedOrders([order('A'), { id: 'B' }])).toEqual([order('A')]);
    let orders: Order[] = [];
    for (let i = 0; i < KEPT_ORDERS + 2; i += 1) orders = recordOrder(orders, order(String(i)));
    expect(orders).toHaveLength(KEPT_ORDERS);
    expect(orders[0]!.id).toBe(String(KEPT_ORDERS + 1));
    expect(orderNumber(() => 0.5)).toMatch(/^[0-9A-Z]{6}$/);
  });
});

describe('the product grid', () => {
  const o = { query: '', category: null, sort: 'featured' as const, locale: 'en-US' };

  it('searches names, descriptions and categories, filters by category and sorts', () => {
    expect(shownProducts(PRODUCTS, { ...o, query: 'CEDAR' }).map((p) => p.id)).toEqual(['cedar-smoke']);
    expect(shownProducts(PRODUCTS, { ...o, query: 'gifts' }).map((p) => p.id)).toEqual(['sea-salt']);
    expect(shownProducts(PRODUCTS, { ...o, category: 'Candles' }).map((p) => p.id)).toEqual([
      'vanilla-dusk',
      'cedar-smoke',
    ]);
    expect(shownProducts(PRODUCTS, { ...o, sort: 'price-asc' }).map((p) => p.price)).toEqual([18, 20, 22.5]);
    expect(shownProducts(PRODUCTS, { ...o, sort: 'price-desc' }).map((p) => p.price)).toEqual([22.5, 20, 18]);
    expect(shownProducts(PRODUCTS, { ...o, sort: 'name' }).map((p) => p.name)).toEqual([
      'Cedar Smoke',
      'Sea Salt',
      'Vanilla Dusk',
    ]);
    expect(shownProducts(PRODUCTS, { ...o, query: 'nothing like it' })).toEqual([]);
  });

  it('shows the empty state when nothing matches', () => {
    const html = render({ ...ONE_PAGE, products: [] });
    expect(textOf(html)).toContain('No products match Try another word or category.');
  });
});

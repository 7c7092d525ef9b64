/**
 * An online store (StoreApp) described as data: its frame, the sections in order, the products with
 * their prices in one currency, the categories, shipping, the reviews, where the cart and past orders
 * are kept and every text it shows. The built-in agent writes one as JSON; a visitor's cart and orders
 * are kept in localStorage.
 */
import type { AppFrame, SectionSlot } from '@/lib/app-frame';

/** The sections a store can show; the cart is a section only when it has a page of its own. */
export type StoreSectionId = 'hero' | 'products' | 'perks' | 'reviews' | 'newsletter' | 'faq' | 'cart';

/** The pictures a product can have (lucide icons, drawn by the store's ProductIcon). */
export type ProductIconName =
  | 'Amphora'
  | 'Baby'
  | 'Bean'
  | 'BatteryCharging'
  | 'Bike'
  | 'BookHeart'
  | 'BookOpen'
  | 'Brain'
  | 'Cable'
  | 'Cake'
  | 'Camera'
  | 'Candy'
  | 'Cat'
  | 'Citrus'
  | 'Coffee'
  | 'Cog'
  | 'CookingPot'
  | 'CreditCard'
  | 'Dog'
  | 'Droplet'
  | 'Droplets'
  | 'Filter'
  | 'Flame'
  | 'Flower2'
  | 'Footprints'
  | 'Gem'
  | 'Gift'
  | 'GlassWater'
  | 'Glasses'
  | 'Headphones'
  | 'Heart'
  | 'Keyboard'
  | 'Lamp'
  | 'Laptop'
  | 'Layers'
  | 'Leaf'
  | 'Lightbulb'
  | 'Moon'
  | 'NotebookPen'
  | 'Package'
  | 'Palette'
  | 'PenTool'
  | 'Plug'
  | 'Puzzle'
  | 'Recycle'
  | 'Send'
  | 'Shirt'
  | 'ShoppingBag'
  | 'Shovel'
  | 'Smartphone'
  | 'Snowflake'
  | 'Sofa'
  | 'Soup'
  | 'Sparkles'
  | 'Speaker'
  | 'Sprout'
  | 'Sun'
  | 'ToyBrick'
  | 'Usb'
  | 'UtensilsCrossed'
  | 'Watch'
  | 'Wheat'
  | 'Wind'
  | 'Wine';

export interface Product {
  id: string;
  name: string;
  category: string;
  /** In the store's currency, major units (18.5 is $18.50). */
  price: number;
  icon: ProductIconName;
  description: string;
  /** Out of 5; null for products a brief listed, which carry no made-up rating. */
  rating: number | null;
}

export interface Review {
  author: string;
  /** Out of five; none for praise the brief quoted without a rating. */
  stars?: number;
  text: string;
}

/** A product in the cart and how many of it. */
export interface CartLine {
  id: string;
  qty: number;
}

/** A placed order, kept so the cart can list past orders. */
export interface Order {
  id: string;
  /** When it was placed (ISO 8601). */
  date: string;
  email: string;
  count: number;
  total: number;
}

export interface StoreTexts {
  heroEyebrow: string;
  heroTitle: string;
  heroSubtitle: string;
  /** The hero's call to action: scrolls to the products. */
  heroCta: string;
  productsIntro: string;
  searchLabel: string;
  categoryLabel: string;
  all: string;
  sortLabel: string;
  sortFeatured: string;
  sortPriceAsc: string;
  sortPriceDesc: string;
  sortRating: string;
  sortName: string;
  noResults: string;
  noResultsHint: string;
  /** How many products match: {n}. */
  resultsCount: string;
  addToCart: string;
  /** How many of a product are in the cart: {n}. */
  added: string;
  /** A rating for screen readers: {n} out of five. */
  rating: string;
  quantity: string;
  /** The steppers and remove button, named after the product: {name}. */
  increase: string;
  decrease: string;
  remove: string;
  inStock: string;
  close: string;
  cartTitle: string;
  /** The cart button, with the count: {n}. */
  cartButton: string;
  cartEmpty: string;
  cartEmptyHint: string;
  subtotal: string;
  shipping: string;
  free: string;
  /** Where free shipping starts: {amount}. */
  freeShippingNote: string;
  total: string;
  checkout: string;
  checkoutTitle: string;
  fieldName: string;
  fieldEmail: string;
  fieldAddress: string;
  fieldCity: string;
  fieldZip: string;
  fieldPayment: string;
  payCard: string;
  payCash: string;
  errName: string;
  errEmail: string;
  errAddress: string;
  errCity: string;
  errZip: string;
  fixErrors: string;
  placeOrder: string;
  backToCart: string;
  orderPlaced: string;
  /** The placed order: {id}. */
  orderNumber: string;
  /** Where updates go: {email}. */
  orderEmail: string;
  continueShopping: string;
  pastOrders: string;
  /** A past order: {date}, {count} and {total}. */
  orderLine: string;
  perkShipping: string;
  /** The shipping perk, with where free shipping starts: {amount}. */
  perkShippingText: string;
  perkReturns: string;
  perkReturnsText: string;
  perkSecure: string;
  perkSecureText: string;
  newsletterText: string;
  subscribe: string;
  subscribed: string;
  faq1q: string;
  faq1a: string;
  faq2q: string;
  faq2a: string;
  faq3q: string;
  faq3a: string;
}

export interface StoreSchema {
  frame: AppFrame;
  /** The sections shown, in order, each on its page (with pages, the cart on its own). */
  sections: SectionSlot<StoreSectionId>[];
  /** A search box and category chips over the products. */
  features: { search: boolean; filters: boolean };
  /** Where the cart and the past orders are kept ("{slug}:{key}"). */
  storage: { cart: string; orders: string };
  /** ISO 4217, for every price. */
  currency: string;
  /** The flat fee, and the subtotal from which shipping is free. */
  shipping: { fee: number; freeFrom: number };
  products: Product[];
  /** The products' categories, in the order they first appear. */
  categories: string[];
  reviews: Review[];
  texts: StoreTexts;
}

/**
 * A restaurant site (RestaurantApp) described as data: its frame, the sections in order, the menu by
 * course with prices and dietary labels, the opening week, the contact details, the story and reviews,
 * where a visitor's table reservations are kept and every text it shows. The built-in agent writes one
 * as JSON; the reservations a visitor makes are kept in localStorage.
 */
import type { AppFrame, SectionSlot } from '@/lib/app-frame';

export type RestaurantSectionId =
  'hero' | 'menu' | 'story' | 'hours' | 'reservations' | 'reviews' | 'location';

export type Diet = 'vegetarian' | 'vegan' | 'gluten-free' | 'spicy';

/** The dietary labels in the order the filters show them. */
export const DIETS: readonly Diet[] = ['vegetarian', 'vegan', 'gluten-free', 'spicy'];

export interface Dish {
  id: string;
  name: string;
  /** Empty when the brief gave none. */
  description: string;
  /** Null when the brief listed the dish without one: no price is made up for it. */
  price: number | null;
  /** One of the schema's categories. */
  category: string;
  diets: Diet[];
}

/** Opening and closing time ("HH:MM"; a close at or before the opening is past midnight), or closed. */
export type DayHours = { open: string; close: string } | null;

/** A table a visitor booked. */
export interface Reservation {
  id: string;
  name: string;
  phone: string;
  /** "YYYY-MM-DD" */
  date: string;
  /** "HH:MM" */
  time: string;
  party: number;
  notes: string;
}

export interface Review {
  text: string;
  author: string;
}

export interface RestaurantTexts {
  heroEyebrow: string;
  heroTitle: string;
  heroSubtitle: string;
  /** The hero's call to action: to the reservations. */
  heroCta: string;
  /** The hero's second action: to the menu. */
  heroMenu: string;
  menuIntro: string;
  searchLabel: string;
  categoryLabel: string;
  dietLabel: string;
  all: string;
  vegetarian: string;
  vegan: string;
  glutenFree: string;
  spicy: string;
  /** "{n} dishes" */
  dishCount: string;
  noDishes: string;
  noDishesHint: string;
  /** The hours as the brief wrote them, when its week could not be read; empty otherwise. */
  hoursNote: string;
  /** "Open now, until {time}" */
  openNow: string;
  closedNow: string;
  closed: string;
  today: string;
  reservationsIntro: string;
  fieldName: string;
  fieldPhone: string;
  fieldDate: string;
  fieldTime: string;
  fieldParty: string;
  fieldNotes: string;
  notesHint: string;
  /** "{n} guests" */
  guests: string;
  oneGuest: string;
  noTimes: string;
  /** The form's submit button. */
  book: string;
  errName: string;
  errPhone: string;
  errDate: string;
  errTime: string;
  /** "Table booked! See you on {date} at {time}." */
  confirmed: string;
  myReservations: string;
  noReservations: string;
  noReservationsHint: string;
  /** "{party} · {name}" */
  reservationLine: string;
  cancel: string;
  /** "Cancel the reservation on {date} at {time}" */
  cancelLabel: string;
  cancelled: string;
  address: string;
  phone: string;
  email: string;
  openMap: string;
}

export interface RestaurantSchema {
  frame: AppFrame;
  /** The sections shown, in order, each on its page. */
  sections: SectionSlot<RestaurantSectionId>[];
  /** A search box and course and dietary filters over the menu. */
  features: { search: boolean; filters: boolean };
  /** Where reservations are kept ("{slug}:{key}"). */
  storage: { key: string };
  /** ISO 4217 code the prices are in. */
  currency: string;
  menu: Dish[];
  /** The courses in menu order, each with at least one dish. */
  categories: string[];
  /** Seven days, Sunday first (as Date.getDay() counts). */
  hours: DayHours[];
  /** Only what the app has: an empty string is left out. */
  contact: { address: string; phone: string; email: string };
  story: string;
  /** The people who cook and host, shown with the story (the chef a brief names); absent: none. */
  team?: { name: string; role: string }[];
  reviews: Review[];
  texts: RestaurantTexts;
}

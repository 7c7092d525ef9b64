/**
 * A product's landing page (LandingApp) described as data: its frame, the sections in order, the hero
 * (badge, calls to action, the app stores it is on, a product preview), the figures, features, steps,
 * testimonials, team, plans with their prices, questions, the ways to reach the business and every text
 * it shows. The built-in agent writes one as JSON; a visitor's messages and sign-up stay in the browser.
 */
import type { AppFrame, SectionSlot } from '@/lib/app-frame';

export type LandingSectionId =
  | 'hero'
  | 'stats'
  | 'features'
  | 'how-it-works'
  | 'testimonials'
  | 'team'
  | 'pricing'
  | 'faq'
  | 'donate'
  | 'newsletter'
  | 'contact'
  | 'footer';

/** The pictures a feature can have (lucide icon names). */
export type FeatureIconName =
  | 'Bell'
  | 'CalendarDays'
  | 'ChartColumn'
  | 'Clock'
  | 'Cloud'
  | 'Coins'
  | 'CreditCard'
  | 'Download'
  | 'FileText'
  | 'Gauge'
  | 'Globe'
  | 'Languages'
  | 'Layers'
  | 'LifeBuoy'
  | 'ListChecks'
  | 'Mail'
  | 'MapPin'
  | 'MessageSquare'
  | 'Palette'
  | 'Plug'
  | 'Receipt'
  | 'Repeat'
  | 'Search'
  | 'ShieldCheck'
  | 'Smartphone'
  | 'Sparkles'
  | 'Tag'
  | 'Target'
  | 'Truck'
  | 'Users'
  | 'Wallet'
  | 'Zap';

export type PlanPeriod = '' | 'hour' | 'day' | 'week' | 'month' | 'year';

export interface LandingPlan {
  name: string;
  /** A short line under the name, or empty. */
  blurb: string;
  perks: string[];
  /** Per `period`; 0 is free, null is a price to ask for. */
  price: number | null;
  /** ISO 4217 code. */
  currency: string;
  /** Empty for a one-off price. */
  period: PlanPeriod;
  /** The yearly price, when one is given next to the monthly one. */
  yearly: number | null;
  /** The highlighted plan. */
  featured: boolean;
}

/**
 * How the billing switch works: `derived` shows yearly prices as ten months for twelve, `given` shows
 * the yearly prices the plans have, `none` has no switch (each plan shows its own price and period).
 */
export type BillingMode = 'derived' | 'given' | 'none';

/** An app store the product is on. */
export type AppStore = 'ios' | 'android';

export interface LandingFigure {
  value: string;
  label: string;
}

export interface LandingFeature {
  title: string;
  body: string;
  icon: FeatureIconName;
}

export interface LandingStep {
  title: string;
  body: string;
}

export interface LandingTestimonial {
  quote: string;
  name: string;
  /** Empty when unknown. */
  role: string;
}

export interface LandingPerson {
  name: string;
  /** Empty when the brief gave none. */
  role: string;
}

export interface LandingQuestion {
  question: string;
  answer: string;
}

/**
 * A fundraiser's ask: what the money is for, the goal and the amounts offered to pick. Gifts are kept in
 * the project's data API when the app has one (every visitor sees the same total), else in the browser.
 */
export interface LandingDonation {
  /** What the money is for, or empty. */
  cause: string;
  /** The amount to raise, or null when the brief set none. */
  goal: number | null;
  /** ISO 4217 code. */
  currency: string;
  /** The amounts offered, in order; a visitor may also type their own. */
  presets: number[];
}

export interface LandingTexts {
  heroBadge: string;
  heroTitle: string;
  heroSubtitle: string;
  /** The main call to action (hero, footer). */
  cta: string;
  /** The hero's second action. */
  secondary: string;
  /** A line under the calls to action (a free plan, the lowest price), or empty. */
  heroNote: string;
  /** What the list of app stores is called. */
  storesTitle: string;
  preview: string;
  chartLabel: string;
  statsIntro: string;
  featuresIntro: string;
  howItWorksIntro: string;
  testimonialsIntro: string;
  teamIntro: string;
  pricingIntro: string;
  faqIntro: string;
  newsletterIntro: string;
  contactIntro: string;
  footerIntro: string;
  monthly: string;
  yearly: string;
  /** What yearly billing saves, beside the yearly option. */
  save: string;
  billedYearly: string;
  free: string;
  /** A plan with no price. */
  custom: string;
  popular: string;
  /** A plan's button, with {plan}. */
  choose: string;
  chosen: string;
  billing: string;
  /** What a price is per, shown after it. */
  perHour: string;
  perDay: string;
  perWeek: string;
  perMonth: string;
  perYear: string;
  newsletterLabel: string;
  newsletterPlaceholder: string;
  subscribe: string;
  subscribed: string;
  newsletterInvalid: string;
  fieldName: string;
  fieldEmail: string;
  fieldPlan: string;
  noPlan: string;
  fieldMessage: string;
  namePlaceholder: string;
  messagePlaceholder: string;
  send: string;
  sentTitle: string;
  /** The thank-you line, with {name} and {email}. */
  sentBody: string;
  sendAnother: string;
  errName: string;
  errEmail: string;
  errMessage: string;
  /** That the form keeps messages in the browser. */
  demo: string;
  emailLabel: string;
  phoneLabel: string;
  addressLabel: string;
  product: string;
  company: string;
  contact: string;
  top: string;
  /** What an empty chart says. */
  noData: string;
  donateIntro: string;
  /** The total given, with {amount}. */
  raised: string;
  /** The goal under the total, with {goal}. */
  ofGoal: string;
  /** How many gave, with {n}: one and other. */
  donorOne: string;
  donorOther: string;
  amountLabel: string;
  otherAmount: string;
  donorName: string;
  donorNamePlaceholder: string;
  /** The button, with {amount}; plain when no amount is picked yet. */
  donateAmount: string;
  donate: string;
  /** Shown once a gift is made (the brief's own words when it gave them). */
  thanks: string;
  donateAgain: string;
  errAmount: string;
  /** That no money moves: the page records pledges. */
  donateDemo: string;
}

export interface LandingSchema {
  frame: AppFrame;
  /** The sections shown, in order. */
  sections: SectionSlot<LandingSectionId>[];
  features: {
    /** A growth chart in the hero's preview (else a checklist). */
    charts: boolean;
  };
  hero: {
    /** Where the main and second calls to action lead, or null for none. */
    cta: LandingSectionId | null;
    secondary: LandingSectionId | null;
    /** The app stores the brief named. */
    stores: AppStore[];
    tiles: LandingFigure[];
    /** The preview chart's month names. */
    months: string[];
    tasks: string[];
  };
  /** The sections the footer links to, with their short names. */
  nav: { id: LandingSectionId; label: string }[];
  figures: LandingFigure[];
  featureList: LandingFeature[];
  steps: LandingStep[];
  testimonials: LandingTestimonial[];
  team: LandingPerson[];
  plans: LandingPlan[];
  billing: BillingMode;
  questions: LandingQuestion[];
  /** Reasons to write, beside the contact form. */
  perks: LandingStep[];
  /** Ways to reach the business, as the brief gave them ('' when not given). */
  reach: { email: string; phone: string; address: string };
  /** A fundraiser's ask, shown by the `donate` section. */
  donation?: LandingDonation;
  /** The project's data API, where gifts are kept; null keeps them in this browser. */
  backend?: { url: string; key: string } | null;
  texts: LandingTexts;
}

/**
 * The plans of the pricing page in one place (content §9): prices in US dollars per month, the yearly
 * discount, each plan's features and its button, and the FAQ. Texts live in the `marketing` section.
 */
import type en from '@/locales/en/marketing';

export const YEARLY_DISCOUNT = 0.1;
export const CURRENCY = 'USD';

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export type PlanId = keyof typeof en.pricing.plans;
export type PlanFeatureKey = keyof typeof en.pricing.features;
export type FaqId = keyof typeof en.pricing.faq;

export interface PlanFeature {
  key: PlanFeatureKey;
  /** Numbers the text interpolates, e.g. {amount: 5}, written in the interface language's style. */
  values?: { amount: number };
}

export interface Plan {
  id: PlanId;
  /** USD per month on monthly billing; null means priced per contract. */
  monthlyPrice: number | null;
  /** Enterprise talks to sales; every other plan upgrades. */
  action: 'upgrade' | 'contactSales';
  highlighted?: boolean;
  features: readonly PlanFeature[];
}

export const FREE_DAILY_MESSAGES = 5;

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    monthlyPrice: 0,
    action: 'upgrade',
    features: [
      { key: 'dailyMessages', values: { amount: FREE_DAILY_MESSAGES } },
      { key: 'livePreview' },
      { key: 'publicProjects' },
      { key: 'communitySupport' },
    ],
  },
  {
    id: 'pro',
    monthlyPrice: 29,
    action: 'upgrade',
    highlighted: true,
    features: [
      { key: 'everythingInFree' },
      { key: 'monthlyCredits', values: { amount: 500 } },
      { key: 'privateProjects' },
      { key: 'codeDownload' },
      { key: 'rollover' },
      { key: 'emailSupport' },
    ],
  },
  {
    id: 'teams',
    monthlyPrice: 79,
    action: 'upgrade',
    features: [
      { key: 'everythingInPro' },
      { key: 'seats', values: { amount: 10 } },
      { key: 'monthlyCredits', values: { amount: 2000 } },
      { key: 'sharedWorkspace' },
      { key: 'centralBilling' },
      { key: 'technicalSupport' },
    ],
  },
  {
    id: 'enterprise',
    monthlyPrice: null,
    action: 'contactSales',
    features: [
      { key: 'everythingInTeams' },
      { key: 'sso' },
      { key: 'trainingOptOut' },
      { key: 'dedicatedManager' },
      { key: 'salesResponse' },
      { key: 'customTerms' },
    ],
  },
];

/** The questions the pricing page answers; the page shows Coming Soon while this list is empty. */
export const PRICING_FAQ: readonly FaqId[] = ['free', 'pro', 'refunds', 'credits', 'cancel', 'selfHost'];

export interface PlanPrice {
  /** What one month costs on this period (the yearly price spread over twelve months). */
  perMonth: number;
  /** What is charged at once: a month's price, or the whole year's. */
  charged: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** A plan's price on a billing period; null for plans priced per contract. */
export function planPrice(plan: Pick<Plan, 'monthlyPrice'>, period: BillingPeriod): PlanPrice | null {
  if (plan.monthlyPrice === null) return null;
  if (period === 'monthly') return { perMonth: plan.monthlyPrice, charged: plan.monthlyPrice };
  const perMonth = cents(plan.monthlyPrice * (1 - YEARLY_DISCOUNT));
  return { perMonth, charged: cents(perMonth * 12) };
}

/** "$29" or "$26.10": whole dollars without decimals, in the interface language's number style. */
export function formatUsd(amount: number, language: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

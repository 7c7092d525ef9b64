/**
 * The rules the landing page runs on: what a plan costs under a billing option, how a price reads in
 * the app's locale, a person's initials, the contact form's and the sign-up's checks.
 */
import type { BillingMode, LandingPlan, LandingTexts } from '@/lib/landing';
import { contactErrors, type ContactErrors, type ContactField } from '@/lib/forms';
import { formatPrice } from '@/lib/money';

export type Billing = 'monthly' | 'yearly';

/** What a price is per (a month, a year), or empty for a one-off price. */
export function periodText(period: LandingPlan['period'], texts: LandingTexts): string {
  switch (period) {
    case 'hour':
      return texts.perHour;
    case 'day':
      return texts.perDay;
    case 'week':
      return texts.perWeek;
    case 'month':
      return texts.perMonth;
    case 'year':
      return texts.perYear;
    default:
      return '';
  }
}

/**
 * What a plan costs under a billing option: the amount, what it is per and a note under it. Yearly
 * shows the plan's own yearly price when it has one, or, when the page derives them, ten months for
 * twelve shown per month.
 */
export function planPrice(
  plan: LandingPlan,
  billing: Billing,
  mode: BillingMode,
  texts: LandingTexts,
  locale: string,
): { amount: string; unit: string; note: string } {
  if (plan.price === null) return { amount: texts.custom, unit: '', note: '' };
  if (plan.price === 0) return { amount: texts.free, unit: '', note: '' };
  if (billing === 'yearly' && plan.yearly !== null) {
    return { amount: formatPrice(plan.yearly, plan.currency, locale), unit: texts.perYear, note: '' };
  }
  if (billing === 'yearly' && mode === 'derived' && plan.period === 'month') {
    return {
      amount: formatPrice(Math.round((plan.price * 10) / 12), plan.currency, locale),
      unit: texts.perMonth,
      note: texts.billedYearly,
    };
  }
  return {
    amount: formatPrice(plan.price, plan.currency, locale),
    unit: periodText(plan.period, texts),
    note: '',
  };
}

/** Up to two initials of a name, for an avatar. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toLocaleUpperCase();
}

export { telHref } from '@/lib/forms';

export interface Message {
  name: string;
  email: string;
  /** The plan the visitor picked, or empty. */
  plan: string;
  message: string;
}

export type MessageField = ContactField;
export type MessageErrors = ContactErrors;

export const EMPTY_MESSAGE: Message = { name: '', email: '', plan: '', message: '' };

/** The shortest message the form takes. */
export const MIN_MESSAGE = 10;

/** What is wrong with a message, field by field, in the order the form shows them. */
export function messageErrors(values: Message, texts: LandingTexts): MessageErrors {
  return contactErrors(values, texts, MIN_MESSAGE);
}

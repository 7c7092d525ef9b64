import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadTextSection } from '@/lib/i18n';
import { session } from '@/lib/session';
import { renderScreen } from '@/testing/render';
import { makeUser } from '@/testing/users';
import { formatUsd, planPrice, PLANS } from '../lib/plans';
import { PricingPage } from './pricing-page';

const member = makeUser({ id: 3, email_verified_at: null });

const card = (name: string) => screen.getByRole('article', { name });

describe('plan prices (content §9)', () => {
  it('charges the monthly price monthly and 10 % less on a yearly subscription', () => {
    expect(planPrice({ monthlyPrice: 29 }, 'monthly')).toEqual({ perMonth: 29, charged: 29 });
    expect(planPrice({ monthlyPrice: 29 }, 'yearly')).toEqual({ perMonth: 26.1, charged: 313.2 });
    expect(planPrice({ monthlyPrice: 0 }, 'yearly')).toEqual({ perMonth: 0, charged: 0 });
    expect(planPrice({ monthlyPrice: null }, 'yearly')).toBeNull();
    expect(formatUsd(29, 'en')).toBe('$29');
    expect(formatUsd(26.1, 'en')).toBe('$26.10');
  });

  it('lists Free, Pro, Teams and Enterprise, Pro from 29 USD and Free with 5 messages a day', () => {
    expect(PLANS.map((plan) => plan.id)).toEqual(['free', 'pro', 'teams', 'enterprise']);
    expect(PLANS.find((plan) => plan.id === 'pro')?.monthlyPrice).toBe(29);
    expect(PLANS[0]?.features[0]).toEqual({ key: 'dailyMessages', values: { amount: 5 } });
  });
});

describe('pricing page (/pricing)', () => {
  beforeAll(async () => {
    await loadTextSection('marketing');
  });

  beforeEach(() => session.clear());

  it('shows Coming Soon instead of the plans while the FAQ list is empty', () => {
    renderScreen(<PricingPage faq={[]} />, { path: '/pricing' });
    expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByText('Pricing page will be available soon. Stay tuned!')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows the four plans, their buttons and the FAQ when the FAQ has questions', async () => {
    const person = userEvent.setup();
    renderScreen(<PricingPage />, { path: '/pricing' });
    expect(screen.queryByText('Coming Soon')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(within(card('Free')).getByText('Up to 5 messages a day')).toBeInTheDocument();
    expect(within(card('Pro')).getByText('$29')).toBeInTheDocument();
    expect(within(card('Teams')).getByText('2,000 credits every month')).toBeInTheDocument();
    expect(within(card('Enterprise')).getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      '/enterprise',
    );
    for (const name of ['Free', 'Pro', 'Teams']) {
      expect(within(card(name)).getByRole('link', { name: `Upgrade · ${name}` })).toHaveAttribute(
        'href',
        '/register',
      );
    }

    const question = screen.getByRole('button', { name: 'Can I get a refund?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await person.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Purchases are non-refundable/)).toBeVisible();
  });

  it('switches to yearly prices with the 10 % note', async () => {
    const person = userEvent.setup();
    renderScreen(<PricingPage />, { path: '/pricing' });
    expect(screen.getByText('Save 10% On A Yearly Subscription')).toBeInTheDocument();
    await person.click(screen.getByRole('radio', { name: /yearly/i }));
    expect(within(card('Pro')).getByTestId('price')).toHaveTextContent('$26.10');
    expect(within(card('Pro')).getByText('Billed $313.20 yearly')).toBeInTheDocument();
    expect(within(card('Teams')).getByTestId('price')).toHaveTextContent('$71.10');
    await person.click(screen.getByRole('radio', { name: /monthly/i }));
    expect(within(card('Pro')).getByTestId('price')).toHaveTextContent('$29');
  });

  it('tells signed-in people that billing is not enabled and points them to sales', async () => {
    session.signIn('tok', member);
    const person = userEvent.setup();
    renderScreen(<PricingPage />, { path: '/pricing' });
    await person.click(within(card('Pro')).getByRole('button', { name: 'Upgrade · Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Billing is not enabled on this server' });
    expect(within(dialog).getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      '/enterprise',
    );
  });
});

// The landing page rendered on the server for a closet organizer's schema: the hero with the product's
// name, what it is, its calls to action and the app store it is on; the figures, features, steps,
// testimonials, team, plans with their prices and switch, questions, sign-up, the contact form with its
// labelled fields, errors and thank-you state, and the closing band; and the rules it runs on.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { LandingApp } from '@/components/sections/landing-app';
import { ContactForm, LandingNewsletter } from '@/components/sections/landing/landing-forms';
import { LandingDonate, progressOf, typedAmount } from '@/components/sections/landing/landing-donate';
import { LandingPricing } from '@/components/sections/landing/landing-pricing';
import {
  EMPTY_MESSAGE,
  initials,
  messageErrors,
  planPrice,
  telHref,
} from '@/components/sections/landing/logic';
import { isEmail } from '@/lib/forms';
import { formatPrice } from '@/lib/money';
import type { LandingPlan, LandingSchema } from '@/lib/landing';
import { englishFrame } from './support/frame.ts';
import { headingsOf, textOf } from './support/html.ts';

const TIDY: LandingSchema = {
  frame: englishFrame({
    name: 'Tidy',
    tagline: 'A closet organizer app',
    slug: 'tidy',
    pages: [
      {
        id: 'main',
        path: '/',
        label: 'Hero',
        title: 'A closet organizer app',
        subtitle:
          'Tidy brings everything together in one calm, fast place. Set it up in minutes and grow without the busywork.',
      },
    ],
  }),
  sections: [
    {
      id: 'hero',
      page: 'main',
      title: 'A closet organizer app',
    },
    {
      id: 'stats',
      page: 'main',
      title: 'Trusted by people who ship',
    },
    {
      id: 'features',
      page: 'main',
      title: "Everything you need, nothing you don't",
    },
    {
      id: 'how-it-works',
      page: 'main',
      title: 'How it works',
    },
    {
      id: 'testimonials',
      page: 'main',
      title: 'Loved by people who get things done',
    },
    {
      id: 'team',
      page: 'main',
      title: 'Meet the team',
    },
    {
      id: 'pricing',
      page: 'main',
      title: 'Simple, honest pricing',
    },
    {
      id: 'faq',
      page: 'main',
      title: 'Frequently asked questions',
    },
    {
      id: 'newsletter',
      page: 'main',
      title: 'Stay in the loop',
    },
    {
      id: 'contact',
      page: 'main',
      title: 'Get in touch',
    },
    {
      id: 'footer',
      page: 'main',
      title: 'Ready to get started?',
    },
  ],
  features: {
    charts: false,
  },
  hero: {
    cta: 'pricing',
    secondary: 'how-it-works',
    stores: ['ios'],
    tiles: [
      {
        label: 'Active users',
        value: '2,481',
      },
      {
        label: 'Completed',
        value: '87%',
      },
      {
        label: 'Satisfaction',
        value: '4.9',
      },
    ],
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'],
    tasks: ['Create your account', 'Invite your team', 'Ship your first project'],
  },
  nav: [
    {
      id: 'features',
      label: 'Features',
    },
    {
      id: 'how-it-works',
      label: 'How it works',
    },
    {
      id: 'pricing',
      label: 'Pricing',
    },
    {
      id: 'faq',
      label: 'FAQ',
    },
  ],
  figures: [
    {
      value: '12k+',
      label: 'Happy customers',
    },
    {
      value: '99.9%',
      label: 'Uptime',
    },
    {
      value: '4.9/5',
      label: 'Average rating',
    },
    {
      value: '24/7',
      label: 'Support',
    },
  ],
  featureList: [
    {
      title: 'Set up in minutes',
      body: 'Start with sensible defaults and make it yours. No manual needed.',
      icon: 'Sparkles',
    },
    {
      title: 'Fast everywhere',
      body: 'Snappy on every device, from a phone on the go to a big desktop screen.',
      icon: 'Gauge',
    },
    {
      title: 'Private and secure',
      body: 'Your data stays yours, protected by careful defaults.',
      icon: 'ShieldCheck',
    },
    {
      title: 'Insights that matter',
      body: 'See what is working at a glance and decide with confidence.',
      icon: 'Layers',
    },
    {
      title: 'Made for teams',
      body: 'Invite people, share work and keep everyone on the same page.',
      icon: 'Users',
    },
    {
      title: 'Friendly support',
      body: 'Real people, ready to help whenever you get stuck.',
      icon: 'LifeBuoy',
    },
  ],
  steps: [
    {
      title: 'Create your account',
      body: 'Sign up in seconds and pick the plan that fits.',
    },
    {
      title: 'Make it yours',
      body: 'Add your details, invite your team and set your preferences.',
    },
    {
      title: 'See the results',
      body: 'Track progress and watch things get done, week after week.',
    },
  ],
  testimonials: [
    {
      quote: 'My closet finally makes sense.',
      name: 'Lena Park',
      role: 'Customer',
    },
  ],
  team: [
    {
      name: 'Ana Ruiz',
      role: 'CEO',
    },
    {
      name: 'Ben Cho',
      role: 'Design',
    },
  ],
  plans: [
    {
      name: 'Free',
      blurb: '',
      perks: [],
      price: 0,
      currency: 'USD',
      period: '',
      yearly: null,
      featured: false,
    },
    {
      name: 'Basic',
      blurb: '',
      perks: ['Unlimited items'],
      price: 4,
      currency: 'USD',
      period: 'month',
      yearly: null,
      featured: true,
    },
    {
      name: 'Family',
      blurb: '',
      perks: ['Up to 5 people', 'Shared closets'],
      price: 9,
      currency: 'USD',
      period: 'month',
      yearly: null,
      featured: false,
    },
  ],
  billing: 'none',
  questions: [
    {
      question: 'Is there a free plan?',
      answer: 'Yes. The Free plan is free, and no credit card is required.',
    },
    {
      question: 'Can I change plans later?',
      answer: 'Any time. Upgrades apply immediately; downgrades at the end of the billing period.',
    },
    {
      question: 'Is my data safe?',
      answer:
        'We follow careful security practices, and you can export or delete your data whenever you like.',
    },
    {
      question: 'Do you offer support?',
      answer: 'Every plan includes support, and paid plans get priority answers.',
    },
  ],
  perks: [
    {
      title: 'Replies within 24 hours',
      body: 'We answer every message within one business day.',
    },
    {
      title: 'Real people',
      body: 'No bots: a team that knows the product.',
    },
    {
      title: 'Free demo',
      body: 'Just ask for a walkthrough tailored to you.',
    },
  ],
  reach: {
    email: 'hello@tidy.app',
    phone: '+1 555 0100',
    address: '',
  },
  texts: {
    heroBadge: 'New: now in public beta',
    heroTitle: 'A closet organizer app',
    heroSubtitle:
      'Tidy brings everything together in one calm, fast place. Set it up in minutes and grow without the busywork.',
    cta: 'Get started',
    secondary: 'See how it works',
    heroNote: 'Free plan available · No credit card required',
    storesTitle: 'Get the app',
    preview: 'Overview',
    chartLabel: 'Monthly growth',
    statsIntro: '',
    featuresIntro: 'Tidy keeps the essentials simple so you can focus on the work that matters.',
    howItWorksIntro: 'Three steps from sign-up to results.',
    testimonialsIntro: 'Here is what customers say about Tidy.',
    teamIntro: 'The people building Tidy.',
    pricingIntro: 'Start free, upgrade when you are ready. Cancel anytime.',
    faqIntro: "Can't find your answer? Send us a message.",
    newsletterIntro: 'One short e-mail a month with news and tips. No spam.',
    contactIntro: "Questions, ideas or a demo? Send us a message and we'll get back to you within a day.",
    footerIntro: 'Join the people who use Tidy every day.',
    monthly: 'Monthly',
    yearly: 'Yearly',
    save: '2 months free',
    billedYearly: 'billed yearly',
    free: 'Free',
    custom: 'Custom',
    popular: 'Most popular',
    choose: 'Choose {plan}',
    chosen: 'Selected',
    billing: 'Billing period',
    perHour: '/hr',
    perDay: '/day',
    perWeek: '/wk',
    perMonth: '/mo',
    perYear: '/yr',
    newsletterLabel: 'Your e-mail address',
    newsletterPlaceholder: 'you@example.com',
    subscribe: 'Subscribe',
    subscribed: "You're subscribed. Welcome aboard!",
    newsletterInvalid: 'Please enter a valid e-mail address',
    fieldName: 'Name',
    fieldEmail: 'E-mail',
    fieldPlan: 'Plan you are interested in',
    noPlan: 'Not sure yet',
    fieldMessage: 'Message',
    namePlaceholder: 'Your name',
    messagePlaceholder: 'How can we help?',
    send: 'Send message',
    sentTitle: 'Message sent!',
    sentBody: "Thanks, {name}. We'll reply to {email} soon.",
    sendAnother: 'Send another message',
    errName: 'Please enter your name',
    errEmail: 'Please enter a valid e-mail address',
    errMessage: 'Please write at least 10 characters',
    demo: 'This demo keeps messages in your browser; nothing is sent anywhere.',
    emailLabel: 'E-mail',
    phoneLabel: 'Phone',
    addressLabel: 'Address',
    product: 'Product',
    company: 'Company',
    contact: 'Contact',
    top: 'Back to top',
    noData: 'No data yet',
    donateIntro: 'Every gift, large or small, brings us closer.',
    raised: '{amount} raised',
    ofGoal: 'of our {goal} goal',
    donorOne: '{n} donor',
    donorOther: '{n} donors',
    amountLabel: 'Choose an amount',
    otherAmount: 'Other amount',
    donorName: 'Your name (optional)',
    donorNamePlaceholder: 'Anonymous',
    donateAmount: 'Donate {amount}',
    donate: 'Donate',
    thanks: 'Every paw thanks you!',
    donateAgain: 'Give again',
    errAmount: 'Choose an amount or enter your own',
    donateDemo: 'This page records your pledge; no payment is taken here.',
  },
};

/** The same page for a shelter's fundraiser: a goal, four amounts to pick and its own thank-you. */
const SHELTER: LandingSchema = {
  ...TIDY,
  sections: [
    { id: 'hero', page: 'main', title: 'Every gift makes a difference.' },
    { id: 'donate', page: 'main', title: 'Make a gift' },
    { id: 'footer', page: 'main', title: 'Make a gift' },
  ],
  hero: { ...TIDY.hero, cta: 'donate', secondary: null },
  donation: { cause: 'A new kennel wing', goal: 15000, currency: 'USD', presets: [10, 25, 50, 100] },
  backend: null,
};

function render(schema: LandingSchema = TIDY) {
  return renderToString(
    <MemoryRouter>
      <LandingApp schema={schema} />
    </MemoryRouter>,
  );
}

/** The id of the control a <label> names, by its text. */
function labelFor(html: string, label: string): string | undefined {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${escaped}</label>`).exec(html)?.[1];
}

/** The opening tag of the element with that id. */
function tagWithId(html: string, id: string): string {
  return new RegExp(`<(?:input|textarea|select)[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
}

const noop = () => undefined;

describe('LandingApp', () => {
  it('opens on the product: its name, what it is, the calls to action and its app store, with one h1', () => {
    const html = render();
    const text = textOf(html);
    expect(html.match(/<h1[^>]*>/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*id="hero-title"[^>]*>A closet organizer app<\/h1>/);
    expect(text).toContain('Tidy A closet organizer app Tidy brings everything together');
    expect(text).toContain('New: now in public beta');
    expect(html).toMatch(/<a[^>]*href="#pricing"[^>]*>Get started/);
    expect(html).toMatch(/<a[^>]*href="#how-it-works"[^>]*>See how it works<\/a>/);
    expect(text).toContain('Free plan available');
    expect(text).toContain('Get the app App Store');
    expect(text).not.toContain('Google Play');
    expect(headingsOf(html)).toEqual([
      'Get the app',
      'Trusted by people who ship',
      'Everything you need, nothing you don&#x27;t',
      'How it works',
      'Loved by people who get things done',
      'Meet the team',
      'Simple, honest pricing',
      'Frequently asked questions',
      'Stay in the loop',
      'Get in touch',
      'Ready to get started?',
    ]);
  });

  it('shows the figures, features, steps, the quoted praise and the team', () => {
    const text = textOf(render());
    // Each figure's value, then what it counts, in reading order.
    expect(text).toContain('12k+ Happy customers');
    expect(text).toContain('Set up in minutes Start with sensible defaults');
    expect(text).toMatch(/1 Create your account Sign up in seconds/);
    expect(text).toContain('“My closet finally makes sense.” LP Lena Park Customer');
    expect(text).toContain('AR Ana Ruiz CEO');
    expect(text).toContain('BC Ben Cho Design');
    // Sections with nothing to show are left out.
    const bare = textOf(render({ ...TIDY, testimonials: [], team: [] }));
    expect(bare).not.toContain('Loved by people who get things done');
    expect(bare).not.toContain('Meet the team');
  });

  it('prices the plans in their currency and per their period, and marks the highlighted one', () => {
    const html = render();
    const text = textOf(html);
    expect(text).toContain('Free Free Choose Free');
    expect(text).toContain('Basic Most popular $4 /mo Unlimited items Choose Basic');
    expect(text).toContain('Family $9 /mo Up to 5 people Shared closets Choose Family');
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(3);
    // The brief's prices: no monthly/yearly switch.
    expect(html).not.toContain('Billing period');
  });

  it('switches between monthly and yearly prices when the plans have them', () => {
    const derived: LandingSchema = { ...TIDY, billing: 'derived' };
    const monthly = renderToString(
      <LandingPricing schema={derived} title="Pricing" chosen="" onChoose={noop} />,
    );
    expect(monthly).toMatch(
      /role="group"[^>]*aria-label="Billing period"|aria-label="Billing period"[^>]*role="group"/,
    );
    expect(monthly).toMatch(/<button[^>]*aria-pressed="true"[^>]*>Monthly<\/button>/);
    expect(textOf(monthly)).toContain('Yearly (2 months free)');
    const yearly = textOf(
      renderToString(
        <LandingPricing schema={derived} title="Pricing" chosen="Basic" onChoose={noop} start="yearly" />,
      ),
    );
    expect(yearly).toContain('$3 /mo billed yearly');
    expect(yearly).toContain('Basic Most popular $3 /mo billed yearly Unlimited items Selected');
  });

  it('answers the questions one at a time, each button controlling its panel', () => {
    const html = render();
    const buttons = [
      ...html.matchAll(/<button[^>]*aria-expanded="(true|false)"[^>]*aria-controls="([^"]+)"/g),
    ];
    expect(buttons.map((m) => m[1])).toEqual(['true', 'false', 'false', 'false']);
    for (const [, expanded, panel] of buttons) {
      const tag = new RegExp(`<div[^>]*id="${panel}"[^>]*>`).exec(html)?.[0] ?? '';
      expect(tag).toContain('role="region"');
      expect(tag.includes('hidden')).toBe(expanded === 'false');
    }
  });

  it('ties every field of the contact form to its label, and the plan picked to the form', () => {
    const html = render();
    for (const [label, tag] of [
      ['Name', 'input'],
      ['E-mail', 'input'],
      ['Plan you are interested in', 'select'],
      ['Message', 'textarea'],
    ] as const) {
      const id = labelFor(html, label);
      expect(id, label).toBeTruthy();
      expect(tagWithId(html, id!).startsWith(`<${tag}`), label).toBe(true);
    }
    expect(textOf(html)).toContain('Not sure yet Free Basic Family');
    // Without a pricing section there is no plan to pick.
    const plain = render({ ...TIDY, sections: TIDY.sections.filter((s) => s.id !== 'pricing') });
    expect(labelFor(plain, 'Plan you are interested in')).toBeUndefined();
  });

  it('describes a wrong field by its error, and thanks the sender in a status', () => {
    const errors = renderToString(
      <ContactForm
        schema={TIDY}
        plan="Basic"
        onPlanChange={noop}
        start={{
          values: { ...EMPTY_MESSAGE, name: 'A', email: 'nope' },
          errors: messageErrors({ ...EMPTY_MESSAGE, name: 'A', email: 'nope' }, TIDY.texts),
          sent: null,
        }}
      />,
    );
    const email = labelFor(errors, 'E-mail')!;
    const tag = tagWithId(errors, email);
    expect(tag).toContain('aria-invalid="true"');
    expect(tag).toContain(`aria-describedby="${email}-error"`);
    expect(errors).toContain(`id="${email}-error"`);
    expect(textOf(errors)).toContain('Please enter your name');
    expect(textOf(errors)).toContain('Please write at least 10 characters');
    const message = labelFor(errors, 'Message')!;
    expect(tagWithId(errors, message)).toContain(`aria-describedby="${message}-error"`);

    const sent = renderToString(
      <ContactForm
        schema={TIDY}
        plan=""
        onPlanChange={noop}
        start={{
          values: EMPTY_MESSAGE,
          errors: {},
          sent: { name: 'Ada', email: 'ada@example.com', plan: '', message: 'Hello there, Tidy!' },
        }}
      />,
    );
    expect(sent).toMatch(/role="status"/);
    expect(textOf(sent)).toContain("Message sent! Thanks, Ada. We'll reply to ada@example.com soon.");
    expect(textOf(sent)).toContain('Send another message');
  });

  it('names the sign-up field, and thanks a subscriber', () => {
    const form = render();
    const id = labelFor(form, 'Your e-mail address');
    expect(tagWithId(form, id!)).toContain('type="email"');
    const done = renderToString(<LandingNewsletter schema={TIDY} title="News" start="ada@example.com" />);
    expect(done).toMatch(/role="status"/);
    expect(textOf(done)).toContain("You're subscribed. Welcome aboard!");
  });

  it('lists the ways to reach the business and the sections in the closing band', () => {
    const html = render();
    expect(html).toContain('href="mailto:hello@tidy.app"');
    expect(html).toContain('href="tel:+15550100"');
    expect(html).toMatch(/<nav[^>]*aria-label="Product"/);
    for (const [id, label] of [
      ['features', 'Features'],
      ['how-it-works', 'How it works'],
      ['pricing', 'Pricing'],
      ['faq', 'FAQ'],
    ]) {
      expect(html).toMatch(new RegExp(`<a[^>]*href="#${id}"[^>]*>${label}</a>`));
    }
    expect(textOf(html)).toContain('Back to top');
  });

  it('spaces by logical sides, so a right-to-left page mirrors', () => {
    const html = render();
    expect(html).not.toMatch(/class="[^"]*\b(?:ml|mr|pl|pr)-\d/);
    expect(html).not.toMatch(/class="[^"]*\b(?:text-left|text-right)\b/);
  });
});

describe('landing logic', () => {
  const plan = (p: Partial<LandingPlan>): LandingPlan => ({
    name: 'Pro',
    blurb: '',
    perks: [],
    price: 19,
    currency: 'USD',
    period: 'month',
    yearly: null,
    featured: false,
    ...p,
  });
  const t = TIDY.texts;

  it('prices a plan under each billing option', () => {
    expect(planPrice(plan({}), 'monthly', 'derived', t, 'en-US')).toEqual({
      amount: '$19',
      unit: '/mo',
      note: '',
    });
    expect(planPrice(plan({}), 'yearly', 'derived', t, 'en-US')).toEqual({
      amount: '$16',
      unit: '/mo',
      note: 'billed yearly',
    });
    expect(planPrice(plan({ yearly: 190 }), 'yearly', 'given', t, 'en-US').amount).toBe('$190');
    expect(planPrice(plan({ price: 0 }), 'yearly', 'derived', t, 'en-US').amount).toBe('Free');
    expect(planPrice(plan({ price: null }), 'monthly', 'none', t, 'en-US').amount).toBe('Custom');
    expect(
      planPrice(plan({ price: 40.5, period: 'hour', currency: 'GBP' }), 'monthly', 'none', t, 'en-GB'),
    ).toEqual({ amount: '£40.50', unit: '/hr', note: '' });
    expect(formatPrice(249, 'TRY', 'tr-TR')).toMatch(/249/);
  });

  it('checks a message and an e-mail, and reads names and numbers', () => {
    expect(messageErrors({ ...EMPTY_MESSAGE }, t)).toEqual({
      name: t.errName,
      email: t.errEmail,
      message: t.errMessage,
    });
    expect(
      messageErrors({ name: 'Ada', email: 'ada@example.com', plan: '', message: 'Ten chars!' }, t),
    ).toEqual({});
    expect(isEmail(' ada@example.com ')).toBe(true);
    expect(isEmail('ada@example')).toBe(false);
    expect(initials('Ana Ruiz')).toBe('AR');
    expect(initials('jun')).toBe('J');
    expect(telHref('+1 (555) 0100')).toBe('tel:+15550100');
  });
});

describe('a fundraiser', () => {
  it('shows what it raises for, the total toward the goal, the amounts to pick and a labelled amount of ones own', () => {
    const html = render(SHELTER);
    const text = textOf(html);
    expect(text).toContain('A new kennel wing');
    expect(text).toContain('$0 raised');
    expect(text).toContain('of our $15,000 goal');
    expect(text).toContain('0 donors');
    for (const amount of ['$10', '$25', '$50', '$100']) expect(text).toContain(amount);
    // The second amount is picked to start with, and the button says what it gives.
    expect(html).toMatch(/aria-pressed="true"[^>]*>\$25</);
    expect(text).toContain('Donate $25');
    expect(tagWithId(html, labelFor(html, 'Other amount')!)).toContain('inputMode="decimal"');
    expect(text).toContain('no payment is taken here');
    // No product preview is made up for it.
    expect(text).not.toContain('Overview');
  });

  it("says the brief's own thank-you in a status once a gift is made", () => {
    const done = renderToString(<LandingDonate schema={SHELTER} title="Make a gift" start={25} />);
    expect(done).toMatch(/role="status"/);
    expect(textOf(done)).toContain('Every paw thanks you!');
    expect(textOf(done)).toContain('$25');
  });

  it('reads typed amounts and adds the gifts up toward the goal', () => {
    expect(typedAmount('25')).toBe(25);
    expect(typedAmount(' 1 000 ')).toBe(1000);
    expect(typedAmount('1,000')).toBe(1000);
    expect(typedAmount('12,50')).toBe(12.5);
    expect(typedAmount('abc')).toBeNull();
    expect(typedAmount('-5')).toBeNull();
    const gifts = [
      { amount: 5000, name: '' },
      { amount: 2500, name: 'Ana' },
    ];
    expect(progressOf(gifts, SHELTER.donation!)).toEqual({ total: 7500, percent: 50 });
    expect(progressOf([{ amount: 20000, name: '' }], SHELTER.donation!).percent).toBe(100);
  });
});

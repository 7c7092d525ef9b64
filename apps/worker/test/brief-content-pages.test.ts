/**
 * Landing pages and portfolios show what the brief listed (spec.content): the product's description, its
 * plans with their prices, features, people and contact; the owner, projects and skills of a portfolio.
 * Stock plans and projects stay out when the brief gave its own, user text stays inside string
 * literals, and the projects type-check.
 */
import { describe, expect, it } from 'vitest';
import type { BriefContent } from '../src/agent/brief-content.ts';
import { renderProject } from '../src/agent/render.ts';
import type { AppSpec } from '../src/agent/spec.ts';
import { understand } from '../src/agent/understand.ts';
import { typecheckProjects } from './typecheck.ts';
import { sourceText as source, briefContent as content, loadModule } from './support/generated.ts';
import type { LandingSchema } from '@atelier/app-kit/landing';
import type { PortfolioSchema } from '@atelier/app-kit/portfolio';

/** The landing page's schema (LandingApp in the kit), from src/app-schema.ts. */
function landingSchemaOf(files: Record<string, string>): LandingSchema {
  return loadModule<{ SCHEMA: LandingSchema }>(files, 'src/app-schema.ts').SCHEMA;
}

/** The portfolio's schema (PortfolioApp in the kit), from src/app-schema.ts. */
function portfolioSchemaOf(files: Record<string, string>): PortfolioSchema {
  return loadModule<{ SCHEMA: PortfolioSchema }>(files, 'src/app-schema.ts').SCHEMA;
}

function withContent(spec: AppSpec, brief: BriefContent, overrides: Partial<AppSpec> = {}): AppSpec {
  return { ...spec, ...overrides, content: brief };
}

/** Generated code with its JSON string literals emptied: what is left is code, not text. */
function code(text: string): string {
  return text.replace(/"(?:[^"\\\n]|\\.)*"/g, '""');
}

function landingSpec(): AppSpec {
  const spec = understand(
    'A landing page for Ledgerly, an invoicing tool for freelancers, with pricing, team and contact',
    'en',
  );
  return withContent(
    spec,
    content({
      description: 'an invoicing tool for freelancers',
      items: [
        { name: 'Starter', price: { amount: 9, currency: 'USD', period: 'month' }, detail: '5 clients' },
        {
          name: 'Pro',
          price: { amount: 29, currency: 'USD', period: 'month' },
          detail: 'unlimited clients, recurring invoices',
        },
        { name: 'Agency', price: { amount: 79, currency: 'USD', period: 'month' }, detail: 'team seats' },
      ],
      highlights: ['Recurring invoices', 'Online payments', 'Expense tracking'],
      people: [
        { name: 'Maria Lopez', role: 'Founder' },
        { name: 'Tom Berg', role: 'Engineer' },
      ],
      contact: { email: 'hello@ledgerly.app', phone: '+1 555 0100' },
    }),
    {
      name: 'Ledgerly',
      sections: ['hero', 'features', 'team', 'pricing', 'faq', 'contact', 'footer'],
    },
  );
}

function turkishLandingSpec(): AppSpec {
  const spec = understand('Serbest çalışanlar için fatura aracı Faturam için bir tanıtım sayfası', 'tr');
  return withContent(
    spec,
    content({
      description: 'serbest çalışanlar için fatura aracı',
      items: [
        { name: 'Temel', price: { amount: 99, currency: 'TRY', period: 'month' } },
        {
          name: 'Profesyonel',
          price: { amount: 249, currency: 'TRY', period: 'month' },
          detail: 'sınırsız fatura',
        },
      ],
      highlights: ['Otomatik hatırlatmalar', 'E-fatura'],
    }),
    { name: 'Faturam', sections: ['hero', 'features', 'pricing', 'faq', 'contact', 'footer'] },
  );
}

function portfolioSpec(): AppSpec {
  const spec = understand('A portfolio for Ana Silva, UX designer', 'en');
  return withContent(
    spec,
    content({
      description: 'a portfolio of my UX work for fintech and health startups',
      people: [{ name: 'Ana Silva', role: 'UX designer' }],
      items: [
        { name: 'Pocket banking app', detail: 'a calmer onboarding for a mobile bank' },
        { name: 'Clinic booking flow' },
        { name: 'Museum website redesign', detail: 'wayfinding and tickets online' },
      ],
      highlights: ['User research', 'Prototyping', 'Figma'],
      contact: { email: 'ana@silva.design' },
    }),
    {
      kind: 'portfolio',
      sections: ['hero', 'projects', 'about', 'skills', 'contact'],
    },
  );
}

describe('a landing page from a brief', () => {
  it('talks about the product, shows exactly its plans, features, team and contact', () => {
    const spec = landingSpec();
    expect(spec.kind).toBe('landing');
    const files = renderProject(spec);
    const src = source(files);
    const schema = landingSchemaOf(files);

    expect(schema.texts.heroSubtitle).toContain('An invoicing tool for freelancers.');
    // Plans in order, in their currency, per month; no stock plan, no invented yearly discount.
    expect(schema.plans.map((p) => [p.name, p.price, p.currency, p.period])).toEqual([
      ['Starter', 9, 'USD', 'month'],
      ['Pro', 29, 'USD', 'month'],
      ['Agency', 79, 'USD', 'month'],
    ]);
    expect(src).not.toContain('Business');
    expect(src).not.toContain('For larger organisations');
    expect(src).not.toContain('Unlimited projects');
    expect(schema.billing).toBe('none');
    // Plan details are the plans' bullets.
    expect(schema.plans[1]!.perks).toEqual(['Unlimited clients', 'Recurring invoices']);
    expect(schema.texts.heroNote).toBe('Plans from $9/month');
    // The stock FAQ's free Starter plan is not promised.
    expect(src).not.toContain('free forever');

    // Features: the listed ones, with icons by keyword.
    expect(schema.featureList.map((f) => [f.title, f.icon])).toEqual([
      ['Recurring invoices', 'Receipt'],
      ['Online payments', 'CreditCard'],
      ['Expense tracking', 'Wallet'],
    ]);
    expect(src).not.toContain('Set up in minutes');

    // Team and contact.
    expect(schema.team).toEqual([
      { name: 'Maria Lopez', role: 'Founder' },
      { name: 'Tom Berg', role: 'Engineer' },
    ]);
    expect(src).not.toContain('Ava Johnson');
    expect(schema.reach).toEqual({ email: 'hello@ledgerly.app', phone: '+1 555 0100', address: '' });
    expect(schema.hero.stores).toEqual([]);
  });

  it("names who will speak without making up their words, and keeps the product's own feature names", () => {
    const spec = understand(
      'Landing page for Quillnote, a distraction-free journaling app. Features: Offline Sync, Mood Tags, Daily Prompts. Pricing: Starter $0, Writer $6/mo, Studio $14/mo. Add a short FAQ and a testimonial from Hannah Ortiz (novelist).',
      'en',
    );
    const schema = landingSchemaOf(renderProject(spec));
    expect(schema.featureList.map((f) => f.title)).toEqual(['Offline Sync', 'Mood Tags', 'Daily Prompts']);
    expect(schema.testimonials).toEqual([
      { quote: "Hannah's words will be here soon.", name: 'Hannah Ortiz', role: 'novelist' },
    ]);
    const russian = landingSchemaOf(
      renderProject(
        understand(
          'Лендинг для «Тихий час» — приложения для медитаций. Фичи: Дыхательные практики, Звуки природы. Тарифы: Бесплатный, Премиум 299 ₽/мес. Отзыв: Анна Соколова, дизайнер.',
          'ru',
        ),
      ),
    );
    expect(russian.featureList.map((f) => f.title)).toEqual(['Дыхательные практики', 'Звуки природы']);
    expect(russian.testimonials.map((t) => [t.name, t.role])).toEqual([['Анна Соколова', 'дизайнер']]);
  });

  it("is the landing page it is called, whatever the product's features are about", () => {
    // Shifts and rotas (booking words), invoices and stock (budget words) are the product's features.
    expect(
      understand(
        'Landing para Cuadrante, una app de turnos para bares y restaurantes. Funciones: Turnos arrastrables, Intercambio de turnos, Control de horas extra. Planes: Básico gratis, Local 19 €/mes, Cadena 49 €/mes.',
        'es',
      ).kind,
    ).toBe('landing');
    expect(
      understand(
        'Hesapkuşu diye küçük esnaf için bir ön muhasebe uygulaması yaptık, tanıtım sayfası istiyorum. Özellikler: Fatura Takibi, Stok Uyarısı, Kasa Raporu. Paketler: Başlangıç ücretsiz, Esnaf 149 TL/ay, Pro 349 TL/ay.',
        'tr',
      ),
    ).toMatchObject({ kind: 'landing', name: 'Hesapkuşu' });
    // Spanish "para" (for) is not Turkish "para" (money).
    expect(
      understand(
        'web para lavadero de coches Espuma Norte. servicios: lavado exterior 12 €, interior completo 25 €. horario L-V 8:00 a 20:00',
        'es',
      ).kind,
    ).toBe('booking');
  });

  it('keeps an explicit subtitle over the description', () => {
    const spec = landingSpec();
    const files = renderProject({ ...spec, texts: { ...spec.texts, 'hero.subtitle': 'Get paid on time.' } });
    expect(landingSchemaOf(files).texts.heroSubtitle).toBe('Get paid on time.');
    expect(source(files)).not.toContain('An invoicing tool for freelancers.');
  });

  it('shows a monthly/yearly switch with real prices when the brief gave both', () => {
    const spec = withContent(
      landingSpec(),
      content({
        items: [
          { name: 'Free', price: { amount: 0, currency: 'EUR' } },
          { name: 'Pro', price: { amount: 12, currency: 'EUR', period: 'month' } },
          { name: 'Pro', price: { amount: 120, currency: 'EUR', period: 'year' } },
        ],
      }),
    );
    const schema = landingSchemaOf(renderProject(spec));
    expect(schema.plans.map((p) => [p.name, p.price, p.yearly, p.currency])).toEqual([
      ['Free', 0, null, 'EUR'],
      ['Pro', 12, 120, 'EUR'],
    ]);
    expect(schema.billing).toBe('given');
    expect(schema.questions[0]!.answer).toContain('The Free plan is free');
  });

  it('in Turkish: lira plans, Turkish feature lines', () => {
    const schema = landingSchemaOf(renderProject(turkishLandingSpec()));
    expect(schema.texts.heroSubtitle).toContain('Serbest çalışanlar için fatura aracı.');
    expect(schema.plans.map((p) => [p.name, p.price, p.currency])).toEqual([
      ['Temel', 99, 'TRY'],
      ['Profesyonel', 249, 'TRY'],
    ]);
    expect(schema.plans[1]!.perks).toEqual(['Sınırsız fatura']);
    expect(JSON.stringify(schema)).not.toContain('Başlangıç');
    expect(JSON.stringify(schema)).not.toContain('Kurumsal');
    expect(schema.featureList[0]).toMatchObject({ title: 'Otomatik hatırlatmalar', icon: 'Bell' });
    expect(schema.texts.perMonth).toBe('/ay');
    expect(schema.featureList.map((f) => f.body).join(' ')).toContain('Her gün yaptığınız işlerde');
  });

  it('keeps the stock page when the brief listed nothing', () => {
    const spec = understand('a landing page called "Nimbus" for my startup', 'en');
    const schema = landingSchemaOf(renderProject(spec));
    expect(schema.plans.map((p) => p.name)).toEqual(['Starter', 'Pro', 'Business']);
    expect(schema.featureList[0]!.title).toBe('Set up in minutes');
    expect(schema.billing).toBe('derived');
    expect(schema.texts.save).toBe('2 months free');
  });

  it('shows the app stores the request names', () => {
    const spec = understand(
      'Landing page for Pawly, a dog walking app. Features: GPS walk tracking, vetted walkers, photo updates. Pricing: $15 per walk. Download on iOS and Android',
      'en',
    );
    const files = renderProject(spec);
    // Composed from the kit's LandingApp: the blueprint writes App.tsx and the schema only.
    expect(files['src/app-schema.ts']).toBeDefined();
    expect(files['src/content.ts']).toBeUndefined();
    expect(files['src/App.tsx']).toContain("from '@/components/sections/landing-app'");
    const schema = landingSchemaOf(files);
    expect(schema.hero.stores).toEqual(['ios', 'android']);
    expect(schema.featureList.map((f) => f.title)).toEqual([
      'GPS walk tracking',
      'Vetted walkers',
      'Photo updates',
    ]);
    expect(schema.plans.map((p) => [p.name, p.price])).toEqual([['Per walk', 15]]);
  });
});

describe('a portfolio from a brief', () => {
  it("shows the owner's name and role, the listed projects and skills, the contact e-mail", () => {
    const spec = portfolioSpec();
    const files = renderProject(spec);
    const src = source(files);
    const schema = portfolioSchemaOf(files);

    expect(schema.profile.name).toBe('Ana Silva');
    expect(schema.profile.role).toBe('UX designer');
    expect(schema.texts.heroSubtitle).toBe('A portfolio of my UX work for fintech and health startups.');

    expect(schema.projects.map((p) => p.title)).toEqual([
      'Pocket banking app',
      'Clinic booking flow',
      'Museum website redesign',
    ]);
    expect(schema.projects[0]!.summary).toBe('A calmer onboarding for a mobile bank.');
    for (const stock of [
      'Pocket Bank App',
      'Orbit Design System',
      'Nova Bakery Identity',
      'Harbour Mornings',
    ]) {
      expect(src).not.toContain(stock);
    }
    expect(schema.skills.map((s) => s.name)).toEqual(['User research', 'Prototyping', 'Figma']);
    expect(schema.profile.email).toBe('ana@silva.design');
    expect(src).not.toContain('hello@example.com');
    // A city the brief did not give is not made up, and nothing is for sale.
    expect(schema.profile.location).toBe('');
    expect(schema.packages).toEqual([]);
    expect(schema.sections.map((s) => s.id)).not.toContain('pricing');
  });

  it('keeps stock projects when the brief listed none', () => {
    const spec = understand('A portfolio for a UX designer', 'en');
    const schema = portfolioSchemaOf(renderProject(spec));
    expect(schema.projects.map((p) => p.title)).toContain('Pocket Bank App');
    expect(schema.profile.name).toBe('');
    expect(schema.profile.location).toBe('Istanbul & remote');
    expect(schema.profile.email).toBe('hello@example.com');
  });

  it('a photographer with packages: her name, role, city and e-mail, the packages with their prices, the stock work', () => {
    const spec = understand(
      'Portfolio for Mia Chen, a wedding photographer in Lisbon. Packages: Elopement €900, Full day €2400. Contact mia@miachen.photo',
      'en',
    );
    expect(spec.kind).toBe('portfolio');
    const schema = portfolioSchemaOf(renderProject(spec));
    expect(schema.profile).toMatchObject({
      name: 'Mia Chen',
      role: 'Wedding photographer',
      location: 'Lisbon',
      email: 'mia@miachen.photo',
    });
    expect(schema.currency).toBe('EUR');
    expect(schema.packages.map((p) => [p.name, p.price])).toEqual([
      ['Elopement', 900],
      ['Full day', 2400],
    ]);
    // The priced items are packages, beside the work, which stays the photographer's stock work.
    const ids = schema.sections.map((s) => s.id);
    expect(ids.slice(0, 3)).toEqual(['hero', 'projects', 'pricing']);
    expect(schema.sections.find((s) => s.id === 'pricing')!.title).toBe('Packages');
    expect(schema.projects.map((p) => p.title)).toContain('Harbour Mornings');
    expect(schema.projects.map((p) => p.title)).not.toContain('Elopement');
    expect(source(renderProject(spec))).not.toContain('Istanbul');
  });

  it('shows the people a brief names beside the owner, and a phone without a made-up e-mail', () => {
    const spec = withContent(
      portfolioSpec(),
      content({
        people: [
          { name: 'Ana Silva', role: 'UX designer' },
          { name: 'Tom Berg', role: 'researcher' },
        ],
        contact: { phone: '+351 912 000 000', address: 'Porto' },
        items: [
          { name: 'Audit', price: { amount: 40, currency: 'GBP', period: 'hour' } },
          { name: 'Pocket banking app' },
        ],
      }),
    );
    const schema = portfolioSchemaOf(renderProject(spec));
    expect(schema.people).toEqual([
      { name: 'Ana Silva', role: 'UX designer' },
      { name: 'Tom Berg', role: 'Researcher' },
    ]);
    expect(schema.profile).toMatchObject({ phone: '+351 912 000 000', location: 'Porto', email: '' });
    expect(schema.packages).toEqual([
      { id: 'package-audit', name: 'Audit', price: 40, period: 'hour', detail: '' },
    ]);
    expect(schema.currency).toBe('GBP');
    expect(schema.projects.map((p) => p.title)).toEqual(['Pocket banking app']);
  });
});

describe('brief text stays text', () => {
  const HOSTILE = '"</script><img src=x onerror=alert(1)>`${globalThis.pwned = 1}` \' */ //';

  it('never becomes code, in a landing page or a portfolio', () => {
    const brief = content({
      description: HOSTILE,
      items: [{ name: HOSTILE, price: { amount: 5, currency: 'USD', period: 'month' }, detail: HOSTILE }],
      highlights: [HOSTILE],
      people: [{ name: HOSTILE, role: HOSTILE }],
      contact: { email: HOSTILE, phone: HOSTILE, address: HOSTILE },
    });
    for (const spec of [withContent(landingSpec(), brief), withContent(portfolioSpec(), brief)]) {
      const files = renderProject(spec);
      for (const [file, text] of Object.entries(files)) {
        if (!/\.(ts|tsx)$/.test(file)) continue;
        expect(code(text), file).not.toContain('pwned');
        expect(code(text), file).not.toContain('onerror');
      }
    }
  });
});

describe('projects from briefs type-check', () => {
  it('landing (en, tr, both billing periods, every section) and portfolio (with and without pages)', () => {
    const landing = landingSpec();
    const everything = {
      ...landing,
      sections: [
        'hero',
        'stats',
        'features',
        'how-it-works',
        'testimonials',
        'team',
        'pricing',
        'faq',
        'newsletter',
        'contact',
        'footer',
      ],
      features: [...landing.features, 'charts' as const, 'persistence' as const],
    };
    const yearly = withContent(
      landing,
      content({
        items: [
          { name: 'Pro', price: { amount: 12, currency: 'EUR', period: 'month' } },
          { name: 'Pro', price: { amount: 120, currency: 'EUR', period: 'year' } },
          { name: 'Enterprise' },
          { name: 'Hourly', price: { amount: 40.5, currency: 'GBP', period: 'hour' } },
        ],
        contact: { address: '1 Main St' },
      }),
    );
    const portfolio = portfolioSpec();
    const variants: AppSpec[] = [
      landing,
      everything,
      turkishLandingSpec(),
      yearly,
      portfolio,
      { ...portfolio, features: portfolio.features.filter((f) => f !== 'pages') },
      { ...portfolio, features: ['charts', 'pages'], language: 'tr' },
      {
        ...portfolio,
        content: { ...portfolio.content!, contact: { email: 'ana@silva.design', phone: '+351 912 000 000' } },
        features: [],
      },
    ];
    // Every project picture a listed project can get (by keyword, then the rotation).
    const pictured = [
      'Mobile app',
      'Sales dashboard',
      'Online shop',
      'Brand identity',
      'Website',
      'Design system',
      'Photo series',
      'Magazine',
      'Short film',
      'Music album',
      'House',
      'Cafe',
      'Bank',
      'Clinic',
      'Travel guide',
      'Game',
      'Research',
      'Open source library',
      'Course',
      'Festival',
      'Alpha',
      'Beta',
      'Gamma',
      'Delta',
      'Epsilon',
      'Zeta',
    ];
    const manyPictures: AppSpec = {
      ...portfolio,
      content: { ...portfolio.content!, items: pictured.map((name) => ({ name })) },
    };
    variants.push(manyPictures);
    const results = typecheckProjects(variants.map((spec) => renderProject(spec)));
    results.forEach((diagnostics, i) => expect(diagnostics, `variant ${i}`).toEqual([]));
    const icons = new Set(portfolioSchemaOf(renderProject(manyPictures)).projects.map((p) => p.icon));
    expect(icons.size).toBe(pictured.length);
  }, 180_000);
});

describe('a testimonial named by who gives it and where they are from', () => {
  it('keeps the person and their town, with no words put in their mouth', () => {
    const spec = understand(
      'Landing para Academia Pizarra, clases de inglés online. Planes: Básico ARS 25.000/mes, Intensivo ARS 45.000/mes. Testimonio de Florencia Gómez de Rosario.',
      'es',
    );
    expect(spec.content?.testimonials).toEqual([{ quote: '', author: 'Florencia Gómez', role: 'Rosario' }]);
  });
});

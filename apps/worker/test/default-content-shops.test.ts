/**
 * What the store, restaurant and landing page show when their brief listed nothing, as content
 * (Blueprint.defaultContent): rendered with it, the app shows the same products, dishes and plans at the
 * same prices, and a follow-up ("make the Pro plan 12 dollars") edits them like listed content.
 */
import { describe, expect, it } from 'vitest';
import type { LandingSchema } from '@atelier/app-kit/landing';
import type { RestaurantSchema } from '@atelier/app-kit/restaurant';
import type { StoreSchema } from '@atelier/app-kit/store';
import type { BriefContent } from '../src/agent/brief-content.ts';
import { BLUEPRINTS } from '../src/agent/blueprints/index.ts';
import { contentEdit } from '../src/agent/content-edit.ts';
import { renderProject } from '../src/agent/render.ts';
import type { AppSpec } from '../src/agent/spec.ts';
import { understand } from '../src/agent/understand.ts';
import { typecheckProjects } from './typecheck.ts';
import { loadModule, sourceText as src } from './support/generated.ts';

interface Named {
  name: string;
  price: number | null;
}
interface Plan extends Named {
  perks: string[];
  featured: boolean;
  currency: string;
  period: string;
}

/** The store's schema (StoreApp in the kit), from src/app-schema.ts. */
const shop = (files: Record<string, string>) =>
  loadModule<{ SCHEMA: StoreSchema }>(files, 'src/app-schema.ts').SCHEMA;
const products = (files: Record<string, string>) => shop(files).products;
/** The restaurant's menu and week, from its schema (RestaurantApp in the kit). */
const menu = (files: Record<string, string>) => {
  const schema = loadModule<{ SCHEMA: RestaurantSchema }>(files, 'src/app-schema.ts').SCHEMA;
  return {
    MENU: schema.menu,
    HOURS: schema.hours,
    hoursNote: schema.texts.hoursNote,
    CURRENCY: schema.currency,
  };
};
/** The landing page's plans, features and team, from its schema (LandingApp in the kit). */
const page = (files: Record<string, string>) => {
  const schema = loadModule<{ SCHEMA: LandingSchema }>(files, 'src/app-schema.ts').SCHEMA;
  return { PLANS: schema.plans as Plan[], FEATURES: schema.featureList, TEAM: schema.team };
};

/** A spec read from a prompt whose brief listed nothing. */
function plain(prompt: string, language: 'en' | 'tr', kind: AppSpec['kind']): AppSpec {
  const spec = understand(prompt, language);
  if (spec.kind !== kind) throw new Error(`${prompt} made a ${spec.kind}`);
  if (spec.content) throw new Error(`${prompt} listed content`);
  return spec;
}

function stock(spec: AppSpec): BriefContent {
  const content = BLUEPRINTS[spec.kind].defaultContent?.(spec);
  if (!content) throw new Error(`${spec.kind} has no default content`);
  return content;
}

const pairs = (list: Named[]) => list.map((item) => [item.name, item.price]);
const itemPairs = (content: BriefContent) => content.items.map((item) => [item.name, item.price?.amount]);

const coffeeShop = () => plain('An online store for my coffee shop', 'en', 'store');
const genericShop = () => plain('An online store for my shop', 'en', 'store');
const turkishCoffeeShop = () => plain('Kahve dükkanım için bir online mağaza yap', 'tr', 'store');
const pizzeria = () => plain('A pizzeria website with our menu and table reservations', 'en', 'restaurant');
const kebab = () => plain('Bir kebapçı restoran sitesi yap, menü ve rezervasyon olsun', 'tr', 'restaurant');
const saas = () => plain('Make a SaaS landing page', 'en', 'landing');
const turkishSaas = () => plain('Girişimim için bir tanıtım sayfası yap', 'tr', 'landing');

/**
 * "make the <first item> 12 dollars": the edited spec shows the new price and every other stock name.
 */
function expectPriceEdit(spec: AppSpec, shown: (files: Record<string, string>) => Named[]) {
  const content = stock(spec);
  const first = content.items[0]!.name;
  const edit = contentEdit(spec, `make the ${first} 12 dollars`, 'en');
  expect(edit, first).not.toBeNull();
  expect(edit!.spec.content!.items[0]!.price?.amount).toBe(12);
  const files = renderProject(edit!.spec);
  const listed = shown(files);
  expect(listed.find((item) => item.name === first)?.price).toBe(12);
  const all = src(files);
  for (const item of content.items) expect(all).toContain(JSON.stringify(item.name));
  expect(listed.map((item) => item.name)).toEqual(content.items.map((item) => item.name));
  return files;
}

describe('store: its stock products as content', () => {
  it('a coffee shop: the theme’s products at the prices it shows, in dollars', () => {
    const spec = coffeeShop();
    const content = stock(spec);
    expect(content.items[0]).toEqual({
      name: 'Ethiopia Yirgacheffe, 250 g',
      price: { amount: 18, currency: 'USD' },
      detail: 'Floral and bright, with notes of jasmine and lemon.',
    });
    expect(content.items.map((i) => i.name)).toContain('Hand Grinder');
    expect(content.itemsLabel).toBe('Products');

    const before = renderProject(spec);
    const after = renderProject({ ...spec, content });
    expect(pairs(products(after))).toEqual(pairs(products(before)));
    expect(itemPairs(content)).toEqual(pairs(products(before)));
    expect(products(after).map((p) => p.description)).toEqual(products(before).map((p) => p.description));
    expect(shop(after).currency).toBe('USD');
    for (const item of content.items) expect(src(after)).toContain(JSON.stringify(item.name));
  });

  it('a shop with no theme: the general products', () => {
    const spec = genericShop();
    const content = stock(spec);
    expect(itemPairs(content).slice(0, 2)).toEqual([
      ['Soy Wax Candle', 22],
      ['Linen Cushion Cover', 34],
    ]);
    expect(pairs(products(renderProject({ ...spec, content })))).toEqual(
      pairs(products(renderProject(spec))),
    );
  });

  it('a Turkish coffee shop: Turkish names and the lira amounts the app shows', () => {
    const spec = turkishCoffeeShop();
    const content = stock(spec);
    expect(content.items[0]!.name).toBe('Etiyopya Yirgacheffe, 250 g');
    expect(content.items[0]!.price).toEqual({ amount: 720, currency: 'TRY' });
    expect(content.itemsLabel).toBe('Ürünler');
    const after = renderProject({ ...spec, content });
    expect(pairs(products(after))).toEqual(pairs(products(renderProject(spec))));
    expect(shop(after).currency).toBe('TRY');
  });

  it('"make the <first product> 12 dollars" changes that price and keeps the others', () => {
    expectPriceEdit(coffeeShop(), products);
    expectPriceEdit(genericShop(), products);
  });
});

describe('restaurant: its stock menu and week as content', () => {
  it('a pizzeria: the theme’s dishes, prices and hours', () => {
    const spec = pizzeria();
    const content = stock(spec);
    expect(itemPairs(content).slice(0, 3)).toEqual([
      ['Burrata & Heirloom Tomatoes', 14],
      ['Arancini', 11],
      ['Margherita', 15],
    ]);
    expect(content.items.map((i) => i.name)).toContain('Tiramisu');
    expect(content.items[0]!.detail).toBe('Creamy burrata, basil oil, sea salt.');
    expect(content.week).toEqual([
      ['12:00', '21:30'],
      null,
      ['17:00', '22:30'],
      ['17:00', '22:30'],
      ['17:00', '22:30'],
      ['12:00', '23:30'],
      ['12:00', '23:30'],
    ]);
    expect(content.hours[0]).toBe('Monday: closed');

    const before = renderProject(spec);
    const after = renderProject({ ...spec, content });
    expect(pairs(menu(after).MENU)).toEqual(pairs(menu(before).MENU));
    expect(menu(after).MENU.map((d) => d.description)).toEqual(menu(before).MENU.map((d) => d.description));
    expect(menu(after).HOURS).toEqual(menu(before).HOURS);
    expect(menu(after).hoursNote).toBe(menu(before).hoursNote);
    for (const item of content.items) expect(src(after)).toContain(JSON.stringify(item.name));
  });

  it('a Turkish kebab house: Turkish dishes in lira', () => {
    const spec = kebab();
    const content = stock(spec);
    expect(itemPairs(content).slice(0, 1)).toEqual([['Humus', 280]]);
    expect(content.items.every((item) => item.price?.currency === 'TRY')).toBe(true);
    expect(content.hours[0]).toMatch(/^Pazartesi: /);
    const before = renderProject(spec);
    const after = renderProject({ ...spec, content });
    expect(pairs(menu(after).MENU)).toEqual(pairs(menu(before).MENU));
    expect(menu(after).HOURS).toEqual(menu(before).HOURS);
    expect(menu(after).CURRENCY).toBe('TRY');
  });

  it('a vegan restaurant keeps only the vegan dishes it shows', () => {
    const spec = plain('A vegan restaurant website', 'en', 'restaurant');
    const content = stock(spec);
    expect(pairs(menu(renderProject(spec)).MENU)).toEqual(itemPairs(content));
  });

  it('"make the <first dish> 12 dollars" changes that price and keeps the others', () => {
    expectPriceEdit(pizzeria(), (files) => menu(files).MENU);
  });
});

describe('landing: its stock plans, features and team as content', () => {
  it('a SaaS page: Starter, Pro and Business per month, the features as highlights', () => {
    const spec = saas();
    const content = stock(spec);
    expect(content.items.map((i) => [i.name, i.price])).toEqual([
      ['Starter', { amount: 0, currency: 'USD', period: 'month' }],
      ['Pro', { amount: 19, currency: 'USD', period: 'month' }],
      ['Business', { amount: 49, currency: 'USD', period: 'month' }],
    ]);
    expect(content.items[0]!.detail).toBe('Up to 3 projects, Basic insights, Community support');
    expect(content.highlights).toContain('Private and secure');
    expect(content.people).toEqual([]); // no team section

    const before = page(renderProject(spec));
    const after = page(renderProject({ ...spec, content }));
    const plans = (list: Plan[]) =>
      list.map((p) => [p.name, p.price, p.currency, p.period, p.perks, p.featured]);
    expect(plans(after.PLANS)).toEqual(plans(before.PLANS));
    expect(after.FEATURES.map((f) => f.title)).toEqual(before.FEATURES.map((f) => f.title));
  });

  it('with the team section, the stock team as people; in Turkish, lira', () => {
    const spec = saas();
    const withTeam = { ...spec, sections: [...spec.sections, 'team'] };
    const content = stock(withTeam);
    expect(content.people[0]).toEqual({ name: 'Ava Johnson', role: 'Co-founder & CEO' });
    expect(page(renderProject({ ...withTeam, content })).TEAM).toEqual(page(renderProject(withTeam)).TEAM);

    const tr = turkishSaas();
    const trContent = stock(tr);
    expect(itemPairs(trContent)).toEqual([
      ['Başlangıç', 0],
      ['Pro', 299],
      ['Kurumsal', 799],
    ]);
    expect(trContent.items.every((item) => item.price?.currency === 'TRY')).toBe(true);
    const before = page(renderProject(tr));
    const after = page(renderProject({ ...tr, content: trContent }));
    expect(pairs(after.PLANS)).toEqual(pairs(before.PLANS));
    expect(after.PLANS.map((p) => p.featured)).toEqual(before.PLANS.map((p) => p.featured));
  });

  it('"make the Starter 12 dollars" changes that plan and keeps the others', () => {
    const files = expectPriceEdit(saas(), (f) => page(f).PLANS);
    expect(page(files).PLANS.map((p) => p.price)).toEqual([12, 19, 49]);
  });
});

describe('apps rendered from their stock content type-check', () => {
  it('store, restaurant and landing', () => {
    const specs = [coffeeShop(), pizzeria(), saas()];
    const rendered = specs.map((spec) => renderProject({ ...spec, content: stock(spec) }));
    const results = typecheckProjects(rendered);
    results.forEach((diagnostics, i) => expect(diagnostics, `project ${i}`).toEqual([]));
  }, 180_000);
});

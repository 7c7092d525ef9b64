/**
 * The store and restaurant blueprints show what the brief listed (spec.content): its products or dishes in
 * its order with its prices and currency, its week as the opening hours and bookable times, its words as
 * the tagline and its contact, and none of their stock products.
 */
import { describe, expect, it } from 'vitest';
import type { RestaurantSchema } from '@atelier/app-kit/restaurant';
import type { StoreSchema } from '@atelier/app-kit/store';
import { readBriefContent, type BriefContent } from '../src/agent/brief-content.ts';
import { BLUEPRINTS } from '../src/agent/blueprints/index.ts';
import { renderProject } from '../src/agent/render.ts';
import { FEATURES, type AppSpec } from '../src/agent/spec.ts';
import { understand } from '../src/agent/understand.ts';
import { typecheckProjects } from './typecheck.ts';
import { loadModule, sourceText as src, briefContent as content } from './support/generated.ts';

/** A spec read from a prompt of the given kind, with the brief's content set by hand. */
function withContent(spec: AppSpec, partial: Partial<BriefContent>, extra: Partial<AppSpec> = {}): AppSpec {
  if (spec.kind !== 'store' && spec.kind !== 'restaurant')
    throw new Error(`${spec.prompt} made a ${spec.kind}`);
  return { ...spec, ...extra, content: content(partial) };
}

/** The store's schema (StoreApp in the kit), from src/app-schema.ts. */
const store = (files: Record<string, string>) =>
  loadModule<{ SCHEMA: StoreSchema }>(files, 'src/app-schema.ts').SCHEMA;
const products = (files: Record<string, string>) => store(files).products;
/** The restaurant's schema (RestaurantApp in the kit), from src/app-schema.ts. */
const restaurant = (files: Record<string, string>) =>
  loadModule<{ SCHEMA: RestaurantSchema }>(files, 'src/app-schema.ts').SCHEMA;

const CANDLES = content({
  items: [
    { name: 'Lavender Dream candle', price: { amount: 18, currency: 'USD' } },
    { name: 'Vanilla Bean candle', price: { amount: 16, currency: 'USD' }, detail: 'hand-poured soy wax' },
    { name: 'Cedar & Smoke', price: { amount: 22.5, currency: 'USD' } },
    { name: 'Sea Salt candle', price: { amount: 20, currency: 'USD' } },
  ],
  itemsLabel: 'candles',
  description: 'a small candle studio in Portland',
});

const candleShop = () =>
  withContent(
    understand(
      'An online store for my candle shop: Lavender Dream, Vanilla Bean, Cedar & Smoke, Sea Salt',
      'en',
    ),
    CANDLES,
  );

const turkishShop = () =>
  withContent(understand('Kahve dükkanım için bir online mağaza yap', 'tr'), {
    items: [
      { name: 'Türk Kahvesi, 250 g', price: { amount: 180, currency: 'TRY' } },
      { name: 'Filtre Kahve Harmanı', price: { amount: 320, currency: 'TRY' }, detail: 'orta kavrum' },
      { name: 'Bakır Cezve', price: { amount: 650, currency: 'TRY' } },
      { name: 'Hediye Paketi' },
    ],
    description: 'Kadıköy’de küçük bir kahve kavurma atölyesi',
  });

const WEEK: BriefContent['week'] = [
  null,
  null,
  ['17:00', '23:00'],
  ['17:00', '23:00'],
  ['17:00', '23:00'],
  ['12:00', '01:00'],
  ['12:00', '01:00'],
];

const pizzeria = () =>
  withContent(understand('A pizzeria website with our menu and table reservations', 'en'), {
    items: [
      { name: 'Margherita', price: { amount: 9, currency: 'EUR' }, detail: 'tomato, mozzarella, basil' },
      { name: 'Diavola', price: { amount: 11.5, currency: 'EUR' }, detail: 'spicy salami' },
      { name: 'Tiramisu', price: { amount: 6, currency: 'EUR' } },
      { name: 'Homemade Lemonade', price: { amount: 3.5, currency: 'EUR' } },
    ],
    hours: ['Tuesday to Thursday 5pm-11pm, Friday and Saturday noon to 1am'],
    week: WEEK,
    description: 'family pizzeria in the old town since 1998',
    contact: {
      email: 'ciao@pizzeria-luca.example',
      phone: '+39 055 123 4567',
      address: 'Via Roma 5, Firenze',
    },
  });

describe('store: the brief’s products', () => {
  it('shows exactly the listed candles, in order, at their prices in dollars', () => {
    const files = renderProject(candleShop());
    const listed = products(files);
    expect(listed.map((p) => p.name)).toEqual([
      'Lavender Dream candle',
      'Vanilla Bean candle',
      'Cedar & Smoke',
      'Sea Salt candle',
    ]);
    expect(listed.map((p) => p.price)).toEqual([18, 16, 22.5, 20]);
    expect(new Set(listed.map((p) => p.category))).toEqual(new Set(['Candles']));
    expect(listed.every((p) => p.icon === 'Flame')).toBe(true);
    expect(listed[1]!.description).toBe('Hand-poured soy wax.');
    expect(new Set(listed.map((p) => p.id)).size).toBe(4);
    const all = src(files);
    for (const stock of [
      'Soy Wax Candle',
      'Linen Cushion Cover',
      'Enamel Mug',
      'Hand-poured Soy Candle',
      'Starter Set',
    ])
      expect(all).not.toContain(stock);
    expect(store(files).currency).toBe('USD');
    expect(store(files).texts.heroSubtitle).toBe('A small candle studio in Portland.');
    // Products the person listed carry no made-up ratings.
    expect(listed.map((p) => p.rating)).toEqual([null, null, null, null]);
  });

  it('follows the items’ currency, whatever the app’s language', () => {
    const eur = renderProject(
      withContent(understand('An online shop for my candles', 'en'), {
        items: CANDLES.items.map((item) => ({
          ...item,
          price: { amount: item.price!.amount, currency: 'EUR' },
        })),
      }),
    );
    expect(store(eur).currency).toBe('EUR');
    expect(store(eur).shipping.fee).toBe(6);

    const tr = renderProject(turkishShop());
    const listed = products(tr);
    expect(listed.map((p) => p.name)).toEqual([
      'Türk Kahvesi, 250 g',
      'Filtre Kahve Harmanı',
      'Bakır Cezve',
      'Hediye Paketi',
    ]);
    expect(listed.slice(0, 3).map((p) => p.price)).toEqual([180, 320, 650]);
    // No price given: the theme's typical price in lira, the app's own default.
    expect(listed[3]!.price).toBeGreaterThan(100);
    expect(listed[3]!.description).toContain('koleksiyonundan');
    expect(store(tr).currency).toBe('TRY');
    expect(store(tr).texts.heroSubtitle).toBe('Kadıköy’de küçük bir kahve kavurma atölyesi.');
    const all = src(tr);
    for (const stock of ['Etiyopya Yirgacheffe', 'El Değirmeni', 'Kuğu Boyunlu Kettle'])
      expect(all).not.toContain(stock);
  });

  it('keeps an explicit subtitle and leaves content-less stores as they were', () => {
    const spec = candleShop();
    const overridden = renderProject({ ...spec, texts: { ...spec.texts, 'hero.subtitle': 'Made by hand' } });
    expect(store(overridden).texts.heroSubtitle).toBe('Made by hand');

    const { content: _, ...plain } = spec;
    const files = renderProject(plain);
    expect(store(files).currency).toBe('USD');
    expect(products(files).every((p) => p.rating !== null)).toBe(true);
    expect(products(files).some((p) => p.name === 'Lavender Dream candle')).toBe(false);
    expect(store(files).frame.contact).toBeUndefined();
  });

  it('takes its name from "s\'appelle" and "se llama" at the end of the brief', () => {
    expect(
      understand(
        "boutique en ligne fromagerie, nos fromages : Tomme du Vallon (14 €), Bleu des Crêtes (11 €). panier simple, style rustique. la boutique s'appelle La Cave à Tomes",
        'fr',
      ).name,
    ).toBe('La Cave à Tomes');
    expect(
      understand(
        'Hola, hago cerámica y quiero una tiendita online. Los productos: 14 € Taza Duna, 22 € Plato hondo Arcilla. Que tenga carrito. Se llama Alfarería Quintana.',
        'es',
      ).name,
    ).toBe('Alfarería Quintana');
  });

  it('is a place to book when its services are given by people it names', () => {
    const spec = understand(
      "Site pour ma boutique de fleurs Pétale & Sauge, 14 rue des Capucins à Lyon. Prestations : bouquet du jour 25 €, abonnement hebdo 90 €/mois. Tél : 04 78 52 19 63. L'équipe : Camille Roux (fleuriste) et Théo Baptiste (livraisons).",
      'fr',
    );
    expect(spec.kind).toBe('booking');
    expect(spec.content?.people.map((p) => p.name)).toEqual(['Camille Roux', 'Théo Baptiste']);
    expect(spec.content?.contact).toEqual({ phone: '04 78 52 19 63', address: '14 rue des Capucins' });
  });

  it('gives its street and phone to the footer, whole', () => {
    const spec = understand(
      "Kadıköy'de el yapımı mum satan Işıltı Atölyesi için online mağaza: lavanta mum 180 TL, vanilya mum 200 TL. Sipariş için WhatsApp: 0532 123 45 67. Adres: Moda Caddesi No: 14",
      'tr',
    );
    expect(spec.kind).toBe('store');
    expect(store(renderProject(spec)).frame.contact).toEqual({
      address: 'Moda Caddesi No: 14',
      phone: '0532 123 45 67',
      email: '',
    });
  });
});

describe('restaurant: the brief’s menu, week and contact', () => {
  it('shows exactly the listed dishes under the theme’s courses, in euros', () => {
    const files = renderProject(pizzeria());
    const schema = restaurant(files);
    expect(schema.menu.map((d) => d.name)).toEqual([
      'Margherita',
      'Diavola',
      'Tiramisu',
      'Homemade Lemonade',
    ]);
    expect(schema.menu.map((d) => d.price)).toEqual([9, 11.5, 6, 3.5]);
    expect(schema.menu.map((d) => d.category)).toEqual(['Pizza', 'Pizza', 'Desserts', 'Drinks']);
    expect(schema.categories).toEqual(['Pizza', 'Desserts', 'Drinks']);
    expect(schema.menu[1]!.diets).toEqual(['spicy']);
    expect(schema.menu[0]!.diets).toEqual([]);
    const all = src(files);
    for (const stock of ['Burrata', 'Arancini', 'Cacio e Pepe', 'Tagliatelle', 'Lemon Sorbet'])
      expect(all).not.toContain(stock);
    expect(schema.currency).toBe('EUR');
    expect(schema.texts.heroSubtitle).toBe('Family pizzeria in the old town since 1998.');
  });

  it('opens and takes bookings on the brief’s week, past midnight too (the slots are the kit’s rule)', () => {
    const spec = pizzeria();
    const schema = restaurant(renderProject({ ...spec, sections: [...spec.sections, 'hours', 'location'] }));
    expect(schema.hours).toEqual(WEEK.map((d) => (d ? { open: d[0], close: d[1] } : null)));
    // The week was read, so the table shows it and the written line is not repeated.
    expect(schema.texts.hoursNote).toBe('');
    expect(schema.contact).toEqual({
      email: 'ciao@pizzeria-luca.example',
      phone: '+39 055 123 4567',
      address: 'Via Roma 5, Firenze',
    });
    expect(JSON.stringify(schema)).not.toContain('Harbour Street');
  });

  it('puts dishes it cannot place under one heading, shows only the contact given and the hours as written', () => {
    const spec = withContent(understand('A website for my restaurant', 'en'), {
      items: [
        { name: 'Grandma’s Special', price: { amount: 14, currency: 'GBP' } },
        { name: 'Fish and chips', price: { amount: 12, currency: 'GBP' }, detail: 'vegetarian option' },
      ],
      itemsLabel: 'dishes',
      hours: ['Open most evenings, ask us'],
      contact: { email: 'hello@grandmas.example' },
    });
    const schema = restaurant(renderProject({ ...spec, sections: [...spec.sections, 'hours', 'location'] }));
    expect(schema.categories).toEqual(['Dishes']);
    expect(schema.menu.map((d) => d.category)).toEqual(['Dishes', 'Dishes']);
    expect(schema.menu[0]!.description).toBe('');
    expect(schema.menu[1]!.diets).toEqual(['vegetarian']);
    expect(schema.currency).toBe('GBP');
    expect(schema.texts.hoursNote).toBe('Open most evenings, ask us');
    // Only the email: the location shows no phone, address or map link.
    expect(schema.contact).toEqual({ address: '', phone: '', email: 'hello@grandmas.example' });
    expect(JSON.stringify(schema)).not.toContain('+90 216');
  });

  it('a Turkish menu: lira, Turkish courses, Turkish "pasta" is a dessert', () => {
    const spec = withContent(understand('Kebap restoranım için menülü ve rezervasyonlu bir site', 'tr'), {
      items: [
        { name: 'Adana Kebap', price: { amount: 450, currency: 'TRY' }, detail: 'acılı' },
        { name: 'Lahmacun', price: { amount: 120, currency: 'TRY' } },
        { name: 'Humus', price: { amount: 150, currency: 'TRY' } },
        { name: 'Çikolatalı Pasta', price: { amount: 180, currency: 'TRY' } },
        { name: 'Ayran', price: { amount: 40, currency: 'TRY' } },
      ],
    });
    const files = renderProject(spec);
    const schema = restaurant(files);
    expect(schema.menu.map((d) => d.category)).toEqual([
      'Izgara',
      'Fırından',
      'Mezeler',
      'Tatlılar',
      'İçecekler',
    ]);
    expect(schema.categories).toEqual(['Mezeler', 'Izgara', 'Fırından', 'Tatlılar', 'İçecekler']);
    expect(schema.menu[0]!.diets).toEqual(['spicy']);
    expect(schema.currency).toBe('TRY');
    expect(src(files)).not.toContain('Kaşarlı Pide');
  });

  it('shows the chef the brief names with the story, in the role the label gives', () => {
    const spec = understand(
      'Web para mi restaurante Casa Tomillo en Valencia (Calle Sueca 27). Menú: paella valenciana 16 €, croquetas de jamón 8 €, tarta de queso 6 €. Teléfono 963 41 22 87. Chef: Amparo Lluch.',
      'es',
    );
    const schema = restaurant(renderProject(spec));
    expect(schema.team).toEqual([{ name: 'Amparo Lluch', role: 'Chef' }]);
    expect(schema.contact).toEqual({ address: 'Calle Sueca 27, Valencia', phone: '963 41 22 87', email: '' });
    // The stock restaurant has no team of its own to show.
    expect(restaurant(renderProject(understand('A website for my restaurant', 'en'))).team).toBeUndefined();
  });

  it('finds the street its description names, and makes up no phone or email for it', () => {
    const spec = understand(
      "Website for Nonna's Kitchen, an Italian trattoria on 12 Elm Street. Menu: Margherita $14, Lasagna $18, Tiramisu $8. Open Tue-Sun 12-22. Table reservations",
      'en',
    );
    const schema = restaurant(renderProject(spec));
    expect(schema.contact).toEqual({ address: '12 Elm Street', phone: '', email: '' });
    expect(schema.menu.map((d) => [d.name, d.price])).toEqual([
      ['Margherita', 14],
      ['Lasagna', 18],
      ['Tiramisu', 8],
    ]);
    expect(schema.currency).toBe('USD');
    expect(schema.hours[1]).toBeNull(); // Tuesday to Sunday
    expect(schema.hours[2]).toEqual({ open: '12:00', close: '22:00' });
  });
});

describe('projects with the brief’s content type-check', () => {
  it('stores and restaurants, plain, with everything and with hostile names', () => {
    const hostile = content({
      items: [
        {
          name: 'Quote " and `tick` ${x}',
          price: { amount: 5, currency: 'USD' },
          detail: "it's </script> ${y}",
        },
        { name: '\\u0000 backslash \\', price: { amount: 7.25, currency: 'usd' } },
        { name: '{T.heroTitle} <b>bold</b>' },
      ],
      itemsLabel: '"; alert(1); //',
      description: '`${process.env}`',
      hours: ['*/ evil /*'],
      contact: { email: '"quote@example.com', address: "Rue d'Or `1`" },
    });
    const storeAll = BLUEPRINTS.store.sections.map((s) => s.id);
    const restaurantAll = BLUEPRINTS.restaurant.sections.map((s) => s.id);
    const projects: AppSpec[] = [
      candleShop(),
      { ...candleShop(), sections: storeAll, features: [...FEATURES] },
      { ...turkishShop(), sections: storeAll, features: ['pages'] },
      withContent(candleShop(), hostile, { sections: storeAll, features: [] }),
      pizzeria(),
      { ...pizzeria(), sections: restaurantAll, features: [...FEATURES] },
      withContent(pizzeria(), hostile, { sections: restaurantAll, features: ['search'] }),
      withContent(
        understand('Kebap restoranım için menülü ve rezervasyonlu bir site', 'tr'),
        {
          items: [{ name: 'Adana Kebap', price: { amount: 450, currency: 'TRY' } }],
          contact: { phone: '0212 555 00 00' },
        },
        { sections: restaurantAll, features: ['pages', 'filters'] },
      ),
    ];
    const rendered = projects.map((spec) => renderProject(spec));
    const hostileStore = rendered[3]!;
    expect(products(hostileStore).map((p) => p.name)).toEqual(hostile.items.map((i) => i.name));
    expect(store(hostileStore).currency).toBe('USD');
    expect(restaurant(rendered[6]!).menu.map((d) => d.name)).toEqual(hostile.items.map((i) => i.name));
    const results = typecheckProjects(rendered);
    results.forEach((diagnostics, i) => expect(diagnostics, `project ${i}`).toEqual([]));
  }, 180_000);
});

describe('a menu listed without prices', () => {
  it('shows its dishes with no made-up price, and the priced ones with theirs', () => {
    const schema = (brief: string) =>
      loadModule<{ SCHEMA: RestaurantSchema }>(renderProject(understand(brief, 'en')), 'src/app-schema.ts')
        .SCHEMA;
    const unpriced = schema('A website for my restaurant Olive & Vine. Menu: bruschetta, risotto, tiramisu');
    expect(unpriced.menu.map((dish) => [dish.name, dish.price])).toEqual([
      ['Bruschetta', null],
      ['Risotto', null],
      ['Tiramisu', null],
    ]);
    const mixed = schema(
      'A website for my restaurant Olive & Vine. Menu: bruschetta $9, risotto, tiramisu $7',
    );
    expect(mixed.menu.map((dish) => dish.price)).toEqual([9, null, 7]);
  });
});

describe('a business site that lists its goods with a colon before each price', () => {
  it('reads every entry of the list, the first too, and a word of a name as no label (fr, ar)', () => {
    const bakery = understand(
      'Site vitrine pour la boulangerie Au Pain Doré, 12 rue des Carmes à Rennes.\nProduits :\n- Baguette tradition : 1,30 €\n- Croissant pur beurre : 1,20 €\n- Kouign-amann : 3,50 €\n- Flan pâtissier (part) : 2,80 €\nHoraires : du mardi au samedi 7h00–19h30, dimanche 7h00–13h00. Fermé le lundi.',
      'fr',
    );
    // A bakery's own site with its goods and hours is a place's site, not a product's landing page.
    expect(bakery.kind).toBe('restaurant');
    expect(bakery.content?.items.map((item) => [item.name, item.price?.amount])).toEqual([
      ['Baguette tradition', 1.3],
      ['Croissant pur beurre', 1.2],
      ['Kouign-amann', 3.5],
      ['Flan pâtissier', 2.8],
    ]);
    expect(bakery.content?.people).toEqual([]);
    const mandi = readBriefContent(
      'أريد موقعاً لمطعم بيت المندي في حي العليا بالرياض، شارع التحلية. قائمة الطعام:\n- مندي دجاج: 35 ر.س\n- مندي لحم: 65 ر.س\n- كنافة: 20 ر.س',
      'ar',
    );
    expect(mandi.items.map((item) => [item.name, item.price?.amount, item.price?.currency])).toEqual([
      ['مندي دجاج', 35, 'SAR'],
      ['مندي لحم', 65, 'SAR'],
      ['كنافة', 20, 'SAR'],
    ]);
    // The district and its town before the street are the address.
    expect(mandi.contact?.address).toBe('حي العليا بالرياض، شارع التحلية');
    expect(
      readBriefContent('مقهى في حي الزمالك. القائمة: قهوة 20 ج.م، شاي 10 ج.م', 'ar').contact?.address,
    ).toBe('حي الزمالك');
    // A time's colon is no entry's.
    expect(
      readBriefContent('Menu: 9:30 breakfast $12, 12:00 lunch $18', 'en').items.map((item) => item.name),
    ).toEqual(['9:30 breakfast', '12:00 lunch']);
  });

  it('reads Egyptian pounds written "ج.م", and free delivery said with where', () => {
    const plans = understand(
      'صفحة هبوط لتطبيق «مذاكرة» للدروس الخصوصية. المميزات: مدرسين معتمدين، حصص مسجلة. الباقات: الباقة الشهرية 300 ج.م، باقة الترم 1200 ج.م.',
      'ar',
    );
    expect(plans.content?.items.map((item) => [item.name, item.price?.amount, item.price?.currency])).toEqual(
      [
        ['الباقة الشهرية', 300, 'EGP'],
        ['باقة الترم', 1200, 'EGP'],
      ],
    );
    expect(
      readBriefContent(
        'Candles: Fig Leaf £18, Cedar Smoke £18. Need a free UK delivery over £40 banner.',
        'en',
      ).freeShippingFrom,
    ).toEqual({ amount: 40, currency: 'GBP' });
  });

  it('names an Arabic shop after what it sells, not by what it sells', () => {
    expect(
      understand('متجر إلكتروني لعطور دار العود: دهن عود كمبودي 250 درهم، بخور معمول 90 درهم.', 'ar').name,
    ).toBe('دار العود');
    expect(understand('متجر إلكتروني لبيع الملابس: قميص 90 درهم، فستان 200 درهم.', 'ar').name).not.toBe(
      'الملابس',
    );
  });
});

describe("a real shop's own terms", () => {
  it('makes no delivery, returns or payment promises the brief did not make', () => {
    const own = understand(
      'An online shop for Wick & Willow candles: Sea Salt £16, Fig Leaf £18, Cedar Smoke £18.',
      'en',
    );
    expect(own.sections).not.toContain('perks');
    const free = understand(
      'An online shop for Wick & Willow candles: Sea Salt £16, Fig Leaf £18. Free UK delivery over £40.',
      'en',
    );
    expect(free.sections).toContain('perks');
    // A shop the brief lists nothing for is the stock example, perks and all.
    expect(understand('an online store for handmade candles', 'en').sections).toContain('perks');
  });
});

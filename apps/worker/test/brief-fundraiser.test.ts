/**
 * A fundraiser as people describe one: the goal, the amounts offered, what it raises for and its own
 * thank-you, in the six languages; the page it makes (a landing page with a gift section, no product's
 * pricing), the charity it is named after, and the data rule that lets every visitor see one total.
 * A record of gifts received is no fundraiser.
 */
import { describe, expect, it } from 'vitest';
import { readDonation } from '../src/agent/donation.ts';
import { dataRulesFor } from '../src/agent/render.ts';
import { understand } from '../src/agent/understand.ts';
import { landingSchema } from '../src/agent/blueprints/landing.ts';

const amounts = (prices: { amount: number }[] | undefined) => prices?.map((price) => price.amount);

describe('reading a fundraiser', () => {
  it('reads the goal, the amounts and the cause in each language', () => {
    const cases: [string, string, number, number[], string?][] = [
      [
        'Giving page for Riverside Food Pantry — our goal is $8,000 to stock the winter shelves. Suggested amounts: $15, $40, $75.',
        'USD',
        8000,
        [15, 40, 75],
      ],
      [
        'Collecte pour la chorale Les Voix du Port : objectif 3 500 € pour un nouveau piano, montants proposés 20 €, 50 € ou 100 €.',
        'EUR',
        3500,
        [20, 50, 100],
        'un nouveau piano',
      ],
      [
        'Web de donaciones para la Asociación Huellas: meta 12.000 € para la clínica veterinaria, importes de 5 €, 15 €, 30 € y 60 €',
        'EUR',
        12000,
        [5, 15, 30, 60],
        'la clínica veterinaria',
      ],
      [
        'Страница пожертвований для библиотеки в Твери: цель 150 000 ₽ на новые книги, кнопки 300, 700 и 1500 ₽',
        'RUB',
        150000,
        [300, 700, 1500],
        'новые книги',
      ],
      [
        'Deprem bölgesi için bağış sayfası, hedef 250.000 TL, tutarlar: 200 TL, 500 TL, 1000 TL',
        'TRY',
        250000,
        [200, 500, 1000],
      ],
      [
        'صفحة تبرع لمبادرة سقيا الماء، الهدف 80000 ريال لحفر بئر، المبالغ: 100 و 300 و 1000 ريال',
        'SAR',
        80000,
        [100, 300, 1000],
      ],
    ];
    for (const [brief, currency, goal, presets, cause] of cases) {
      const read = readDonation(brief, 'USD');
      expect(read?.goal, brief).toEqual({ amount: goal, currency });
      expect(amounts(read?.presets), brief).toEqual(presets);
      if (cause) expect(read?.cause, brief).toBe(cause);
    }
  });

  it('keeps the thank-you the brief quotes, before or without a word for thanks', () => {
    expect(
      readDonation(
        'Fundraiser for the robotics team, goal $2,000, thank-you note “You keep our robots rolling!”',
        'USD',
      )?.thanks,
    ).toBe('You keep our robots rolling!');
    expect(
      readDonation('Recaudación para el coro: meta 900 €. Al donar que salga «¡Gracias, de corazón!»', 'EUR')
        ?.thanks,
    ).toBe('¡Gracias, de corazón!');
  });

  it('is no fundraiser without a goal or amounts to pick, nor without a word for giving', () => {
    expect(
      readDonation('An app to track the donations we receive: donor, amount, date, receipt sent', 'USD'),
    ).toBeNull();
    expect(readDonation('Savings goal $3,000 for a trip, amounts I put aside each week', 'USD')).toBeNull();
  });
});

describe('the page a fundraiser makes', () => {
  it('is a landing page that leads to its gift, with no pricing or product steps, named after its charity', () => {
    const spec = understand(
      'صفحة تبرع لمبادرة سقيا الماء، الهدف 80000 ريال لحفر بئر، المبالغ: 100 و 300 و 1000 ريال',
      'ar',
    );
    expect(spec.kind).toBe('landing');
    expect(spec.name).toBe('مبادرة سقيا الماء');
    expect(spec.sections).toContain('donate');
    expect(spec.sections).not.toContain('pricing');
    expect(spec.sections).not.toContain('how-it-works');
    const schema = landingSchema(spec);
    expect(schema.donation).toMatchObject({ goal: 80000, currency: 'SAR', presets: [100, 300, 1000] });
    expect(schema.hero.cta).toBe('donate');
    expect(schema.plans.length).toBeGreaterThanOrEqual(0);
    expect(schema.texts.heroNote).toBe('');
  });

  it('says the thank-you the brief quotes, and names a Turkish charity as written', () => {
    const spec = understand(
      "Yeşil Adım Derneği için fidan kampanyası bağış sayfası: hedef 40.000 TL, tutarlar 50 TL, 150 TL, 400 TL. Bağıştan sonra 'Bir fidan da senden!' yazsın.",
      'tr',
    );
    expect(spec.name).toBe('Yeşil Adım Derneği');
    expect(landingSchema(spec).texts.thanks).toBe('Bir fidan da senden!');
  });

  it('takes the headline and the button the brief quotes, and a quoted campaign as what it raises for', () => {
    const spec = understand(
      'صفحة تبرعات لحملة «حقيبة المدرسة» التابعة لجمعية البر في الزرقاء. الهدف 6000 دينار، مبالغ: 5 و10 و20 دينار. نص أعلى الصفحة: «علمهم يفرحوا». وزر «ادعم طالب».',
      'ar',
    );
    expect(spec.texts['hero.title']).toBe('علمهم يفرحوا');
    expect(spec.texts['cta.button']).toBe('ادعم طالب');
    expect(landingSchema(spec).donation).toMatchObject({
      cause: 'حقيبة المدرسة',
      currency: 'JOD',
      goal: 6000,
    });
  });

  it("opens the gifts to every visitor's reading only for a fundraiser with a data API", () => {
    const backend = { backend: { url: 'https://atelier.example/api/data/p', key: 'pk_1' } };
    const fundraiser = understand(
      'Donation page for Harbor Kids Club: goal $5,000, amounts $20, $50, $100',
      'en',
    );
    expect(dataRulesFor(fundraiser, backend)).toEqual({ donations: 'public_read_append' });
    expect(dataRulesFor(fundraiser)).toBeUndefined();
    const product = understand('Landing page for Shiplog, a changelog tool. Pricing: Team $19/month', 'en');
    expect(product.kind).toBe('landing');
    expect(dataRulesFor(product, backend)).toBeUndefined();
  });

  it('keeps a record of gifts received as records, not a page', () => {
    const spec = understand(
      'App to track donations we receive: donor name, amount, date, thank-you sent (yes/no)',
      'en',
    );
    expect(spec.kind).toBe('generic');
    expect(spec.collection).toBeDefined();
  });
});

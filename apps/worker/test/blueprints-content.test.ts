/**
 * The content blueprints (portfolio, blog, store, restaurant, recipes, quiz, booking): their files follow
 * the spec (name, language, sections and their order, features, text overrides), seed content follows the
 * request's topic, user text stays inside string literals, the logic their schemas feed is right, and
 * whole projects type-check.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLUEPRINTS } from '../src/agent/blueprints/index.ts';
import { renderProject } from '../src/agent/render.ts';
import { FEATURES, type AppKind, type AppSpec } from '../src/agent/spec.ts';
import { understand } from '../src/agent/understand.ts';
import { typecheckProjects } from './typecheck.ts';
import { loadModule } from './support/generated.ts';
import type { QuizSchema } from '@atelier/app-kit/quiz';
import type { BlogSchema } from '@atelier/app-kit/blog';
import type { PortfolioSchema } from '@atelier/app-kit/portfolio';
import type { StoreSchema } from '@atelier/app-kit/store';
import type { RestaurantSchema } from '@atelier/app-kit/restaurant';
import type { BookingSchema } from '@atelier/app-kit/booking';
import type { RecipesSchema } from '@atelier/app-kit/recipes';

const HOSTILE_NAME = '"</script><img src=x onerror=alert(1)>`${process.exit(1)}` \' */ //';
const TICKED_NAME = 'Back`tick ${globalThis.pwned = 1} Shop';
const HOSTILE_TOPIC = '`${globalThis.pwned = 1}` </textarea><script>alert(1)</script>';

function specFor(kind: AppKind, overrides: Partial<AppSpec> = {}): AppSpec {
  const blueprint = BLUEPRINTS[kind];
  return {
    version: 1,
    kind,
    name: blueprint.defaultName.en,
    tagline: 'A tagline for the test',
    audience: null,
    language: 'en',
    theme: { mode: 'light', font: 'sans', radius: 'lg', ...blueprint.defaultTheme },
    features: [...blueprint.defaultFeatures],
    sections: [...blueprint.defaultSections],
    texts: {},
    topics: [],
    prompt: '',
    ...overrides,
  };
}

/** The blueprint's own files (without the kit's). */
function own(spec: AppSpec): Record<string, string> {
  return BLUEPRINTS[spec.kind].render(spec);
}

/** Generated code with its JSON string literals (the texts and data) emptied. */
function code(text: string): string {
  return text.replace(/"(?:[^"\\\n]|\\.)*"/g, '""');
}

function all(files: Record<string, string>): string {
  return Object.values(files).join('\n');
}

/** The booking site's schema (BookingApp in the kit), from src/app-schema.ts. */
function bookingSchemaOf(files: Record<string, string>): BookingSchema {
  return loadModule<{ SCHEMA: BookingSchema }>(files, 'src/app-schema.ts').SCHEMA;
}

/** The store's schema (StoreApp in the kit), from src/app-schema.ts. */
function storeSchemaOf(files: Record<string, string>): StoreSchema {
  return loadModule<{ SCHEMA: StoreSchema }>(files, 'src/app-schema.ts').SCHEMA;
}

/** The portfolio's schema (PortfolioApp in the kit), from src/app-schema.ts. */
function portfolioSchemaOf(files: Record<string, string>): PortfolioSchema {
  return loadModule<{ SCHEMA: PortfolioSchema }>(files, 'src/app-schema.ts').SCHEMA;
}

/** The blog's schema (BlogApp in the kit), from src/app-schema.ts. */
function blogSchemaOf(files: Record<string, string>): BlogSchema {
  return loadModule<{ SCHEMA: BlogSchema }>(files, 'src/app-schema.ts').SCHEMA;
}

/** The recipe book's schema (RecipesApp in the kit), from src/app-schema.ts. */
function recipesSchemaOf(files: Record<string, string>): RecipesSchema {
  return loadModule<{ SCHEMA: RecipesSchema }>(files, 'src/app-schema.ts').SCHEMA;
}

/** The quiz's schema (QuizApp in the kit), from src/app-schema.ts. */
function quizSchemaOf(files: Record<string, string>): QuizSchema {
  return loadModule<{ SCHEMA: QuizSchema }>(files, 'src/app-schema.ts').SCHEMA;
}

/** The restaurant's schema (RestaurantApp in the kit), from src/app-schema.ts. */
function restaurantSchemaOf(files: Record<string, string>): RestaurantSchema {
  return loadModule<{ SCHEMA: RestaurantSchema }>(files, 'src/app-schema.ts').SCHEMA;
}

describe('seed content follows the request', () => {
  const texts = (spec: AppSpec) => all(own(spec));

  it('a coffee store sells coffee, in both languages', () => {
    const spec = understand('Kahve çekirdeği satan bir online mağaza', 'tr');
    expect(spec.kind).toBe('store');
    expect(texts(spec)).toContain('Etiyopya Yirgacheffe');
    expect(texts(specFor('store', { topics: ['coffee'] }))).toContain('Ethiopia Yirgacheffe');
    // An unknown topic still gets believable products named after it.
    expect(texts(specFor('store', { topics: ['kites'] }))).toContain('Kites Starter Set');
  });

  it('a vegan recipe book has only vegan recipes', () => {
    const spec = understand('A vegan recipe book', 'en');
    expect(spec.kind).toBe('recipes');
    const { recipes } = recipesSchemaOf(own(spec));
    expect(recipes.length).toBeGreaterThanOrEqual(6);
    for (const recipe of recipes) expect(recipe.tags).toContain('Vegan');
  });

  it('a world capitals quiz asks capitals, and every answer index points at the right option', () => {
    const spec = understand('A world capitals quiz', 'en');
    expect(spec.kind).toBe('quiz');
    const QUESTIONS = quizSchemaOf(own(spec)).questions;
    expect(QUESTIONS.length).toBe(8);
    for (const q of QUESTIONS) expect(q.question).toMatch(/capital/);
    const france = QUESTIONS.find((q) => q.question.includes('France'));
    expect(france?.options[france.answer]).toBe('Paris');
    expect(new Set(QUESTIONS.map((q) => q.answer)).size).toBeGreaterThan(1);

    // A quiz about the solar system asks about space, not general knowledge.
    const solar = quizSchemaOf(own(understand('A quiz about the solar system for kids', 'en')));
    expect(solar.questions.some((q) => /planet/i.test(q.question))).toBe(true);

    const maths = quizSchemaOf(own(specFor('quiz', { language: 'tr', topics: ['matematik'] }))).questions;
    const times = maths.find((q) => q.question.startsWith('7 × 8'));
    expect(times?.options[times.answer]).toBe('56');
  });

  it('blogs, restaurants, bookings and portfolios seed from their topic', () => {
    expect(texts(understand('A travel blog', 'en'))).toContain('Lisbon');
    expect(texts(specFor('blog', { topics: ['gardening'], language: 'tr' }))).toContain(
      'Gardening İçin Başlangıç Rehberi',
    );
    expect(texts(understand('A pizza restaurant with online reservations', 'en'))).toContain('Margherita');
    expect(texts(specFor('restaurant', { topics: ['vegan'] }))).not.toContain('Tagliatelle');
    expect(texts(understand('A booking app for yoga classes', 'en'))).toContain('Morning Vinyasa');
    const events = bookingSchemaOf(own(understand('An events page for our tech meetups with RSVP', 'en')));
    expect(events.offerings[0]!.name).toBe('Tech Meetup: Lightning Talks');
    expect(events.mode).toBe('events');
    const photographer = portfolioSchemaOf(own(understand('Portfolio for a wedding photographer', 'en')));
    expect(photographer.profile.role).toBe('Photographer');
    expect(photographer.projects[0]!.title).toBe('Harbour Mornings');
  });
});

describe('the pure logic the blueprints generate', () => {
  it('booking: the week its bookable times follow (the rule itself is tested in the kit)', () => {
    const { hours, offerings } = bookingSchemaOf(own(specFor('booking', { topics: ['yoga'] })));
    expect(hours).toHaveLength(7);
    expect(hours[0]).toBeNull(); // closed on Sundays
    expect(hours[3]).toEqual({ open: '09:00', close: '18:00' });
    expect(offerings[0]).toMatchObject({
      id: 'service-1',
      name: 'Morning Vinyasa',
      minutes: 60,
      icon: 'Sun',
    });
  });

  it('restaurant: the opening hours its bookable times follow (the rule itself is tested in the kit)', () => {
    const { hours } = restaurantSchemaOf(own(specFor('restaurant', { topics: ['pizza'] })));
    expect(hours).toHaveLength(7);
    expect(hours[1]).toBeNull(); // closed on Mondays
    expect(hours[2]).toEqual({ open: '17:00', close: '22:30' });
  });
});

/** The portfolio, composed from the kit's PortfolioApp: the blueprint writes App.tsx and the schema only. */
describe('the portfolio blueprint (kit sections)', () => {
  const blueprint = BLUEPRINTS.portfolio;
  const allSections = blueprint.sections.map((s) => s.id);
  const render = (overrides: Partial<AppSpec> = {}) =>
    portfolioSchemaOf(own(specFor('portfolio', overrides)));
  const priced = {
    items: [
      { name: 'Elopement', price: { amount: 900, currency: 'EUR' } },
      { name: 'Mentoring', price: { amount: 60, currency: 'EUR', period: 'hour' as const } },
    ],
    people: [],
    columns: [],
    highlights: [],
    hours: [],
  };

  it('describes itself and hands its schema to the kit section', async () => {
    expect(allSections).toEqual([
      'hero',
      'projects',
      'pricing',
      'about',
      'skills',
      'experience',
      'testimonials',
      'contact',
    ]);
    for (const id of blueprint.defaultSections) expect(allSections).toContain(id);
    const { readFile } = await import('node:fs/promises');
    const source = path.join(import.meta.dirname, '../src/agent/blueprints/portfolio.ts');
    expect(await readFile(source, 'utf8')).toMatch(/^ \* Main interaction: /m);
    const files = renderProject(specFor('portfolio'));
    expect(Object.keys(own(specFor('portfolio'))).sort()).toEqual(['src/App.tsx', 'src/app-schema.ts']);
    expect(files['src/App.tsx']).toContain("from '@/components/sections/portfolio-app'");
    expect(files['src/App.tsx']).toContain('<PortfolioApp schema={SCHEMA} />');
    for (const part of ['portfolio/project-grid.tsx', 'portfolio/portfolio-contact.tsx', 'site-hero.tsx'])
      expect(files[`src/components/sections/${part}`], part).toBeDefined();
    expect(files['src/components/ui.tsx']).toBeUndefined();
    expect(files['src/index.css']).toContain(`--primary: ${blueprint.defaultTheme.primary};`);
  });

  it('is named after the spec and speaks its language, with no English left in Turkish', () => {
    const en = render({ name: 'Daily Driver' });
    expect(en.frame.name).toBe('Daily Driver');
    expect(en.frame.locale).toBe('en-US');
    expect([en.texts.send, en.texts.viewProject, en.texts.fieldName, en.texts.fieldEmail]).toEqual([
      'Send message',
      'View project',
      'Your name',
      'Email',
    ]);
    const tr = render({ language: 'tr', name: blueprint.defaultName.tr, tagline: '', sections: allSections });
    expect(tr.frame.locale).toBe('tr-TR');
    expect([tr.texts.send, tr.texts.viewProject]).toEqual(['Mesajı gönder', 'Projeyi incele']);
    expect(Object.entries(tr.texts).filter(([, t]) => t === '')).toEqual([]);
    const english = render({
      language: 'en',
      name: blueprint.defaultName.tr,
      tagline: '',
      sections: allSections,
    });
    const untranslated = (Object.keys(english.texts) as (keyof PortfolioSchema['texts'])[]).filter(
      (key) => english.texts[key] === tr.texts[key] && /[a-z]{4}\s+[a-z]{2}/.test(english.texts[key]),
    );
    expect(untranslated).toEqual([]);
    expect(tr.projects[0]!.title).toMatch(/[ğüşıöçİ]/);
  });

  it("shows the spec's sections in its order, the packages only when something is priced, the projects when none is left", () => {
    const ids = (schema: PortfolioSchema) => schema.sections.map((s) => s.id);
    const withPrices = (overrides: Partial<AppSpec>) => render({ content: priced, ...overrides });
    for (const removed of allSections) {
      const sections = allSections.filter((id) => id !== removed);
      expect(ids(withPrices({ sections, features: [] })), removed).toEqual(
        removed === 'pricing' ? allSections : sections,
      );
    }
    const reversed = [...allSections].reverse();
    expect(ids(withPrices({ sections: reversed }))).toEqual(reversed);
    // No prices, no packages section.
    expect(ids(render({ sections: allSections }))).toEqual(allSections.filter((id) => id !== 'pricing'));
    // Prices a brief adds last (after the contact form) move up beside the work.
    expect(ids(withPrices({ sections: ['hero', 'projects', 'about', 'contact', 'pricing'] }))).toEqual([
      'hero',
      'projects',
      'pricing',
      'about',
      'contact',
    ]);
    expect(ids(render({ sections: [] }))).toEqual(['projects']);
    expect(ids(render({ sections: ['nope', 'about', 'about'] }))).toEqual(['about']);
  });

  it('follows its features: search, filters, charts, forms, dark toggle, and about and contact pages', () => {
    const full = render({ sections: allSections, features: [...FEATURES] });
    const bare = render({ sections: allSections, features: [] });
    expect(full.features).toEqual({ search: true, filters: true, charts: true, forms: true });
    expect(bare.features).toEqual({ search: false, filters: false, charts: false, forms: false });
    expect([full.frame.darkToggle, bare.frame.darkToggle]).toEqual([true, false]);
    expect(full.frame.pages.map((p) => [p.path, p.label])).toEqual([
      ['/', 'Work'],
      ['/about', 'About'],
      ['/contact', 'Contact'],
    ]);
    expect(full.sections.map((s) => [s.id, s.page])).toEqual([
      ['hero', 'main'],
      ['projects', 'main'],
      ['about', 'about'],
      ['skills', 'about'],
      ['experience', 'about'],
      ['testimonials', 'main'],
      ['contact', 'contact'],
    ]);
    expect(bare.frame.pages).toHaveLength(1);
    expect(new Set(bare.sections.map((s) => s.page))).toEqual(new Set(['main']));
    // Nothing left for the home page: one page, no empty home.
    const aboutOnly = render({ sections: ['about', 'contact'], features: ['pages'] });
    expect(aboutOnly.frame.pages.map((p) => p.path)).toEqual(['/']);
    expect(new Set(aboutOnly.sections.map((s) => s.page))).toEqual(new Set(['main']));
  });

  it('shows text overrides and keeps hostile text inside a JSON literal', () => {
    const texts = {
      'hero.title': 'Welcome “home” </script>',
      'hero.subtitle': 'Sub ${x} `y`',
      'cta.button': 'Go `now`',
      'projects.title': 'My own ${title}',
    };
    for (const name of [HOSTILE_NAME, TICKED_NAME]) {
      const spec = specFor('portfolio', {
        name,
        tagline: name,
        texts,
        topics: [HOSTILE_TOPIC],
        prompt: HOSTILE_TOPIC,
        sections: allSections,
        features: [...FEATURES],
      });
      const schema = portfolioSchemaOf(renderProject(spec));
      expect(schema.texts.heroTitle).toBe(texts['hero.title']);
      expect(schema.frame.pages[0]!.title).toBe(texts['hero.title']);
      expect(schema.texts.heroSubtitle).toBe(texts['hero.subtitle']);
      expect(schema.texts.heroCta).toBe(texts['cta.button']);
      expect(schema.sections.find((s) => s.id === 'projects')!.title).toBe(texts['projects.title']);
      expect(schema.frame.name).toBe(name);
      for (const [file, text] of Object.entries(own(spec))) {
        expect(code(text), file).not.toContain('onerror');
        expect(code(text), file).not.toContain('pwned');
        expect(code(text), file).not.toContain('</script>');
      }
    }
  });

  it('type-checks as a whole project: default, Turkish with everything, bare with hostile text, priced, about alone', () => {
    const variants: AppSpec[] = [
      specFor('portfolio'),
      specFor('portfolio', {
        language: 'tr',
        sections: allSections,
        features: [...FEATURES],
        topics: ['mimar'],
      }),
      specFor('portfolio', {
        name: HOSTILE_NAME,
        sections: [...allSections].reverse(),
        features: [],
        topics: [HOSTILE_TOPIC],
        texts: { 'hero.title': HOSTILE_NAME, 'cta.button': TICKED_NAME },
      }),
      specFor('portfolio', { language: 'ar', content: priced, features: [...FEATURES] }),
      specFor('portfolio', { sections: ['about'], features: ['pages'] }),
    ];
    const results = typecheckProjects(variants.map((spec) => renderProject(spec)));
    results.forEach((diagnostics, i) => expect(diagnostics, `variant ${i}`).toEqual([]));
  }, 180_000);
});

/** The blog, composed from the kit's BlogApp: the blueprint writes App.tsx and the schema only. */
describe('the blog blueprint (kit sections)', () => {
  const blueprint = BLUEPRINTS.blog;
  const allSections = blueprint.sections.map((s) => s.id);
  const render = (overrides: Partial<AppSpec> = {}) => blogSchemaOf(own(specFor('blog', overrides)));

  it('describes itself and hands its schema to the kit section', async () => {
    expect(allSections).toEqual(['hero', 'featured', 'posts', 'archive', 'about', 'newsletter', 'new-post']);
    for (const id of blueprint.defaultSections) expect(allSections).toContain(id);
    expect(blueprint.defaultSections.length).toBeLessThan(allSections.length);
    for (const section of blueprint.sections) expect(section.label.en && section.label.tr).toBeTruthy();
    const { readFile } = await import('node:fs/promises');
    const source = path.join(import.meta.dirname, '../src/agent/blueprints/blog.ts');
    expect(await readFile(source, 'utf8')).toMatch(/^ \* Main interaction: /m);
    const files = renderProject(specFor('blog'));
    expect(Object.keys(own(specFor('blog'))).sort()).toEqual(['src/App.tsx', 'src/app-schema.ts']);
    expect(files['src/App.tsx']).toContain("from '@/components/sections/blog-app'");
    expect(files['src/App.tsx']).toContain('<BlogApp schema={SCHEMA} />');
    for (const part of ['blog/post-list.tsx', 'blog/post-reader.tsx', 'notes/markdown.ts', 'site-hero.tsx'])
      expect(files[`src/components/sections/${part}`], part).toBeDefined();
    expect(files['src/components/ui.tsx']).toBeUndefined();
    expect(files['src/index.css']).toContain(`--primary: ${blueprint.defaultTheme.primary};`);
  });

  it('is named after the spec and speaks its language, with no English left in Turkish', () => {
    const en = render({ name: 'Daily Driver' });
    expect(en.frame.name).toBe('Daily Driver');
    expect(en.frame.locale).toBe('en-US');
    expect([en.texts.readPost, en.texts.save, en.texts.subscribe]).toEqual([
      'Read post',
      'Save for later',
      'Subscribe',
    ]);
    const tr = render({ language: 'tr', name: blueprint.defaultName.tr, tagline: '', sections: allSections });
    expect(tr.frame.locale).toBe('tr-TR');
    expect([tr.texts.readPost, tr.texts.save, tr.texts.subscribe]).toEqual([
      'Yazıyı oku',
      'Sonra oku',
      'Abone ol',
    ]);
    expect(Object.entries(tr.texts).filter(([, t]) => t === '')).toEqual([]);
    const english = render({
      language: 'en',
      name: blueprint.defaultName.tr,
      tagline: '',
      sections: allSections,
    });
    const untranslated = (Object.keys(english.texts) as (keyof BlogSchema['texts'])[]).filter(
      (key) => english.texts[key] === tr.texts[key] && /[a-z]{4}\s+[a-z]{2}/.test(english.texts[key]),
    );
    expect(untranslated).toEqual([]);
  });

  it("shows the spec's sections in its order, the posts when none is left", () => {
    const ids = (schema: BlogSchema) => schema.sections.map((s) => s.id);
    for (const removed of allSections) {
      const sections = allSections.filter((id) => id !== removed);
      expect(ids(render({ sections, features: [] })), removed).toEqual(sections);
    }
    const reversed = [...allSections].reverse();
    expect(ids(render({ sections: reversed }))).toEqual(reversed);
    expect(ids(render({ sections: [] }))).toEqual(['posts']);
    expect(ids(render({ sections: ['nope', 'about', 'about'] }))).toEqual(['about']);
  });

  it('follows its features: search, filters, keeping data, dark toggle, and an about page', () => {
    const full = render({ sections: allSections, features: [...FEATURES] });
    const bare = render({ sections: allSections, features: [] });
    expect(full.features).toEqual({ search: true, filters: true });
    expect(bare.features).toEqual({ search: false, filters: false });
    expect([full.frame.darkToggle, bare.frame.darkToggle]).toEqual([true, false]);
    expect([full.frame.persistence, bare.frame.persistence]).toEqual([true, false]);
    expect(full.frame.pages.map((p) => [p.path, p.label])).toEqual([
      ['/', 'Home'],
      ['/about', 'About'],
    ]);
    expect(full.sections.find((s) => s.id === 'about')?.page).toBe('about');
    expect(bare.frame.pages).toHaveLength(1);
    expect(new Set(bare.sections.map((s) => s.page))).toEqual(new Set(['main']));
    // Nothing left for the home page: one page, no empty home.
    const aboutOnly = render({ sections: ['about'], features: ['pages'] });
    expect(aboutOnly.frame.pages.map((p) => p.path)).toEqual(['/']);
  });

  it('shows text overrides and keeps hostile text inside a JSON literal', () => {
    const texts = {
      'hero.title': 'Welcome “home” </script>',
      'hero.subtitle': 'Sub ${x} `y`',
      'cta.button': 'Go `now`',
      'posts.title': 'My own ${title}',
      'new-post.title': 'Write `here`',
    };
    for (const name of [HOSTILE_NAME, TICKED_NAME]) {
      const spec = specFor('blog', {
        name,
        tagline: name,
        texts,
        topics: [HOSTILE_TOPIC],
        prompt: HOSTILE_TOPIC,
        sections: allSections,
        features: [...FEATURES],
      });
      const schema = blogSchemaOf(renderProject(spec));
      expect(schema.texts.heroTitle).toBe(texts['hero.title']);
      expect(schema.frame.pages[0]!.title).toBe(texts['hero.title']);
      expect(schema.texts.heroSubtitle).toBe(texts['hero.subtitle']);
      expect(schema.texts.heroCta).toBe(texts['cta.button']);
      expect(schema.sections.find((s) => s.id === 'posts')!.title).toBe(texts['posts.title']);
      expect(schema.sections.find((s) => s.id === 'new-post')!.title).toBe(texts['new-post.title']);
      expect(schema.frame.name).toBe(name);
      for (const [file, text] of Object.entries(own(spec))) {
        expect(code(text), file).not.toContain('onerror');
        expect(code(text), file).not.toContain('pwned');
        expect(code(text), file).not.toContain('</script>');
      }
    }
  });

  it('type-checks as a whole project: default, Turkish with everything, bare with hostile text, about alone', () => {
    const variants: AppSpec[] = [
      specFor('blog'),
      specFor('blog', { language: 'tr', sections: allSections, features: [...FEATURES], topics: ['yemek'] }),
      specFor('blog', {
        name: HOSTILE_NAME,
        sections: [...allSections].reverse(),
        features: [],
        topics: [HOSTILE_TOPIC],
        texts: { 'hero.title': HOSTILE_NAME, 'cta.button': TICKED_NAME },
      }),
      specFor('blog', { language: 'ar', sections: allSections, features: [...FEATURES] }),
      specFor('blog', { sections: ['about'], features: ['pages'] }),
    ];
    const results = typecheckProjects(variants.map((spec) => renderProject(spec)));
    results.forEach((diagnostics, i) => expect(diagnostics, `variant ${i}`).toEqual([]));
  }, 180_000);
});

/** The recipe book, composed from the kit's RecipesApp: the blueprint writes App.tsx and the schema only. */
describe('the recipes blueprint (kit sections)', () => {
  const blueprint = BLUEPRINTS.recipes;
  const allSections = blueprint.sections.map((s) => s.id);
  const render = (overrides: Partial<AppSpec> = {}) => recipesSchemaOf(own(specFor('recipes', overrides)));

  it('describes itself and hands its schema to the kit section', async () => {
    expect(allSections).toEqual(['hero', 'recipes', 'favorites', 'add', 'tips']);
    for (const id of blueprint.defaultSections) expect(allSections).toContain(id);
    expect(blueprint.defaultSections.length).toBeLessThan(allSections.length);
    for (const section of blueprint.sections) expect(section.label.en && section.label.tr).toBeTruthy();
    const { readFile } = await import('node:fs/promises');
    const source = path.join(import.meta.dirname, '../src/agent/blueprints/recipes.ts');
    expect(await readFile(source, 'utf8')).toMatch(/^ \* Main interaction: /m);
    const files = renderProject(specFor('recipes'));
    expect(Object.keys(own(specFor('recipes'))).sort()).toEqual(['src/App.tsx', 'src/app-schema.ts']);
    expect(files['src/App.tsx']).toContain("from '@/components/sections/recipes-app'");
    expect(files['src/App.tsx']).toContain('<RecipesApp schema={SCHEMA} />');
    for (const part of ['recipes/recipe-dialog.tsx', 'recipes/add-recipe.tsx', 'site-hero.tsx'])
      expect(files[`src/components/sections/${part}`], part).toBeDefined();
    expect(files['src/components/ui.tsx']).toBeUndefined();
    expect(files['src/index.css']).toContain(`--primary: ${blueprint.defaultTheme.primary};`);
  });

  it('is named after the spec and speaks its language, with no English left in Turkish', () => {
    const en = render({ name: 'Daily Driver' });
    expect(en.frame.name).toBe('Daily Driver');
    expect(en.frame.locale).toBe('en-US');
    expect([en.texts.save, en.texts.favorite, en.texts.viewRecipe, en.texts.moreServings]).toEqual([
      'Save recipe',
      'Favourite',
      'View recipe',
      'More servings',
    ]);
    const tr = render({ language: 'tr', name: blueprint.defaultName.tr, tagline: '', sections: allSections });
    expect(tr.frame.locale).toBe('tr-TR');
    expect([tr.texts.save, tr.texts.favorite, tr.texts.viewRecipe, tr.texts.moreServings]).toEqual([
      'Tarifi kaydet',
      'Favorilere ekle',
      'Tarifi gör',
      'Porsiyonu artır',
    ]);
    expect(Object.entries(tr.texts).filter(([, t]) => t === '')).toEqual([]);
    const english = render({
      language: 'en',
      name: blueprint.defaultName.tr,
      tagline: '',
      sections: allSections,
    });
    const untranslated = (Object.keys(english.texts) as (keyof RecipesSchema['texts'])[]).filter(
      (key) => english.texts[key] === tr.texts[key] && /[a-z]{4}\s+[a-z]{2}/.test(english.texts[key]),
    );
    expect(untranslated).toEqual([]);
    expect(tr.tips.every((tip, i) => tip !== english.tips[i])).toBe(true);
  });

  it("shows the spec's sections in its order, the recipes when none is left", () => {
    const ids = (schema: RecipesSchema) => schema.sections.map((s) => s.id);
    for (const removed of allSections) {
      const sections = allSections.filter((id) => id !== removed);
      expect(ids(render({ sections, features: [] })), removed).toEqual(sections);
    }
    const reversed = [...allSections].reverse();
    expect(ids(render({ sections: reversed }))).toEqual(reversed);
    expect(ids(render({ sections: [] }))).toEqual(['recipes']);
    expect(ids(render({ sections: ['nope', 'tips', 'tips'] }))).toEqual(['tips']);
  });

  it('follows its features: search, filters, keeping data, dark toggle, and pages for the favourites and the form', () => {
    const full = render({ sections: allSections, features: [...FEATURES] });
    const bare = render({ sections: allSections, features: [] });
    expect(full.features).toEqual({ search: true, filters: true });
    expect(bare.features).toEqual({ search: false, filters: false });
    expect([full.frame.darkToggle, bare.frame.darkToggle]).toEqual([true, false]);
    expect([full.frame.persistence, bare.frame.persistence]).toEqual([true, false]);
    expect(full.frame.pages.map((p) => [p.path, p.label])).toEqual([
      ['/', 'Recipes'],
      ['/favourites', 'Favourites'],
      ['/add', 'Add a recipe'],
    ]);
    expect(full.sections.map((s) => s.page)).toEqual(['main', 'main', 'favorites', 'add', 'main']);
    expect(bare.frame.pages).toHaveLength(1);
    expect(new Set(bare.sections.map((s) => s.page))).toEqual(new Set(['main']));
    // Nothing left for the home page: one page, no empty home.
    const addOnly = render({ sections: ['add'], features: ['pages'] });
    expect(addOnly.frame.pages.map((p) => p.path)).toEqual(['/']);
  });

  it('shows text overrides and keeps hostile text inside a JSON literal', () => {
    const texts = {
      'hero.title': 'Welcome “home” </script>',
      'hero.subtitle': 'Sub ${x} `y`',
      'cta.button': 'Go `now`',
      'recipes.title': 'My own ${title}',
      'add.title': 'Add `here`',
    };
    for (const name of [HOSTILE_NAME, TICKED_NAME]) {
      const spec = specFor('recipes', {
        name,
        tagline: name,
        texts,
        topics: [HOSTILE_TOPIC],
        prompt: HOSTILE_TOPIC,
        sections: allSections,
        features: [...FEATURES],
      });
      const schema = recipesSchemaOf(renderProject(spec));
      expect(schema.texts.heroTitle).toBe(texts['hero.title']);
      expect(schema.frame.pages[0]!.title).toBe(texts['hero.title']);
      expect(schema.texts.heroSubtitle).toBe(texts['hero.subtitle']);
      expect(schema.texts.heroCta).toBe(texts['cta.button']);
      expect(schema.sections.find((s) => s.id === 'recipes')!.title).toBe(texts['recipes.title']);
      expect(schema.sections.find((s) => s.id === 'add')!.title).toBe(texts['add.title']);
      expect(schema.frame.name).toBe(name);
      for (const [file, text] of Object.entries(own(spec))) {
        expect(code(text), file).not.toContain('onerror');
        expect(code(text), file).not.toContain('pwned');
        expect(code(text), file).not.toContain('</script>');
      }
    }
  });

  it('type-checks as a whole project: default, Turkish with everything, bare with hostile text, Arabic, the form alone', () => {
    const variants: AppSpec[] = [
      specFor('recipes'),
      specFor('recipes', {
        language: 'tr',
        sections: allSections,
        features: [...FEATURES],
        topics: ['vegan'],
      }),
      specFor('recipes', {
        name: HOSTILE_NAME,
        sections: [...allSections].reverse(),
        features: [],
        topics: [HOSTILE_TOPIC],
        texts: { 'hero.title': HOSTILE_NAME, 'cta.button': TICKED_NAME },
      }),
      specFor('recipes', { language: 'ar', sections: allSections, features: [...FEATURES] }),
      specFor('recipes', { sections: ['add'], features: ['pages'] }),
    ];
    const results = typecheckProjects(variants.map((spec) => renderProject(spec)));
    results.forEach((diagnostics, i) => expect(diagnostics, `variant ${i}`).toEqual([]));
  }, 180_000);
});

/** The quiz, composed from the kit's QuizApp: the blueprint writes App.tsx and the schema only. */
describe('the quiz blueprint (kit sections)', () => {
  const blueprint = BLUEPRINTS.quiz;
  const allSections = blueprint.sections.map((s) => s.id);
  const render = (overrides: Partial<AppSpec> = {}) => quizSchemaOf(own(specFor('quiz', overrides)));

  it('describes itself and hands its schema to the kit section', async () => {
    expect(allSections).toEqual(['intro', 'quiz', 'scores', 'how']);
    const { readFile } = await import('node:fs/promises');
    const source = path.join(import.meta.dirname, '../src/agent/blueprints/quiz.ts');
    expect(await readFile(source, 'utf8')).toMatch(/^ \* Main interaction: /m);
    const files = renderProject(specFor('quiz'));
    expect(Object.keys(own(specFor('quiz'))).sort()).toEqual(['src/App.tsx', 'src/app-schema.ts']);
    expect(files['src/App.tsx']).toContain("from '@/components/sections/quiz-app'");
    expect(files['src/App.tsx']).toContain('<QuizApp schema={SCHEMA} />');
    for (const part of ['quiz/quiz-play.tsx', 'site-hero.tsx', 'site-section.tsx'])
      expect(files[`src/components/sections/${part}`], part).toBeDefined();
    expect(files['src/components/ui.tsx']).toBeUndefined();
    expect(files['src/index.css']).toContain(`--primary: ${blueprint.defaultTheme.primary};`);
  });

  it('is named after the spec and speaks its language', () => {
    const en = render({ name: 'Daily Driver' });
    expect(en.frame.name).toBe('Daily Driver');
    expect(en.frame.locale).toBe('en-US');
    expect([en.texts.next, en.texts.finish, en.texts.playAgain]).toEqual([
      'Next question',
      'See results',
      'Play again',
    ]);
    expect(en.texts.noData).toBeTruthy();
    const tr = render({ language: 'tr', name: blueprint.defaultName.tr, sections: allSections });
    expect(tr.frame.locale).toBe('tr-TR');
    expect([tr.texts.next, tr.texts.finish, tr.texts.playAgain]).toEqual([
      'Sonraki soru',
      'Sonuçları gör',
      'Tekrar oyna',
    ]);
    expect(tr.frame.texts.skip).not.toBe(en.frame.texts.skip);
    expect(Object.entries(tr.texts).filter(([, t]) => t === '')).toEqual([]);
    expect(tr.questions[0]?.question).toMatch(/[ğüşıöç]/);
  });

  it("shows the spec's sections in its order, nothing removed, and the quiz when no section is left", () => {
    for (const removed of allSections) {
      const sections = allSections.filter((id) => id !== removed);
      expect(render({ sections, features: [...FEATURES] }).sections.map((s) => s.id)).toEqual(sections);
    }
    const reversed = [...allSections].reverse();
    expect(render({ sections: reversed }).sections.map((s) => s.id)).toEqual(reversed);
    expect(render({ sections: [] }).sections.map((s) => s.id)).toEqual(['quiz']);
    expect(render({ sections: ['nope', 'scores', 'scores'] }).sections.map((s) => s.id)).toEqual(['scores']);
  });

  it('follows its features: persistence, dark toggle, pages and charts', () => {
    const full = render({ sections: allSections, features: [...FEATURES] });
    const bare = render({ sections: allSections, features: [] });
    expect([full.frame.persistence, full.frame.darkToggle, full.features.charts]).toEqual([true, true, true]);
    expect([bare.frame.persistence, bare.frame.darkToggle, bare.features.charts]).toEqual([
      false,
      false,
      false,
    ]);
    // With pages the scores get a route of their own; the intro, quiz and how-to stay home.
    expect(full.frame.pages.map((p) => p.path)).toEqual(['/', '/scores']);
    expect(full.sections.map((s) => [s.id, s.page])).toEqual([
      ['intro', 'main'],
      ['quiz', 'main'],
      ['scores', 'scores'],
      ['how', 'main'],
    ]);
    expect(bare.frame.pages).toHaveLength(1);
    expect(new Set(bare.sections.map((s) => s.page))).toEqual(new Set(['main']));
    // Without scores there is no second page.
    const noScores = render({ sections: ['intro', 'quiz'], features: ['pages'] });
    expect(noScores.frame.pages.map((p) => p.path)).toEqual(['/']);
    expect(render().storage).toEqual({ key: 'attempts' });
  });

  it('shows text overrides and keeps hostile text inside a JSON literal', () => {
    const texts = {
      'hero.title': 'Welcome “home” </script>',
      'hero.subtitle': 'Sub ${x} `y`',
      'cta.button': 'Go `now`',
      'quiz.title': 'My own ${title}',
    };
    for (const name of [HOSTILE_NAME, TICKED_NAME]) {
      const spec = specFor('quiz', {
        name,
        tagline: name,
        texts,
        topics: [HOSTILE_TOPIC],
        prompt: HOSTILE_TOPIC,
        sections: allSections,
        features: [...FEATURES],
      });
      const schema = quizSchemaOf(renderProject(spec));
      expect(schema.texts.heroTitle).toBe(texts['hero.title']);
      expect(schema.frame.pages[0]!.title).toBe(texts['hero.title']);
      expect(schema.texts.heroSubtitle).toBe(texts['hero.subtitle']);
      expect(schema.frame.pages[0]!.subtitle).toBe(texts['hero.subtitle']);
      expect(schema.texts.heroCta).toBe(texts['cta.button']);
      expect(schema.sections.find((s) => s.id === 'quiz')!.title).toBe(texts['quiz.title']);
      expect(schema.frame.name).toBe(name);
      for (const [file, text] of Object.entries(own(spec))) {
        expect(code(text), file).not.toContain('onerror');
        expect(code(text), file).not.toContain('pwned');
        expect(code(text), file).not.toContain('</script>');
      }
    }
  });

  it('type-checks as a whole project: default, Turkish with everything, bare with hostile text, scores alone', () => {
    const variants: AppSpec[] = [
      specFor('quiz'),
      specFor('quiz', { language: 'tr', sections: allSections, features: [...FEATURES], topics: ['uzay'] }),
      specFor('quiz', {
        name: HOSTILE_NAME,
        sections: [...allSections].reverse(),
        features: [],
        topics: [HOSTILE_TOPIC],
        texts: { 'hero.title': HOSTILE_NAME, 'cta.button': TICKED_NAME },
      }),
      specFor('quiz', { sections: ['scores'], features: ['pages'] }),
    ];
    const results = typecheckProjects(variants.map((spec) => renderProject(spec)));
    results.forEach((diagnostics, i) => expect(diagnostics, `variant ${i}`).toEqual([]));
  }, 180_000);
});

/** The restaurant, composed from the kit's RestaurantApp: the blueprint writes App.tsx and the schema only. */
describe('the restaurant blueprint (kit sections)', () => {
  const blueprint = BLUEPRINTS.restaurant;
  const allSections = blueprint.sections.map((s) => s.id);
  const render = (overrides: Partial<AppSpec> = {}) =>
    restaurantSchemaOf(own(specFor('restaurant', overrides)));

  it('describes itself and hands its schema to the kit section', async () => {
    expect(allSections).toEqual(['hero', 'menu', 'story', 'hours', 'reservations', 'reviews', 'location']);
    for (const id of blueprint.defaultSections) expect(allSections).toContain(id);
    const { readFile } = await import('node:fs/promises');
    const source = path.join(import.meta.dirname, '../src/agent/blueprints/restaurant.ts');
    expect(await readFile(source, 'utf8')).toMatch(/^ \* Main interaction: /m);
    const files = renderProject(specFor('restaurant'));
    expect(Object.keys(own(specFor('restaurant'))).sort()).toEqual(['src/App.tsx', 'src/app-schema.ts']);
    expect(files['src/App.tsx']).toContain('<RestaurantApp schema={SCHEMA} />');
    for (const part of ['restaurant/restaurant-booking.tsx', 'site-hero.tsx', 'site-section.tsx'])
      expect(files[`src/components/sections/${part}`], part).toBeDefined();
    expect(files['src/components/ui.tsx']).toBeUndefined();
    expect(files['src/index.css']).toContain(`--primary: ${blueprint.defaultTheme.primary};`);
  });

  it('is named after the spec and speaks its language, with no English left in Turkish', () => {
    const en = render({ name: 'Daily Driver' });
    expect(en.frame.name).toBe('Daily Driver');
    expect(en.frame.locale).toBe('en-US');
    expect(en.currency).toBe('USD');
    expect([en.texts.book, en.texts.fieldName, en.texts.fieldPhone, en.texts.myReservations]).toEqual([
      'Book a table',
      'Name',
      'Phone',
      'My reservations',
    ]);
    const tr = render({ language: 'tr', name: blueprint.defaultName.tr, tagline: '', sections: allSections });
    expect(tr.frame.locale).toBe('tr-TR');
    expect(tr.currency).toBe('TRY');
    expect([tr.texts.book, tr.texts.fieldName, tr.texts.myReservations, tr.texts.cancel]).toEqual([
      'Masa ayırt',
      'Ad soyad',
      'Rezervasyonlarım',
      'İptal et',
    ]);
    expect(Object.entries(tr.texts).filter(([key, t]) => t === '' && key !== 'hoursNote')).toEqual([]);
    const english = render({
      language: 'en',
      name: blueprint.defaultName.tr,
      tagline: '',
      sections: allSections,
    });
    const untranslated = (Object.keys(english.texts) as (keyof RestaurantSchema['texts'])[]).filter(
      (key) => english.texts[key] === tr.texts[key] && /[a-z]{4}\s+[a-z]{2}/.test(english.texts[key]),
    );
    expect(untranslated).toEqual([]);
  });

  it("shows the spec's sections in its order, nothing removed, and the menu when no section is left", () => {
    for (const removed of allSections) {
      const sections = allSections.filter((id) => id !== removed);
      expect(render({ sections, features: [...FEATURES] }).sections.map((s) => s.id)).toEqual(sections);
    }
    const reversed = [...allSections].reverse();
    expect(render({ sections: reversed }).sections.map((s) => s.id)).toEqual(reversed);
    expect(render({ sections: [] }).sections.map((s) => s.id)).toEqual(['menu']);
    expect(render({ sections: ['nope', 'story', 'story'] }).sections.map((s) => s.id)).toEqual(['story']);
  });

  it('follows its features: persistence, dark toggle, pages, search and filters', () => {
    const full = render({ sections: allSections, features: [...FEATURES] });
    const bare = render({ sections: allSections, features: [] });
    expect([
      full.frame.persistence,
      full.frame.darkToggle,
      full.features.search,
      full.features.filters,
    ]).toEqual([true, true, true, true]);
    expect([
      bare.frame.persistence,
      bare.frame.darkToggle,
      bare.features.search,
      bare.features.filters,
    ]).toEqual([false, false, false, false]);
    // With pages the menu, the reservations and the visit (hours and location) get routes of their own.
    expect(full.frame.pages.map((p) => p.path)).toEqual(['/', '/menu', '/reservations', '/visit']);
    expect(full.frame.pages.map((p) => p.label)).toEqual(['Home', 'Menu', 'Reservations', 'Visit us']);
    expect(full.sections.map((s) => [s.id, s.page])).toEqual([
      ['hero', 'main'],
      ['menu', 'menu'],
      ['story', 'main'],
      ['hours', 'visit'],
      ['reservations', 'reservations'],
      ['reviews', 'main'],
      ['location', 'visit'],
    ]);
    expect(bare.frame.pages).toHaveLength(1);
    expect(new Set(bare.sections.map((s) => s.page))).toEqual(new Set(['main']));
    // Nothing left for the home page: one page, no empty home.
    const menuOnly = render({ sections: ['menu', 'reservations'], features: ['pages'] });
    expect(menuOnly.frame.pages.map((p) => p.path)).toEqual(['/']);
    expect(new Set(menuOnly.sections.map((s) => s.page))).toEqual(new Set(['main']));
    expect(render().storage).toEqual({ key: 'reservations' });
  });

  it('shows text overrides and keeps hostile text inside a JSON literal', () => {
    const texts = {
      'hero.title': 'Welcome “home” </script>',
      'hero.subtitle': 'Sub ${x} `y`',
      'cta.button': 'Go `now`',
      'menu.title': 'My own ${title}',
    };
    for (const name of [HOSTILE_NAME, TICKED_NAME]) {
      const spec = specFor('restaurant', {
        name,
        tagline: name,
        texts,
        topics: [HOSTILE_TOPIC],
        prompt: HOSTILE_TOPIC,
        sections: allSections,
        features: [...FEATURES],
      });
      const schema = restaurantSchemaOf(renderProject(spec));
      expect(schema.texts.heroTitle).toBe(texts['hero.title']);
      expect(schema.frame.pages[0]!.title).toBe(texts['hero.title']);
      expect(schema.texts.heroSubtitle).toBe(texts['hero.subtitle']);
      expect(schema.texts.heroCta).toBe(texts['cta.button']);
      expect(schema.sections.find((s) => s.id === 'menu')!.title).toBe(texts['menu.title']);
      expect(schema.frame.name).toBe(name);
      for (const [file, text] of Object.entries(own(spec))) {
        expect(code(text), file).not.toContain('onerror');
        expect(code(text), file).not.toContain('pwned');
        expect(code(text), file).not.toContain('</script>');
      }
    }
  });

  it('type-checks as a whole project: default, Turkish with everything, bare with hostile text, one section with pages', () => {
    const variants: AppSpec[] = [
      specFor('restaurant'),
      specFor('restaurant', {
        language: 'tr',
        sections: allSections,
        features: [...FEATURES],
        topics: ['kahve'],
      }),
      specFor('restaurant', {
        name: HOSTILE_NAME,
        sections: [...allSections].reverse(),
        features: [],
        topics: [HOSTILE_TOPIC],
        texts: { 'hero.title': HOSTILE_NAME, 'cta.button': TICKED_NAME },
      }),
      specFor('restaurant', { sections: ['location'], features: ['pages'] }),
    ];
    const results = typecheckProjects(variants.map((spec) => renderProject(spec)));
    results.forEach((diagnostics, i) => expect(diagnostics, `variant ${i}`).toEqual([]));
  }, 180_000);
});

/** The booking site, composed from the kit's BookingApp: the blueprint writes App.tsx and the schema only. */
describe('the booking blueprint (kit sections)', () => {
  const blueprint = BLUEPRINTS.booking;
  const allSections = blueprint.sections.map((s) => s.id);
  const render = (overrides: Partial<AppSpec> = {}) => bookingSchemaOf(own(specFor('booking', overrides)));

  it('describes itself and hands its schema to the kit section', async () => {
    expect(allSections).toEqual(['hero', 'services', 'book', 'my-bookings', 'team', 'faq']);
    for (const id of blueprint.defaultSections) expect(allSections).toContain(id);
    const { readFile } = await import('node:fs/promises');
    const source = path.join(import.meta.dirname, '../src/agent/blueprints/booking.ts');
    expect(await readFile(source, 'utf8')).toMatch(/^ \* Main interaction: /m);
    const files = renderProject(specFor('booking'));
    expect(Object.keys(own(specFor('booking'))).sort()).toEqual(['src/App.tsx', 'src/app-schema.ts']);
    expect(files['src/App.tsx']).toContain('<BookingApp schema={SCHEMA} />');
    for (const part of ['booking/booking-form.tsx', 'booking/logic.ts', 'site-hero.tsx', 'site-section.tsx'])
      expect(files[`src/components/sections/${part}`], part).toBeDefined();
    expect(files['src/components/ui.tsx']).toBeUndefined();
    expect(files['src/index.css']).toContain(`--primary: ${blueprint.defaultTheme.primary};`);
  });

  it('is named after the spec and speaks its language, with no English left in Turkish', () => {
    const en = render({ name: 'Daily Driver' });
    expect(en.frame.name).toBe('Daily Driver');
    expect(en.frame.locale).toBe('en-US');
    expect(en.currency).toBe('USD');
    expect([en.texts.book, en.texts.fieldName, en.texts.fieldEmail, en.texts.cancel]).toEqual([
      'Book',
      'Name',
      'Email',
      'Cancel',
    ]);
    expect(en.sections.find((s) => s.id === 'my-bookings')?.title).toBe('My bookings');
    const tr = render({ language: 'tr', name: blueprint.defaultName.tr, tagline: '', sections: allSections });
    expect(tr.frame.locale).toBe('tr-TR');
    expect(tr.currency).toBe('TRY');
    expect([tr.texts.book, tr.texts.fieldName, tr.texts.fieldEmail, tr.texts.cancel]).toEqual([
      'Rezerve et',
      'Ad soyad',
      'E-posta',
      'İptal et',
    ]);
    expect(Object.entries(tr.texts).filter(([, t]) => t === '')).toEqual([]);
    const english = render({
      language: 'en',
      name: blueprint.defaultName.tr,
      tagline: '',
      sections: allSections,
    });
    const untranslated = (Object.keys(english.texts) as (keyof BookingSchema['texts'])[]).filter(
      (key) => english.texts[key] === tr.texts[key] && /[a-z]{4}\s+[a-z]{2}/.test(english.texts[key]),
    );
    expect(untranslated).toEqual([]);
  });

  it("shows the spec's sections in its order, nothing removed, and the services and form when no section is left", () => {
    for (const removed of allSections) {
      const sections = allSections.filter((id) => id !== removed);
      expect(render({ sections, features: [...FEATURES] }).sections.map((s) => s.id)).toEqual(sections);
    }
    const reversed = [...allSections].reverse();
    expect(render({ sections: reversed }).sections.map((s) => s.id)).toEqual(reversed);
    expect(render({ sections: [] }).sections.map((s) => s.id)).toEqual(['services', 'book']);
    expect(render({ sections: ['nope', 'team', 'team'] }).sections.map((s) => s.id)).toEqual(['team']);
  });

  it('follows its features: persistence, dark toggle, export, and the form and bookings on pages', () => {
    const full = render({ sections: allSections, features: [...FEATURES] });
    const bare = render({ sections: allSections, features: [] });
    expect([full.frame.persistence, full.frame.darkToggle, full.features.export]).toEqual([true, true, true]);
    expect([bare.frame.persistence, bare.frame.darkToggle, bare.features.export]).toEqual([
      false,
      false,
      false,
    ]);
    expect(full.frame.pages.map((p) => p.path)).toEqual(['/', '/book', '/my-bookings']);
    expect(full.frame.pages.map((p) => p.label)).toEqual(['Home', 'Book', 'My bookings']);
    expect(full.sections.map((s) => [s.id, s.page])).toEqual([
      ['hero', 'main'],
      ['services', 'main'],
      ['book', 'book'],
      ['my-bookings', 'mine'],
      ['team', 'main'],
      ['faq', 'main'],
    ]);
    expect(bare.frame.pages).toHaveLength(1);
    // Nothing left for the home page: one page, no empty home.
    const formOnly = render({ sections: ['book', 'my-bookings'], features: ['pages'] });
    expect(formOnly.frame.pages.map((p) => p.path)).toEqual(['/']);
    expect(new Set(formOnly.sections.map((s) => s.page))).toEqual(new Set(['main']));
    expect(render().storage).toEqual({ key: 'bookings' });
  });

  it('shows text overrides and keeps hostile text inside a JSON literal', () => {
    const texts = {
      'hero.title': 'Welcome “home” </script>',
      'hero.subtitle': 'Sub ${x} `y`',
      'cta.button': 'Go `now`',
      'services.title': 'My own ${title}',
    };
    for (const name of [HOSTILE_NAME, TICKED_NAME]) {
      const spec = specFor('booking', {
        name,
        tagline: name,
        texts,
        topics: [HOSTILE_TOPIC],
        prompt: HOSTILE_TOPIC,
        sections: allSections,
        features: [...FEATURES],
      });
      const schema = bookingSchemaOf(renderProject(spec));
      expect(schema.texts.heroTitle).toBe(texts['hero.title']);
      expect(schema.frame.pages[0]!.title).toBe(texts['hero.title']);
      expect(schema.texts.heroSubtitle).toBe(texts['hero.subtitle']);
      expect(schema.texts.heroCta).toBe(texts['cta.button']);
      expect(schema.sections.find((s) => s.id === 'services')!.title).toBe(texts['services.title']);
      expect(schema.frame.name).toBe(name);
      for (const [file, text] of Object.entries(own(spec))) {
        expect(code(text), file).not.toContain('onerror');
        expect(code(text), file).not.toContain('pwned');
        expect(code(text), file).not.toContain('</script>');
      }
    }
  });

  it('type-checks as a whole project: default, Turkish with everything, events, bare with hostile text, one section with pages', () => {
    const variants: AppSpec[] = [
      specFor('booking'),
      specFor('booking', {
        language: 'tr',
        sections: allSections,
        features: [...FEATURES],
        topics: ['kahve'],
      }),
      specFor('booking', {
        sections: allSections,
        features: FEATURES.filter((f) => f !== 'pages'),
        prompt: 'events',
      }),
      specFor('booking', {
        name: HOSTILE_NAME,
        sections: [...allSections].reverse(),
        features: [],
        topics: [HOSTILE_TOPIC],
        texts: { 'hero.title': HOSTILE_NAME, 'cta.button': TICKED_NAME },
      }),
      specFor('booking', { sections: ['faq'], features: ['pages'] }),
    ];
    const results = typecheckProjects(variants.map((spec) => renderProject(spec)));
    results.forEach((diagnostics, i) => expect(diagnostics, `variant ${i}`).toEqual([]));
  }, 180_000);
});

/** The store, composed from the kit's StoreApp: the blueprint writes App.tsx and the schema only. */
describe('the store blueprint (kit sections)', () => {
  const blueprint = BLUEPRINTS.store;
  const allSections = blueprint.sections.map((s) => s.id);
  const render = (overrides: Partial<AppSpec> = {}) => storeSchemaOf(own(specFor('store', overrides)));

  it('describes itself and hands its schema to the kit section', async () => {
    expect(allSections).toEqual(['hero', 'products', 'perks', 'reviews', 'newsletter', 'faq']);
    for (const id of blueprint.defaultSections) expect(allSections).toContain(id);
    const { readFile } = await import('node:fs/promises');
    const source = path.join(import.meta.dirname, '../src/agent/blueprints/store.ts');
    expect(await readFile(source, 'utf8')).toMatch(/^ \* Main interaction: /m);
    const files = renderProject(specFor('store'));
    expect(Object.keys(own(specFor('store'))).sort()).toEqual(['src/App.tsx', 'src/app-schema.ts']);
    expect(files['src/App.tsx']).toContain("from '@/components/sections/store-app'");
    expect(files['src/App.tsx']).toContain('<StoreApp schema={SCHEMA} />');
    for (const part of ['store/product-grid.tsx', 'store/cart-view.tsx', 'site-hero.tsx', 'site-section.tsx'])
      expect(files[`src/components/sections/${part}`], part).toBeDefined();
    expect(files['src/components/ui.tsx']).toBeUndefined();
    expect(files['src/index.css']).toContain(`--primary: ${blueprint.defaultTheme.primary};`);
  });

  it('is named after the spec and speaks its language', () => {
    const en = render({ name: 'Daily Driver' });
    expect(en.frame.name).toBe('Daily Driver');
    expect(en.frame.locale).toBe('en-US');
    expect(en.currency).toBe('USD');
    expect([en.texts.addToCart, en.texts.checkout, en.texts.placeOrder]).toEqual([
      'Add to cart',
      'Checkout',
      'Place order',
    ]);
    const tr = render({ language: 'tr', name: blueprint.defaultName.tr, tagline: '', sections: allSections });
    expect(tr.frame.locale).toBe('tr-TR');
    expect(tr.currency).toBe('TRY');
    expect([tr.texts.addToCart, tr.texts.checkout, tr.texts.placeOrder]).toEqual([
      'Sepete ekle',
      'Ödemeye geç',
      'Siparişi ver',
    ]);
    expect(tr.frame.texts.skip).not.toBe(en.frame.texts.skip);
    expect(Object.entries(tr.texts).filter(([, t]) => t === '')).toEqual([]);
    // No English interface text is left in a Turkish store.
    const enTexts: Record<string, string> = { ...en.texts };
    const trTexts: Record<string, string> = { ...tr.texts };
    const same = Object.entries(enTexts).filter(
      ([key, value]) => /[a-z]{4}\s+[a-z]{2}/.test(value) && trTexts[key] === value,
    );
    expect(same).toEqual([]);
  });

  it("shows the spec's sections in its order, nothing removed, and the products when no section is left", () => {
    const ids = (schema: StoreSchema) => schema.sections.map((s) => s.id);
    for (const removed of allSections) {
      const sections = allSections.filter((id) => id !== removed);
      expect(ids(render({ sections, features: [] }))).toEqual(sections);
    }
    const reversed = [...allSections].reverse();
    expect(ids(render({ sections: reversed, features: [] }))).toEqual(reversed);
    expect(ids(render({ sections: [], features: [] }))).toEqual(['products']);
    expect(ids(render({ sections: ['nope', 'perks', 'perks'], features: [] }))).toEqual(['perks']);
  });

  it('follows its features: search, chips, persistence, dark toggle and a cart page with pages', () => {
    const full = render({ sections: allSections, features: [...FEATURES] });
    const bare = render({ sections: allSections, features: [] });
    expect(full.features).toEqual({ search: true, filters: true });
    expect(bare.features).toEqual({ search: false, filters: false });
    expect([full.frame.persistence, full.frame.darkToggle]).toEqual([true, true]);
    expect([bare.frame.persistence, bare.frame.darkToggle]).toEqual([false, false]);
    // With pages the cart has a route of its own; the sections stay home.
    expect(full.frame.pages.map((p) => [p.path, p.label])).toEqual([
      ['/', 'Shop'],
      ['/cart', 'Cart'],
    ]);
    expect(full.sections.map((s) => [s.id, s.page])).toEqual([
      ...allSections.map((id) => [id, 'main']),
      ['cart', 'cart'],
    ]);
    expect(full.sections.at(-1)!.title).toBe('Your cart');
    expect(bare.frame.pages).toHaveLength(1);
    expect(bare.sections.map((s) => s.id)).not.toContain('cart');
    expect(render().storage).toEqual({ cart: 'cart', orders: 'orders' });
    expect(render().shipping).toEqual({ fee: 6, freeFrom: 60 });
  });

  it('shows text overrides and keeps hostile text inside a JSON literal', () => {
    const texts = {
      'hero.title': 'Welcome “home” </script>',
      'hero.subtitle': 'Sub ${x} `y`',
      'cta.button': 'Go `now`',
      'products.title': 'My own ${title}',
    };
    for (const name of [HOSTILE_NAME, TICKED_NAME]) {
      const spec = specFor('store', {
        name,
        tagline: name,
        texts,
        topics: [HOSTILE_TOPIC],
        prompt: HOSTILE_TOPIC,
        sections: allSections,
        features: [...FEATURES],
      });
      const schema = storeSchemaOf(renderProject(spec));
      expect(schema.texts.heroTitle).toBe(texts['hero.title']);
      expect(schema.frame.pages[0]!.title).toBe(texts['hero.title']);
      expect(schema.texts.heroSubtitle).toBe(texts['hero.subtitle']);
      expect(schema.texts.heroCta).toBe(texts['cta.button']);
      expect(schema.sections.find((s) => s.id === 'products')!.title).toBe(texts['products.title']);
      expect(schema.frame.name).toBe(name);
      for (const [file, text] of Object.entries(own(spec))) {
        expect(code(text), file).not.toContain('onerror');
        expect(code(text), file).not.toContain('pwned');
        expect(code(text), file).not.toContain('</script>');
      }
    }
  });

  it('type-checks as a whole project: default, Turkish with everything, bare with hostile text, FAQ alone', () => {
    const variants: AppSpec[] = [
      specFor('store'),
      specFor('store', { language: 'tr', sections: allSections, features: [...FEATURES], topics: ['kahve'] }),
      specFor('store', {
        name: HOSTILE_NAME,
        sections: [...allSections].reverse(),
        features: [],
        topics: [HOSTILE_TOPIC],
        texts: { 'hero.title': HOSTILE_NAME, 'cta.button': TICKED_NAME },
      }),
      specFor('store', { sections: ['faq'], features: ['pages'] }),
    ];
    const results = typecheckProjects(variants.map((spec) => renderProject(spec)));
    results.forEach((diagnostics, i) => expect(diagnostics, `variant ${i}`).toEqual([]));
  }, 180_000);
});

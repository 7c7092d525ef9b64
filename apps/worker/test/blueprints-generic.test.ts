/**
 * The generic blueprint, composed from kit sections: a thing the brief describes field by field (or the
 * typical-fields table knows) is the kit's CollectionApp, anything else its ListApp. Either way the
 * blueprint writes only src/App.tsx and src/app-schema.ts; the schema follows the spec (the thing's
 * noun, language, sections, pages, features, text overrides), keeps the items under the key they have
 * always been saved under, and keeps user text inside JSON literals.
 */
import { describe, expect, it } from 'vitest';
import type { CollectionAppData } from '@atelier/app-kit/collection';
import type { ListSchema } from '@atelier/app-kit/list';
import { BLUEPRINTS } from '../src/agent/blueprints/index.ts';
import { renderProject } from '../src/agent/render.ts';
import { FEATURES, type AppSpec } from '../src/agent/spec.ts';
import { understand } from '../src/agent/understand.ts';
import { loadModule } from './support/generated.ts';

const blueprint = BLUEPRINTS.generic;
// A thing the typical-fields table does not know: the list, not a collection.
const IDEAS = understand('an app to keep track of my ideas', 'en');
const ALL_SECTIONS = blueprint.sections.map((s) => s.id);

const listOf = (spec: AppSpec) =>
  loadModule<{ SCHEMA: ListSchema }>(blueprint.render(spec), 'src/app-schema.ts').SCHEMA;

describe('the generic list (ListApp)', () => {
  it('writes only its App and schema, and the kit brings the section', () => {
    expect(IDEAS.kind).toBe('generic');
    expect(IDEAS.collection).toBeUndefined();
    expect(Object.keys(blueprint.render(IDEAS)).sort()).toEqual(['src/App.tsx', 'src/app-schema.ts']);
    const files = renderProject(IDEAS);
    expect(files['src/App.tsx']).toContain("import { ListApp } from '@/components/sections/list-app';");
    expect(files['src/App.tsx']).toContain('<ListApp schema={SCHEMA} />');
    expect(files['src/app-schema.ts']).toContain("import type { ListSchema } from '@/lib/list';");
    for (const part of ['list-app.tsx', 'list/list-items.tsx', 'list/list-hero.tsx', 'app-shell.tsx'])
      expect(files[`src/components/sections/${part}`], part).toBeDefined();
    // The string kit is gone: no shell, components or hooks written as strings.
    for (const gone of [
      'src/components/shell.tsx',
      'src/components/ui.tsx',
      'src/components/chart.tsx',
      'src/components/theme-toggle.tsx',
      'src/lib/use-persistent-state.ts',
      'src/lib/items.ts',
      'src/content.ts',
    ])
      expect(files[gone], gone).toBeUndefined();
    expect(files['src/index.css']).toContain('@import "./styles/kit-theme.css";');
    expect(files['src/index.css']).toContain(`--primary: ${IDEAS.theme.primary};`);
  });

  it("names the list after the brief's thing, in its words, with the stock seed", () => {
    const schema = listOf(IDEAS);
    expect(schema.frame.name).toBe(IDEAS.name);
    expect(schema.frame.slug).toBe('idea-hub');
    expect(schema.frame.pages[0]).toMatchObject({ path: '/', title: IDEAS.name, subtitle: IDEAS.tagline });
    expect(schema.sections).toEqual([
      { id: 'hero', page: 'main', title: 'Hero' },
      { id: 'collection', page: 'main', title: 'Your ideas' },
    ]);
    expect(schema.texts).toMatchObject({
      cta: 'Add an idea',
      newLabel: 'New idea',
      searchPlaceholder: 'Search ideas…',
      markDone: 'Mark “{title}” as done',
      count: '{open} open · {done} done',
    });
    expect(schema.seed.map((item) => item.title)).toEqual(
      IDEAS.topics.slice(0, 3).map((t) => t.charAt(0).toUpperCase() + t.slice(1)),
    );
    expect(schema.seed[0]).toMatchObject({ id: 'seed-1', done: false, starred: true });

    const tr = listOf(understand('satranç açılışlarımı takip etmek için bir uygulama', 'tr'));
    expect(tr.frame.locale).toBe('tr-TR');
    // "my openings" as the object of the sentence names the thing: an opening.
    expect(tr.texts.newLabel).toBe('Yeni açılış');
    expect(tr.sections.find((s) => s.id === 'collection')?.title).toBe('Açılış listesi');
    expect(tr.texts.add).toBe('Ekle');
  });

  it('follows its features and puts the figures and the about card on pages of their own', () => {
    const full = listOf({ ...IDEAS, sections: ALL_SECTIONS, features: [...FEATURES] });
    const bare = listOf({ ...IDEAS, sections: ALL_SECTIONS, features: [] });
    expect(full.features).toEqual({ search: true, filters: true, export: true, charts: true });
    expect(bare.features).toEqual({ search: false, filters: false, export: false, charts: false });
    expect([full.frame.persistence, full.frame.darkToggle]).toEqual([true, true]);
    expect([bare.frame.persistence, bare.frame.darkToggle]).toEqual([false, false]);
    // Where the items are kept is said as the app keeps them.
    expect(full.texts.aboutBody).not.toBe(bare.texts.aboutBody);
    expect(full.frame.pages.map((p) => p.path)).toEqual(['/', '/stats', '/about']);
    expect(full.sections.map((s) => [s.id, s.page])).toEqual([
      ['hero', 'main'],
      ['collection', 'main'],
      ['stats', 'stats'],
      ['about', 'about'],
    ]);
    expect(bare.frame.pages).toHaveLength(1);
    expect(new Set(bare.sections.map((s) => s.page))).toEqual(new Set(['main']));
    // The spec's order, nothing removed.
    const reversed = [...ALL_SECTIONS].reverse();
    expect(listOf({ ...IDEAS, sections: reversed }).sections.map((s) => s.id)).toEqual(reversed);
    expect(listOf({ ...IDEAS, sections: ['collection'] }).sections.map((s) => s.id)).toEqual(['collection']);
  });

  it('shows text overrides and keeps hostile text inside JSON literals', () => {
    const hostile = '"</script><img src=x onerror=alert(1)>`${globalThis.pwned = 1}`';
    const spec: AppSpec = {
      ...IDEAS,
      name: hostile,
      tagline: hostile,
      topics: [hostile],
      sections: ALL_SECTIONS,
      texts: {
        'hero.title': 'Welcome “home”',
        'collection.title': 'My own list ${x}',
        'cta.button': 'Go `now`',
        'stats.subtitle': 'Numbers',
      },
    };
    const schema = listOf(spec);
    expect(schema.frame.pages[0]!.title).toBe('Welcome “home”');
    expect(schema.sections.find((s) => s.id === 'collection')!.title).toBe('My own list ${x}');
    expect(schema.texts.cta).toBe('Go `now`');
    expect(schema.texts.statsSubtitle).toBe('Numbers');
    expect(listOf({ ...spec, texts: {} }).frame.name).toBe(hostile);
    for (const [file, text] of Object.entries(blueprint.render(spec))) {
      const code = text.replace(/"(?:[^"\\\n]|\\.)*"/g, '""');
      expect(code, file).not.toContain('onerror');
      expect(code, file).not.toContain('pwned');
    }
  });
});

describe('the generic collection (CollectionApp)', () => {
  const vinyl = understand(
    'Manage my vinyl records: artist, album, year, condition (mint, good, worn), price paid in €',
    'en',
  );

  it('hands the section its data: the schema, the storage key it always had, its heading', () => {
    expect(vinyl.collection).toBeDefined();
    const own = blueprint.render(vinyl);
    expect(Object.keys(own).sort()).toEqual(['src/App.tsx', 'src/app-schema.ts']);
    expect(own['src/App.tsx']).toContain('<CollectionApp {...SCHEMA} />');
    const data = loadModule<{ SCHEMA: CollectionAppData }>(own, 'src/app-schema.ts').SCHEMA;
    expect(data.storageKey).toBe('vinyl-record-tracker:items');
    expect(data.title).toBe(vinyl.name);
    expect(data.tagline).toBe(vinyl.tagline);
    expect(data.schema.fields.map((f) => f.label)).toEqual(
      expect.arrayContaining(['Artist', 'Album', 'Year', 'Condition', 'Price paid']),
    );
    const files = renderProject(vinyl);
    expect(files['src/components/sections/collection-app.tsx']).toBeDefined();
    expect(files['src/collection.ts']).toBeUndefined();
    expect(files['src/collection-theme.css']).toBeUndefined();
    expect(files['src/index.css']).toContain(`--primary: ${vinyl.theme.primary};`);
  });
});

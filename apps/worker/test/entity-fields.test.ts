import { describe, expect, it } from 'vitest';
import type { FieldType } from '@atelier/app-kit/collection';
import { collectionEdit } from '../src/agent/collection-edit.ts';
import { ENTITY_TABLE, findEntity, typicalCollection } from '../src/agent/entity-fields.ts';
import { renderProject } from '../src/agent/render.ts';
import { planText } from '../src/agent/replies.ts';
import type { AppLanguage } from '../src/agent/spec.ts';
import { understand } from '../src/agent/understand.ts';
import { typecheckProject } from './typecheck.ts';

const LANGUAGES: AppLanguage[] = ['en', 'tr', 'fr', 'es', 'ru', 'ar'];
const TYPES: FieldType[] = [
  'text',
  'longtext',
  'number',
  'money',
  'date',
  'time',
  'boolean',
  'choice',
  'rating',
  'email',
  'phone',
  'url',
  'interval',
];

describe('typical fields for a thing named without fields', () => {
  it.each([
    ['en', 'An app for managing my rental properties', 'rentalProperty', 'Rental Property Tracker'],
    ['en', 'A tool to keep track of my car maintenance', 'maintenance', 'Maintenance Record Tracker'],
    ['en', 'I want an app for my band to manage gigs', 'gig', 'Gig Tracker'],
    ['en', 'An app for my book club', 'bookClubMeeting', 'Book Club Meeting Tracker'],
    ['en', 'An app to track my job applications', 'jobApplication', 'Job Application Tracker'],
    // The person's own words name a tracker they named.
    ['en', 'a plant watering tracker for my balcony garden', 'plant', 'Plant Watering Tracker'],
    ['fr', 'Une application pour gérer mes locations', 'rentalProperty', 'Suivi des locations'],
    ['tr', 'Kiracılarımı takip etmek için uygulama', 'tenant', 'Kiracı Takibi'],
    ['tr', 'Araba bakımlarımı takip etmek için bir uygulama', 'maintenance', 'Bakım Kaydı'],
    ['es', 'Una app para gestionar mis clientes', 'client', 'Registro de clientes'],
    ['ru', 'Приложение для учёта моих арендаторов', 'tenant', 'Арендаторы'],
    ['ar', 'تطبيق لإدارة العقارات المؤجرة', 'rentalProperty', 'متابعة العقارات المؤجرة'],
  ] as const)('%s: %s', (language, brief, id, name) => {
    const spec = understand(brief, language);
    expect(spec.kind).toBe('generic');
    expect(spec.name).toBe(name);
    const entry = ENTITY_TABLE.find((e) => e.id === id)!;
    const expected = typicalCollection(entry, language);
    expect(spec.collection?.typical).toBe(true);
    expect(spec.collection?.fields).toEqual(expected.fields);
    expect(spec.collection?.titleField).toBe(expected.titleField);
  });

  it('gives a rental property its lease date as what is due, its rent as a total and its status as a filter', () => {
    const collection = understand('An app for managing my rental properties', 'en').collection!;
    expect(collection.fields.map((f) => `${f.label}:${f.type}`)).toEqual([
      'Address:text',
      'Tenant:text',
      'Monthly rent:money',
      'Status:choice',
      'Lease ends:date',
      'Notes:longtext',
    ]);
    expect(collection.summaries).toEqual(['count', 'due', 'total', 'byChoice']);
    expect(collection.dueField).toBe('leaseEnds');
    expect(collection.groupBy).toBe('status');
    expect(collection.fields.find((f) => f.type === 'money')?.currency).toBe('USD');
    const french = understand('Une application pour gérer mes locations', 'fr').collection!;
    expect(french.fields.find((f) => f.key === 'status')?.options).toEqual(['Louée', 'Vacante']);
    expect(french.fields.find((f) => f.type === 'money')?.currency).toBe('EUR');
  });

  it('leaves things the table does not know to the generic list', () => {
    for (const [language, brief] of [
      ['en', 'An app that tells jokes'],
      ['en', 'A simple app to help me remember things'],
      ['en', 'an app to keep track of my ideas'],
      ['fr', 'Une application pour mes idées'],
    ] as const) {
      const spec = understand(brief, language);
      expect(spec.kind).toBe('generic');
      expect(spec.collection).toBeUndefined();
    }
    // A template keeps its template.
    expect(understand('A todo app for my projects', 'en').kind).toBe('todo');
    expect(understand('A todo app for my projects', 'en').collection).toBeUndefined();
  });

  it('keeps the fields a brief lists over the typical ones', () => {
    const spec = understand('An app to track my rental properties: address, rent in $, tenant e-mail', 'en');
    expect(spec.collection?.typical).toBeUndefined();
    expect(spec.collection?.fields.map((f) => f.label)).toEqual(['Address', 'Rent', 'Tenant e-mail']);
  });

  it('prefers the thing after a verb of keeping, and the longest name of it', () => {
    expect(findEntity('A tool to keep track of my car maintenance', 'en', 'car maintenance')?.id).toBe(
      'maintenance',
    );
    expect(findEntity('An app for my book club', 'en', 'book club')?.id).toBe('bookClubMeeting');
    expect(findEntity('I want an app for my band to manage gigs', 'en', 'band')?.id).toBe('gig');
    // "A tool to …" is the app, not tools to keep.
    expect(findEntity('A tool to keep track of my ideas', 'en', 'ideas')).toBeNull();
    expect(findEntity('An app to order food', 'en', null)).toBeNull();
    // A board game is no video game, even when the phrase kept only names the games.
    expect(findEntity('An app to keep track of my board games', 'en', 'board games')?.id).toBe('board-game');
    expect(findEntity('Kutu oyunlarımı takip etmek için uygulama', 'tr', 'oyunlarımı')?.id).toBe(
      'board-game',
    );
    expect(findEntity('An app to track my video games', 'en', 'video games')?.id).toBe('game');
  });

  it('says in the plan that the fields were chosen for the person, in their language', () => {
    const en = planText(understand('An app for managing my rental properties', 'en'), 'en');
    expect(en).toContain('You listed no fields, so I gave each rental property typical ones');
    expect(en).toContain('Lease ends (date)');
    expect(en).toContain('Tell me to add or remove any.');
    const fr = planText(understand('Une application pour gérer mes locations', 'fr'), 'fr');
    expect(fr).toContain('j’ai donc pris les champs habituels');
    const tr = planText(understand('Kiracılarımı takip etmek için uygulama', 'tr'), 'tr');
    expect(tr).toContain('tipik alanları kullandım');
    // A brief that lists its fields is not told they were made up.
    const listed = planText(
      understand('An app to track my houseplants: name, room, water every N days, last watered', 'en'),
      'en',
    );
    expect(listed).not.toContain('typical');
  });

  it('lets the person add a field to the typical ones', () => {
    const spec = understand('An app for managing my rental properties', 'en');
    const added = collectionEdit(spec, 'add a deposit field', 'en');
    expect(added?.spec.collection?.fields.map((f) => f.label)).toContain('Deposit');
    const removed = collectionEdit(spec, 'remove the notes field', 'en');
    expect(removed?.spec.collection?.fields.map((f) => f.label)).not.toContain('Notes');
  });

  it('has six languages and valid fields in every entry', () => {
    expect(ENTITY_TABLE.length).toBeGreaterThanOrEqual(40);
    expect(new Set(ENTITY_TABLE.map((e) => e.id)).size).toBe(ENTITY_TABLE.length);
    const sixOf = (text: string, where: string) => {
      const parts = text.split('|');
      expect(parts, where).toHaveLength(6);
      for (const part of parts) expect(part.trim(), where).not.toBe('');
    };
    for (const entry of ENTITY_TABLE) {
      sixOf(entry.names, entry.id);
      for (const name of entry.names.split('|')) expect(name.split('/'), entry.id).toHaveLength(2);
      for (const language of LANGUAGES) {
        expect(entry.words[language], `${entry.id} ${language}`).toBeTruthy();
        // Every pattern compiles and finds the entry's own plural.
        const plural = entry.names.split('|')[LANGUAGES.indexOf(language)]!.split('/')[1]!;
        expect(() => findEntity(plural, language)).not.toThrow();
      }
      const keys = entry.fields.map((f) => f.key);
      expect(new Set(keys).size, entry.id).toBe(keys.length);
      expect(keys, entry.id).toContain(entry.title ?? keys[0]);
      expect(entry.fields.length, entry.id).toBeGreaterThanOrEqual(4);
      for (const field of entry.fields) {
        const where = `${entry.id}.${field.key}`;
        expect(TYPES, where).toContain(field.type);
        expect(field.key, where).toMatch(/^[a-z][A-Za-z0-9]*$/);
        sixOf(field.labels, where);
        if (field.type === 'choice') {
          expect(field.options?.length, where).toBeGreaterThanOrEqual(2);
          for (const option of field.options ?? []) sixOf(option, where);
        } else expect(field.options, where).toBeUndefined();
        if (field.since) expect(entry.fields.find((f) => f.key === field.since)?.type, where).toBe('date');
        if (field.type === 'interval') expect(field.since, where).toBeTruthy();
        if (field.due) expect(field.type, where).toBe('date');
      }
      for (const language of LANGUAGES) {
        const collection = typicalCollection(entry, language);
        expect(collection.fields.find((f) => f.key === collection.titleField)?.required).toBe(true);
      }
    }
  });

  it('finds each entry by its own plural in every language', () => {
    const misses: string[] = [];
    for (const entry of ENTITY_TABLE)
      for (const language of LANGUAGES) {
        const plural = entry.names.split('|')[LANGUAGES.indexOf(language)]!.split('/')[1]!;
        if (!findEntity(plural, language)) misses.push(`${entry.id} ${language}: ${plural}`);
      }
    expect(misses).toEqual([]);
  });

  it('type-checks a generated app for typical fields', () => {
    const spec = understand('An app for managing my rental properties', 'en');
    const files = renderProject(spec);
    expect(files['src/components/sections/collection-app.tsx']).toBeDefined();
    expect(files['src/app-schema.ts'] ?? JSON.stringify(files)).toContain('leaseEnds');
    expect(typecheckProject(files)).toEqual([]);
  }, 120_000);
});

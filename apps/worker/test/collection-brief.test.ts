import { describe, expect, it } from 'vitest';
import type { AgentJob } from '@atelier/contracts';
import { answer, readSpec } from '../src/agent/agent.ts';
import { readCollectionBrief, type CollectionBrief } from '../src/agent/collection-brief.ts';
import { collectionSchema } from '../src/agent/collection-app.ts';
import { collectionEdit } from '../src/agent/collection-edit.ts';
import { edit } from '../src/agent/edit.ts';
import { renderProject } from '../src/agent/render.ts';
import { planText } from '../src/agent/replies.ts';
import { understand } from '../src/agent/understand.ts';

/** "label:type" for each field, with options, unit, currency and the date an interval counts from. */
function shape(brief: CollectionBrief | null): string[] {
  return (brief?.fields ?? []).map(
    (f) =>
      `${f.label}:${f.type}${f.options ? `[${f.options.join('|')}]` : ''}${f.unit ? `(${f.unit})` : ''}${f.currency ? `(${f.currency})` : ''}${f.since ? `<${brief!.fields.find((d) => d.key === f.since)?.label}` : ''}`,
  );
}

describe('a brief read as a collection', () => {
  it('reads a tracker with an interval that counts from its "last" date, and what is due', () => {
    const brief = readCollectionBrief(
      'An app to track my houseplants: name, room, water every N days, last watered. Show which need water today.',
      'en',
    );
    expect(brief?.entity).toEqual({ singular: 'houseplant', plural: 'houseplants' });
    expect(shape(brief)).toEqual([
      'Name:text',
      'Room:text',
      'Water every:interval<Last watered',
      'Last watered:date',
    ]);
    expect(brief?.titleField).toBe('name');
    expect(brief?.summaries).toContain('due');
  });

  it('adds the date an interval needs when the brief names none', () => {
    const brief = readCollectionBrief(
      'I need something to keep track of my medications - name, dose, take every 2 days, notes',
      'en',
    );
    expect(shape(brief)).toEqual([
      'Name:text',
      'Dose:text',
      'Take every:interval<Last done',
      'Last done:date',
      'Notes:longtext',
    ]);
  });

  it('reads options in parentheses, money with its currency, units and ratings', () => {
    expect(
      shape(
        readCollectionBrief(
          'Manage my vinyl records: artist, album, year, condition (mint, good, worn), price paid in €',
          'en',
        ),
      ),
    ).toEqual([
      'Artist:text',
      'Album:text',
      'Year:number',
      'Condition:choice[mint|good|worn]',
      'Price paid:money(EUR)',
    ]);
    const coffee = readCollectionBrief(
      'a simple app to log my coffee tastings with bean, roaster, brew method (espresso, filter, french press), rating and tasting notes',
      'en',
    );
    expect(shape(coffee)).toEqual([
      'Bean:text',
      'Roaster:text',
      'Brew method:choice[espresso|filter|french press]',
      'Rating:rating',
      'Tasting notes:longtext',
    ]);
    expect(coffee?.groupBy).toBe('brewMethod');
    expect(coffee?.summaries).toEqual(['count', 'average', 'byChoice']);
    expect(
      shape(
        readCollectionBrief(
          'Log my hikes with trail, date, distance in km, elevation gain in m and who came along',
          'en',
        ),
      ),
    ).toEqual([
      'Trail:text',
      'Date:date',
      'Distance:number(km)',
      'Elevation gain:number(m)',
      'Who came along:text',
    ]);
  });

  it('takes deadlines, yes/no fields and the items the person named as examples', () => {
    const lending = readCollectionBrief(
      'Build a tool to manage the equipment we lend out at the club: item, borrower, email, lent on, due back, returned?',
      'en',
    );
    expect(shape(lending)).toEqual([
      'Item:text',
      'Borrower:text',
      'Email:email',
      'Lent on:date',
      'Due back:date',
      'Returned:boolean',
    ]);
    expect(lending?.dueField).toBe('dueBack');
    const games = readCollectionBrief(
      'an app for my board game collection with name, players, playing time in minutes, rating and notes, e.g. Catan, Azul and Wingspan',
      'en',
    );
    expect(games?.entity).toEqual({ singular: 'board game', plural: 'board games' });
    expect(games?.seedTitles).toEqual(['Catan', 'Azul', 'Wingspan']);
    expect(shape(games)).not.toContain('E g:text');
  });

  it('reads a Turkish brief: the thing without its endings, the interval and its last date', () => {
    const brief = readCollectionBrief(
      'Bitkilerimi takip etmek için bir uygulama: ad, oda, kaç günde bir sulanacağı, son sulama',
      'tr',
    );
    expect(brief?.entity).toEqual({ singular: 'bitki', plural: 'bitkiler' });
    expect(shape(brief)).toEqual([
      'Ad:text',
      'Oda:text',
      'Kaç günde bir sulanacağı:interval<Son sulama',
      'Son sulama:date',
    ]);
  });

  it('names an item by its own name field, splits "and" outside parentheses, and reads a possessive Turkish thing', () => {
    const dogs = readCollectionBrief(
      'We run a small dog-walking business. I need a way to manage our dogs with owner name, dog name, breed, phone, walk days and price per walk ($)',
      'en',
    );
    expect(dogs?.entity.singular).toBe('dog');
    expect(dogs?.titleField).toBe('dogName');
    expect(shape(dogs).slice(-2)).toEqual(['Walk days:text', 'Price per walk:money(USD)']);
    const library = readCollectionBrief(
      'Kitaplığımı takip etmek istiyorum: başlık, yazar, sayfa sayısı, okundu mu, puan',
      'tr',
    );
    expect(library?.entity.singular).toBe('kitaplık');
    expect(shape(library)).toEqual([
      'Başlık:text',
      'Yazar:text',
      'Sayfa sayısı:number(sayfa)',
      'Okundu mu:boolean',
      'Puan:rating',
    ]);
    expect(
      understand('Kitaplığımı takip etmek istiyorum: başlık, yazar, sayfa sayısı, okundu mu, puan', 'tr')
        .name,
    ).toBe('Kitaplık Takibi');
  });

  it('leaves briefs that list no fields to the blueprints', () => {
    expect(readCollectionBrief('a todo app', 'en')).toBeNull();
    expect(readCollectionBrief('an app to track my ideas', 'en')).toBeNull();
    expect(readCollectionBrief('a landing page for my startup with pricing and FAQ', 'en')).toBeNull();
  });
});

describe('the plan says what it understood', () => {
  it('lists the fields, what the app works out and the named items, and the name is not an example', () => {
    const spec = understand(
      'Track my houseplants: name, room, water every N days, last watered. Show which need water today. For example Monstera and Fern.',
      'en',
    );
    expect(spec.kind).toBe('generic');
    expect(spec.name).not.toBe('Monstera');
    expect(spec.name).not.toBe('Fern');
    // Nor a word of one ("Blue Train" does not name a record collection "Train").
    expect(
      understand(
        'Manage my vinyl records: artist, album, year, condition (mint, good, worn), e.g. Blue Train',
        'en',
      ).name,
    ).toBe('Vinyl Record Tracker');
    const plan = planText(spec, 'en');
    expect(plan).toContain(
      'Each houseplant has: Name, Room, Water every (every N days), Last watered (date).',
    );
    expect(plan).toContain('which houseplants are due or overdue');
    expect(plan).toContain('Monstera');
    expect(planText(spec, 'tr')).toContain('Her kayıtta: Name, Room');
  });
});

describe('a collection app after an edit', () => {
  it('keeps its fields and section when the look changes', () => {
    const job = {
      v: 1,
      kind: 'create_project',
      conversation: { uuid: 'c1', title: 'Plants', category: null },
      message: {
        uuid: 'm1',
        content: 'Track my houseplants: name, room, water every N days, last watered.',
        created_at: '2026-01-01T00:00:00.000Z',
      },
      history: [],
      attachments: [],
      project_name: 'Plant Pal',
      project: { id: 5, uuid: 'p5', name: 'Plant Pal', token: '', version: 0, files: {} },
      language: 'en',
      user: { id: 1, name: 'Ada' },
    } as AgentJob;
    const created = answer(job);
    expect(created.files?.['src/components/sections/collection-app.tsx']).toBeDefined();
    const edited = answer({
      ...job,
      kind: 'message',
      message: { ...job.message, uuid: 'm2', content: 'make it dark and green' },
      project: { ...job.project!, version: 1, files: created.files! },
    });
    const spec = readSpec(edited.files ?? {});
    expect(spec?.theme.mode).toBe('dark');
    expect(spec?.collection?.fields.map((f) => f.label)).toEqual([
      'Name',
      'Room',
      'Water every',
      'Last watered',
    ]);
    // The app is its App.tsx and its schema; the colours are in the kit's tokens, the old files gone.
    expect(edited.files?.['src/app-schema.ts']).toContain('"Water every"');
    expect(edited.files?.['src/app-schema.ts']).toContain('"storageKey": "plant-pal:items"');
    expect(edited.files?.['src/index.css']).toContain(`--primary: ${spec?.theme.primary};`);
    expect(edited.files?.['src/collection.ts']).toBeUndefined();
    expect(edited.files?.['src/collection-theme.css']).toBeUndefined();
  });
});

describe('content edits on a collection app', () => {
  it('adds, removes and renames fields, keeping the keys of saved items', () => {
    const job = {
      v: 1,
      kind: 'create_project',
      conversation: { uuid: 'c2', title: 'Plants', category: null },
      message: {
        uuid: 'e1',
        content: 'Track my houseplants: name, room, water every N days, last watered, price paid.',
        created_at: '2026-01-01T00:00:00.000Z',
      },
      history: [],
      attachments: [],
      project_name: 'Plant Pal',
      project: { id: 6, uuid: 'p6', name: 'Plant Pal', token: '', version: 0, files: {} },
      language: 'en',
      user: { id: 1, name: 'Ada' },
    } as AgentJob;
    let files = answer(job).files!;
    const say = (content: string, language: AgentJob['language'] = 'en') => {
      const result = answer({
        ...job,
        kind: 'message',
        language,
        message: { ...job.message, uuid: content, content },
        project: { ...job.project!, version: 1, files },
      });
      if (result.files) files = result.files;
      return typeof result.content === 'string' ? result.content : '';
    };
    const fields = () => readSpec(files)?.collection?.fields ?? [];

    expect(say('add a priority field (low, medium, high)')).toContain(
      'Added a Priority field (low, medium, high)',
    );
    expect(fields().at(-1)).toMatchObject({
      label: 'Priority',
      type: 'choice',
      options: ['low', 'medium', 'high'],
    });
    expect(readSpec(files)?.collection?.groupBy).toBe('priority');
    expect(files['src/app-schema.ts']).toContain('"Priority"');

    expect(say('remove the room column')).toContain('Removed the Room field');
    expect(fields().map((f) => f.label)).not.toContain('Room');

    const priceKey = fields().find((f) => f.label === 'Price paid')?.key;
    expect(say('rename price paid to cost')).toContain('Renamed the Price paid field to cost');
    expect(fields().find((f) => f.key === priceKey)?.label).toBe('Cost');

    // The thing's name field stays, and other requests still reach the look.
    expect(say('remove the name field')).not.toContain('Removed the Name field');
    expect(say('make it green')).toContain('green');
    expect(fields().map((f) => f.label)).toEqual(['Name', 'Water every', 'Last watered', 'Cost', 'Priority']);
  });

  it('reads field edits in Turkish', () => {
    const spec = understand(
      'Bitkilerimi takip etmek için bir uygulama: ad, oda, kaç günde bir sulanacağı, son sulama',
      'tr',
    );
    const added = collectionEdit(spec, 'öncelik alanı ekle (düşük, orta, yüksek)', 'tr');
    expect(added?.changes).toEqual(['Öncelik alanı eklendi (düşük, orta, yüksek)']);
    expect(added?.spec.collection?.fields.at(-1)).toMatchObject({ label: 'Öncelik', type: 'choice' });
    const removed = collectionEdit(spec, 'oda alanını kaldır', 'tr');
    expect(removed?.spec.collection?.fields.map((f) => f.label)).not.toContain('Oda');
  });
});

describe('field edits in French, Spanish, Russian and Arabic', () => {
  it.each([
    {
      language: 'fr',
      brief: 'Suivre mes plantes : nom, pièce, arroser tous les N jours, dernier arrosage, prix payé.',
      add: 'ajoute un champ priorité (basse, moyenne, haute)',
      added: 'Priorité',
      options: ['basse', 'moyenne', 'haute'],
      remove: 'supprime le champ pièce',
      removed: 'Pièce',
      rename: 'renomme le champ prix payé en coût',
      renamed: ['Prix payé', 'Coût'],
    },
    {
      language: 'es',
      brief: 'Seguir mis plantas: nombre, habitación, regar cada N días, último riego, precio pagado.',
      add: 'añade un campo prioridad (baja, media, alta)',
      added: 'Prioridad',
      options: ['baja', 'media', 'alta'],
      remove: 'quita la columna habitación',
      removed: 'Habitación',
      rename: 'cambia el nombre del campo precio pagado a costo',
      renamed: ['Precio pagado', 'Costo'],
    },
    {
      language: 'ru',
      brief: 'Учёт моих растений: название, комната, поливать каждые N дней, последний полив, цена.',
      add: 'добавь поле приоритет (низкий, средний, высокий)',
      added: 'Приоритет',
      options: ['низкий', 'средний', 'высокий'],
      remove: 'удали поле комната',
      removed: 'Комната',
      rename: 'переименуй поле цена в стоимость',
      renamed: ['Цена', 'Стоимость'],
    },
    {
      language: 'ar',
      brief: 'تتبع نباتاتي: الاسم، الغرفة، السقي كل N أيام، آخر سقي، السعر المدفوع.',
      add: 'أضف حقل الأولوية (منخفضة، متوسطة، عالية)',
      added: 'الأولوية',
      options: ['منخفضة', 'متوسطة', 'عالية'],
      remove: 'احذف حقل الغرفة',
      removed: 'الغرفة',
      rename: 'غيّر اسم حقل السعر المدفوع إلى التكلفة',
      renamed: ['السعر المدفوع', 'التكلفة'],
    },
  ] as const)('adds, removes and renames fields in $language', (c) => {
    let spec = understand(c.brief, c.language);
    // What the app's own files show (the spec file aside, which keeps everything).
    const shown = () =>
      Object.entries(renderProject(spec))
        .filter(([path]) => path !== 'atelier.json')
        .map(([, text]) => text)
        .join('\n');
    const labels = () => spec.collection?.fields.map((f) => f.label) ?? [];
    const step = (request: string) => {
      const before = shown();
      const outcome = edit(spec, request, c.language);
      if (!outcome.spec) throw new Error(`refused ${request}: ${outcome.reason}`);
      spec = outcome.spec;
      expect(shown()).not.toBe(before);
    };
    expect(labels()).toContain(c.removed);
    expect(labels()).toContain(c.renamed[0]);

    step(c.add);
    expect(spec.collection?.fields.at(-1)).toMatchObject({
      label: c.added,
      type: 'choice',
      options: c.options,
    });
    expect(shown()).toContain(JSON.stringify(c.added));

    // The label may stay elsewhere (a sample item's value): the app shows it fewer times.
    const count = () => shown().split(JSON.stringify(c.removed)).length;
    const before = count();
    step(c.remove);
    expect(labels()).not.toContain(c.removed);
    expect(count()).toBeLessThan(before);

    const key = spec.collection?.fields.find((f) => f.label === c.renamed[0])?.key;
    step(c.rename);
    // Saved items keep their values: the field keeps its key under its new label.
    expect(spec.collection?.fields.find((f) => f.key === key)?.label).toBe(c.renamed[1]);
    expect(shown()).toContain(JSON.stringify(c.renamed[1]));
  });
});

describe('briefs that open loosely or count days the Turkish way', () => {
  it('reads "something for my …:" and names an activity by what it keeps', () => {
    const brief = readCollectionBrief(
      'Something for my beekeeping: hive name, queen age, last inspection, inspect every 10 days',
      'en',
    );
    expect(brief?.entity).toEqual({ singular: 'hive', plural: 'hives' });
    expect(brief?.fields.find((f) => f.type === 'interval')?.since).toBe('lastInspection');
    expect(brief?.summaries).toContain('due');
  });

  it('reads "her 180 günde bir" as an interval and "masraf" as money', () => {
    const brief = readCollectionBrief(
      'Araçlarımın bakım takibi: plaka, model, son bakım tarihi, her 180 günde bir bakım, masraf',
      'tr',
    );
    const types = Object.fromEntries(brief?.fields.map((f) => [f.label, f.type]) ?? []);
    expect(types).toMatchObject({ Plaka: 'text', 'Son bakım tarihi': 'date', Masraf: 'money' });
    expect(brief?.fields.some((f) => f.type === 'interval')).toBe(true);
    expect(brief?.summaries).toEqual(expect.arrayContaining(['due', 'total']));
  });
});

describe('records described by any verb, or none, in four languages', () => {
  /** The app the agent builds for a brief: its kind, name and fields as "label:type". */
  function built(prompt: string): { kind: string; name: string; fields: string[] } {
    const spec = understand(prompt, 'en');
    return { kind: spec.kind, name: spec.name, fields: shape(spec.collection ?? null) };
  }

  it('reads a thing to plan, keep, remember, monitor or note down, with its typed fields', () => {
    expect(built('An app to plan my garden beds: bed name, vegetable, sown on, days to harvest')).toEqual({
      kind: 'generic',
      name: 'Garden Bed Tracker',
      fields: ['Bed name:text', 'Vegetable:text', 'Sown on:date', 'Days to harvest:number'],
    });
    expect(built('Help me keep my wine cellar: wine, vintage, region, bottles, drink by').fields).toEqual([
      'Wine:text',
      'Vintage:number',
      'Region:text',
      'Bottles:number',
      'Drink by:date',
    ]);
    expect(
      built('Monitor my blood pressure readings: date, systolic, diastolic, pulse, notes').fields,
    ).toEqual(['Date:date', 'Systolic:number', 'Diastolic:number', 'Pulse:number', 'Notes:longtext']);
    // "note down" keeps records; it is not a request for a notes app.
    expect(
      built('An app where I note down my car repairs with date, garage, cost and mileage'),
    ).toMatchObject({
      kind: 'generic',
      fields: ['Date:date', 'Garage:text', 'Cost:money(USD)', 'Mileage:number'],
    });
  });

  it('finds the thing after "an inventory for", "a planner for" and before "my kids borrow"', () => {
    expect(
      built(
        'Create an inventory for my bike shop parts: part name, supplier, stock count, reorder level, unit price',
      ),
    ).toMatchObject({ kind: 'generic', name: 'Bike Shop Part Tracker' });
    expect(built('A planner for my D&D campaign sessions: session number, date, players, notes').kind).toBe(
      'generic',
    );
    const borrowed = readCollectionBrief(
      'Tracker for the library books my kids borrow: title, child, due date, returned',
      'en',
    );
    expect(borrowed?.entity.plural).toBe('library books');
    expect(borrowed?.dueField).toBe('dueDate');
  });

  it('reads French, Spanish and Turkish briefs with their own words for types, intervals and names', () => {
    expect(
      built(
        'Une application pour suivre mes plantes : nom, pièce, arrosage tous les 7 jours, dernier arrosage',
      ),
    ).toEqual({
      kind: 'generic',
      name: 'Suivi des plantes',
      fields: ['Nom:text', 'Pièce:text', 'Arrosage:interval<Dernier arrosage', 'Dernier arrosage:date'],
    });
    expect(built('Una app para mis clientes: nombre, teléfono, email, próxima cita')).toEqual({
      kind: 'generic',
      name: 'Registro de clientes',
      fields: ['Nombre:text', 'Teléfono:phone', 'Email:email', 'Próxima cita:date'],
    });
    expect(built('Bahçe yatakları için uygulama: yatak adı, sebze, ekim tarihi, hasat günü')).toMatchObject({
      name: 'Bahçe Yatak Takibi',
      fields: ['Yatak adı:text', 'Sebze:text', 'Ekim tarihi:date', 'Hasat günü:date'],
    });
    expect(
      built('Je veux gérer ma cave à vin : vin, millésime, région, nombre de bouteilles, prix').fields,
    ).toEqual([
      'Vin:text',
      'Millésime:number',
      'Région:text',
      'Nombre de bouteilles:number',
      'Prix:money(EUR)',
    ]);
  });

  it('lets typed fields win over a word that only hints at a template', () => {
    // "carnet" (a notebook) and Spanish "para" (Turkish for money) are hints; the fields say what it is.
    expect(built('Un carnet de mes randonnées avec date, sentier, distance en km et note')).toMatchObject({
      kind: 'generic',
      fields: ['Date:date', 'Sentier:text', 'Distance:number(km)', 'Note:rating'],
    });
    expect(
      built(
        'Una aplicación para controlar mis libros prestados: título, persona, fecha de préstamo, devuelto',
      ).kind,
    ).toBe('generic');
    // A kind named outright keeps its template.
    expect(built('A budget app for my household: rent $1200, groceries $400, fun $150').kind).toBe('budget');
    expect(built('A fitness tracker to log my runs: date, distance in km, duration, notes').kind).toBe(
      'fitness',
    );
  });
});

describe('examples written with their details', () => {
  /** Each seed as its title and its other values by field label. */
  const seeds = (prompt: string, language: 'en' | 'fr' | 'es' | 'tr' | 'ru') => {
    const spec = understand(prompt, language);
    const brief = spec.collection!;
    const label = (key: string) => brief.fields.find((f) => f.key === key)?.label ?? key;
    return {
      kind: spec.kind,
      seeds: brief.seedTitles.map((title, i) => [
        title,
        Object.fromEntries(Object.entries(brief.seedValues?.[i] ?? {}).map(([k, v]) => [label(k), v])),
      ]),
    };
  };

  it('gives each example its numbers, options, amount and the words after its numbers', () => {
    expect(
      seeds(
        'Kahve tüketimimi takip etmek istiyorum: tarih, kahve türü, fincan sayısı, kafe adı. Örnek kayıtlar: Filtre kahve 2 fincan Mola Kahvecisi, Türk kahvesi 1 fincan Köşe Kafe.',
        'tr',
      ),
    ).toEqual({
      kind: 'generic',
      seeds: [
        ['Filtre kahve', { 'Fincan sayısı': 2, 'Kafe adı': 'Mola Kahvecisi' }],
        ['Türk kahvesi', { 'Fincan sayısı': 1, 'Kafe adı': 'Köşe Kafe' }],
      ],
    });
    // Sets × reps, then the weight by its unit.
    expect(
      seeds(
        'Сделай трекер тренировок: дата, упражнение, подходы, повторения, вес (кг). Добавь примеры: жим лёжа 3×8 по 60 кг, присед 4×6 по 80 кг.',
        'ru',
      ),
    ).toEqual({
      kind: 'generic',
      seeds: [
        ['жим лёжа', { Подходы: 3, Повторения: 8, Вес: 60 }],
        ['присед', { Подходы: 4, Повторения: 6, Вес: 80 }],
      ],
    });
    // A quoted title, and its author after "de".
    expect(
      seeds(
        'Je veux un carnet pour suivre mes lectures : titre, auteur, date de fin, note sur 5. Mets quelques exemples comme « Les Oiseaux de Sel » de Margaux Treille et « Nuit Basse » de Paul Derrien.',
        'fr',
      ).seeds,
    ).toEqual([
      ['Les Oiseaux de Sel', { Auteur: 'Margaux Treille' }],
      ['Nuit Basse', { Auteur: 'Paul Derrien' }],
    ]);
    // Priced examples of a log that keeps an amount are entries, not a shop's products.
    expect(
      seeds(
        'Quiero una app para registrar los gastos del coche: fecha, tipo (gasolina, taller, peaje), importe y kilómetros. Pon algunos ejemplos, tipo gasolina 62 € y peaje AP-7 14 €.',
        'es',
      ),
    ).toEqual({
      kind: 'generic',
      seeds: [
        ['gasolina', { Tipo: 'gasolina', Importe: 62 }],
        ['peaje AP-7', { Tipo: 'peaje', Importe: 14 }],
      ],
    });
  });

  it('reads examples written value by value, in the order of the fields', () => {
    expect(
      seeds(
        'Arabam için yakıt defteri lazım. Kayıtlar: tarih, kilometre, litre, tutar, istasyon. Örnek olarak şunları ekle: 2 Mart – 48.250 km – 42 litre – 1.890 TL – Ankara Yolu; 18 Mart – 48.910 km – 38 litre – 1.710 TL – Sahil Petrol',
        'tr',
      ).seeds,
    ).toEqual([
      [
        '2 Mart',
        {
          Tarih: `${new Date().getFullYear()}-03-02`,
          Kilometre: 48250,
          Litre: 42,
          Tutar: 1890,
          İstasyon: 'Ankara Yolu',
        },
      ],
      [
        '18 Mart',
        {
          Tarih: `${new Date().getFullYear()}-03-18`,
          Kilometre: 48910,
          Litre: 38,
          Tutar: 1710,
          İstasyon: 'Sahil Petrol',
        },
      ],
    ]);
    // A value that does not fit its field goes to the next one it fits; yes/no options make a yes/no field.
    const hives = seeds(
      'need a simple log for my beehives. each entry: hive name, date, frames of brood, queen seen (yes/no), notes. put in two examples: Hive Clover – 12 May – 6 frames – queen seen – calm; Hive Thistle – 14 May – 4 frames – no queen, check again friday',
      'en',
    );
    expect(
      hives.seeds.map(([name, values]) => [name, (values as Record<string, unknown>)['Queen seen']]),
    ).toEqual([
      ['Hive Clover', true],
      ['Hive Thistle', false],
    ]);
    expect(
      seeds(
        'Хочу журнал рыбалки: дата, водоём, наживка, улов (вид и вес), погода. Например: 12 июля, озеро Светлое, опарыш, окунь 0,4 кг, пасмурно; 20 июля, река Мста, воблер, щука 2,1 кг, ясно.',
        'ru',
      ),
    ).toMatchObject({
      kind: 'generic',
      seeds: [
        ['озеро Светлое', { Наживка: 'опарыш', Улов: 'окунь 0,4 кг', Погода: 'пасмурно' }],
        ['река Мста', { Наживка: 'воблер', Улов: 'щука 2,1 кг', Погода: 'ясно' }],
      ],
    });
  });

  it('reads examples written as prose: times with their meridiem, short dates, an hourly rate, "not paid"', () => {
    const year = new Date().getFullYear();
    const sitting = seeds(
      'i need a simple log for my babysitting hours so i can bill the parents. fields: date, family, start time, end time, rate, paid yes/no. put in a couple examples like the Hendersons on 3/14 from 6:00 PM to 10:30 PM at $18/hr and the Okafors 3/16 2:00-5:00 PM, $20/hr, not paid yet',
      'en',
    );
    expect(sitting.seeds).toEqual([
      ['Hendersons', { Date: `${year}-03-14`, 'Start time': '18:00', 'End time': '22:30', Rate: 18 }],
      [
        'Okafors',
        { Date: `${year}-03-16`, 'Start time': '14:00', 'End time': '17:00', Rate: 20, Paid: false },
      ],
    ]);
    const fields = understand(
      'i need a simple log for my babysitting hours. fields: date, family, rate, paid yes/no',
      'en',
    ).collection?.fields.map((f) => `${f.label}:${f.type}`);
    expect(fields).toEqual(['Date:date', 'Family:text', 'Rate:money', 'Paid:boolean']);
  });

  it('reads what a tool for a group keeps, asked as "who … which", with units and money as the examples write them', () => {
    const plots = readCollectionBrief(
      'A tool for our allotment society to track who rents which plot: plot number, holder, size (m²), yearly fee, paid yes/no. Examples: Plot 4 – Gwen Harris – 120 m² – £45 – yes; Plot 9 – Tariq Ali – 80 m² – £30 – no',
      'en',
    );
    expect(plots?.entity).toEqual({ singular: 'plot', plural: 'plots' });
    expect(shape(plots)).toEqual([
      'Plot number:number',
      'Holder:text',
      'Size:number(m²)',
      'Yearly fee:money(GBP)',
      'Paid:boolean',
    ]);
    // With no mark in the examples, money is in the language's currency.
    expect(
      shape(readCollectionBrief('Un carnet pour suivre mes réparations : date, travaux, prix', 'fr')),
    ).toContain('Prix:money(EUR)');
    const tools = readCollectionBrief(
      'An app to track who borrowed which tool: ladder, drill, hedge trimmer. Fields: tool, borrower, date borrowed, returned yes/no',
      'en',
    );
    expect(tools?.entity.plural).toBe('tools');
    expect(shape(tools)).toEqual(['Tool:text', 'Borrower:text', 'Date borrowed:date', 'Returned:boolean']);
    expect(tools?.seedTitles).toEqual(['Ladder', 'Drill', 'Hedge trimmer']);
  });

  it('reads a directory or a roster with the people it lists and their details', () => {
    const team = seeds(
      'Team directory for Brightwater Logistics with name, role, office and extension. People: Dana Whitfield (Operations Manager, Leeds), Sam Okoro (Dispatcher, Hull), Priya Nair (HR Lead, Leeds).',
      'en',
    );
    expect(team.seeds).toEqual([
      ['Dana Whitfield', { Role: 'Operations Manager', Office: 'Leeds' }],
      ['Sam Okoro', { Role: 'Dispatcher', Office: 'Hull' }],
      ['Priya Nair', { Role: 'HR Lead', Office: 'Leeds' }],
    ]);
    expect(understand('Team directory for Brightwater: name, role, office', 'en').collection?.entity).toEqual(
      {
        singular: 'team member',
        plural: 'team members',
      },
    );
    const squad = understand(
      'plantilla del club de fútbol sala CD Barrio Alto. jugadores: Hugo Moreno (portero, 1), Leo Sánchez (cierre, 4), Izan Ruiz (ala, 7).',
      'es',
    ).collection!;
    expect(squad.entity.plural).toBe('jugadores');
    expect(squad.seedTitles).toEqual(['Hugo Moreno', 'Leo Sánchez', 'Izan Ruiz']);
    expect(squad.seedValues?.[0]).toEqual({ position: 'portero', number: 1 });
    // Shown newest first, the people appear in the order the brief lists them.
    const shown = collectionSchema(squad, 'es').seed;
    expect([...shown].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1)).map((s) => s.values.name)).toEqual(
      squad.seedTitles,
    );
  });

  it('types a field by its examples, and reads what each entry is when the brief says "for each"', () => {
    const pool = readCollectionBrief(
      'I need a simple log for our backyard pool readings. Each entry should have date, free chlorine (ppm), pH, alkalinity, water temp and a notes field. Example: June 3 — chlorine 2.5, pH 7.4, alkalinity 100, 78°F, "added shock after storm".',
      'en',
    );
    expect(shape(pool)).toEqual([
      'Date:date',
      'Free chlorine:number(ppm)',
      'pH:number',
      'Alkalinity:number',
      'Water temp:number(°F)',
      'Notes:longtext',
    ]);
    expect(pool?.titleField).toBe('date');
    expect(pool?.seedValues?.[0]).toMatchObject({
      freeChlorine: 2.5,
      ph: 7.4,
      alkalinity: 100,
      waterTemp: 78,
    });
    const choir = readCollectionBrief(
      'Il me faut un registre de présence pour la chorale. Pour chaque répétition : date, lieu, présents, absents excusés.',
      'fr',
    );
    expect(choir?.entity.plural).toBe('répétitions');
    expect(shape(choir)).toEqual(['Date:date', 'Lieu:text', 'Présents:text', 'Absents excusés:text']);
    const fuel = seeds(
      'Quiero un registro de repostajes de mi coche con fecha, kilómetros, litros, precio por litro y gasolinera. Por ejemplo: 12/03, 84.520 km, 41,3 litros, 1,589 €.',
      'es',
    );
    expect(fuel.seeds[0]?.[1]).toMatchObject({ Kilómetros: 84520, Litros: 41.3, 'Precio por litro': 1.589 });
    const lending = readCollectionBrief(
      'سجل لإعارة العدد بين الجيران: اسم الأداة، اسم المستعير، رقم الشقة. مثال: شنيور بوش — أستاذ خالد، شقة 7.',
      'ar',
    );
    expect(lending?.seedTitles).toEqual(['شنيور بوش']);
    expect(Object.values(lending?.seedValues?.[0] ?? {})).toEqual(['أستاذ خالد', 7]);
  });

  it('reads what a prose example says after each label, and a thing asked about after a verb', () => {
    const quran = readCollectionBrief(
      'تطبيق بسيط أتابع فيه حفظ القرآن لأولادي يوسف وسارة وعمر. الحقول: السورة، من آية، إلى آية، التقييم. مثال: يوسف حفظ سورة الملك من آية 1 إلى آية 15.',
      'ar',
    );
    expect(quran?.entity.plural).toBe('حفظ القرآن');
    expect(quran?.seedTitles).toEqual(['سورة الملك']);
    expect(Object.values(quran?.seedValues?.[0] ?? {})).toEqual([1, 15]);
    const pills = readCollectionBrief(
      'нужно приложение, чтобы отмечать, какие лекарства мама выпила. Поля: время, препарат, доза, давление.',
      'ru',
    );
    expect(pills?.entity.plural).toBe('лекарства');
    expect(pills?.fields.map((field) => field.label)).toEqual(['Время', 'Препарат', 'Доза', 'Давление']);
  });

  it('reads fields "I need", names as they are called, and no greeting in the tagline', () => {
    const hives = understand(
      "hey, so I keep 4 hives in my back garden and I'd love a simple app to log my inspections. Fields I need: hive name, date, queen seen (yes/no), mite count and notes. My hives are called Bluebell, Marmalade, Hive 3 and The Annex.",
      'en',
    );
    expect(hives.collection?.fields.map((field) => field.label)).toEqual([
      'Hive name',
      'Date',
      'Queen seen',
      'Mite count',
      'Notes',
    ]);
    expect(hives.collection?.seedTitles).toEqual(['Bluebell', 'Marmalade', 'Hive 3', 'The Annex']);
    expect(hives.tagline).toMatch(/^I keep 4 hives/);
  });

  it('reads one example written in prose: a quoted title, days with their month, who did it', () => {
    const year = new Date().getFullYear();
    const loans = readCollectionBrief(
      'Учёт книг в классной библиотеке. Поля: ученик, книга, дата выдачи, вернуть до. Пример: Маша Егорова взяла «Денискины рассказы» 5 октября, вернуть до 19 октября.',
      'ru',
    );
    expect(shape(loans)).toEqual(['Ученик:text', 'Книга:text', 'Дата выдачи:date', 'Вернуть до:date']);
    expect(loans?.seedTitles).toEqual(['Маша Егорова']);
    expect(Object.values(loans?.seedValues?.[0] ?? {})).toEqual([
      'Денискины рассказы',
      `${year}-10-05`,
      `${year}-10-19`,
    ]);
  });

  it('reads a time field written with a full stop or a meridiem, value by value', () => {
    const rides = seeds(
      'A log of my bus rides: route, departure time, fare. Examples: 42 – 7:15 PM – $2.50; 17 – 19.40 – $3',
      'en',
    );
    expect(rides.seeds.map(([, values]) => (values as Record<string, unknown>)['Departure time'])).toEqual([
      '19:15',
      '19:40',
    ]);
  });

  it('reads the things after "de mes", yes/no without brackets and day-first dates', () => {
    const plants = seeds(
      "Un petit carnet pour suivre l'arrosage de mes plantes d'intérieur. Champs : nom de la plante, pièce, dernier arrosage, fréquence (en jours), engrais oui/non. Exemples : Monstera – salon – arrosée le 02/03, tous les 7 jours ; Calathea – salle de bain – le 05/03, tous les 4 jours.",
      'fr',
    );
    const year = new Date().getFullYear();
    expect(plants.seeds).toEqual([
      ['Monstera', { Pièce: 'salon', 'Dernier arrosage': `${year}-03-02`, Fréquence: 7 }],
      ['Calathea', { Pièce: 'salle de bain', 'Dernier arrosage': `${year}-03-05`, Fréquence: 4 }],
    ]);
    expect(
      readCollectionBrief(
        "Un carnet pour suivre l'arrosage de mes plantes. Champs : nom, engrais oui/non, date",
        'fr',
      )?.fields.map((f) => `${f.label}:${f.type}`),
    ).toContain('Engrais:boolean');
  });

  it('reads a directory of people with their examples, whatever the examples say', () => {
    // "Muhasebe" (accounting) is a department, and 214 an extension, not a price: no budget app.
    const team = seeds(
      'Şirket içi ekip rehberi: isim, departman, dahili numara. Örnek: Ayşe Kaya - Muhasebe - 214, Mert Demir - Yazılım - 305, Selin Aksoy - İnsan Kaynakları - 118. Üstte arama kutusu olsun.',
      'tr',
    );
    expect(team.kind).toBe('generic');
    expect(team.seeds).toEqual([
      ['Ayşe Kaya', { Departman: 'Muhasebe', 'Dahili numara': '214' }],
      ['Mert Demir', { Departman: 'Yazılım', 'Dahili numara': '305' }],
      ['Selin Aksoy', { Departman: 'İnsan Kaynakları', 'Dahili numara': '118' }],
    ]);
    const staff = understand(
      'Справочник сотрудников нашего отдела: ФИО, должность, внутренний номер, почта. Например: Игорь Волков — ведущий инженер — доб. 1204; Мария Ким — дизайнер — доб. 1187; Олег Саидов — тимлид — доб. 1150.',
      'ru',
    ).collection;
    expect(staff?.entity).toEqual({ singular: 'сотрудник', plural: 'сотрудники' });
    expect(staff?.fields.map((f) => f.label)).toEqual(['ФИО', 'Должность', 'Внутренний номер', 'Почта']);
    expect(staff?.seedTitles).toEqual(['Игорь Волков', 'Мария Ким', 'Олег Саидов']);
    expect(staff?.seedValues?.[2]).toMatchObject({ field2: 'тимлид', field3: 'доб. 1150' });
  });

  it('finds the fields under their own label a sentence later, with symbol units and quoted notes', () => {
    const starter = seeds(
      "Build me a log for tracking my sourdough starter (his name is Gerald). Each entry: date, feed ratio, room temp °C, rise %, smell notes. Add examples: 12 Mar – 1:1:1, 21°C, 80%, 'yoghurty'; 13 Mar – 1:2:2, 23°C, 110%, 'like nail polish lol'.",
      'en',
    );
    expect(starter.kind).toBe('generic');
    expect(starter.seeds[1]).toEqual([
      '1:2:2',
      {
        Date: `${new Date().getFullYear()}-03-13`,
        'Room temp': 23,
        Rise: 110,
        'Smell notes': 'like nail polish lol',
      },
    ]);
    const birds = understand(
      'quiero un registro para mis avistamientos de aves en la sierra. campos: especie, fecha, hora, lugar, nº de individuos, notas. ejemplos: Buitre leonado, 3/5/2025, 09:15, Puerto de Navacerrada, 12 ; Abejaruco, 4/5/2025, 18:40, La Pedriza, 3',
      'es',
    ).collection;
    expect(birds?.entity).toEqual({ singular: 'avistamiento de aves', plural: 'avistamientos de aves' });
    expect(birds?.fields.find((f) => f.label === 'Nº de individuos')?.type).toBe('number');
    expect(birds?.seedValues?.[0]).toMatchObject({
      hora: '09:15',
      lugar: 'Puerto de Navacerrada',
      noDeIndividuos: 12,
    });
    // One example written value by value with commas is one entry, not five.
    const falcon = understand(
      'ابي سجل لتدريب صقري "برق" فيه: التاريخ، الوزن بالغرام، مسافة الطيران، نوع الطعم، ملاحظات. مثال: ٣ نوفمبر، ٩٨٠ غرام، ٤٠٠ متر، حمام، "استجاب بسرعة"',
      'ar',
    ).collection;
    expect(falcon?.seedTitles).toHaveLength(1);
    expect(Object.values(falcon?.seedValues?.[0] ?? {})).toEqual([
      `${new Date().getFullYear()}-11-03`,
      980,
      400,
      'حمام',
      'استجاب بسرعة',
    ]);
  });

  it('reads a staff directory whose examples give their details in brackets', () => {
    const staff = seeds(
      'Directorio del personal del Colegio San Ignacio: nombre, cargo, correo y extensión. Por ejemplo María José Ortega (Directora, ext. 101), Javier Ruiz (Profesor de Matemáticas, ext. 214), Lucía Fernández (Secretaría, ext. 100). Con buscador por nombre.',
      'es',
    );
    expect(staff.kind).toBe('generic');
    expect(staff.seeds).toEqual([
      ['María José Ortega', { Cargo: 'Directora', Extensión: 'ext. 101' }],
      ['Javier Ruiz', { Cargo: 'Profesor de Matemáticas', Extensión: 'ext. 214' }],
      ['Lucía Fernández', { Cargo: 'Secretaría', Extensión: 'ext. 100' }],
    ]);
  });

  it('shows the values in the app, and no name in a field that holds a date', () => {
    const files = renderProject(
      understand(
        'Quiero una app para registrar los gastos del coche: fecha, tipo (gasolina, taller, peaje), importe y kilómetros. Pon algunos ejemplos, tipo gasolina 62 € y peaje AP-7 14 €.',
        'es',
      ),
    );
    const schema = files['src/app-schema.ts']!;
    expect(schema).toContain('"importe": 62');
    expect(schema).toContain('"tipo": "peaje"');
    expect(schema).not.toContain('"fecha": "gasolina"');
  });

  it('keeps a template whose own record holds every field typed, and not one that would drop some', () => {
    expect(
      understand('A fitness tracker to log my runs: date, distance in km, duration, notes', 'en').kind,
    ).toBe('fitness');
    expect(
      understand('A workout tracker: date, exercise, sets, reps, weight in kg', 'en').collection?.fields.map(
        (f) => f.label,
      ),
    ).toEqual(['Date', 'Exercise', 'Sets', 'Reps', 'Weight']);
    expect(
      understand(
        'I need a simple plant watering log. Each entry: plant name, date watered, amount (ml), notes.',
        'en',
      ).collection?.fields.map((f) => `${f.label}:${f.type}`),
    ).toEqual(['Plant name:text', 'Date watered:date', 'Amount:number', 'Notes:longtext']);
  });
});

describe('what is not a list of fields', () => {
  it('reads features listed after the thing as features, and board games as no board', () => {
    const chess = understand(
      'a tool for tracking the chess openings I study, with search, filters, charts, export and pages',
      'en',
    );
    expect(chess.kind).toBe('generic');
    expect(chess.collection?.fields.map((field) => field.label) ?? []).not.toContain('Search');
    expect(chess.features).toEqual(
      expect.arrayContaining(['search', 'filters', 'charts', 'export', 'pages']),
    );
    // Fields and a feature beside them stay fields.
    const records = understand('a tracker for my vinyl records: artist, year, condition, search', 'en');
    expect(records.collection?.fields.map((field) => field.label)).toEqual(
      expect.arrayContaining(['Artist', 'Year', 'Condition']),
    );
    expect(understand('An app to keep track of my board games', 'en').kind).not.toBe('kanban');
    expect(understand('A board for my team: To do, Doing, Done', 'en').kind).toBe('kanban');
  });
});

describe('a tool named by the person, with examples told in a sentence', () => {
  it('keeps what a log is named after, not the place it is for, and names it as they did', () => {
    const spec = understand(
      'Plant watering log for my flat. Fields: plant name, room, last watered, amount (ml), fertiliser (yes/no), notes.',
      'en',
    );
    expect(spec.collection?.entity).toEqual({ singular: 'plant', plural: 'plants' });
    expect(spec.name).toBe('Plant Watering Log');
    expect(
      understand(
        'Un carnet de pêche pour noter mes prises. Champs : date, lieu, espèce, taille (cm), poids (g).',
        'fr',
      ).name,
    ).toBe('Carnet de pêche');
  });

  it('reads "llevar" as keeping, and a time said with "a las" as the time, not the name', () => {
    const brief = readCollectionBrief(
      'oye, me haces una app para llevar las medicinas de mi abuela? campos: medicamento, dosis, hora, tomada sí/no y observaciones. que salga la lista del día, por ejemplo Sintrom a las 20:00 y Omeprazol a las 8:30',
      'es',
    );
    expect(brief?.entity.plural).toBe('medicinas');
    expect(brief?.seedTitles).toEqual(['Sintrom', 'Omeprazol']);
    const hour = brief!.fields.find((f) => f.type === 'time')!.key;
    expect(brief?.seedValues?.map((values) => values[hour])).toEqual(['20:00', '08:30']);
  });

  it('takes no name from an example, and a quiz its title even when it is a question', () => {
    const setlist = understand(
      'Grubumuz için sahne listesi (setlist) takip uygulaması. Alanlar: şarkı adı, ton, süre, kim söylüyor, notlar. Örnek konser: 21 Haziran, Bostanlı İskele, İzmir.',
      'tr',
    );
    expect(setlist.name).toBe('Sahne Listesi');
    // "lastik değişimlerini": a Turkish plural with its possessive and object endings is one change,
    // named with the word before it.
    expect(
      understand(
        'arabaların lastik değişimlerini takip edeceğim basit bir şey lazım. alanlar: tarih, plaka, km, servis, tutar.',
        'tr',
      ).name,
    ).toBe('Lastik Değişim Takibi');
    expect(understand('Crée un petit quiz « Connais-tu la Belgique ? » de 10 questions.', 'fr').name).toBe(
      'Connais-tu la Belgique ?',
    );
  });
});

/**
 * Records as people describe them when they ask for a tool: things listed with how often each is
 * done, a log named by what was done, a form that is the whole app whatever it is for, a directory's
 * card and its departments, chores taken in turn by a family, a study planner, a job board. What each
 * brief states is what the app keeps.
 */
import { describe, expect, it } from 'vitest';
import { readBriefContent } from '../src/agent/brief-content.ts';
import { blogSchema } from '../src/agent/blueprints/blog.ts';
import { kanbanSchema } from '../src/agent/blueprints/kanban.ts';
import { readCollectionBrief } from '../src/agent/collection-brief.ts';
import { understand } from '../src/agent/understand.ts';

/** "Label:type[options]" for each field, as the app shows them. */
function shape(fields: { label: string; type: string; options?: string[] }[] | undefined): string[] {
  return (fields ?? []).map(
    (field) => `${field.label}:${field.type}${field.options ? `[${field.options.join('/')}]` : ''}`,
  );
}

describe('things listed with how often each is done', () => {
  it('are the things kept, each with its interval, not the fields of one', () => {
    const spec = understand(
      'Watering schedule for the office plants. We have: peace lily (every 4 days), snake plant (every 12 days), calathea (every 3 days). Mark each one as "Watered" when done.',
      'en',
    );
    expect(spec.kind).toBe('generic');
    const plants = spec.collection!;
    expect(plants.seedTitles).toEqual(['Peace lily', 'Snake plant', 'Calathea']);
    const every = plants.fields.find((field) => field.type === 'interval')!;
    expect(plants.seedValues?.map((values) => values[every.key])).toEqual([4, 12, 3]);
    expect(plants.markDone).toBe('Watered');
    // A calendar of watering is no booking app, in Spanish either.
    const spanish = understand(
      'Calendario de riego del balcón: geranios (cada 2 días), romero (cada 6 días) y un limonero (cada 4 días).',
      'es',
    );
    expect(spanish.kind).toBe('generic');
    expect(spanish.name).toBe('Calendario de riego');
    expect(spanish.collection?.seedTitles).toEqual(['Geranios', 'Romero', 'Limonero']);
  });
});

describe('a log named by what was done', () => {
  it('titles each entry by what was done, and reads amounts and dates written into its example', () => {
    const bike = readCollectionBrief(
      'Журнал ремонта велосипеда. В каждой записи: дата, что сделано, пробег, цена. Например: замена цепи 03.04.2027, 12 300 км, 2 450 ₽.',
      'ru',
    )!;
    expect(shape(bike.fields)).toEqual(['Дата:date', 'Что сделано:text', 'Пробег:number', 'Цена:money']);
    expect(bike.fields.find((field) => field.key === bike.titleField)?.label).toBe('Что сделано');
    expect(bike.seedTitles).toEqual(['замена цепи']);
    expect(Object.values(bike.seedValues![0]!)).toEqual(['2027-04-03', 12300, 2450]);
  });
});

describe('a form that is the whole app', () => {
  it('keeps the name and e-mail it lists, a consent box, and is no app of the trade it is for', () => {
    const spec = understand(
      "Tırmanış kulübümüz Kaya Duvarı'nın yaz kampı kayıt formu: ad soyad, e-posta, deneyim (Yeni / Orta / Deneyimli), tişört bedeni (S, M, L) ve KVKK onay kutusu.",
      'tr',
    );
    expect(spec.kind).toBe('generic');
    expect(spec.name).toBe('Kaya Duvarı');
    expect(spec.collection?.layout).toBe('form');
    expect(shape(spec.collection?.fields)).toEqual([
      'Ad soyad:text',
      'E-posta:email',
      'Deneyim:choice[Yeni/Orta/Deneyimli]',
      'Tişört bedeni:choice[S/M/L]',
      'KVKK onay kutusu:boolean',
    ]);
  });

  it('asks each listed question, says what it says once sent, and is named by whom it asks, not by that', () => {
    const spec = understand(
      "Encuesta para los clientes de la Panadería Trigo Alto. Preguntas: ¿Qué tal el pan? (1 a 5 estrellas), ¿Volverías? (Sí / No), ¿Qué producto compras más? (Pan / Bollería / Tartas) y un campo de sugerencias. Al enviar, que aparezca '¡Gracias, vecino!'.",
      'es',
    );
    expect(spec.name).toBe('Panadería Trigo Alto');
    expect(spec.collection?.sent).toBe('¡Gracias, vecino!');
    expect(shape(spec.collection?.fields)).toEqual([
      '¿Qué tal el pan?:rating',
      '¿Volverías?:boolean',
      '¿Qué producto compras más?:choice[Pan/Bollería/Tartas]',
      'Sugerencias:longtext',
    ]);
  });
});

describe("a directory's cards", () => {
  it('reads what each card holds, the departments as its choices, and the examples without their "and"', () => {
    const arabic = understand(
      'عايز دليل موظفين لمكتبنا «ريادة للاستشارات». كل موظف ليه كارت فيه الصورة والاسم والوظيفة والقسم والرقم الداخلي. الأقسام: المحاسبة، القانونية، الإدارة. مثال: سارة علي – محاسبة أولى – داخلي 301، ووائل حسن – محامي – داخلي 305.',
      'ar',
    );
    expect(arabic.kind).toBe('generic');
    const staff = arabic.collection!;
    expect(staff.fields.find((field) => field.type === 'choice')?.options).toEqual([
      'المحاسبة',
      'القانونية',
      'الإدارة',
    ]);
    // "ووائل": the list's "and" goes; "وائل" keeps its own first letter.
    expect(staff.seedTitles).toEqual(['سارة علي', 'وائل حسن']);
    const extension = staff.fields.find((field) => field.type === 'number')!;
    expect(staff.seedValues?.map((values) => values[extension.key])).toEqual([301, 305]);
    const english = readCollectionBrief(
      'Staff directory for Northwind. Each person has a card with photo, name, role, team, email. Teams: Platform, Mobile, Data.',
      'en',
    );
    expect(shape(english?.fields)).toContain('Team:choice[Platform/Mobile/Data]');
  });
});

describe('chores taken in turn by a family', () => {
  it('reads the family by their names and the chores from their own list', () => {
    const spec = understand(
      'Таблица дел для нашей семьи: мама Света, папа Игорь и Миша (10 лет). Дела: мыть посуду, пылесосить, кормить кота. Дела меняются каждую неделю.',
      'ru',
    );
    const chores = spec.collection!;
    const who = chores.fields.find((field) => field.type === 'choice')!;
    expect(who.options).toEqual(['Света', 'Игорь', 'Миша']);
    expect(chores.seedTitles).toEqual(['Мыть посуду', 'Пылесосить', 'Кормить кота']);
    expect(chores.seedValues?.map((values) => values[who.key])).toEqual(['Света', 'Игорь', 'Миша']);
  });
});

describe('a study planner', () => {
  it('keeps a session for each subject listed, whatever exam or lesson words come with it', () => {
    const arabic = understand(
      'عايزة خطة مذاكرة لامتحانات الترم. المواد: رياضيات، تاريخ، جغرافيا. كل يوم حصتين وخانة أعلم فيها إني خلصت.',
      'ar',
    );
    expect(arabic.kind).toBe('generic');
    expect(arabic.collection?.seedTitles).toEqual(['رياضيات', 'تاريخ', 'جغرافيا']);
    expect(arabic.collection?.fields.some((field) => field.type === 'boolean')).toBe(true);
    // Subjects listed after their label are the subjects, not the fields of a record, nor people.
    const english = understand(
      'Make me a revision planner for my A-levels. Subjects: Maths, Physics, History. Two sessions a day.',
      'en',
    );
    expect(english.kind).toBe('generic');
    expect(english.collection?.seedTitles).toEqual(['Maths', 'Physics', 'History']);
  });
});

describe('a job board', () => {
  it('lists what each listing shows, filters by its values, and a salary in thousands is no price', () => {
    const spec = understand(
      'Job board for climate startups called GreenRoles. Each listing shows company, title, salary range and a type (Remote, Hybrid, On-site), with a level filter: Entry, Senior, Lead. Example salary: $80k–$100k.',
      'en',
    );
    expect(spec.kind).toBe('generic');
    expect(shape(spec.collection?.fields)).toEqual([
      'Company:text',
      'Title:text',
      'Salary range:text',
      'Type:choice[Remote/Hybrid/On-site]',
      'Level:choice[Entry/Senior/Lead]',
    ]);
  });
});

describe('a business named in an invoice tracker', () => {
  it('names the tool after the business, not a client, and numbers on in its scheme', () => {
    const spec = understand(
      'Invoice tracker for my design studio, Fieldnote. Numbers like FN-2027-031. Clients: Baker & Co, Northgate Weddings.',
      'en',
    );
    expect(spec.name).toBe('Fieldnote');
    expect(spec.collection?.seedTitles).toEqual(['FN-2027-031', 'FN-2027-032']);
  });
});

describe('what each one has, said in Turkish', () => {
  it('reads "Her üyede … olsun" as the fields, its status in brackets offered once', () => {
    const club = readCollectionBrief(
      'Koşu grubumuz için üye listesi. Her üyede ad soyad, telefon, mesafe (5K, 10K, Yarı maraton) ve ödeme durumu (Ödendi / Bekliyor) olsun.',
      'tr',
    );
    expect(shape(club?.fields)).toEqual([
      'Ad soyad:text',
      'Telefon:phone',
      'Mesafe:choice[5K/10K/Yarı maraton]',
      'Ödeme durumu:choice[Ödendi/Bekliyor]',
    ]);
  });
});

describe("an event's page as written in a list", () => {
  it('reads the place under its label, and a programme going on into the afternoon', () => {
    const content = readBriefContent(
      'صفحة لمؤتمر «تقنية الخليج 2027».\n- التاريخ: الأحد 14 مارس 2027\n- المكان: مركز الظهران للمعارض، القاعة الكبرى\n- البرنامج: 10:00 الافتتاح، 12:00 جلسة الذكاء الاصطناعي، 2:00 غداء، 4:00 الختام',
      'ar',
    );
    expect(content.event?.venue).toBe('مركز الظهران للمعارض، القاعة الكبرى');
    expect(content.program?.map((step) => step.time)).toEqual(['10:00', '12:00', '14:00', '16:00']);
  });
});

describe('a board with one example card', () => {
  it('puts the card in the column its status names, with its details', () => {
    const spec = understand(
      'CRM simple pour mon agence de traduction «Mots Croisés». Pour chaque client : nom, email, budget. Étapes : Contact, Devis envoyé, Signé, Livré. Exemple : Hôtel Belvédère, contact@belvedere.fr, budget 2 400 €, statut «Devis envoyé».',
      'fr',
    );
    expect(spec.kind).toBe('kanban');
    const board = kanbanSchema(spec);
    expect(board.columns.map((column) => column.title)).toEqual([
      'Contact',
      'Devis envoyé',
      'Signé',
      'Livré',
    ]);
    // The name is the card's own title.
    expect(board.cardFields?.map((field) => field.label)).toEqual(['Email', 'Budget']);
    expect(board.seed).toHaveLength(1);
    const [card] = board.seed;
    expect(card?.title).toBe('Hôtel Belvédère');
    expect(board.columns.find((column) => column.id === card?.columnId)?.title).toBe('Devis envoyé');
    expect(card?.notes).toContain('2 400');
  });
});

describe("a blog's and a portfolio's own words", () => {
  it('keeps a quoted post title whole, amount and all', () => {
    const spec = understand(
      'Блог о бюджетных путешествиях «Рюкзак». Последние посты: «Стамбул за 15 000 ₽», «Как я ездил в Мурманск», «Поезд или самолёт».',
      'ru',
    );
    expect(
      blogSchema(spec)
        .posts.map((post) => post.title)
        .slice(0, 3),
    ).toEqual(['Стамбул за 15 000 ₽', 'Как я ездил в Мурманск', 'Поезд или самолёт']);
  });

  it('reads the galleries named without a colon', () => {
    expect(
      readBriefContent(
        'Portfolio for Lena Park, a food photographer in Seoul, with galleries Restaurants, Packaging, Street Food and a contact form.',
        'en',
      ).categories,
    ).toEqual(['Restaurants', 'Packaging', 'Street Food']);
  });
});

describe('as people type in a hurry', () => {
  it('reads the people after "w my roommates", up to the dash that says what the app does', () => {
    const spec = understand(
      'need an app to split bills w my roommates Ana, Bo and Cy — add costs, who paid, and who owes who',
      'en',
    );
    expect(spec.kind).toBe('generic');
    expect(spec.collection?.fields.find((field) => field.key === spec.collection?.groupBy)?.options).toEqual([
      'Ana',
      'Bo',
      'Cy',
    ]);
  });

  it('reads "her kayıtta …" up to the end of its sentence', () => {
    expect(
      shape(
        readCollectionBrief(
          'stüdyo için ekipman takibi lazım. her kayıtta cihaz adı, seri no, durum (Sağlam, Arızalı, Tamirde) ve not.',
          'tr',
        )?.fields,
      ),
    ).toEqual(['Cihaz adı:text', 'Seri no:text', 'Durum:choice[Sağlam/Arızalı/Tamirde]', 'Not:longtext']);
  });
});

describe('a sign-up form typed in one sentence', () => {
  it('opens its list at the colon, drops the list\'s "and" from a question, and says its thanks last', () => {
    const spec = understand(
      "Quick sign-up form for the Harbor Run at Pier 9: full name, email, distance (5K, 10K), and will you need a shuttle? (yes/no). Show 'Thanks, see you at the start!' after submitting.",
      'en',
    );
    expect(spec.name).toBe('Harbor Run');
    expect(spec.collection?.sent).toBe('Thanks, see you at the start!');
    expect(shape(spec.collection?.fields)).toEqual([
      'Full name:text',
      'Email:email',
      'Distance:choice[5K/10K]',
      'Will you need a shuttle?:boolean',
    ]);
  });
});

describe('a board of listings people post', () => {
  it('reads what each one has after its verb, examples quoted one by one, and no name from a quoted form', () => {
    const spec = understand(
      'Gig board for Harbour Creatives, a makers collective in Bristol. Members post gigs with: title, client, budget, format (Remote / On-site) and contact email. Seed it with "Logo refresh for Tidewater Cafe, flexible" and "Product photos for Moss & Stone". Add a "Post a gig" form.',
      'en',
    );
    expect(spec.name).toBe('Harbour Creatives');
    expect(spec.collection?.seedTitles).toEqual(['Logo refresh', 'Product photos']);
    expect(shape(spec.collection?.fields)).toEqual([
      'Title:text',
      'Client:text',
      'Budget:money',
      'Format:choice[Remote/On-site]',
      'Contact email:email',
    ]);
    const each = understand(
      'Bourse aux petits boulots du quartier. Chaque annonce contient : poste, employeur, lieu et contact.',
      'fr',
    );
    expect(shape(each.collection?.fields)).toEqual([
      'Poste:text',
      'Employeur:text',
      'Lieu:text',
      'Contact:text',
    ]);
  });
});

describe('things listed with how often, in a sentence of their own', () => {
  it('keeps each thing with its interval, a unit said once for all, "weekly" as seven days, and no name from a tag', () => {
    const spec = understand(
      'quick app so i stop killing my herbs. rosemary every 4 days, mint every 2, thyme weekly. mark the thirsty ones with a "Drink!" tag',
      'en',
    );
    expect(spec.name).not.toBe('Drink!');
    const collection = spec.collection!;
    const interval = collection.fields.find((field) => field.type === 'interval')!;
    expect(collection.seedTitles).toEqual(['Rosemary', 'Mint', 'Thyme']);
    expect(collection.seedValues?.map((values) => values[interval.key])).toEqual([4, 2, 7]);
    const riego = understand(
      'Quiero acordarme de regar mis plantas: helecho cada 3 días, cactus cada 15 días y ficus cada semana.',
      'es',
    );
    const every = riego.collection!.fields.find((field) => field.type === 'interval')!;
    expect(riego.collection?.seedValues?.map((values) => values[every.key])).toEqual([3, 15, 7]);
  });
});

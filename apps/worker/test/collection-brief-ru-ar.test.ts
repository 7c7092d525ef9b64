import { describe, expect, it } from 'vitest';
import { readCollectionBrief, type CollectionBrief } from '../src/agent/collection-brief.ts';
import { collectionSchema } from '../src/agent/collection-app.ts';
import { understand } from '../src/agent/understand.ts';

/** "label:type" for each field, with options, unit and currency. */
function shape(brief: CollectionBrief | null): string[] {
  return (brief?.fields ?? []).map(
    (f) =>
      `${f.label}:${f.type}${f.options ? `[${f.options.join('|')}]` : ''}${f.unit ? `(${f.unit})` : ''}${f.currency ? `(${f.currency})` : ''}`,
  );
}

/** The label of the field that names each item. */
function titleLabel(brief: CollectionBrief | null): string | undefined {
  return brief?.fields.find((f) => f.key === brief.titleField)?.label;
}

describe('Russian briefs read as collections', () => {
  it('finds the thing after "приложение для учёта" and types a date, a distance, a cost and notes', () => {
    const brief = readCollectionBrief(
      'Хочу приложение для учёта ремонта машины: дата, деталь, пробег (км), стоимость, заметки.',
      'ru',
    );
    expect(brief?.entity).toEqual({ singular: 'ремонта машины', plural: 'ремонта машины' });
    expect(shape(brief)).toEqual([
      'Дата:date',
      'Деталь:text',
      'Пробег:number(км)',
      'Стоимость:money(RUB)',
      'Заметки:longtext',
    ]);
    expect(titleLabel(brief)).toBe('Деталь');
    expect(brief?.summaries).toContain('total');
  });

  it('opens the list at "с полями" and reads weights, repetitions and a rating', () => {
    const brief = readCollectionBrief(
      'Нужен журнал тренировок с полями: дата, упражнение, вес (кг), повторы, оценка',
      'ru',
    );
    expect(brief?.entity.plural).toBe('тренировок');
    expect(shape(brief)).toEqual([
      'Дата:date',
      'Упражнение:text',
      'Вес:number(кг)',
      'Повторы:number',
      'Оценка:rating',
    ]);
    expect(brief?.summaries).toContain('average');
  });

  it('opens the list at "где у каждого … есть", reads options and an interval, and takes examples', () => {
    const brief = readCollectionBrief(
      'Список моих растений, где у каждого растения есть: название, статус (здоровое, болеет), поливать каждые 7 дней, последний полив. Например: Монстера, Фикус',
      'ru',
    );
    expect(brief?.entity.plural).toBe('растений');
    expect(shape(brief)).toEqual([
      'Название:text',
      'Статус:choice[здоровое|болеет]',
      'Поливать:interval',
      'Последний полив:date',
    ]);
    const interval = brief?.fields.find((f) => f.type === 'interval');
    expect(brief?.fields.find((f) => f.key === interval?.since)?.label).toBe('Последний полив');
    expect(brief?.summaries).toEqual(['count', 'due', 'byChoice']);
    expect(titleLabel(brief)).toBe('Название');
    expect(brief?.seedTitles).toEqual(['Монстера', 'Фикус']);
  });

  it('takes the cars listed under "Машины:" as the first items, whole names kept', () => {
    const brief = readCollectionBrief(
      'Хочу приложение для учёта машин: модель, год, пробег (км), стоимость обслуживания (₽). Машины: Лада Веста, Kia Rio.',
      'ru',
    );
    expect(brief?.entity.plural).toBe('машин');
    expect(shape(brief)).toEqual([
      'Модель:text',
      'Год:number',
      'Пробег:number(км)',
      'Стоимость обслуживания:money(RUB)',
    ]);
    expect(brief?.seedTitles).toEqual(['Лада Веста', 'Kia Rio']);
  });
});

describe('Arabic briefs read as collections', () => {
  it('finds the thing after "أداة لتسجيل" and opens the list at "الحقول:" in the next sentence', () => {
    const brief = readCollectionBrief(
      'أحتاج أداة لتسجيل إنتاج العسل في مناحلي. الحقول: التاريخ، رقم الخلية، كمية العسل (كغ)، ملاحظات.',
      'ar',
    );
    expect(brief?.entity).toEqual({ singular: 'إنتاج العسل', plural: 'إنتاج العسل' });
    expect(shape(brief)).toEqual([
      'التاريخ:date',
      'رقم الخلية:number',
      'كمية العسل:number(كغ)',
      'ملاحظات:longtext',
    ]);
    // No text field among the first two: a harvest is known by its date.
    expect(titleLabel(brief)).toBe('التاريخ');
  });

  it('splits the "و" written on the next word, and keeps a word that begins with "و" whole', () => {
    const brief = readCollectionBrief(
      'تطبيق لتتبع تماريني: التاريخ، التمرين، وزن الجسم (كغ)، التكرارات ووقت التمرين، تم.',
      'ar',
    );
    expect(brief?.entity.plural).toBe('تماريني');
    expect(shape(brief)).toEqual([
      'التاريخ:date',
      'التمرين:text',
      'وزن الجسم:number(كغ)',
      'التكرارات:number',
      'وقت التمرين:text',
      'تم:boolean',
    ]);
    // Without a "و" of its own, "وزن" is a word, not "and" plus a word.
    expect(
      shape(readCollectionBrief('تطبيق لتتبع تماريني: التاريخ، التمرين، التكرارات وزن الجسم', 'ar')),
    ).toEqual(['التاريخ:date', 'التمرين:text', 'التكرارات وزن الجسم:number']);
  });

  it('reads options split by "،", a rating and a price in riyals, and takes examples after "مثلا"', () => {
    const brief = readCollectionBrief(
      'قائمة بكتبي: العنوان، المؤلف، الحالة (أقرأه، قرأته)، التقييم، السعر. مثلا: الأيام، موسم الهجرة إلى الشمال',
      'ar',
    );
    expect(shape(brief)).toEqual([
      'العنوان:text',
      'المؤلف:text',
      'الحالة:choice[أقرأه|قرأته]',
      'التقييم:rating',
      'السعر:money(SAR)',
    ]);
    expect(titleLabel(brief)).toBe('العنوان');
    expect(brief?.summaries).toEqual(['count', 'total', 'average', 'byChoice']);
    expect(brief?.seedTitles).toEqual(['الأيام', 'موسم الهجرة إلى الشمال']);
  });

  it('takes the hives named after "عندي خليتان:" (two hives) as items, by the name field', () => {
    const brief = readCollectionBrief(
      'تطبيق لمتابعة خلايا النحل: اسم الخلية، تاريخ آخر فحص، عدد الإطارات، الحالة (قوية، ضعيفة)، ملاحظات. عندي خليتان: خلية الوادي وخلية الجبل.',
      'ar',
    );
    expect(brief?.entity.plural).toBe('خلايا النحل');
    expect(titleLabel(brief)).toBe('اسم الخلية');
    expect(brief?.seedTitles).toEqual(['خلية الوادي', 'خلية الجبل']);
  });
});

describe('items listed under a label that names the things', () => {
  it('takes plants listed under "Plants:" after the fields, with the examples given before them', () => {
    const brief = readCollectionBrief(
      'An app to track my houseplants: name, room, water every N days, last watered, e.g. Monstera, Fern. My plants: Pothos and Calathea.',
      'en',
    );
    expect(brief?.seedTitles).toEqual(['Monstera', 'Fern', 'Pothos', 'Calathea']);
  });

  it('takes each medicine by its name, without its dose', () => {
    const brief = readCollectionBrief(
      'İlaçlarımı takip etmek için uygulama: ad, doz, son alınma tarihi. İlaçlar: Parol 500 mg, Majezik.',
      'tr',
    );
    expect(brief?.entity.singular).toBe('ilaç');
    expect(brief?.seedTitles).toEqual(['Parol', 'Majezik']);
  });

  it('keeps the small words inside a name and matches the label to the name field', () => {
    const brief = readCollectionBrief(
      'Suivre mes tomates : variété, date de semis, rendement (kg), notes. Variétés : Cornue des Andes, Noire de Crimée.',
      'fr',
    );
    expect(titleLabel(brief)).toBe('Variété');
    expect(brief?.seedTitles).toEqual(['Cornue des Andes', 'Noire de Crimée']);
  });

  it('leaves a list under another field’s label to that field', () => {
    const brief = readCollectionBrief(
      'An app to track my plants: name, plant type, last watered. Plant types: succulent, fern.',
      'en',
    );
    expect(brief?.fields.map((f) => f.label)).toContain('Plant type');
    expect(brief?.seedTitles).toEqual([]);
    // The same list under the things' own name is items.
    expect(
      readCollectionBrief(
        'An app to track my plants: name, plant type, last watered. Plants: succulent, fern.',
        'en',
      )?.seedTitles,
    ).toEqual(['succulent', 'fern']);
  });
});

describe('a rota of named jobs and named people', () => {
  it('keeps the jobs asked "who does", the people as who the person field can say, in turn', () => {
    const rota = readCollectionBrief(
      'нам с соседями по квартире нужен график дежурств: кто моет посуду, кто выносит мусор, кто убирает ванную, по неделям; живём вчетвером — Аня, Дима, Костя и Лена; поля: задача, ответственный, неделя, выполнено',
      'ru',
    );
    expect(rota?.entity).toEqual({ singular: 'дежурство', plural: 'дежурства' });
    expect(shape(rota)).toEqual([
      'Задача:text',
      'Ответственный:choice[Аня|Дима|Костя|Лена]',
      'Неделя:text',
      'Выполнено:boolean',
    ]);
    expect(rota?.seedTitles).toEqual(['Моет посуду', 'Выносит мусор', 'Убирает ванную']);
    const who = rota!.fields[1]!.key;
    expect(rota?.seedValues?.map((values) => values[who])).toEqual(['Аня', 'Дима', 'Костя']);
  });

  it('names a tool after the words the person called it', () => {
    expect(
      understand('нам нужен график дежурств по кухне; поля: задача, ответственный, неделя, выполнено', 'ru')
        .name,
    ).toBe('График дежурств');
    expect(
      understand(
        'سجل عينات للمختبر. الحقول: رقم العينة، نوع العينة، تاريخ الاستلام، الحالة (قيد التحليل / مكتملة).',
        'ar',
      ).name,
    ).toBe('سجل عينات');
  });

  it("shows a choice's options in the empty list's hint, before any entry", () => {
    const spec = understand(
      'سجل عينات للمختبر. الحقول: رقم العينة، نوع العينة، تاريخ الاستلام، الحالة (قيد التحليل / مكتملة).',
      'ar',
    );
    expect(collectionSchema(spec.collection!, 'ar').texts.emptyHint).toContain(
      'الحالة (قيد التحليل / مكتملة)',
    );
  });
});

/**
 * An app is written in the language of its brief: every kind, built from a brief in French, Spanish,
 * Russian or Arabic, carries no English or Turkish text the lexicons translate (interface texts and
 * sample content alike), formats for its locale and, in Arabic, reads right to left.
 */
import { describe, expect, it } from 'vitest';
import { renderProject } from '../src/agent/render.ts';
import { APP_KINDS, APP_LOCALES } from '../src/agent/spec.ts';
import { understand } from '../src/agent/understand.ts';
import { sourceText } from './support/generated.ts';
import { foreignTexts, type OtherLanguage } from './support/lexicon.ts';
import { typecheckProjects } from './typecheck.ts';

const BRIEFS: Record<OtherLanguage, string> = {
  fr: 'Je veux une application pour mon équipe et nos clients',
  es: 'Quiero una aplicación para mi equipo y nuestros clientes',
  ru: 'Хочу приложение для моей команды и наших клиентов',
  ar: 'أريد تطبيقا لفريقي وعملائنا',
};

describe.each(Object.keys(BRIEFS) as OtherLanguage[])('apps in %s', (language) => {
  const foreign = foreignTexts(language);

  it.each(APP_KINDS)('%s has no text left in English or Turkish', (kind) => {
    const spec = understand(BRIEFS[language], language, kind);
    expect(spec.language).toBe(language);
    const files = renderProject(spec);
    const source = sourceText(files);
    // Generated texts are JSON string literals: a left-over text is one whole literal.
    const left = foreign.filter((text) => source.includes(JSON.stringify(text)));
    expect(left).toEqual([]);
    expect(files['index.html']).toContain(`lang="${language}" dir="${APP_LOCALES[language].dir}"`);
  });
});

describe('apps in every language type-check', () => {
  it('every kind, each in one of the four languages', () => {
    const languages = Object.keys(BRIEFS) as OtherLanguage[];
    const projects = APP_KINDS.map((kind, index) => {
      const language = languages[index % languages.length]!;
      return renderProject(understand(BRIEFS[language], language, kind));
    });
    expect(typecheckProjects(projects)).toEqual(projects.map(() => []));
  }, 120_000);
});

describe('the name a brief gives, in each language', () => {
  it.each([
    ['Une appli de tâches appelée Planif avec un thème sombre', 'fr', 'Planif'],
    ['Un blog de voyage nommé « Carnets du Sud »', 'fr', 'Carnets du Sud'],
    ['Una app de hábitos llamada Rutina para mi familia', 'es', 'Rutina'],
    ['Приложение для привычек под названием Ритм', 'ru', 'Ритм'],
    ['تطبيق عادات اسمه نبض', 'ar', 'نبض'],
    ['متجر إلكتروني باسم "شموع القمر"', 'ar', 'شموع القمر'],
  ] as const)('%s -> %s', (brief, language, name) => {
    const spec = understand(brief, language);
    expect(spec.name).toBe(name);
    expect(spec.language).toBe(language);
  });
});

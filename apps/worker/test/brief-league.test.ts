/**
 * A league as people describe one: its teams listed after the word for them, the points a win and a
 * draw are worth, and the table's headings when the brief names them, in the six languages; the app
 * keeps the matches (two of those teams and their scores) and works the table out from them.
 */
import { describe, expect, it } from 'vitest';
import { collectionSchema } from '../src/agent/collection-app.ts';
import { readLeague } from '../src/agent/league.ts';
import { understand } from '../src/agent/understand.ts';
import type { AppLanguage } from '../src/agent/spec.ts';

describe('reading a league', () => {
  it('reads the teams in each language and makes both sides of a match a choice of them', () => {
    const cases: [AppLanguage, string, string[]][] = [
      [
        'en',
        'League table for our office ping-pong league. Teams: Spin Doctors, Net Gains, Paddle Battle.',
        ['Spin Doctors', 'Net Gains', 'Paddle Battle'],
      ],
      [
        'fr',
        'Classement du tournoi de pétanque. Équipes : Les Boulistes, La Bande à Jo, Les Cochonnets et Tir Groupé.',
        ['Les Boulistes', 'La Bande à Jo', 'Les Cochonnets', 'Tir Groupé'],
      ],
      [
        'es',
        'Clasificación de la liga del barrio, equipos: Atlético Portal, Los Rayos, Deportivo Tercero',
        ['Atlético Portal', 'Los Rayos', 'Deportivo Tercero'],
      ],
      [
        'ru',
        'Турнирная таблица дворовой лиги. Команды: Метеор, Звезда, Сокол, Ракета.',
        ['Метеор', 'Звезда', 'Сокол', 'Ракета'],
      ],
      [
        'tr',
        'Okul turnuvası için puan tablosu: takımlar 9-A, 10-B, 11-C ve 12-D.',
        ['9-A', '10-B', '11-C', '12-D'],
      ],
      [
        'ar',
        'جدول ترتيب دوري الشركة: الفرق الفهود، الذئاب، النسور والأسود',
        ['الفهود', 'الذئاب', 'النسور', 'الأسود'],
      ],
    ];
    for (const [language, brief, teams] of cases) {
      const league = readLeague(brief, language);
      expect(league?.fields.find((field) => field.key === 'home')?.options, brief).toEqual(teams);
      expect(league?.fields.find((field) => field.key === 'away')?.options, brief).toEqual(teams);
      expect(league?.summaries, brief).toContain('standings');
    }
  });

  it('takes the points a win and a draw are worth, 3 and 1 unless said', () => {
    const rule = (brief: string, language: AppLanguage) => readLeague(brief, language)?.standings;
    expect(
      rule('League standings. Teams: Ants, Bees, Wasps. 2 points for a win, 1 for a draw.', 'en'),
    ).toMatchObject({ win: 2, draw: 1 });
    expect(
      rule('Classement de la ligue. Équipes : Loups, Ours, Lynx (3 pts par victoire, 1 pour un nul).', 'fr'),
    ).toMatchObject({ win: 3, draw: 1 });
    expect(
      rule('Турнирная таблица. Команды: Север, Юг, Восток. Победа — 2 очка, ничья — 1.', 'ru'),
    ).toMatchObject({ win: 2, draw: 1 });
    expect(rule('Standings for our league. Teams: Ants, Bees, Wasps.', 'en')).toMatchObject({
      win: 3,
      draw: 1,
    });
  });

  it("keeps the table's headings as the brief names them", () => {
    const league = readLeague(
      'Clasificación de la liga de fútbol sala. Equipos: Los Lobos, Rayo Norte, Unión Sur. Columnas: PJ, PG, PE, PP, GF, GC, DG, Pts.',
      'es',
    );
    expect(league?.standings?.columns).toEqual(['Equipo', 'PJ', 'PG', 'PE', 'PP', 'GF', 'GC', 'DG', 'Pts']);
  });

  it('is no league without three teams, nor without a word for a league or its table', () => {
    expect(readLeague('League table. Teams: Ants, Bees.', 'en')).toBeNull();
    expect(readLeague('Kanban board for our teams: Design, Backend, Marketing', 'en')).toBeNull();
  });
});

describe('the app a league makes', () => {
  it('is a record of matches named after its table, which the schema works out', () => {
    const spec = understand(
      'Турнирная таблица дворовой лиги. Команды: Метеор, Звезда, Сокол, Ракета. Хочу вносить счёт каждого матча.',
      'ru',
    );
    expect(spec.kind).toBe('generic');
    expect(spec.name).toBe('Турнирная таблица');
    const schema = collectionSchema(spec.collection!, 'ru');
    expect(schema.summaries).toContain('standings');
    expect(schema.standings).toMatchObject({ home: 'home', away: 'away', win: 3, draw: 1 });
    expect(schema.texts.standingsColumns?.[0]).toBe('Команда');
  });
});

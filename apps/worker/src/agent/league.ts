/**
 * A league table in a brief, in six languages: "Classement de notre ligue de foot à 5 … Équipes : Les
 * Rapaces, FC Pastis, Real Madrille, Les Bras Cassés … (3 pts par victoire, 1 pour un nul)",
 * "puan tablosu: takımlar Kartallar, Aslanlar, …". The app keeps the matches (two teams chosen from
 * those listed and their scores) and works out the table from them (the kit's 'standings' summary):
 * played, won, drawn, lost, goals for and against, difference and points, with the points the brief
 * gives a win and a draw (3 and 1 unless it says otherwise).
 */
import type { CollectionBrief } from './collection-brief.ts';
import { ENTITY_TABLE, typicalCollection } from './entity-fields.ts';
import { LEXICONS } from './lexicon/index.ts';
import type { AppLanguage } from './spec.ts';

/** A league or its table: "league", "standings", "classement", "liga", "турнирная таблица", "الدوري". */
const LEAGUE =
  /(?<![\p{L}])(?:league|standings|points table|tournament|puan tablosu|lig\p{L}*|turnuva\p{L}*|classement|championnat|ligue|tournoi|clasificaci[oó]n|liga|torneo|tabla de posiciones|турнирн\p{L}*|чемпионат\p{L}*|лиг\p{L}*|турнир\p{L}*|(?:ال)?دوري|ترتيب|بطولة)(?![\p{L}])/iu;

/** "Teams:", "Équipes :", "Equipos:", "Команды:", "takımlar", "الفرق:": the teams follow. */
const TEAMS =
  /(?<![\p{L}])(?:teams?|clubs?|équipes?|equipos?|команд\p{L}*|takımlar\p{L}*|(?:ال)?فرق|(?:ال)?أندية)(?:\s+(?:are|sont|son|:))?\s*[:：—–-]?\s*([^.!?\n]+)/iu;

/** "Columns:", "Colonnes :", "Columnas:", "Колонки:", "sütunlar:", "الأعمدة:": the table's headings follow. */
const COLUMNS =
  /(?<![\p{L}])(?:columns?|colonnes?|columnas?|колонк\p{L}*|столбц\p{L}*|sütun\p{L}*|(?:ال)?أعمدة)\s*[:：]\s*([^.!?\n]+)/iu;

/** What splits the teams: commas, "and", "et", "y", "и", "ve", "و". */
const SPLIT = /\s*(?:[,،;]|\s(?:and|et|y|e|и|ve)\s|\sو\s?)\s*/u;

/** "3 pts par victoire", "3 points for a win", "galibiyet 3", "победа — 3 очка", "الفوز 3 نقاط". */
function points(text: string, words: string, fallback: number): number {
  const after = new RegExp(
    `(\\d)\\s*(?:pts?|points?|puan|очк\\p{L}*|نقا?ط\\p{L}*)?\\s*(?:per|for|a|par|pour|por|para|за|لل?|ل)?\\s*(?:un |une |a |an |le |la |el )?(?:${words})`,
    'iu',
  ).exec(text);
  const before = new RegExp(`(?:${words})\\s*(?:[:=—–-]|=)?\\s*(\\d)(?!\\d)`, 'iu').exec(text);
  const found = after?.[1] ?? before?.[1];
  return found ? Number(found) : fallback;
}

const WIN = 'wins?|victoires?|victorias?|galibiyet\\p{L}*|побед\\p{L}*|(?:ال)?فوز';
const DRAW = 'draws?|ties?|nuls?|match nul|empates?|beraberlik\\p{L}*|нич\\p{L}*|(?:ال)?تعادل';

/** The league a brief keeps, or null: a word for a league or its table, and three teams at least. */
export function readLeague(text: string, language: AppLanguage): CollectionBrief | null {
  if (!LEAGUE.test(text)) return null;
  const listed = TEAMS.exec(text)?.[1];
  if (!listed) return null;
  const teams = [
    ...new Set(
      listed
        // "Colonnes : J, G, N …" after the teams in the same sentence is no team.
        .split(/\.\s|\s+(?:columns?|colonnes?|columnas?|колонки|sütun\p{L}*|أعمدة)\s*[:：]/iu)[0]!
        .split(SPLIT)
        .map((team) =>
          team
            .replace(/^و(?=\S{3})/u, '')
            .replace(/[()]/gu, '')
            .trim(),
        )
        .filter(
          (team) => team.length > 0 && team.length <= 40 && /^[\p{Lu}\p{N}\u0600-\u06ff«"]/u.test(team),
        ),
    ),
  ];
  if (teams.length < 3) return null;
  // "Colonnes : J, G, N, P, buts pour, buts contre, différence, Pts": the table's headings as named,
  // after the team's, when all eight are there.
  const named = COLUMNS.exec(text)?.[1]
    ?.replace(/\([^)]*\)/gu, ' ')
    .split(/\s*[,،;]\s*/u)
    .map((column) => column.trim())
    .filter(Boolean);
  const team = LEXICONS[language].collection.standingsColumns[0]!;
  const columns =
    named?.length === 8
      ? [team, ...named.map((column) => column.charAt(0).toLocaleUpperCase(language) + column.slice(1))]
      : undefined;
  const entry = ENTITY_TABLE.find((candidate) => candidate.id === 'leagueMatch')!;
  const shape = typicalCollection(entry, language);
  return {
    ...shape,
    fields: shape.fields.map((field) =>
      field.key === 'home' || field.key === 'away'
        ? { ...field, type: 'choice' as const, options: teams, required: true }
        : field,
    ),
    titleField: 'date',
    summaries: ['standings', 'count'],
    standings: {
      home: 'home',
      away: 'away',
      homeScore: 'homeScore',
      awayScore: 'awayScore',
      win: points(text, WIN, 3),
      draw: points(text, DRAW, 1),
      ...(columns ? { columns } : {}),
    },
    seedTitles: [],
    fieldList: listed,
  };
}

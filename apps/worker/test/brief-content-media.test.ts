/**
 * The recipes, blog and quiz blueprints show what the brief listed (spec.content): its recipes (with no
 * made-up ingredients), its posts (as drafts, by its author), its questions when a curated bank answers
 * them (else as the quiz's topics), its description as the subtitle; their stock content lists back
 * through defaultContent, and the projects type-check.
 */
import { describe, expect, it } from 'vitest';
import type { BriefContent } from '../src/agent/brief-content.ts';
import { BLUEPRINTS } from '../src/agent/blueprints/index.ts';
import { renderProject } from '../src/agent/render.ts';
import type { AppKind, AppSpec } from '../src/agent/spec.ts';
import { understand } from '../src/agent/understand.ts';
import { typecheckProjects } from './typecheck.ts';
import { loadModule, sourceText as src, briefContent as content } from './support/generated.ts';
import type { QuizSchema } from '@atelier/app-kit/quiz';
import type { BlogSchema } from '@atelier/app-kit/blog';
import type { Recipe, RecipesSchema } from '@atelier/app-kit/recipes';

/** A spec read from a prompt, checked to be of the kind the test is about. */
function specOf(kind: AppKind, prompt: string, language: 'en' | 'tr' = 'en'): AppSpec {
  const spec = understand(prompt, language);
  if (spec.kind !== kind) throw new Error(`${prompt} made a ${spec.kind}`);
  return spec;
}

function withContent(spec: AppSpec, partial: Partial<BriefContent>): AppSpec {
  return { ...spec, content: content(partial) };
}

/** The recipe book's schema (RecipesApp in the kit): its recipes and texts. */
const bookOf = (files: Record<string, string>) =>
  loadModule<{ SCHEMA: RecipesSchema }>(files, 'src/app-schema.ts').SCHEMA;
const recipesOf = (files: Record<string, string>) => bookOf(files).recipes;
/** The blog's schema (BlogApp in the kit): its posts, author and texts. */
const blogOf = (files: Record<string, string>) =>
  loadModule<{ SCHEMA: BlogSchema }>(files, 'src/app-schema.ts').SCHEMA;
const postsOf = (files: Record<string, string>) => blogOf(files).posts;
/** The quiz's schema (QuizApp in the kit): its questions and the listed topics it has none for. */
const quizOf = (files: Record<string, string>) =>
  loadModule<{ SCHEMA: QuizSchema }>(files, 'src/app-schema.ts').SCHEMA;

const blueprint = (kind: AppKind) => BLUEPRINTS[kind];

const RECIPE_NAMES = ["Grandma's lasagna", 'Banana bread', 'Chicken curry', 'Apple pie'];
const recipeBook = () =>
  withContent(specOf('recipes', 'A recipe book app for my family recipes'), {
    items: [
      { name: "Grandma's lasagna", minutes: 90, detail: 'the Sunday one' },
      { name: 'Banana bread' },
      { name: 'Chicken curry', detail: 'mild, with rice' },
      { name: 'Apple pie' },
    ],
    description: 'our family recipes, written down at last',
  });

const travelBlog = () =>
  withContent(specOf('blog', 'A travel blog about slow travel'), {
    items: [
      { name: '10 days in Japan', detail: 'temples, ramen and night buses' },
      { name: 'Packing light' },
      { name: 'Night trains of Europe' },
    ],
    people: [{ name: 'Maria Lopez', role: 'writer' }],
    description: 'a travel diary by a slow traveller',
  });

const turkishBlog = () =>
  withContent(specOf('blog', 'Seyahat yazılarım için bir blog', 'tr'), {
    items: [
      { name: 'Japonya’da 10 gün' },
      { name: 'Hafif bavul hazırlamak' },
      { name: 'Avrupa’nın gece trenleri' },
    ],
    people: [{ name: 'Ayşe Kaya' }],
  });

const capitalsQuiz = () =>
  withContent(specOf('quiz', 'A quiz about world capitals'), {
    items: [{ name: 'capital of Australia?' }, { name: 'capital of Canada?' }],
    description: 'a quick round for geography fans',
  });

const topicsQuiz = () =>
  withContent(specOf('quiz', 'A pub quiz for Friday nights'), {
    items: [{ name: 'Geography' }, { name: 'Film music' }, { name: 'Who won the 1998 pub cup?' }],
  });

describe('recipes with listed content', () => {
  it('starts the book with exactly the listed recipes, inventing no ingredients', () => {
    const files = renderProject(recipeBook());
    const recipes = recipesOf(files);
    expect(recipes.map((r) => r.title)).toEqual(RECIPE_NAMES);
    const [lasagna, bread, curry, pie] = recipes as [Recipe, Recipe, Recipe, Recipe];
    // No stock recipe is a lasagna, a chicken curry or an apple pie: they start empty, for the cook to fill.
    for (const recipe of [lasagna, curry, pie]) {
      expect(recipe.ingredients).toEqual([]);
      expect(recipe.steps).toEqual([]);
    }
    expect(lasagna.minutes).toBe(90);
    expect(lasagna.description).toBe('The Sunday one.');
    expect(lasagna.tags).toContain('Italian');
    expect(pie.tags).toContain('Dessert');
    expect(curry.minutes).toBe(0);
    expect(curry.description).toBe('Mild, with rice.');
    // The stock book has a banana bread: it keeps its ingredients and steps.
    expect(bread.ingredients.length).toBeGreaterThan(2);
    expect(bread.steps.length).toBeGreaterThan(0);
    const all = src(files);
    for (const stock of ['Spaghetti Carbonara', 'Menemen', 'Red Lentil Soup', 'Peanut Noodles'])
      expect(all).not.toContain(stock);
    const { texts } = bookOf(files);
    expect(texts.heroSubtitle).toBe('Our family recipes, written down at last.');
    // An empty recipe shows a hint, not an empty list or a servings scaler for nothing (the kit's
    // RecipeBody shows these for a recipe with no ingredients or steps and no servings).
    expect(texts.noIngredients).toBeTruthy();
    expect(texts.noSteps).toBeTruthy();
    expect(curry.servings).toBe(0);
  });

  it('lets a text override win over the description', () => {
    const spec = recipeBook();
    const files = renderProject({ ...spec, texts: { ...spec.texts, 'hero.subtitle': 'Cook it again.' } });
    expect(bookOf(files).texts.heroSubtitle).toBe('Cook it again.');
  });

  it('keeps its stock book without content, and defaultContent lists it back', () => {
    const spec = specOf('recipes', 'A recipe book app for my family recipes');
    const plain = recipesOf(renderProject(spec));
    expect(plain.map((r) => r.title)).toContain('Spaghetti Carbonara');
    const listed = blueprint('recipes').defaultContent!(spec);
    expect(listed.items.map((i) => i.name)).toEqual(plain.map((r) => r.title));
    const again = recipesOf(renderProject({ ...spec, content: listed }));
    expect(again).toEqual(plain);
  });

  it('lists a Turkish book back the same way', () => {
    const spec = specOf('recipes', 'Ailemin tarifleri için bir tarif defteri', 'tr');
    const plain = recipesOf(renderProject(spec));
    const again = recipesOf(renderProject({ ...spec, content: blueprint('recipes').defaultContent!(spec) }));
    expect(again.map((r) => r.title)).toEqual(plain.map((r) => r.title));
    expect(again.map((r) => r.steps)).toEqual(plain.map((r) => r.steps));
  });
});

describe('blog with listed content', () => {
  it('shows exactly the listed posts as drafts, by the listed author', () => {
    const files = renderProject(travelBlog());
    const posts = postsOf(files);
    expect(posts.map((p) => p.title)).toEqual([
      '10 days in Japan',
      'Packing light',
      'Night trains of Europe',
    ]);
    expect(posts[0]!.excerpt).toBe('Temples, ramen and night buses.');
    for (const post of posts) expect(post.body).toEqual(['Draft — write this post.']);
    // Dated over recent days, newest first.
    const ages = posts.map((p) => p.daysAgo);
    expect([...ages].sort((a, b) => a - b)).toEqual(ages);
    expect(Math.max(...ages)).toBeLessThan(30);
    const all = src(files);
    expect(all).not.toContain('48 Hours in Lisbon');
    expect(all).not.toContain('Deniz');
    const { author, texts } = blogOf(files);
    expect(author.name).toBe('Maria Lopez');
    expect(author.initials).toBe('ML');
    expect(texts.heroEyebrow).toContain('Maria Lopez');
    expect(texts.heroSubtitle).toBe('A travel diary by a slow traveller.');
  });

  it('writes the draft note in Turkish for a Turkish blog', () => {
    const files = renderProject(turkishBlog());
    const posts = postsOf(files);
    expect(posts.map((p) => p.title)).toEqual([
      'Japonya’da 10 gün',
      'Hafif bavul hazırlamak',
      'Avrupa’nın gece trenleri',
    ]);
    expect(posts[0]!.body[0]).toMatch(/^Taslak/);
    expect(new Set(posts.map((p) => p.id)).size).toBe(3);
    expect(blogOf(files).author.name).toBe('Ayşe Kaya');
  });

  it('keeps its stock posts without content, and defaultContent lists them back', () => {
    for (const spec of [
      specOf('blog', 'A travel blog about slow travel'),
      specOf('blog', 'Seyahat yazılarım için bir blog', 'tr'),
    ]) {
      const plainFiles = renderProject(spec);
      const plain = postsOf(plainFiles);
      expect(blogOf(plainFiles).author.name).toBe('Deniz Yılmaz');
      const listed = blueprint('blog').defaultContent!(spec);
      expect(listed.items.map((i) => i.name)).toEqual(plain.map((p) => p.title));
      expect(postsOf(renderProject({ ...spec, content: listed }))).toEqual(plain);
    }
  });
});

describe("a podcast's site", () => {
  it('lists the episodes as written, numbers and articles kept, with their minutes, in a voice for listening', () => {
    const spec = understand(
      'Site pour mon podcast « Le Grenier » : épisodes — 1. Les vieux jouets (33 min), 2. La radio de papy (46 min), 3. Le bal du village (29 min). Animateurs : Odile et Marc.',
      'fr',
    );
    expect(spec.kind).toBe('blog');
    const files = renderProject(spec);
    expect(postsOf(files).map((post) => [post.title, post.minutes])).toEqual([
      ['Les vieux jouets', 33],
      ['La radio de papy', 46],
      ['Le bal du village', 29],
    ]);
    const { texts } = blogOf(files);
    expect(texts.minutes).toBe('{n} min');
    expect(texts.readPost).toBe('Écouter');
    expect(JSON.stringify(blogOf(files))).toContain('Derniers épisodes');
    expect(texts.heroEyebrow).toBe('Un podcast de Odile & Marc');
  });

  it('keeps a Turkish episode number with its title, and "bölümler" as episodes, not sections', () => {
    const spec = understand(
      '"Yol Hikâyeleri" adında bir podcast sitesi: son bölümler: Bölüm 12 – Kars Treni (41 dk), Bölüm 11 – Likya Yolu (52 dk), Bölüm 10 – Nemrut Sabahı (38 dk).',
      'tr',
    );
    expect(spec.kind).toBe('blog');
    expect(postsOf(renderProject(spec)).map((post) => post.title)).toEqual([
      'Bölüm 12 – Kars Treni',
      'Bölüm 11 – Likya Yolu',
      'Bölüm 10 – Nemrut Sabahı',
    ]);
  });

  it("reads a bullet's own list of episodes among bullets of other kinds", () => {
    const spec = understand(
      'Podcastimiz "Ada Sesleri" için site:\n- Bölüm listesi: Bölüm 1 – Martı Sabahları, Bölüm 2 – Çarşı Hikâyeleri, Bölüm 3 – Fener Gecesi\n- Her bölümde süre ve yayın tarihi\n- Alt kısımda bülten kutusu',
      'tr',
    );
    expect(postsOf(renderProject(spec)).map((post) => post.title)).toEqual([
      'Bölüm 1 – Martı Sabahları',
      'Bölüm 2 – Çarşı Hikâyeleri',
      'Bölüm 3 – Fener Gecesi',
    ]);
  });

  it('keeps an "and" inside the last title when every episode gives its details in brackets', () => {
    const spec = understand(
      'Сайт подкаста «Кухня и книги». Выпуски: №3 Чай и пироги (31 мин), №2 Соседи (44 мин), №1 Дача и огород (36 мин).',
      'ru',
    );
    expect(postsOf(renderProject(spec)).map((post) => post.title)).toEqual([
      '№3 Чай и пироги',
      '№2 Соседи',
      '№1 Дача и огород',
    ]);
  });
});

describe('quiz with listed content', () => {
  it('asks the listed capitals with their curated answers', () => {
    const files = renderProject(capitalsQuiz());
    const { questions, topics, texts } = quizOf(files);
    expect(questions.map((q) => q.question)).toEqual([
      'What is the capital of Australia?',
      'What is the capital of Canada?',
    ]);
    expect(questions.map((q) => q.options[q.answer])).toEqual(['Canberra', 'Ottawa']);
    expect(topics).toEqual([]);
    expect(src(files)).not.toContain('capital of France');
    expect(texts.heroSubtitle).toBe('A quick round for geography fans.');
  });

  it('asks quoted questions with their answers in brackets', () => {
    const spec = understand(
      'make a quiz about the solar system, 5 questions, e.g. "What is the hottest planet?" (Venus) and "Which planet has the Great Red Spot?" (Jupiter). show the score at the end',
      'en',
    );
    const { questions } = quizOf(renderProject(spec));
    expect(questions.slice(0, 2).map((q) => [q.question, q.options[q.answer]])).toEqual([
      ['What is the hottest planet?', 'Venus'],
      ['Which planet has the Great Red Spot?', 'Jupiter'],
    ]);
    expect(spec.name).not.toContain('Great Red Spot');
  });

  it('shows listed topics it has no answers for, and keeps the stock questions', () => {
    const spec = topicsQuiz();
    const stock = quizOf(renderProject({ ...spec, content: undefined })).questions;
    const files = renderProject(spec);
    const { questions, topics, texts } = quizOf(files);
    expect(questions).toEqual(stock);
    expect(topics).toEqual(['Geography', 'Film music', 'Who won the 1998 pub cup?']);
    expect(texts.topicsTitle).toBe('Topics');
  });

  it('keeps its stock quiz without content, and defaultContent lists it back', () => {
    for (const spec of [
      specOf('quiz', 'A quiz about world capitals'),
      specOf('quiz', 'A pub quiz for Friday nights'),
      specOf('quiz', 'Dünya başkentleri hakkında bir bilgi yarışması', 'tr'),
    ]) {
      const plainFiles = renderProject(spec);
      expect(quizOf(plainFiles).topics).toEqual([]);
      const plain = quizOf(plainFiles).questions;
      const listed = blueprint('quiz').defaultContent!(spec);
      expect(listed.items.map((i) => i.name)).toEqual(plain.map((q) => q.question));
      expect(quizOf(renderProject({ ...spec, content: listed })).questions).toEqual(plain);
    }
  });
});

describe('listed content projects', () => {
  it('type-check', { timeout: 180_000 }, () => {
    const quizNoIntro = capitalsQuiz();
    const topicsNoIntro = topicsQuiz();
    const recipesNoPages = recipeBook();
    const blogNoPages = travelBlog();
    const projects = [
      renderProject(recipeBook()),
      renderProject({ ...recipesNoPages, features: recipesNoPages.features.filter((f) => f !== 'pages') }),
      renderProject(travelBlog()),
      renderProject({ ...blogNoPages, features: blogNoPages.features.filter((f) => f !== 'pages') }),
      renderProject({ ...blogNoPages, sections: ['hero', 'featured', 'posts', 'archive', 'about'] }),
      renderProject(turkishBlog()),
      renderProject(capitalsQuiz()),
      renderProject(topicsQuiz()),
      renderProject({ ...quizNoIntro, sections: ['quiz', 'scores'] }),
      renderProject({ ...topicsNoIntro, sections: ['quiz', 'scores', 'how'] }),
    ];
    expect(typecheckProjects(projects)).toEqual(projects.map(() => []));
  });
});

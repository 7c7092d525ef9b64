// The recipe book rendered on the server for a family book's schema, on its pages and on one: the intro,
// the recipes with their search, tags and favourites filter, the favourites, the tips and the form to
// add a recipe (labelled fields, errors, hints); a recipe's body with its quantities scaled for the
// servings and its checklist; the visitor's recipes and favourites from storage, and the rules it runs on.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RecipesApp } from '@/components/sections/recipes-app';
import { AddRecipe } from '@/components/sections/recipes/add-recipe';
import {
  addedRecipe,
  amount,
  favoriteIds,
  filterRecipes,
  ingredientLine,
  parseIngredient,
  recipeErrors,
  recipeTags,
  savedRecipes,
} from '@/components/sections/recipes/logic';
import { RecipeBody } from '@/components/sections/recipes/recipe-dialog';
import type { Recipe, RecipesSchema } from '@/lib/recipes';
import { englishFrame } from './support/frame.ts';
import { headingsOf, memoryStore, textOf } from './support/html.ts';

const RECIPES: Recipe[] = [
  {
    id: 'red-lentil-soup',
    title: 'Red Lentil Soup',
    description: 'Silky, lemony and ready in half an hour.',
    minutes: 30,
    servings: 4,
    tags: ['Vegan', 'Turkish'],
    icon: 'Soup',
    ingredients: [
      { qty: 200, unit: 'g', item: 'red lentils' },
      { qty: 1, unit: '', item: 'onion' },
      { qty: 1, unit: 'tbsp', item: 'tomato paste' },
      { qty: null, unit: '', item: 'salt to taste' },
    ],
    steps: ['Soften the onion.', 'Simmer the lentils for 20 minutes.'],
  },
  {
    id: 'apple-strudel',
    title: 'Apple strudel',
    description: '',
    minutes: 0,
    servings: 0,
    tags: ['Dessert'],
    icon: 'Apple',
    ingredients: [],
    steps: [],
  },
  {
    id: 'menemen',
    title: 'Menemen',
    description: 'Soft eggs with tomatoes and peppers.',
    minutes: 15,
    servings: 2,
    tags: ['Turkish', 'Quick'],
    icon: 'Egg',
    ingredients: [
      { qty: 4, unit: '', item: 'eggs' },
      { qty: 3, unit: '', item: 'ripe tomatoes' },
    ],
    steps: ['Cook the tomatoes.', 'Stir in the eggs.'],
  },
];

const NANA: RecipesSchema = {
  frame: englishFrame({
    name: 'Nana Cooks',
    tagline: 'Grandma’s recipes',
    slug: 'nana-cooks',
    pages: [
      {
        id: 'main',
        path: '/',
        label: 'Recipes',
        title: 'Good food, written down so you can cook it again.',
        subtitle: 'Recipes worth cooking again and again.',
      },
      { id: 'favorites', path: '/favourites', label: 'Favourites', title: 'Favourites' },
      { id: 'add', path: '/add', label: 'Add a recipe', title: 'Add a recipe' },
    ],
  }),
  sections: [
    { id: 'hero', page: 'main', title: 'Good food, written down so you can cook it again.' },
    { id: 'recipes', page: 'main', title: 'Recipes' },
    { id: 'favorites', page: 'favorites', title: 'Your favourites' },
    { id: 'add', page: 'add', title: 'Add your recipe' },
    { id: 'tips', page: 'main', title: 'Kitchen tips' },
  ],
  features: { search: true, filters: true },
  recipes: RECIPES,
  tips: ['Read the whole recipe first.', 'Salt in layers.', 'Patience gives colour.'],
  texts: {
    heroEyebrow: 'Your recipe book',
    heroTitle: 'Good food, written down so you can cook it again.',
    heroSubtitle: 'Recipes worth cooking again and again.',
    heroCta: 'Browse recipes',
    heroAdd: 'Add your recipe',
    searchLabel: 'Search recipes or ingredients',
    tagsLabel: 'Filter by tag',
    all: 'All',
    favoritesOnly: 'Favourites',
    shownCount: '{n} recipes',
    noRecipes: 'No recipes found',
    noRecipesHint: 'Try another word or tag.',
    minutes: '{n} min',
    serves: 'Serves {n}',
    viewRecipe: 'View recipe',
    favorite: 'Favourite',
    yours: 'Yours',
    ingredients: 'Ingredients',
    method: 'Method',
    noIngredients: 'The ingredients are not written down yet.',
    noSteps: 'The steps are not written down yet.',
    servings: 'Servings',
    moreServings: 'More servings',
    fewerServings: 'Fewer servings',
    checkedCount: '{done} of {total} ready',
    resetChecks: 'Clear ticks',
    deleteRecipe: 'Delete this recipe',
    close: 'Close',
    noFavorites: 'No favourites yet',
    noFavoritesHint: 'Tap Favourite on a recipe to keep it here.',
    addIntro: 'It is saved in this browser.',
    fieldTitle: 'Title',
    fieldDescription: 'Short description (optional)',
    fieldMinutes: 'Minutes',
    fieldServings: 'Servings',
    fieldTags: 'Tags (optional)',
    tagsHint: 'Separate with commas',
    fieldIngredients: 'Ingredients',
    ingredientsHint: 'One per line, e.g. 200 g flour',
    fieldSteps: 'Steps',
    stepsHint: 'One step per line',
    save: 'Save recipe',
    errTitle: 'Please give your recipe a name.',
    errMinutes: 'Enter minutes between 1 and 600.',
    errServings: 'Enter servings between 1 and 24.',
    errIngredients: 'Add at least two ingredients.',
    errSteps: 'Add at least one step.',
    saved: '“{title}” is saved in your recipe book.',
    openSaved: 'Open it',
  },
};

const ONE_PAGE: RecipesSchema = {
  ...NANA,
  frame: { ...NANA.frame, pages: [NANA.frame.pages[0]!] },
  sections: NANA.sections.map((slot) => ({ ...slot, page: 'main' })),
};

function render(schema: RecipesSchema = NANA, path = '/') {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <RecipesApp schema={schema} />
    </MemoryRouter>,
  );
}

/** The id of the control a <label> names, by its text. */
function labelFor(html: string, label: string): string | undefined {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${escaped}</label>`).exec(html)?.[1];
}

/** The opening tag of the element with that id. */
function tagWithId(html: string, id: string): string {
  return new RegExp(`<(?:input|textarea|select)[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RecipesApp', () => {
  it('opens on the intro, the recipes and the tips, with one h1 and the other pages in the nav', () => {
    const html = render();
    const text = textOf(html);
    expect(html.match(/<h1[^>]*>/g)).toHaveLength(1);
    expect(html).toMatch(
      /<h1[^>]*id="hero-title"[^>]*>Good food, written down so you can cook it again\.<\/h1>/,
    );
    expect(text).toContain('Your recipe book');
    expect(html).toMatch(/<a[^>]*href="#recipes"[^>]*>.*Browse recipes/);
    // The form is on its own page: the hero does not scroll to it.
    expect(html).not.toContain('href="#add"');
    expect(headingsOf(html)).toEqual(['Recipes', 'Kitchen tips']);
    for (const title of ['Red Lentil Soup', 'Apple strudel', 'Menemen'])
      expect(html).toContain(`aria-label="View recipe: ${title}"`);
    expect(html.match(/aria-haspopup="dialog"/g)?.length).toBeGreaterThanOrEqual(3);
    // The favourite toggle keeps its name; its pressed state says whether it is one.
    expect(html.match(/<button[^>]*aria-pressed="false"[^>]*>.*?Favourite<\/button>/g)?.length).toBe(3);
    expect(text).toContain('30 min');
    expect(text).toContain('Serves 4');
    // A recipe with no time or servings shows none.
    expect(text).not.toMatch(/\b0 min/);
    expect(text).toContain('Salt in layers.');
    expect(html).toMatch(/<a[^>]*href="\/favourites"[^>]*>Favourites<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/add"[^>]*>Add a recipe<\/a>/);
    expect(text).not.toContain('Save recipe');
  });

  it('searches and filters the recipes with named controls and an announced count', () => {
    const html = render();
    expect(html).toMatch(/<input[^>]*type="search"[^>]*aria-label="Search recipes or ingredients"/);
    expect(html).toMatch(
      /role="group"[^>]*aria-label="Filter by tag"|aria-label="Filter by tag"[^>]*role="group"/,
    );
    expect(html).toMatch(/<button[^>]*aria-pressed="true"[^>]*>All<\/button>/);
    for (const tag of ['Vegan', 'Turkish', 'Dessert', 'Quick'])
      expect(html).toMatch(new RegExp(`<button[^>]*aria-pressed="false"[^>]*>${tag}</button>`));
    expect(textOf(html)).toContain('Favourites (0)');
    expect(html).toMatch(/role="status"[^>]*>3 recipes</);
    const bare = render({ ...NANA, features: { search: false, filters: false } });
    expect(bare).not.toContain('Search recipes');
    expect(bare).not.toContain('3 recipes');
    expect(bare).not.toMatch(/aria-pressed="\w+"[^>]*>All</);
  });

  it('gives the favourites and the form pages of their own, and one page holds everything without pages', () => {
    const favourites = render(NANA, '/favourites');
    expect(favourites).toMatch(/<h1[^>]*>Favourites<\/h1>/);
    expect(headingsOf(favourites)).toEqual(['Your favourites']);
    expect(textOf(favourites)).toContain('No favourites yet');
    const add = render(NANA, '/add');
    expect(headingsOf(add)).toEqual(['Add your recipe']);
    const one = render(ONE_PAGE);
    expect(headingsOf(one)).toEqual(['Recipes', 'Your favourites', 'Add your recipe', 'Kitchen tips']);
    expect(one).not.toContain('href="/add"');
    expect(one).toMatch(/<a[^>]*href="#add"[^>]*>.*Add your recipe/);
  });

  it('names every field of the add form by its label, the hints describing theirs', () => {
    const html = render(ONE_PAGE);
    for (const [label, tag] of [
      ['Title', 'input'],
      ['Short description (optional)', 'input'],
      ['Minutes', 'input'],
      ['Servings', 'input'],
      ['Tags (optional)', 'input'],
      ['Ingredients', 'textarea'],
      ['Steps', 'textarea'],
    ] as const) {
      const id = labelFor(html, label);
      expect(id, label).toBeTruthy();
      expect(tagWithId(html, id!).startsWith(`<${tag}`), label).toBe(true);
    }
    const ingredients = tagWithId(html, labelFor(html, 'Ingredients')!);
    const hint = /aria-describedby="([^"]+)"/.exec(ingredients)?.[1];
    expect(html).toMatch(new RegExp(`id="${hint}"[^>]*>One per line, e\\.g\\. 200 g flour<`));
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Save recipe<\/button>/);
  });

  it('shows a wrong field’s error and ties it to the field', () => {
    const html = renderToString(
      <AddRecipe
        schema={NANA}
        title="Add your recipe"
        onSave={() => ({ id: 'x', title: 'x' })}
        onOpen={() => {}}
        start={{
          draft: {
            title: '',
            description: '',
            minutes: '0',
            servings: '4',
            tags: '',
            ingredients: 'salt',
            steps: '',
          },
          errors: { title: 'Please give your recipe a name.', ingredients: 'Add at least two ingredients.' },
        }}
      />,
    );
    const title = tagWithId(html, labelFor(html, 'Title')!);
    expect(title).toContain('aria-invalid="true"');
    const error = /aria-describedby="([^"]+)"/.exec(title)?.[1];
    expect(html).toMatch(new RegExp(`id="${error}"[^>]*>Please give your recipe a name\\.<`));
    const ingredients = tagWithId(html, labelFor(html, 'Ingredients')!);
    const [errorId, hintId] = /aria-describedby="([^"]+)"/.exec(ingredients)![1]!.split(' ');
    expect(html).toMatch(new RegExp(`id="${errorId}"[^>]*>Add at least two ingredients\\.<`));
    expect(html).toMatch(new RegExp(`id="${hintId}"[^>]*>One per line`));
    expect(tagWithId(html, labelFor(html, 'Steps')!)).not.toContain('aria-invalid="true"');
  });

  it('shows a recipe scaled for its servings, with a checklist, and says what is not written down', () => {
    const soup = RECIPES[0]!;
    const base = textOf(renderToString(<RecipeBody recipe={soup} schema={NANA} />));
    expect(base).toContain('Servings: 4');
    expect(base).toContain('200 g red lentils');
    expect(base).toContain('1 tbsp tomato paste');
    expect(base).toContain('salt to taste');
    expect(base).toContain('0 of 4 ready');
    const double = renderToString(<RecipeBody recipe={soup} schema={NANA} startServings={6} />);
    expect(textOf(double)).toContain('300 g red lentils');
    expect(textOf(double)).toContain('1½ onion');
    expect(double).toContain('aria-label="More servings"');
    expect(double).toContain('aria-label="Fewer servings"');
    expect(double.match(/type="checkbox"/g)).toHaveLength(4);
    const empty = renderToString(<RecipeBody recipe={RECIPES[1]!} schema={NANA} />);
    expect(textOf(empty)).toContain('The ingredients are not written down yet.');
    expect(textOf(empty)).toContain('The steps are not written down yet.');
    expect(empty).not.toContain('More servings');
  });

  it('shows the recipes the visitor added first, with their badge, and the saved favourites', () => {
    const mine = addedRecipe(
      {
        title: 'Nana’s stew',
        description: '',
        minutes: '90',
        servings: '6',
        tags: 'Winter, Family',
        ingredients: '1 kg beef\n2 onions',
        steps: 'Brown the beef.\nStew it slowly.',
      },
      RECIPES.map((r) => r.id),
    );
    vi.stubGlobal('window', {
      localStorage: memoryStore({
        'nana-cooks:my-recipes': [mine, { id: 3 }],
        'nana-cooks:favorites': ['menemen', 'gone'],
      }),
    });
    const html = render();
    const text = textOf(html);
    expect(text.indexOf('Nana’s stew')).toBeLessThan(text.indexOf('Red Lentil Soup'));
    expect(text).toContain('Yours');
    expect(text).toContain('Favourites (1)');
    expect(html).toMatch(/role="status"[^>]*>4 recipes</);
    const favourites = textOf(render(NANA, '/favourites'));
    expect(favourites).toContain('Menemen');
    expect(favourites).not.toContain('Red Lentil Soup');
  });
});

describe('the recipe rules', () => {
  it('writes scaled quantities like a cook', () => {
    expect(amount(2)).toBe('2');
    expect(amount(2.5)).toBe('2½');
    expect(amount(0.75)).toBe('¾');
    expect(amount(1.25)).toBe('1¼');
    expect(amount(0.33)).toBe('⅓');
    expect(amount(312.5)).toBe('315');
    expect(amount(1.4, 'tr-TR')).toBe('1,4');
    expect(ingredientLine({ qty: 200, unit: 'g', item: 'flour' }, 1.5)).toBe('300 g flour');
    expect(ingredientLine({ qty: null, unit: '', item: 'a pinch of salt' }, 3)).toBe('a pinch of salt');
  });

  it('understands typed ingredients', () => {
    expect(parseIngredient('200 g flour')).toEqual({ qty: 200, unit: 'g', item: 'flour' });
    expect(parseIngredient('1/2 tsp salt')).toEqual({ qty: 0.5, unit: 'tsp', item: 'salt' });
    expect(parseIngredient('2 eggs')).toEqual({ qty: 2, unit: '', item: 'eggs' });
    expect(parseIngredient('1,5 l su')).toEqual({ qty: 1.5, unit: 'l', item: 'su' });
    expect(parseIngredient('a pinch of salt')).toEqual({ qty: null, unit: '', item: 'a pinch of salt' });
  });

  it('searches every word (ingredients too), filters by tag and by favourites', () => {
    const all = { query: '', tag: null, favorites: null, locale: 'en-US' };
    expect(filterRecipes(RECIPES, all)).toHaveLength(3);
    expect(filterRecipes(RECIPES, { ...all, query: 'LENTILS onion' }).map((r) => r.id)).toEqual([
      'red-lentil-soup',
    ]);
    expect(filterRecipes(RECIPES, { ...all, tag: 'Turkish' })).toHaveLength(2);
    expect(filterRecipes(RECIPES, { ...all, favorites: ['menemen'] }).map((r) => r.id)).toEqual(['menemen']);
    expect(recipeTags(RECIPES)).toEqual(['Vegan', 'Turkish', 'Dessert', 'Quick']);
  });

  it('checks a new recipe and makes it with a unique id', () => {
    const texts = NANA.texts;
    expect(
      recipeErrors(
        { title: 'A', description: '', minutes: '0', servings: '30', tags: '', ingredients: 'x', steps: ' ' },
        texts,
      ),
    ).toEqual({
      title: texts.errTitle,
      minutes: texts.errMinutes,
      servings: texts.errServings,
      ingredients: texts.errIngredients,
      steps: texts.errSteps,
    });
    const good = {
      title: ' Pilaf ',
      description: 'Buttery.',
      minutes: '30',
      servings: '4',
      tags: 'Turkish، Quick, ',
      ingredients: '200 g rice\n\n30 g butter',
      steps: 'Wash the rice.',
    };
    expect(recipeErrors(good, texts)).toEqual({});
    expect(addedRecipe(good, ['mine-1'])).toEqual({
      id: 'mine-2',
      title: 'Pilaf',
      description: 'Buttery.',
      minutes: 30,
      servings: 4,
      tags: ['Turkish', 'Quick'],
      icon: 'CookingPot',
      ingredients: [
        { qty: 200, unit: 'g', item: 'rice' },
        { qty: 30, unit: 'g', item: 'butter' },
      ],
      steps: ['Wash the rice.'],
    });
  });

  it('keeps only what storage holds that is a recipe, and favourites that still name one', () => {
    expect(savedRecipes([RECIPES[0], { id: 1 }, null, 'x'])).toEqual([RECIPES[0]]);
    expect(savedRecipes('{oops')).toEqual([]);
    expect(favoriteIds(['menemen', 'gone', 3], RECIPES)).toEqual(['menemen']);
  });
});

/**
 * A whole recipe book described by a `RecipesSchema`: the frame with its pages, and on them the sections
 * the schema lists (the intro, the recipes with search and filters, the favourites, a form to add a
 * recipe and kitchen tips), sharing the recipe dialog (with its servings scaler) and what the browser
 * keeps: the favourites and the recipes the visitor added. Every word it shows comes from the schema.
 */
import * as React from 'react';

import { AppPages } from '@/components/sections/app-shell';
import { AddRecipe } from '@/components/sections/recipes/add-recipe';
import { addedRecipe, favoriteIds, savedRecipes } from '@/components/sections/recipes/logic';
import type { RecipeActions } from '@/components/sections/recipes/recipe-card';
import { RecipeDialog } from '@/components/sections/recipes/recipe-dialog';
import { RecipeFavorites, RecipeList, RecipeTips } from '@/components/sections/recipes/recipe-list';
import { RecipesHero } from '@/components/sections/recipes/recipes-hero';
import type { SectionSlot } from '@/lib/app-frame';
import type { Recipe, RecipesSchema, RecipesSectionId } from '@/lib/recipes';
import { useAppData } from '@/lib/stored-state';

/** The sections that carry their page's <h1>. */
const HEROES: readonly RecipesSectionId[] = ['hero'];

export function RecipesApp({
  schema,
  initialOpen = null,
}: {
  schema: RecipesSchema;
  initialOpen?: string | null;
}) {
  const { frame } = schema;
  const [storedMine, setMine] = useAppData<Recipe[]>(frame, 'my-recipes', () => []);
  const [storedFavorites, setFavorites] = useAppData<string[]>(frame, 'favorites', () => []);
  const [openId, setOpenId] = React.useState<string | null>(initialOpen);
  const mine = savedRecipes(storedMine);
  // The visitor's recipes first, newest first; then the book's own.
  const recipes = [...mine, ...schema.recipes];
  const favorites = favoriteIds(storedFavorites, recipes);

  const actions: RecipeActions = {
    favorites,
    mine: mine.map((recipe) => recipe.id),
    onOpen: setOpenId,
    onToggleFavorite: (id) =>
      setFavorites((previous) => {
        const ids = Array.isArray(previous) ? previous : [];
        return ids.includes(id) ? ids.filter((f) => f !== id) : [...ids, id];
      }),
    onDelete: (id) => {
      setMine((previous) => savedRecipes(previous).filter((recipe) => recipe.id !== id));
      setFavorites((previous) => (Array.isArray(previous) ? previous.filter((f) => f !== id) : []));
    },
  };

  function save(draft: Parameters<typeof addedRecipe>[0]) {
    const recipe = addedRecipe(
      draft,
      recipes.map((r) => r.id),
    );
    setMine((previous) => [recipe, ...savedRecipes(previous)]);
    return { id: recipe.id, title: recipe.title };
  }

  const on = (id: RecipesSectionId) => schema.sections.find((s) => s.id === id);

  function section(slot: SectionSlot<RecipesSectionId>) {
    switch (slot.id) {
      case 'hero':
        return (
          <RecipesHero
            schema={schema}
            recipes={recipes}
            recipesHere={on('recipes')?.page === slot.page}
            addHere={on('add')?.page === slot.page}
          />
        );
      case 'recipes':
        return <RecipeList recipes={recipes} schema={schema} title={slot.title} actions={actions} />;
      case 'favorites':
        return <RecipeFavorites recipes={recipes} schema={schema} title={slot.title} actions={actions} />;
      case 'add':
        return <AddRecipe schema={schema} title={slot.title} onSave={save} onOpen={setOpenId} />;
      case 'tips':
        return <RecipeTips schema={schema} title={slot.title} />;
    }
  }

  return (
    <>
      <AppPages frame={frame} sections={schema.sections} render={section} layout="site" heroes={HEROES} />
      <RecipeDialog
        recipes={recipes}
        openId={openId}
        schema={schema}
        actions={actions}
        onClose={() => setOpenId(null)}
      />
    </>
  );
}

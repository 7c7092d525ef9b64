/**
 * The recipes: a search box and tag chips with a favourites chip when the schema has them (the count of
 * what is left is announced), a card per recipe; the favourites on their own; and the kitchen tips.
 */
import * as React from 'react';
import { HeartIcon, LightbulbIcon, SearchXIcon } from 'lucide-react';

import { filterRecipes, recipeTags } from '@/components/sections/recipes/logic';
import { RecipeGrid, type RecipeActions } from '@/components/sections/recipes/recipe-card';
import { EmptyState, SearchField } from '@/components/sections/list-tools';
import { SiteSection } from '@/components/sections/site-section';
import { fmt } from '@/lib/app-frame';
import type { Recipe, RecipesSchema } from '@/lib/recipes';
import { cn } from '@/lib/utils';

function Chip({
  active,
  onClick,
  children,
}: {
  active: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        active
          ? 'border-primary bg-primary text-primary-foreground'
          : 'bg-background hover:bg-accent hover:text-accent-foreground',
      )}
    >
      {children}
    </button>
  );
}

export function RecipeList({
  recipes,
  schema,
  title,
  actions,
}: {
  recipes: readonly Recipe[];
  schema: RecipesSchema;
  title: string;
  actions: RecipeActions;
}) {
  const { texts, features, frame } = schema;
  const [query, setQuery] = React.useState('');
  const [tag, setTag] = React.useState<string | null>(null);
  const [favoritesOnly, setFavoritesOnly] = React.useState(false);
  const tags = features.filters ? recipeTags(recipes) : [];
  const shown = filterRecipes(recipes, {
    query: features.search ? query : '',
    tag: features.filters ? tag : null,
    favorites: features.filters && favoritesOnly ? actions.favorites : null,
    locale: frame.locale,
  });
  const tools = features.search || features.filters;

  return (
    <SiteSection id="recipes" title={title}>
      {tools ? (
        <div className="mb-8 flex flex-col gap-4">
          {features.search ? (
            <div className="flex max-w-md">
              <SearchField label={texts.searchLabel} value={query} onChange={setQuery} />
            </div>
          ) : null}
          {features.filters ? (
            <div role="group" aria-label={texts.tagsLabel} className="flex flex-wrap gap-2">
              <Chip
                active={tag === null && !favoritesOnly}
                onClick={() => {
                  setTag(null);
                  setFavoritesOnly(false);
                }}
              >
                {texts.all}
              </Chip>
              {tags.map((name) => (
                <Chip key={name} active={tag === name} onClick={() => setTag(tag === name ? null : name)}>
                  {name}
                </Chip>
              ))}
              <Chip active={favoritesOnly} onClick={() => setFavoritesOnly((value) => !value)}>
                <HeartIcon aria-hidden className="size-3.5" />
                {texts.favoritesOnly} ({actions.favorites.length})
              </Chip>
            </div>
          ) : null}
          <p role="status" className="text-sm text-muted-foreground">
            {fmt(texts.shownCount, { n: shown.length })}
          </p>
        </div>
      ) : null}
      {shown.length === 0 ? (
        favoritesOnly && actions.favorites.length === 0 ? (
          <EmptyState icon={HeartIcon} title={texts.noFavorites} hint={texts.noFavoritesHint} />
        ) : (
          <EmptyState icon={SearchXIcon} title={texts.noRecipes} hint={texts.noRecipesHint} />
        )
      ) : (
        <RecipeGrid recipes={shown} schema={schema} actions={actions} />
      )}
    </SiteSection>
  );
}

export function RecipeFavorites({
  recipes,
  schema,
  title,
  actions,
}: {
  recipes: readonly Recipe[];
  schema: RecipesSchema;
  title: string;
  actions: RecipeActions;
}) {
  const { texts } = schema;
  const list = recipes.filter((recipe) => actions.favorites.includes(recipe.id));
  return (
    <SiteSection id="favorites" title={title} tinted>
      {list.length === 0 ? (
        <EmptyState icon={HeartIcon} title={texts.noFavorites} hint={texts.noFavoritesHint} />
      ) : (
        <RecipeGrid recipes={list} schema={schema} actions={actions} />
      )}
    </SiteSection>
  );
}

export function RecipeTips({ schema, title }: { schema: RecipesSchema; title: string }) {
  return (
    <SiteSection id="tips" title={title}>
      <ul className="grid gap-5 md:grid-cols-3">
        {schema.tips.map((tip) => (
          <li key={tip} className="h-full rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
            <LightbulbIcon aria-hidden className="size-6 text-primary" />
            <p className="mt-3">{tip}</p>
          </li>
        ))}
      </ul>
    </SiteSection>
  );
}

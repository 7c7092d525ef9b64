/**
 * The recipe book's opening: the eyebrow, the headline and subtitle, links down to the recipes and to
 * the add form when they are on the same page, and the first recipes' pictures.
 */
import { ArrowDownIcon, BookOpenIcon, ChefHatIcon, CirclePlusIcon } from 'lucide-react';

import { RecipeIcon } from '@/components/sections/recipes/recipe-icon';
import { SiteHero } from '@/components/sections/site-hero';
import { scrollToSection } from '@/components/sections/site-section';
import { Button } from '@/components/ui/button';
import type { Recipe, RecipesSchema } from '@/lib/recipes';
import { cn } from '@/lib/utils';

export function RecipesHero({
  schema,
  recipes,
  recipesHere,
  addHere,
}: {
  schema: RecipesSchema;
  recipes: readonly Recipe[];
  /** The recipes (and the add form) are on the hero's page: the buttons scroll to them. */
  recipesHere: boolean;
  addHere: boolean;
}) {
  const { texts } = schema;
  const pictures = recipes.slice(0, 6);
  return (
    <SiteHero id="hero" eyebrow={texts.heroEyebrow} title={texts.heroTitle} subtitle={texts.heroSubtitle}>
      {recipesHere || addHere ? (
        <div className="flex flex-wrap justify-center gap-3">
          {recipesHere ? (
            <Button asChild size="lg">
              <a href="#recipes" onClick={(event) => scrollToSection(event, 'recipes')}>
                <BookOpenIcon aria-hidden />
                {texts.heroCta}
                <ArrowDownIcon aria-hidden />
              </a>
            </Button>
          ) : null}
          {addHere ? (
            <Button asChild size="lg" variant="outline">
              <a href="#add" onClick={(event) => scrollToSection(event, 'add')}>
                <CirclePlusIcon aria-hidden />
                {texts.heroAdd}
              </a>
            </Button>
          ) : null}
        </div>
      ) : (
        <ChefHatIcon aria-hidden className="size-6 text-primary" />
      )}
      {pictures.length > 0 ? (
        <ul aria-hidden className="flex flex-wrap justify-center gap-3">
          {pictures.map((recipe, index) => (
            <li
              key={recipe.id}
              className={cn(
                'flex size-16 items-center justify-center rounded-xl sm:size-20',
                index % 2 === 0 ? 'bg-primary/15 text-primary' : 'bg-muted text-foreground',
              )}
            >
              <RecipeIcon name={recipe.icon} className="size-8" />
            </li>
          ))}
        </ul>
      ) : null}
    </SiteHero>
  );
}

/**
 * A recipe opened in a dialog (AppPages has no routes with parameters): its picture, time and tags, the
 * servings scaler that scales every quantity, the ingredients as a checklist, the numbered steps, the
 * favourite toggle and, for a recipe the visitor added, a button to delete it. A recipe still to be
 * written down says so instead of showing empty lists.
 */
import * as React from 'react';
import { MinusIcon, PlusIcon, Trash2Icon } from 'lucide-react';

import { FavoriteButton, RecipeFacts, type RecipeActions } from '@/components/sections/recipes/recipe-card';
import { MAX_SERVINGS, ingredientLine } from '@/components/sections/recipes/logic';
import { RecipeIcon } from '@/components/sections/recipes/recipe-icon';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { fmt } from '@/lib/app-frame';
import type { Recipe, RecipesSchema } from '@/lib/recipes';
import { cn } from '@/lib/utils';

export function RecipeBody({
  recipe,
  schema,
  startServings,
}: {
  recipe: Recipe;
  schema: RecipesSchema;
  /** Where the scaler starts (tests render a scaled recipe on the server). */
  startServings?: number;
}) {
  const { texts, frame } = schema;
  const [servings, setServings] = React.useState(startServings ?? recipe.servings);
  const [checked, setChecked] = React.useState<number[]>([]);
  const base = React.useId();
  const factor = recipe.servings > 0 ? servings / recipe.servings : 1;
  const scalable = recipe.servings > 0 && recipe.ingredients.length > 0;

  function toggle(index: number) {
    setChecked((previous) =>
      previous.includes(index) ? previous.filter((i) => i !== index) : [...previous, index],
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex h-28 items-center justify-center rounded-lg bg-gradient-to-br from-primary/25 via-primary/5 to-muted text-primary">
        <RecipeIcon name={recipe.icon} className="size-14" />
      </div>
      <div className="grid gap-8 md:grid-cols-[16rem_1fr]">
        <section aria-labelledby={`${base}-ingredients`}>
          <h3 id={`${base}-ingredients`} className="text-xl font-semibold">
            {texts.ingredients}
          </h3>
          {scalable ? (
            <div
              role="group"
              aria-label={texts.servings}
              className="mt-3 flex items-center gap-2 rounded-lg bg-muted p-2"
            >
              <Button
                type="button"
                variant="outline"
                size="icon-sm"
                aria-label={texts.fewerServings}
                disabled={servings <= 1}
                onClick={() => setServings((n) => Math.max(1, n - 1))}
              >
                <MinusIcon aria-hidden />
              </Button>
              <p className="flex-1 text-center text-sm font-medium" aria-live="polite">
                {texts.servings}: <span className="tabular-nums">{servings}</span>
              </p>
              <Button
                type="button"
                variant="outline"
                size="icon-sm"
                aria-label={texts.moreServings}
                disabled={servings >= MAX_SERVINGS}
                onClick={() => setServings((n) => Math.min(MAX_SERVINGS, n + 1))}
              >
                <PlusIcon aria-hidden />
              </Button>
            </div>
          ) : null}
          {recipe.ingredients.length === 0 ? (
            <p className="mt-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
              {texts.noIngredients}
            </p>
          ) : (
            <>
              <ul className="mt-4 space-y-1">
                {recipe.ingredients.map((ingredient, index) => (
                  <li key={index}>
                    <label className="flex cursor-pointer items-start gap-3 rounded-md p-1.5 hover:bg-muted">
                      <input
                        type="checkbox"
                        checked={checked.includes(index)}
                        onChange={() => toggle(index)}
                        className="mt-1 size-4 shrink-0 accent-primary"
                      />
                      <span className={cn(checked.includes(index) && 'text-muted-foreground line-through')}>
                        {ingredientLine(ingredient, factor, frame.locale)}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
                <span aria-live="polite">
                  {fmt(texts.checkedCount, { done: checked.length, total: recipe.ingredients.length })}
                </span>
                {checked.length > 0 ? (
                  <Button type="button" variant="ghost" size="sm" onClick={() => setChecked([])}>
                    {texts.resetChecks}
                  </Button>
                ) : null}
              </div>
            </>
          )}
        </section>
        <section aria-labelledby={`${base}-method`}>
          <h3 id={`${base}-method`} className="text-xl font-semibold">
            {texts.method}
          </h3>
          {recipe.steps.length === 0 ? (
            <p className="mt-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
              {texts.noSteps}
            </p>
          ) : (
            <ol className="mt-3 space-y-4">
              {recipe.steps.map((step, index) => (
                <li key={index} className="flex gap-3">
                  <span
                    aria-hidden
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                  >
                    {index + 1}
                  </span>
                  <p className="pt-0.5">{step}</p>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  );
}

export function RecipeDialog({
  recipes,
  openId,
  schema,
  actions,
  onClose,
}: {
  recipes: readonly Recipe[];
  openId: string | null;
  schema: RecipesSchema;
  actions: RecipeActions;
  onClose: () => void;
}) {
  const { texts } = schema;
  const open = recipes.find((recipe) => recipe.id === openId);
  return (
    <Dialog open={open !== undefined} onOpenChange={(value) => (value ? null : onClose())}>
      {open ? (
        <DialogContent
          showCloseButton={false}
          className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl"
          {...(open.description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogHeader>
            <DialogTitle className="text-2xl leading-tight sm:text-3xl">{open.title}</DialogTitle>
            {open.description ? (
              <DialogDescription className="text-start text-lg text-foreground">
                {open.description}
              </DialogDescription>
            ) : null}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <RecipeFacts recipe={open} schema={schema} />
              <FavoriteButton recipe={open} schema={schema} actions={actions} />
            </div>
            {open.tags.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5" aria-label={texts.tagsLabel}>
                {open.tags.map((tag) => (
                  <li key={tag}>
                    <Badge variant="secondary">{tag}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
          </DialogHeader>
          <RecipeBody key={open.id} recipe={open} schema={schema} />
          <DialogFooter>
            {actions.mine.includes(open.id) ? (
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  actions.onDelete(open.id);
                  onClose();
                }}
              >
                <Trash2Icon aria-hidden />
                {texts.deleteRecipe}
              </Button>
            ) : null}
            <Button type="button" onClick={onClose}>
              {texts.close}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

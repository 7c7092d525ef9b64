/**
 * Adding a recipe: its title, description, time, servings, tags, ingredients (one a line) and steps (one
 * a line), each field named by its label and described by its error or hint, the first wrong field
 * focused on save. A saved recipe is announced with a button that opens it, and joins the list at the top.
 */
import * as React from 'react';
import { SaveIcon } from 'lucide-react';

import {
  EMPTY_RECIPE,
  recipeErrors,
  type RecipeDraft,
  type RecipeErrors,
  type RecipeField,
} from '@/components/sections/recipes/logic';
import { SiteSection } from '@/components/sections/site-section';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { fmt } from '@/lib/app-frame';
import type { RecipesSchema } from '@/lib/recipes';

const FIELD_ORDER: readonly RecipeField[] = ['title', 'minutes', 'servings', 'ingredients', 'steps'];

export function AddRecipe({
  schema,
  title,
  onSave,
  onOpen,
  start,
}: {
  schema: RecipesSchema;
  title: string;
  /** Saves the draft; returns the recipe's id and title. */
  onSave: (draft: RecipeDraft) => { id: string; title: string };
  onOpen: (id: string) => void;
  /** Where the form starts (tests render its states on the server). */
  start?: { draft: RecipeDraft; errors: RecipeErrors };
}) {
  const { texts } = schema;
  const [draft, setDraft] = React.useState<RecipeDraft>(start?.draft ?? EMPTY_RECIPE);
  const [errors, setErrors] = React.useState<RecipeErrors>(start?.errors ?? {});
  const [saved, setSaved] = React.useState<{ id: string; title: string } | null>(null);
  const base = React.useId();
  const id = (key: string) => `${base}-${key}`;

  function update(key: keyof RecipeDraft, value: string) {
    setDraft((previous) => ({ ...previous, [key]: value }));
    if (key in errors) setErrors((previous) => ({ ...previous, [key]: undefined }));
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = recipeErrors(draft, texts);
    setErrors(found);
    const first = FIELD_ORDER.find((key) => found[key]);
    if (first) {
      setSaved(null);
      document.getElementById(id(first))?.focus();
      return;
    }
    setSaved(onSave(draft));
    setDraft(EMPTY_RECIPE);
  }

  const described = (key: keyof RecipeDraft, hint?: string) =>
    [errors[key as RecipeField] ? id(`${key}-error`) : '', hint ? id(`${key}-hint`) : '']
      .filter(Boolean)
      .join(' ') || undefined;

  function field(
    key: keyof RecipeDraft,
    label: string,
    control: (props: {
      id: string;
      name: string;
      value: string;
      'aria-invalid': true | undefined;
      'aria-describedby': string | undefined;
    }) => React.ReactNode,
    hint?: string,
  ) {
    const error = errors[key as RecipeField];
    return (
      <div className="space-y-1.5">
        <Label htmlFor={id(key)}>{label}</Label>
        {control({
          id: id(key),
          name: key,
          value: draft[key],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': described(key, hint),
        })}
        {error ? (
          <p id={id(`${key}-error`)} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        {hint ? (
          <p id={id(`${key}-hint`)} className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <SiteSection id="add" title={title} intro={texts.addIntro}>
      <div className="max-w-3xl rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8">
        <div role="status">
          {saved ? (
            <div className="mb-6 flex flex-wrap items-center gap-3 rounded-lg bg-primary/10 p-4">
              <span className="flex-1 font-medium">{fmt(texts.saved, { title: saved.title })}</span>
              <Button type="button" variant="outline" size="sm" onClick={() => onOpen(saved.id)}>
                {texts.openSaved}
              </Button>
            </div>
          ) : null}
        </div>
        <form noValidate onSubmit={submit} className="space-y-4">
          {field('title', texts.fieldTitle, (props) => (
            <Input {...props} onChange={(event) => update('title', event.target.value)} />
          ))}
          {field('description', texts.fieldDescription, (props) => (
            <Input {...props} onChange={(event) => update('description', event.target.value)} />
          ))}
          <div className="grid gap-4 sm:grid-cols-3">
            {field('minutes', texts.fieldMinutes, (props) => (
              <Input
                {...props}
                type="number"
                inputMode="numeric"
                min={1}
                max={600}
                onChange={(event) => update('minutes', event.target.value)}
              />
            ))}
            {field('servings', texts.fieldServings, (props) => (
              <Input
                {...props}
                type="number"
                inputMode="numeric"
                min={1}
                max={24}
                onChange={(event) => update('servings', event.target.value)}
              />
            ))}
            {field(
              'tags',
              texts.fieldTags,
              (props) => (
                <Input {...props} onChange={(event) => update('tags', event.target.value)} />
              ),
              texts.tagsHint,
            )}
          </div>
          {field(
            'ingredients',
            texts.fieldIngredients,
            (props) => (
              <Textarea {...props} rows={5} onChange={(event) => update('ingredients', event.target.value)} />
            ),
            texts.ingredientsHint,
          )}
          {field(
            'steps',
            texts.fieldSteps,
            (props) => (
              <Textarea {...props} rows={5} onChange={(event) => update('steps', event.target.value)} />
            ),
            texts.stepsHint,
          )}
          <Button type="submit" size="lg">
            <SaveIcon aria-hidden />
            {texts.save}
          </Button>
        </form>
      </div>
    </SiteSection>
  );
}

/**
 * Writing a post: a title, a category (suggested from the blog's own) and the text, each field named by
 * its label and described by its error or hint, the first wrong field focused on publish. A published
 * post is announced and joins the list at the top.
 */
import * as React from 'react';
import { SendIcon } from 'lucide-react';

import {
  EMPTY_DRAFT,
  draftErrors,
  type Draft,
  type DraftErrors,
  type DraftField,
} from '@/components/sections/blog/logic';
import { FormField } from '@/components/sections/form-field';
import { SiteSection } from '@/components/sections/site-section';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { fmt } from '@/lib/app-frame';
import type { BlogSchema } from '@/lib/blog';

const FIELD_ORDER: readonly DraftField[] = ['title', 'body'];

export function NewPost({
  schema,
  title,
  categories,
  onPublish,
  start,
}: {
  schema: BlogSchema;
  title: string;
  categories: readonly string[];
  /** Publishes the draft; returns the title it was published under. */
  onPublish: (draft: Draft) => string;
  /** Where the form starts (tests render its states on the server). */
  start?: { draft: Draft; errors: DraftErrors };
}) {
  const { texts } = schema;
  const [draft, setDraft] = React.useState<Draft>(start?.draft ?? EMPTY_DRAFT);
  const [errors, setErrors] = React.useState<DraftErrors>(start?.errors ?? {});
  const [published, setPublished] = React.useState('');
  const base = React.useId();
  const id = (key: string) => `${base}-${key}`;

  function update(key: keyof Draft, value: string) {
    setDraft((previous) => ({ ...previous, [key]: value }));
    if (key in errors) setErrors((previous) => ({ ...previous, [key]: undefined }));
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = draftErrors(draft, texts);
    setErrors(found);
    const first = FIELD_ORDER.find((key) => found[key]);
    if (first) {
      setPublished('');
      document.getElementById(id(first))?.focus();
      return;
    }
    setPublished(onPublish(draft));
    setDraft(EMPTY_DRAFT);
  }

  return (
    <SiteSection id="new-post" title={title} intro={texts.newPostIntro}>
      <form noValidate onSubmit={submit} className="max-w-2xl space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={id('title')} label={texts.fieldTitle} error={errors.title}>
            {(control) => (
              <Input
                {...control}
                name="title"
                value={draft.title}
                onChange={(event) => update('title', event.target.value)}
              />
            )}
          </FormField>
          <FormField id={id('category')} label={texts.fieldCategory}>
            {(control) => (
              <>
                <Input
                  {...control}
                  name="category"
                  list={id('categories')}
                  value={draft.category}
                  onChange={(event) => update('category', event.target.value)}
                />
                <datalist id={id('categories')}>
                  {categories.map((name) => (
                    <option key={name} value={name} />
                  ))}
                </datalist>
              </>
            )}
          </FormField>
        </div>
        <FormField id={id('body')} label={texts.fieldBody} error={errors.body} hint={texts.bodyHint}>
          {(control) => (
            <Textarea
              {...control}
              name="body"
              rows={8}
              value={draft.body}
              onChange={(event) => update('body', event.target.value)}
            />
          )}
        </FormField>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit">
            <SendIcon aria-hidden className="rtl:-scale-x-100" />
            {texts.publish}
          </Button>
          <p role="status" className="text-sm font-medium text-primary">
            {published ? fmt(texts.published, { title: published }) : ''}
          </p>
        </div>
      </form>
    </SiteSection>
  );
}

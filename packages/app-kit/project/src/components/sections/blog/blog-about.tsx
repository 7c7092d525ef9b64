/**
 * About the author (avatar initials, name, a few words, how many posts) and the newsletter: an e-mail
 * field named by its label and described by its error, then a confirmation kept with the address.
 */
import * as React from 'react';
import { MailCheckIcon, PenLineIcon } from 'lucide-react';

import { isEmail } from '@/lib/forms';
import { SiteSection } from '@/components/sections/site-section';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { fmt } from '@/lib/app-frame';
import type { BlogSchema } from '@/lib/blog';

export function BlogAbout({ schema, title, count }: { schema: BlogSchema; title: string; count: number }) {
  const { author, texts } = schema;
  return (
    <SiteSection id="about" title={title}>
      <div className="flex flex-col gap-6 rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:flex-row sm:items-center">
        <div
          aria-hidden
          className="flex size-24 shrink-0 items-center justify-center rounded-full bg-primary text-3xl font-bold text-primary-foreground"
        >
          {author.initials}
        </div>
        <div className="min-w-0">
          <h3 className="text-xl font-semibold break-words">{author.name}</h3>
          <p className="mt-2 text-muted-foreground">{author.about}</p>
          <p className="mt-3 inline-flex items-center gap-2 text-sm font-medium text-primary">
            <PenLineIcon aria-hidden className="size-4" />
            {fmt(texts.aboutPosts, { n: count })}
          </p>
        </div>
      </div>
    </SiteSection>
  );
}

export function BlogNewsletter({
  schema,
  title,
  subscribed,
  onSubscribe,
}: {
  schema: BlogSchema;
  title: string;
  /** The address subscribed with, or null. */
  subscribed: string | null;
  onSubscribe: (email: string | null) => void;
}) {
  const { texts } = schema;
  const [email, setEmail] = React.useState('');
  const [error, setError] = React.useState('');
  const id = React.useId();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isEmail(email)) {
      setError(texts.errEmail);
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setError('');
    onSubscribe(email.trim());
    setEmail('');
  }

  return (
    <SiteSection id="newsletter" title={title} intro={texts.newsletterText} tinted>
      {subscribed ? (
        <div role="status" className="flex max-w-md flex-col items-start gap-3">
          <p className="inline-flex items-center gap-2 font-semibold">
            <MailCheckIcon aria-hidden className="size-5 shrink-0 text-primary" />
            {fmt(texts.subscribed, { email: subscribed })}
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => onSubscribe(null)}>
            {texts.unsubscribe}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-2">
          <Label htmlFor={`${id}-email`}>{texts.fieldEmail}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <Button type="submit">{texts.subscribe}</Button>
          </div>
          {error ? (
            <p id={`${id}-error`} className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </SiteSection>
  );
}

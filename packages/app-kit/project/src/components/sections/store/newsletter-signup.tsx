/** The newsletter band: an email field named by its label and described by its error, then a thank-you. */
import * as React from 'react';
import { MailCheckIcon } from 'lucide-react';

import { SiteSection } from '@/components/sections/site-section';
import { isEmail } from '@/lib/forms';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { StoreTexts } from '@/lib/store';

export function NewsletterSignup({ texts, title }: { texts: StoreTexts; title: string }) {
  const [email, setEmail] = React.useState('');
  const [error, setError] = React.useState('');
  const [done, setDone] = React.useState(false);
  const id = React.useId();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isEmail(email)) {
      setError(texts.errEmail);
      return;
    }
    setError('');
    setDone(true);
  }

  return (
    <SiteSection id="newsletter" title={title} intro={texts.newsletterText}>
      {done ? (
        <p role="status" className="inline-flex items-center gap-2 font-semibold text-primary">
          <MailCheckIcon aria-hidden className="size-5" />
          {texts.subscribed}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-2">
          <Label htmlFor={`${id}-email`}>{texts.fieldEmail}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <Button type="submit">{texts.subscribe}</Button>
          </div>
          <p id={`${id}-error`} role="alert" className="min-h-5 text-sm text-destructive">
            {error}
          </p>
        </form>
      )}
    </SiteSection>
  );
}

/**
 * How to get in touch: a message form (each field named by its label and described by its error or
 * hint, the first wrong field focused on submit, a thank-you that is announced) or, without forms, an
 * e-mail button; beside it the e-mail, phone, city and availability.
 */
import * as React from 'react';
import { CheckCircle2Icon, MailIcon, MapPinIcon, PhoneIcon, SendIcon } from 'lucide-react';

import {
  EMPTY_MESSAGE,
  messageErrors,
  telHref,
  type Message,
  type MessageErrors,
  type MessageField,
} from '@/components/sections/portfolio/logic';
import { FormField } from '@/components/sections/form-field';
import { SiteSection } from '@/components/sections/site-section';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { fmt } from '@/lib/app-frame';
import type { PortfolioSchema } from '@/lib/portfolio';

const FIELD_ORDER: readonly MessageField[] = ['name', 'email', 'message'];

/** What the form holds: the values, the errors shown, and the message sent (the thank-you state). */
export interface ContactState {
  values: Message;
  errors: MessageErrors;
  sent: Message | null;
}

export function ContactForm({
  schema,
  start,
}: {
  schema: PortfolioSchema;
  /** Where the form starts (tests render its states on the server). */
  start?: ContactState;
}) {
  const { texts } = schema;
  const [values, setValues] = React.useState<Message>(start?.values ?? EMPTY_MESSAGE);
  const [errors, setErrors] = React.useState<MessageErrors>(start?.errors ?? {});
  const [sent, setSent] = React.useState<Message | null>(start?.sent ?? null);
  const base = React.useId();
  const id = (key: string) => `${base}-${key}`;
  const thanks = React.useRef<HTMLHeadingElement>(null);

  function update<K extends keyof Message>(key: K, value: Message[K]) {
    setValues((previous) => ({ ...previous, [key]: value }));
    if (key in errors) setErrors((previous) => ({ ...previous, [key]: undefined }));
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = messageErrors(values, texts);
    setErrors(found);
    const first = FIELD_ORDER.find((key) => found[key]);
    if (first) {
      document.getElementById(id(first))?.focus();
      return;
    }
    setSent(values);
    setValues(EMPTY_MESSAGE);
    requestAnimationFrame(() => thanks.current?.focus());
  }

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-start gap-3 py-4">
        <CheckCircle2Icon aria-hidden className="size-10 text-primary" />
        <h3 ref={thanks} tabIndex={-1} className="text-2xl font-bold outline-none">
          {fmt(texts.sentTitle, { name: sent.name.trim() })}
        </h3>
        <p className="text-muted-foreground">{fmt(texts.sentText, { email: sent.email.trim() })}</p>
        <Button type="button" variant="outline" onClick={() => setSent(null)}>
          {texts.sendAnother}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('name')} label={texts.fieldName} error={errors.name}>
          {(control) => (
            <Input
              {...control}
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={(event) => update('name', event.target.value)}
            />
          )}
        </FormField>
        <FormField id={id('email')} label={texts.fieldEmail} error={errors.email}>
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => update('email', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField id={id('topic')} label={texts.fieldTopic}>
        {(control) => (
          <NativeSelect
            {...control}
            name="topic"
            value={values.topic}
            onChange={(event) => update('topic', event.target.value as Message['topic'])}
          >
            <option value="project">{texts.topicProject}</option>
            <option value="collaboration">{texts.topicCollab}</option>
            <option value="hello">{texts.topicHello}</option>
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id={id('message')}
        label={texts.fieldMessage}
        error={errors.message}
        hint={texts.messageHint}
      >
        {(control) => (
          <Textarea
            {...control}
            name="message"
            rows={5}
            value={values.message}
            onChange={(event) => update('message', event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" size="lg">
        <SendIcon aria-hidden className="rtl:-scale-x-100" />
        {texts.send}
      </Button>
    </form>
  );
}

function ContactDetails({ schema }: { schema: PortfolioSchema }) {
  const { profile, texts } = schema;
  return (
    <ul className="h-fit space-y-4 rounded-xl border bg-card p-6 shadow-sm">
      {profile.email ? (
        <li className="flex min-w-0 items-center gap-3">
          <MailIcon aria-hidden className="size-5 shrink-0 text-primary" />
          <a
            href={`mailto:${profile.email}`}
            className="truncate font-medium text-primary underline-offset-4 hover:underline"
          >
            {profile.email}
          </a>
        </li>
      ) : null}
      {profile.phone ? (
        <li className="flex items-center gap-3">
          <PhoneIcon aria-hidden className="size-5 shrink-0 text-primary" />
          <a
            href={telHref(profile.phone)}
            dir="ltr"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {profile.phone}
          </a>
        </li>
      ) : null}
      {profile.location ? (
        <li className="flex items-center gap-3">
          <MapPinIcon aria-hidden className="size-5 shrink-0 text-primary" />
          {profile.location}
        </li>
      ) : null}
      <li className="flex items-center gap-3">
        <span aria-hidden className="mx-1.5 size-2.5 shrink-0 rounded-full bg-emerald-500" />
        {texts.available}
      </li>
    </ul>
  );
}

export function PortfolioContact({
  schema,
  title,
  start,
}: {
  schema: PortfolioSchema;
  title: string;
  start?: ContactState;
}) {
  const { texts, features, profile } = schema;
  return (
    <SiteSection id="contact" title={title} intro={texts.contactIntro}>
      <div className="grid gap-6 md:grid-cols-[1fr_20rem]">
        {features.forms ? (
          <div className="rounded-xl border bg-card p-6 shadow-sm">
            <ContactForm schema={schema} start={start} />
          </div>
        ) : profile.email ? (
          <div>
            <Button asChild size="lg">
              <a href={`mailto:${profile.email}`}>
                <MailIcon aria-hidden />
                {texts.emailMe}
              </a>
            </Button>
          </div>
        ) : null}
        <ContactDetails schema={schema} />
      </div>
    </SiteSection>
  );
}

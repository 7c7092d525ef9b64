/**
 * The landing page's forms: the contact form (each field named by its label and described by its error,
 * the first wrong field focused on submit, the plan picked in the pricing carried in, a thank-you that is
 * announced; beside it the business's e-mail, phone and address and reasons to write) and the sign-up
 * for news. What a visitor sends stays in the browser, under the app's name.
 */
import * as React from 'react';
import {
  CircleCheckIcon,
  ClockIcon,
  MailIcon,
  MapPinIcon,
  MessageSquareIcon,
  PhoneIcon,
  SendIcon,
  SparklesIcon,
} from 'lucide-react';

import {
  EMPTY_MESSAGE,
  messageErrors,
  telHref,
  type Message,
  type MessageErrors,
  type MessageField,
} from '@/components/sections/landing/logic';
import { isEmail } from '@/lib/forms';
import { FormField } from '@/components/sections/form-field';
import { SiteSection } from '@/components/sections/site-section';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { fmt } from '@/lib/app-frame';
import type { LandingSchema } from '@/lib/landing';
import { useStoredState } from '@/lib/stored-state';

const FIELD_ORDER: readonly MessageField[] = ['name', 'email', 'message'];
const PERK_ICONS = [ClockIcon, MessageSquareIcon, SparklesIcon];

/** What the form holds: the values, the errors shown, and the message sent (the thank-you state). */
export interface ContactState {
  values: Message;
  errors: MessageErrors;
  sent: Message | null;
}

export function ContactForm({
  schema,
  plan,
  onPlanChange,
  start,
}: {
  schema: LandingSchema;
  /** The plan picked in the pricing, or empty. */
  plan: string;
  onPlanChange: (plan: string) => void;
  /** Where the form starts (tests render its states on the server). */
  start?: ContactState;
}) {
  const { texts, frame, plans } = schema;
  const withPlans = plans.length > 0 && schema.sections.some((s) => s.id === 'pricing');
  // A draft survives a reload when the app keeps data; sent messages are kept like the old page did.
  const [draft, setDraft] = useStoredState<Message>(
    `${frame.slug}:contact-draft`,
    () => start?.values ?? EMPTY_MESSAGE,
    frame.persistence,
  );
  const [, setMessages] = useStoredState<(Message & { sentAt: string })[]>(
    `${frame.slug}:contact-messages`,
    () => [],
    true,
  );
  const [errors, setErrors] = React.useState<MessageErrors>(start?.errors ?? {});
  const [sent, setSent] = React.useState<Message | null>(start?.sent ?? null);
  const base = React.useId();
  const id = (key: string) => `${base}-${key}`;
  const thanks = React.useRef<HTMLHeadingElement>(null);
  const values = { ...draft, plan: withPlans ? plan : '' };

  function update(key: MessageField, value: string) {
    setDraft((previous) => ({ ...previous, [key]: value }));
    if (errors[key]) setErrors((previous) => ({ ...previous, [key]: undefined }));
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
    const message = {
      name: values.name.trim(),
      email: values.email.trim(),
      plan: values.plan,
      message: values.message.trim(),
    };
    setMessages((previous) => [...previous, { ...message, sentAt: new Date().toISOString() }]);
    setSent(message);
    setDraft(EMPTY_MESSAGE);
    requestAnimationFrame(() => thanks.current?.focus());
  }

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
        <CircleCheckIcon aria-hidden className="size-10 text-primary" />
        <h3 ref={thanks} tabIndex={-1} className="text-xl font-semibold outline-none">
          {texts.sentTitle}
        </h3>
        <p className="max-w-sm text-muted-foreground">
          {fmt(texts.sentBody, { name: sent.name, email: sent.email })}
        </p>
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
              placeholder={texts.namePlaceholder}
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
              placeholder="you@example.com"
              dir="ltr"
              value={values.email}
              onChange={(event) => update('email', event.target.value)}
            />
          )}
        </FormField>
      </div>
      {withPlans ? (
        <FormField id={id('plan')} label={texts.fieldPlan}>
          {(control) => (
            <NativeSelect
              {...control}
              name="plan"
              value={values.plan}
              onChange={(event) => onPlanChange(event.target.value)}
            >
              <option value="">{texts.noPlan}</option>
              {plans.map((option) => (
                <option key={option.name} value={option.name}>
                  {option.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : null}
      <FormField id={id('message')} label={texts.fieldMessage} error={errors.message}>
        {(control) => (
          <Textarea
            {...control}
            name="message"
            rows={5}
            placeholder={texts.messagePlaceholder}
            value={values.message}
            onChange={(event) => update('message', event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full">
        <SendIcon aria-hidden className="rtl:-scale-x-100" />
        {texts.send}
      </Button>
      <p className="text-center text-xs text-muted-foreground">{texts.demo}</p>
    </form>
  );
}

/** The business's e-mail, phone and address as the brief gave them, then reasons to write. */
function ContactDetails({ schema }: { schema: LandingSchema }) {
  const { reach, texts, perks } = schema;
  const row = 'flex gap-4';
  const icon = 'flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary';
  return (
    <ul className="space-y-6">
      {reach.email ? (
        <li className={row}>
          <span className={icon}>
            <MailIcon aria-hidden className="size-5" />
          </span>
          <span className="min-w-0">
            <span className="block font-semibold">{texts.emailLabel}</span>
            <a
              href={`mailto:${reach.email}`}
              className="break-all text-primary underline-offset-4 hover:underline"
            >
              {reach.email}
            </a>
          </span>
        </li>
      ) : null}
      {reach.phone ? (
        <li className={row}>
          <span className={icon}>
            <PhoneIcon aria-hidden className="size-5" />
          </span>
          <span>
            <span className="block font-semibold">{texts.phoneLabel}</span>
            <a
              href={telHref(reach.phone)}
              dir="ltr"
              className="text-primary underline-offset-4 hover:underline"
            >
              {reach.phone}
            </a>
          </span>
        </li>
      ) : null}
      {reach.address ? (
        <li className={row}>
          <span className={icon}>
            <MapPinIcon aria-hidden className="size-5" />
          </span>
          <span>
            <span className="block font-semibold">{texts.addressLabel}</span>
            {reach.address}
          </span>
        </li>
      ) : null}
      {perks.map(({ title, body }, i) => {
        const Icon = PERK_ICONS[i % PERK_ICONS.length] ?? SparklesIcon;
        return (
          <li key={title} className={row}>
            <span className={icon}>
              <Icon aria-hidden className="size-5" />
            </span>
            <span>
              <span className="block font-semibold">{title}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{body}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function LandingContact({
  schema,
  title,
  plan,
  onPlanChange,
  start,
}: {
  schema: LandingSchema;
  title: string;
  plan: string;
  onPlanChange: (plan: string) => void;
  start?: ContactState;
}) {
  return (
    <SiteSection id="contact" title={title} intro={schema.texts.contactIntro}>
      <div className="grid gap-10 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <ContactDetails schema={schema} />
        </div>
        <div className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm lg:col-span-3">
          <ContactForm schema={schema} plan={plan} onPlanChange={onPlanChange} start={start} />
        </div>
      </div>
    </SiteSection>
  );
}

/** The sign-up for news: an e-mail, checked, and a thank-you once signed up. */
export function LandingNewsletter({
  schema,
  title,
  start,
}: {
  schema: LandingSchema;
  title: string;
  /** Signed up already (tests render the thank-you on the server). */
  start?: string;
}) {
  const { texts, frame } = schema;
  const [email, setEmail] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const [subscribed, setSubscribed] = useStoredState<string | null>(
    `${frame.slug}:newsletter`,
    () => start ?? null,
    true,
  );
  const id = React.useId();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isEmail(email)) {
      setError(texts.newsletterInvalid);
      document.getElementById(id)?.focus();
      return;
    }
    setError(null);
    setSubscribed(email.trim());
    setEmail('');
  }

  return (
    <SiteSection id="newsletter" title={title} intro={texts.newsletterIntro} tinted>
      {subscribed ? (
        <p role="status" className="flex items-center gap-3 font-medium">
          <CircleCheckIcon aria-hidden className="size-5 shrink-0 text-primary" />
          {texts.subscribed}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="max-w-xl space-y-1.5">
          <Label htmlFor={id} className="sr-only">
            {texts.newsletterLabel}
          </Label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input
              id={id}
              name="email"
              type="email"
              autoComplete="email"
              dir="ltr"
              placeholder={texts.newsletterPlaceholder}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="flex-1"
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

/**
 * The booking form. Services: the service, a day of the next two weeks (closed days and a day with no
 * times left are disabled), one of its free start times, name, email and notes. Events: the event with
 * its day, place, price and seats left, how many tickets, name and email. Both then put the brief's own
 * questions (booking-questions.tsx), which are optional. Every other field is checked, each
 * error is tied to its field and the first one gets the focus; what happened is announced in a status line.
 */
import * as React from 'react';
import { CheckCircle2Icon } from 'lucide-react';

import {
  TICKET_COUNTS,
  eventDate,
  eventErrors,
  firstFreeDay,
  isClosed,
  nextDays,
  serviceErrors,
  slotsFor,
  spotsLeft,
  type BookingErrors,
  type Busy,
} from '@/components/sections/booking/logic';
import { priceText } from '@/components/sections/booking/booking-services';
import { BookingQuestions, answered, type Answers } from '@/components/sections/booking/booking-questions';
import { SiteSection } from '@/components/sections/site-section';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { fmt } from '@/lib/app-frame';
import type { Booking, BookingSchema, Offering } from '@/lib/booking';
import { formatClock, formatDay, toDayKey } from '@/lib/dates';
import { newId } from '@/lib/id';
import { cn } from '@/lib/utils';

export interface BookingFormProps {
  schema: BookingSchema;
  title: string;
  selectedId: string;
  onSelect: (id: string) => void;
  busy: Busy;
  onBook: (booking: Booking) => void;
  now: Date;
}

/** A field's error line, tied to its control by id. */
function ErrorLine({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm font-medium text-destructive">
      {error}
    </p>
  ) : null;
}

/** Ties a control to its error and marks it invalid while it has one. */
function described(id: string, error?: string) {
  return { 'aria-describedby': error ? id : undefined, 'aria-invalid': error ? true : undefined };
}

function Status({ message }: { message: string }) {
  return (
    <p role="status" className="mt-4 flex min-h-6 items-start gap-2 font-medium">
      {message ? <CheckCircle2Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" /> : null}
      {message}
    </p>
  );
}

function focusFirst(form: HTMLFormElement, errors: BookingErrors) {
  const order = ['service', 'date', 'time', 'tickets', 'name', 'email'] as const;
  const first = order.find((key) => errors[key]);
  if (first) form.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
}

function ServicePicker({
  id,
  schema,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  schema: BookingSchema;
  label: string;
  value: string;
  error?: string;
  onChange: (id: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-service`}>{label}</Label>
      <NativeSelect
        id={`${id}-service`}
        data-field="service"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...described(`${id}-service-error`, error)}
      >
        {schema.offerings.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </NativeSelect>
      <ErrorLine id={`${id}-service-error`} error={error} />
    </div>
  );
}

function PersonFields({
  id,
  schema,
  name,
  email,
  errors,
  onName,
  onEmail,
}: {
  id: string;
  schema: BookingSchema;
  name: string;
  email: string;
  errors: BookingErrors;
  onName: (value: string) => void;
  onEmail: (value: string) => void;
}) {
  const { texts } = schema;
  return (
    <>
      <div className="grid min-w-0 content-start gap-1.5">
        <Label htmlFor={`${id}-name`}>{texts.fieldName}</Label>
        <Input
          id={`${id}-name`}
          data-field="name"
          autoComplete="name"
          value={name}
          onChange={(event) => onName(event.target.value)}
          {...described(`${id}-name-error`, errors.name)}
        />
        <ErrorLine id={`${id}-name-error`} error={errors.name} />
      </div>
      <div className="grid min-w-0 content-start gap-1.5">
        <Label htmlFor={`${id}-email`}>{texts.fieldEmail}</Label>
        <Input
          id={`${id}-email`}
          data-field="email"
          type="email"
          dir="ltr"
          autoComplete="email"
          value={email}
          onChange={(event) => onEmail(event.target.value)}
          {...described(`${id}-email-error`, errors.email)}
        />
        <ErrorLine id={`${id}-email-error`} error={errors.email} />
      </div>
    </>
  );
}

const CHOICE =
  'rounded-md border text-sm transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-40';

function ServiceForm({ schema, title, selectedId, onSelect, busy, onBook, now }: BookingFormProps) {
  const { texts, frame, hours } = schema;
  const id = React.useId();
  const service = schema.offerings.find((o) => o.id === selectedId);
  const [date, setDate] = React.useState(() => firstFreeDay(service, hours, now, busy));
  const [time, setTime] = React.useState('');
  const [name, setName] = React.useState('');
  const [email, setEmail] = React.useState('');
  const [notes, setNotes] = React.useState('');
  const [answers, setAnswers] = React.useState<Answers>({});
  const [errors, setErrors] = React.useState<BookingErrors>({});
  const [message, setMessage] = React.useState('');
  const slots = service ? slotsFor(service, hours, date, now, busy) : [];
  const today = toDayKey(now);
  // Late in the day today has no start times left: it shows as over, not as an empty day.
  const todayOver = service
    ? !isClosed(hours, today) && slotsFor(service, hours, today, now, busy).length === 0
    : false;
  const longDate = (day: string) => formatDay(day, frame.locale, { dateStyle: 'full' });
  const clear = (...keys: (keyof BookingErrors)[]) =>
    setErrors((previous) =>
      Object.fromEntries(Object.entries(previous).filter(([k]) => !keys.includes(k as keyof BookingErrors))),
    );

  function choose(next: string) {
    onSelect(next);
    setTime('');
    clear('service', 'time');
    const offering = schema.offerings.find((o) => o.id === next);
    if (offering && !slotsFor(offering, hours, date, now, busy).some((slot) => slot.free))
      setDate(firstFreeDay(offering, hours, now, busy));
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = serviceErrors({ offering: service, date, time, name, email }, hours, now, busy, texts);
    setErrors(found);
    if (Object.keys(found).length > 0 || !service) {
      focusFirst(event.currentTarget, found);
      return;
    }
    onBook({
      id: newId(),
      offeringId: service.id,
      date,
      time,
      name: name.trim(),
      email: email.trim(),
      tickets: 1,
      notes: notes.trim(),
      answers: answered(schema.questions ?? [], answers),
    });
    const summary = fmt(texts.summary, { service: service.name, date: longDate(date), time });
    setMessage(fmt(texts.booked, { summary, email: email.trim() }));
    setTime('');
    setNotes('');
    setAnswers({});
  }

  return (
    <SiteSection id="book" title={title} tinted>
      <div className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
        <form noValidate onSubmit={submit} className="space-y-6">
          <ServicePicker
            id={id}
            schema={schema}
            label={texts.fieldService}
            value={selectedId}
            error={errors.service}
            onChange={choose}
          />
          <fieldset {...described(`${id}-date-error`, errors.date)}>
            <legend className="mb-2 text-sm font-medium">{texts.dateLabel}</legend>
            <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
              {nextDays(now).map((day, i) => {
                const closed = isClosed(hours, day);
                const over = day === today && todayOver;
                const note = closed ? ` (${texts.closedDay})` : over ? ` (${texts.dayOver})` : '';
                return (
                  <button
                    key={day}
                    type="button"
                    data-field={i === 0 ? 'date' : undefined}
                    disabled={closed || over}
                    aria-pressed={date === day}
                    aria-label={
                      formatDay(day, frame.locale, { weekday: 'long', day: 'numeric', month: 'long' }) + note
                    }
                    onClick={() => {
                      setDate(day);
                      setTime('');
                      clear('date', 'time');
                    }}
                    className={cn(
                      CHOICE,
                      'flex flex-col items-center px-1 py-2',
                      date === day
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'hover:border-primary',
                    )}
                  >
                    <span className="text-xs uppercase">
                      {formatDay(day, frame.locale, { weekday: 'short' })}
                    </span>
                    <span className="text-lg font-semibold">
                      {formatDay(day, frame.locale, { day: 'numeric' })}
                    </span>
                  </button>
                );
              })}
            </div>
            {todayOver ? <p className="mt-2 text-sm text-muted-foreground">{texts.todayOver}</p> : null}
            <ErrorLine id={`${id}-date-error`} error={errors.date} />
          </fieldset>
          <fieldset {...described(`${id}-time-error`, errors.time)}>
            <legend className="mb-2 text-sm font-medium">{texts.timeLabel}</legend>
            {slots.length === 0 ? (
              <p className="text-sm text-muted-foreground">{texts.noSlots}</p>
            ) : (
              <div className="flex flex-wrap gap-2">
                {slots.map((slot, i) => (
                  <button
                    key={slot.time}
                    type="button"
                    dir="ltr"
                    data-field={i === 0 ? 'time' : undefined}
                    disabled={!slot.free}
                    aria-pressed={time === slot.time}
                    onClick={() => {
                      setTime(slot.time);
                      clear('time');
                    }}
                    className={cn(
                      CHOICE,
                      'px-3 py-1.5 font-medium tabular-nums disabled:line-through',
                      time === slot.time
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'hover:border-primary',
                    )}
                  >
                    {formatClock(slot.time, frame.locale)}
                    {slot.free ? null : <span className="sr-only"> ({texts.taken})</span>}
                  </button>
                ))}
              </div>
            )}
            <ErrorLine id={`${id}-time-error`} error={errors.time} />
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <PersonFields
              id={id}
              schema={schema}
              name={name}
              email={email}
              errors={errors}
              onName={(value) => {
                setName(value);
                clear('name');
              }}
              onEmail={(value) => {
                setEmail(value);
                clear('email');
              }}
            />
          </div>
          <BookingQuestions
            id={id}
            questions={schema.questions ?? []}
            answers={answers}
            onChange={setAnswers}
          />
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-notes`}>{texts.fieldNotes}</Label>
            <Textarea
              id={`${id}-notes`}
              rows={3}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
          </div>
          {service && time ? (
            <p className="rounded-xl bg-primary/10 p-3 text-sm font-medium">
              {fmt(texts.summary, { service: service.name, date: longDate(date), time })}
            </p>
          ) : null}
          <Button type="submit" size="lg">
            {texts.book}
          </Button>
        </form>
        <Status message={message} />
      </div>
    </SiteSection>
  );
}

function EventForm({ schema, title, selectedId, onSelect, busy, onBook, now }: BookingFormProps) {
  const { texts, frame } = schema;
  const id = React.useId();
  const [tickets, setTickets] = React.useState(1);
  const [name, setName] = React.useState('');
  const [email, setEmail] = React.useState('');
  const [answers, setAnswers] = React.useState<Answers>({});
  const [errors, setErrors] = React.useState<BookingErrors>({});
  const [message, setMessage] = React.useState('');
  const event: Offering | undefined = schema.offerings.find((o) => o.id === selectedId);
  const left = event ? spotsLeft(event, busy) : 0;
  const ticketText = (n: number) => (n === 1 ? texts.oneTicket : fmt(texts.tickets, { n }));

  function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const found = eventErrors({ offering: event, tickets, name, email }, busy, texts);
    setErrors(found);
    if (Object.keys(found).length > 0 || !event) {
      focusFirst(e.currentTarget, found);
      return;
    }
    onBook({
      id: newId(),
      offeringId: event.id,
      date: eventDate(event, now),
      time: event.time,
      name: name.trim(),
      email: email.trim(),
      tickets,
      notes: '',
      answers: answered(schema.questions ?? [], answers),
    });
    setMessage(fmt(texts.rsvped, { count: tickets, event: event.name }));
    setTickets(1);
    setAnswers({});
  }

  return (
    <SiteSection id="book" title={title} tinted>
      <div className="max-w-2xl rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
        <form noValidate onSubmit={submit} className="space-y-4">
          <ServicePicker
            id={id}
            schema={schema}
            label={texts.fieldService}
            value={selectedId}
            error={errors.service}
            onChange={(next) => {
              onSelect(next);
              setErrors({});
            }}
          />
          {event ? (
            <p className="rounded-xl bg-primary/10 p-3 text-sm">
              {[
                formatDay(eventDate(event, now), frame.locale, { dateStyle: 'full' }),
                event.time ? formatClock(event.time, frame.locale) : null,
                event.venue,
                priceText(schema, event.price),
                left > 0 ? fmt(texts.spotsLeft, { n: left }) : texts.soldOut,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="grid min-w-0 content-start gap-1.5">
              <Label htmlFor={`${id}-tickets`}>{texts.fieldTickets}</Label>
              <NativeSelect
                id={`${id}-tickets`}
                data-field="tickets"
                value={String(tickets)}
                onChange={(e) => setTickets(Number(e.target.value))}
                {...described(`${id}-tickets-error`, errors.tickets)}
              >
                {TICKET_COUNTS.map((n) => (
                  <option key={n} value={n}>
                    {ticketText(n)}
                  </option>
                ))}
              </NativeSelect>
              <ErrorLine id={`${id}-tickets-error`} error={errors.tickets} />
            </div>
            <PersonFields
              id={id}
              schema={schema}
              name={name}
              email={email}
              errors={errors}
              onName={setName}
              onEmail={setEmail}
            />
          </div>
          <BookingQuestions
            id={id}
            questions={schema.questions ?? []}
            answers={answers}
            onChange={setAnswers}
          />
          <Button type="submit" size="lg" disabled={left === 0}>
            {texts.confirmRsvp}
          </Button>
        </form>
        <Status message={message} />
      </div>
    </SiteSection>
  );
}

export function BookingForm(props: BookingFormProps) {
  return props.schema.mode === 'events' ? <EventForm {...props} /> : <ServiceForm {...props} />;
}

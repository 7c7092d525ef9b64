/**
 * Table reservations: a form (name, phone, a day and one of its free times, party size, notes) checked
 * field by field with each error tied to its field, then the visitor's upcoming reservations, each with
 * a button to cancel it. What happened is announced in a status line.
 */
import * as React from 'react';
import { CalendarXIcon, CheckCircle2Icon, UsersIcon } from 'lucide-react';

import { EmptyState } from '@/components/sections/list-tools';
import {
  PARTY_SIZES,
  blankReservation,
  defaultTime,
  reservationErrors,
  slotsFor,
  upcoming,
  type ReservationErrors,
  type ReservationValues,
} from '@/components/sections/restaurant/logic';
import { SiteSection } from '@/components/sections/site-section';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { fmt } from '@/lib/app-frame';
import { formatClock, formatDay, toDayKey } from '@/lib/dates';
import { newId } from '@/lib/id';
import type { Reservation, RestaurantSchema } from '@/lib/restaurant';

/** A labelled field with its hint and error, both tied to the control. */
function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function RestaurantBooking({
  schema,
  title,
  reservations,
  onChange,
  now,
}: {
  schema: RestaurantSchema;
  title: string;
  reservations: readonly Reservation[];
  onChange: (update: (previous: Reservation[]) => Reservation[]) => void;
  now: Date;
}) {
  const { texts, frame, hours } = schema;
  const id = React.useId();
  const [values, setValues] = React.useState<ReservationValues>(() => blankReservation(hours, now));
  const [errors, setErrors] = React.useState<ReservationErrors>({});
  const [message, setMessage] = React.useState('');
  const slots = slotsFor(hours, values.date, now);
  const list = upcoming(reservations, now);
  const guests = (n: number) => (n === 1 ? texts.oneGuest : fmt(texts.guests, { n }));
  const longDate = (day: string) => formatDay(day, frame.locale, { dateStyle: 'full' });

  function set<K extends keyof ReservationValues>(key: K, value: ReservationValues[K]) {
    setValues((previous) => {
      const next = { ...previous, [key]: value };
      if (key === 'date') {
        const daySlots = slotsFor(hours, next.date, now);
        if (!daySlots.includes(next.time)) next.time = defaultTime(daySlots);
      }
      return next;
    });
    if (errors[key as keyof ReservationErrors]) setErrors((previous) => ({ ...previous, [key]: undefined }));
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = reservationErrors(values, hours, now, texts);
    setErrors(found);
    const first = (['name', 'phone', 'date', 'time'] as const).find((key) => found[key]);
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const reservation: Reservation = {
      ...values,
      id: newId(),
      name: values.name.trim(),
      phone: values.phone.trim(),
      notes: values.notes.trim(),
    };
    onChange((previous) => [...previous, reservation]);
    setMessage(fmt(texts.confirmed, { date: longDate(reservation.date), time: reservation.time }));
    setValues(blankReservation(hours, now, { name: reservation.name, phone: reservation.phone }));
  }

  function cancel(reservation: Reservation) {
    onChange((previous) => previous.filter((r) => r.id !== reservation.id));
    setMessage(texts.cancelled);
  }

  /** Ties a control to its hint and error, and marks it invalid while it has one. */
  function describedBy(key: string, error?: string, hint = false) {
    const ids = [hint ? `${id}-${key}-hint` : '', error ? `${id}-${key}-error` : ''].filter(Boolean);
    return {
      'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
      'aria-invalid': error ? true : undefined,
    };
  }

  return (
    <SiteSection id="reservations" title={title} intro={texts.reservationsIntro} tinted>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
          <form noValidate onSubmit={submit} className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id={`${id}-name`} label={texts.fieldName} error={errors.name}>
                <Input
                  id={`${id}-name`}
                  name="name"
                  autoComplete="name"
                  value={values.name}
                  onChange={(event) => set('name', event.target.value)}
                  {...describedBy('name', errors.name)}
                />
              </Field>
              <Field id={`${id}-phone`} label={texts.fieldPhone} error={errors.phone}>
                <Input
                  id={`${id}-phone`}
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  dir="ltr"
                  value={values.phone}
                  onChange={(event) => set('phone', event.target.value)}
                  {...describedBy('phone', errors.phone)}
                />
              </Field>
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <Field id={`${id}-date`} label={texts.fieldDate} error={errors.date}>
                <Input
                  id={`${id}-date`}
                  name="date"
                  type="date"
                  min={toDayKey(now)}
                  value={values.date}
                  onChange={(event) => set('date', event.target.value)}
                  {...describedBy('date', errors.date)}
                />
              </Field>
              <Field id={`${id}-time`} label={texts.fieldTime} error={errors.time}>
                <NativeSelect
                  id={`${id}-time`}
                  name="time"
                  value={values.time}
                  disabled={slots.length === 0}
                  onChange={(event) => set('time', event.target.value)}
                  {...describedBy('time', errors.time)}
                >
                  {slots.length === 0 ? <option value="">{texts.noTimes}</option> : null}
                  {slots.map((slot) => (
                    <option key={slot} value={slot}>
                      {formatClock(slot, frame.locale)}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field id={`${id}-party`} label={texts.fieldParty}>
                <NativeSelect
                  id={`${id}-party`}
                  name="party"
                  value={String(values.party)}
                  onChange={(event) => set('party', Number(event.target.value))}
                >
                  {PARTY_SIZES.map((n) => (
                    <option key={n} value={n}>
                      {guests(n)}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </div>
            <Field id={`${id}-notes`} label={texts.fieldNotes} hint={texts.notesHint}>
              <Textarea
                id={`${id}-notes`}
                name="notes"
                rows={3}
                value={values.notes}
                onChange={(event) => set('notes', event.target.value)}
                {...describedBy('notes', undefined, true)}
              />
            </Field>
            <Button type="submit" size="lg">
              {texts.book}
            </Button>
          </form>
          <p role="status" className="mt-4 flex min-h-6 items-center gap-2 font-medium">
            {message ? <CheckCircle2Icon aria-hidden className="size-5 shrink-0 text-primary" /> : null}
            {message}
          </p>
        </div>
        <section aria-labelledby={`${id}-mine`}>
          <h3 id={`${id}-mine`} className="mb-3 text-lg font-semibold">
            {texts.myReservations}
          </h3>
          {list.length === 0 ? (
            <EmptyState
              icon={CalendarXIcon}
              title={texts.noReservations}
              hint={texts.noReservationsHint}
              className="bg-background"
            />
          ) : (
            <ul className="space-y-3">
              {list.map((r) => (
                <li
                  key={r.id}
                  className="flex items-start justify-between gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
                >
                  <div className="min-w-0">
                    <p className="font-semibold">
                      {formatDay(r.date, frame.locale, { weekday: 'short', day: 'numeric', month: 'short' })}{' '}
                      · <span dir="ltr">{formatClock(r.time, frame.locale)}</span>
                    </p>
                    <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-muted-foreground">
                      <UsersIcon aria-hidden className="size-4 shrink-0" />
                      {fmt(texts.reservationLine, { party: guests(r.party), name: r.name })}
                    </p>
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => cancel(r)}
                    aria-label={fmt(texts.cancelLabel, {
                      date: formatDay(r.date, frame.locale, { dateStyle: 'medium' }),
                      time: r.time,
                    })}
                  >
                    {texts.cancel}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </SiteSection>
  );
}

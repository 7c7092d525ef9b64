/**
 * An event's programme or the prices of passes, then what can be booked, as cards: a service's length, price and host with a button that picks it for the
 * form, or an event's day, time, place and seats left with a button to answer it.
 */
import { CalendarDaysIcon, ClockIcon, MapPinIcon, TicketIcon, UserIcon } from 'lucide-react';

import { eventDate, spotsLeft, type Busy } from '@/components/sections/booking/logic';
import { OfferingIcon } from '@/components/sections/booking/offering-icon';
import { formatPrice } from '@/lib/money';
import { SiteSection } from '@/components/sections/site-section';
import { Button } from '@/components/ui/button';
import { fmt } from '@/lib/app-frame';
import type { BookingSchema, Offering } from '@/lib/booking';
import { formatClock, formatDay } from '@/lib/dates';
import { cn } from '@/lib/utils';

export function priceText(schema: BookingSchema, price: number | null): string {
  if (price === null) return '';
  return price === 0 ? schema.texts.free : formatPrice(price, schema.currency, schema.frame.locale);
}

/** A week of classes in the order they come from today; other offerings as listed. */
function byNextDay(offerings: readonly Offering[], now: Date): readonly Offering[] {
  if (!offerings.some((offering) => offering.weekday !== undefined)) return offerings;
  const when = (offering: Offering) => `${eventDate(offering, now)} ${offering.time}`;
  return [...offerings].sort((a, b) => when(a).localeCompare(when(b)));
}

export function BookingServices({
  schema,
  title,
  selectedId,
  busy,
  canBook,
  onChoose,
  now,
}: {
  schema: BookingSchema;
  title: string;
  selectedId: string;
  busy: Busy;
  /** Whether the app has a form to book with. */
  canBook: boolean;
  onChoose: (offering: Offering) => void;
  now: Date;
}) {
  const { texts, frame } = schema;
  const events = schema.mode === 'events';
  return (
    <SiteSection id="services" title={title}>
      {schema.program && schema.program.length > 0 && (
        <div className="mb-8">
          <h3 className="text-lg font-semibold">{texts.programTitle}</h3>
          <ol className="mt-3 divide-y rounded-xl border bg-card text-card-foreground">
            {schema.program.map((step, index) => (
              <li key={`${index}-${step.time}`} className="flex gap-4 px-4 py-3">
                {step.time && (
                  <time
                    className="w-14 shrink-0 font-semibold tabular-nums text-primary"
                    dateTime={step.time}
                    dir="ltr"
                  >
                    {formatClock(step.time, frame.locale)}
                  </time>
                )}
                <span className="min-w-0 break-words">{step.title}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
      {schema.passes && schema.passes.length > 0 && (
        <div className="mb-8">
          <h3 className="text-lg font-semibold">{texts.pricesTitle}</h3>
          <ul className="mt-3 flex flex-wrap gap-3">
            {schema.passes.map((pass) => (
              <li
                key={pass.name}
                className="flex items-baseline gap-3 rounded-xl border bg-card px-4 py-3 text-card-foreground"
              >
                <span>{pass.name}</span>
                <span className="font-semibold tabular-nums">{priceText(schema, pass.price)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {byNextDay(schema.offerings, now).map((item) => {
          const chosen = selectedId === item.id;
          const left = events ? spotsLeft(item, busy) : 0;
          const price = priceText(schema, item.price);
          return (
            <li
              key={item.id}
              className={cn(
                'flex h-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm',
                chosen && canBook && 'ring-2 ring-primary',
              )}
            >
              <div className="flex items-start justify-between gap-3">
                <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
                  <OfferingIcon name={item.icon} />
                </span>
                {price ? <span className="text-lg font-bold">{price}</span> : null}
              </div>
              <h3 className="mt-4 text-lg font-semibold break-words">{item.name}</h3>
              {item.description ? (
                <p className="mt-1 text-sm text-muted-foreground">{item.description}</p>
              ) : null}
              {events ? (
                <ul className="mt-3 space-y-1 text-sm text-muted-foreground">
                  <li className="flex items-center gap-2">
                    <CalendarDaysIcon aria-hidden className="size-4 shrink-0" />
                    <span>
                      {formatDay(eventDate(item, now), frame.locale, {
                        weekday: 'long',
                        day: 'numeric',
                        month: 'long',
                      })}
                      {item.time ? (
                        <>
                          {' · '}
                          <span dir="ltr">{formatClock(item.time, frame.locale)}</span>
                        </>
                      ) : null}
                    </span>
                  </li>
                  {item.host ? (
                    <li className="flex items-center gap-2">
                      <UserIcon aria-hidden className="size-4 shrink-0" />
                      {item.host}
                    </li>
                  ) : null}
                  {item.venue ? (
                    <li className="flex items-center gap-2">
                      <MapPinIcon aria-hidden className="size-4 shrink-0" />
                      {item.venue}
                    </li>
                  ) : null}
                  <li className="flex items-center gap-2">
                    <TicketIcon aria-hidden className="size-4 shrink-0" />
                    {left > 0 ? fmt(texts.spotsLeft, { n: left }) : texts.soldOut}
                  </li>
                </ul>
              ) : (
                <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                  <span className="inline-flex items-center gap-1">
                    <ClockIcon aria-hidden className="size-4" />
                    {fmt(texts.minutes, { n: item.minutes })}
                  </span>
                  {item.host ? (
                    <span className="inline-flex items-center gap-1">
                      <UserIcon aria-hidden className="size-4" />
                      {item.host}
                    </span>
                  ) : null}
                </p>
              )}
              {canBook ? (
                <div className="mt-auto pt-5">
                  {events ? (
                    <Button
                      type="button"
                      disabled={left === 0}
                      aria-label={fmt(texts.rsvpLabel, { name: item.name })}
                      onClick={() => onChoose(item)}
                    >
                      {texts.rsvp}
                    </Button>
                  ) : (
                    <Button
                      type="button"
                      variant={chosen ? 'default' : 'outline'}
                      aria-pressed={chosen}
                      aria-label={fmt(texts.selectLabel, { name: item.name })}
                      onClick={() => onChoose(item)}
                    >
                      {chosen ? texts.selected : texts.select}
                    </Button>
                  )}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </SiteSection>
  );
}

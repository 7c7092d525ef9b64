/** The visitor's upcoming bookings, soonest first, each with a calendar file (when the app offers one) and a cancel button. */
import * as React from 'react';
import { CalendarPlusIcon, CalendarXIcon } from 'lucide-react';

import { icsText, upcoming } from '@/components/sections/booking/logic';
import { OfferingIcon } from '@/components/sections/booking/offering-icon';
import { EmptyState } from '@/components/sections/list-tools';
import { SiteSection } from '@/components/sections/site-section';
import { Button } from '@/components/ui/button';
import { fmt } from '@/lib/app-frame';
import type { Booking, BookingSchema } from '@/lib/booking';
import { formatClock, formatDay } from '@/lib/dates';
import { download } from '@/lib/download';

export function BookingMine({
  schema,
  title,
  bookings,
  onCancel,
  now,
}: {
  schema: BookingSchema;
  title: string;
  bookings: readonly Booking[];
  onCancel: (booking: Booking) => void;
  now: Date;
}) {
  const { texts, frame } = schema;
  const [message, setMessage] = React.useState('');
  const list = upcoming(bookings, now);
  return (
    <SiteSection id="my-bookings" title={title}>
      <p role="status" className="sr-only">
        {message}
      </p>
      {list.length === 0 ? (
        <EmptyState icon={CalendarXIcon} title={texts.noBookings} hint={texts.noBookingsHint} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {list.map((booking) => {
            const offering = schema.offerings.find((o) => o.id === booking.offeringId);
            const name = offering?.name ?? '';
            return (
              <li
                key={booking.id}
                className="flex items-start gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                  <OfferingIcon name={offering?.icon ?? 'CalendarCheck'} className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{name}</p>
                  <p className="text-sm text-muted-foreground">
                    {formatDay(booking.date, frame.locale, {
                      weekday: 'long',
                      day: 'numeric',
                      month: 'long',
                    })}
                    {booking.time ? (
                      <>
                        {' · '}
                        <span dir="ltr">{formatClock(booking.time, frame.locale)}</span>
                      </>
                    ) : null}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {schema.mode === 'events'
                      ? `${booking.tickets === 1 ? texts.oneTicket : fmt(texts.tickets, { n: booking.tickets })} · ${booking.name}`
                      : booking.name}
                  </p>
                  {booking.answers?.length ? (
                    <p className="text-sm text-muted-foreground">
                      {booking.answers.map((answer) => `${answer.label}: ${answer.value}`).join(' · ')}
                    </p>
                  ) : null}
                  <div className="mt-2 flex flex-wrap gap-2">
                    {schema.features.export ? (
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        onClick={() =>
                          download(
                            `booking-${booking.date}.ics`,
                            icsText(booking, name, offering?.minutes || 60),
                            'text/calendar',
                          )
                        }
                      >
                        <CalendarPlusIcon aria-hidden />
                        {texts.downloadIcs}
                      </Button>
                    ) : null}
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={fmt(texts.cancelLabel, {
                        name,
                        date: formatDay(booking.date, frame.locale, { dateStyle: 'medium' }),
                      })}
                      onClick={() => {
                        onCancel(booking);
                        setMessage(texts.cancelled);
                      }}
                    >
                      {texts.cancel}
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </SiteSection>
  );
}

/** The opening week, Monday first, with today marked and whether it is open now; the brief's own words above it. */
import { ClockIcon } from 'lucide-react';

import { openUntil } from '@/components/sections/restaurant/logic';
import { SiteSection } from '@/components/sections/site-section';
import { fmt } from '@/lib/app-frame';
import { addDays, formatClock, formatDay } from '@/lib/dates';
import type { RestaurantSchema } from '@/lib/restaurant';
import { cn } from '@/lib/utils';

/** Monday first, as people read a week; indexes into a Sunday-first week. */
const READING_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** 2024-01-07 was a Sunday: the day index added to it gives that weekday. */
function dayName(day: number, locale: string): string {
  return formatDay(addDays('2024-01-07', day), locale, { weekday: 'long' });
}

export function RestaurantHours({
  schema,
  title,
  now,
}: {
  schema: RestaurantSchema;
  title: string;
  now: Date;
}) {
  const { texts, frame } = schema;
  const today = now.getDay();
  const until = openUntil(schema.hours, now);
  return (
    <SiteSection id="hours" title={title}>
      <div className="max-w-xl rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
        <p
          role="status"
          className={cn(
            'mb-4 inline-flex items-center gap-2 font-semibold',
            until ? 'text-emerald-700 dark:text-emerald-300' : 'text-muted-foreground',
          )}
        >
          <ClockIcon aria-hidden className="size-5" />
          {until ? fmt(texts.openNow, { time: until }) : texts.closedNow}
        </p>
        {texts.hoursNote ? <p className="mb-4">{texts.hoursNote}</p> : null}
        <dl className="divide-y">
          {READING_ORDER.map((day) => {
            const hours = schema.hours[day] ?? null;
            return (
              <div
                key={day}
                className={cn(
                  'flex justify-between gap-4 py-2',
                  day === today && 'font-semibold text-primary',
                )}
              >
                <dt className="capitalize">
                  {dayName(day, frame.locale)}
                  {day === today ? <span className="sr-only"> ({texts.today})</span> : null}
                </dt>
                <dd className="tabular-nums">
                  {hours ? (
                    <span dir="ltr">{`${formatClock(hours.open, frame.locale)} – ${formatClock(hours.close, frame.locale)}`}</span>
                  ) : (
                    texts.closed
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
    </SiteSection>
  );
}

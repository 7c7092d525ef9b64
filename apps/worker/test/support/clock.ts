/// <reference lib="dom" />
/**
 * A fixed clock and time zone for the pages the tests open, so a generated app sees the same day and
 * hour whenever and wherever the suite runs. Time still flows from the fixed moment (timers, animations
 * and "just now" keep working); only the wall clock is moved.
 */
import type { Page } from 'puppeteer-core';

export interface PageClock {
  /** The moment the page starts at, as an instant (e.g. '2026-03-10T09:30:00Z'). */
  at: string;
  /** An IANA time zone for the page's local time (e.g. 'Pacific/Kiritimati'). */
  timeZone: string;
}

export async function fixPageClock(page: Page, clock: PageClock): Promise<void> {
  const start = Date.parse(clock.at);
  if (Number.isNaN(start)) throw new Error(`not an instant: ${clock.at}`);
  await page.emulateTimezone(clock.timeZone);
  // A source string rather than a function: a transpiler's helpers (e.g. keepNames' __name) would not
  // exist in the page.
  await page.evaluateOnNewDocument(`(() => {
    const RealDate = Date;
    const shift = ${start} - RealDate.now();
    const now = () => RealDate.now() + shift;
    function FakeDate(...args) {
      if (!new.target) return new RealDate(now()).toString();
      return args.length === 0 ? new RealDate(now()) : new RealDate(...args);
    }
    FakeDate.prototype = RealDate.prototype;
    Object.defineProperties(FakeDate, {
      now: { value: now },
      parse: { value: RealDate.parse },
      UTC: { value: RealDate.UTC },
    });
    globalThis.Date = FakeDate;
  })();`);
}

/** The page's local calendar day (YYYY-MM-DD) and time (HH:MM) for an instant in a time zone. */
export function localParts(instant: string, timeZone: string): { day: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return { day: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

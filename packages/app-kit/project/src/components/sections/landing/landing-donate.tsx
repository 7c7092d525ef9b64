/**
 * A fundraiser's ask: how much has been given toward the goal (a progress bar and the number of
 * donors), the amounts offered as a group of choices plus one of the visitor's own, an optional name,
 * and the page's thank-you once a gift is made. With the project's data API every visitor sees the same
 * total; without it the gifts stay in this browser. No money moves: the page says so.
 */
import * as React from 'react';
import { HeartHandshakeIcon, HeartIcon, UsersIcon } from 'lucide-react';

import { SiteSection } from '@/components/sections/site-section';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { fmt, plural } from '@/lib/app-frame';
import type { LandingDonation, LandingSchema } from '@/lib/landing';
import { formatPrice } from '@/lib/money';
import { listRecords, saveRecord } from '@/lib/shared-data';
import { useStoredState } from '@/lib/stored-state';
import { cn } from '@/lib/utils';

/** One gift as it is kept: the amount and the name the donor gave, if any. */
export interface Gift {
  amount: number;
  name: string;
}

/** The data API's pages hold at most 100 records: a fundraiser reads up to this many pages of gifts. */
const PAGES = 20;

/** A typed amount as a number: "25", "25.50", "1 000", "1,000"; null when it is no positive amount. */
export function typedAmount(value: string): number | null {
  const cleaned = value.replace(/[\s\u00a0\u202f]/g, '').replace(/[.,](?=\d{3}(?:\D|$))/g, '');
  const amount = Number(cleaned.replace(',', '.'));
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) / 100 : null;
}

/** The total given and how far it is toward the goal, as a percentage capped at 100. */
export function progressOf(
  gifts: readonly Gift[],
  donation: LandingDonation,
): { total: number; percent: number } {
  const total = gifts.reduce((sum, gift) => sum + gift.amount, 0);
  const percent = donation.goal ? Math.min(100, Math.round((total / donation.goal) * 100)) : 0;
  return { total, percent };
}

/** Every gift the data API holds for this fundraiser, newest first. */
async function sharedGifts(backend: NonNullable<LandingSchema['backend']>): Promise<Gift[]> {
  const gifts: Gift[] = [];
  for (let page = 1; page <= PAGES; page++) {
    const rows = await listRecords<Gift>(backend, 'donations', `per_page=100&page=${page}&sort=-created_at`);
    gifts.push(...rows.map((row) => row.data).filter((gift) => typeof gift.amount === 'number'));
    if (rows.length < 100) break;
  }
  return gifts;
}

export function LandingDonate({
  schema,
  title,
  start,
}: {
  schema: LandingSchema;
  title: string;
  /** A gift just made (tests render the thank-you on the server). */
  start?: number;
}) {
  const { texts, frame } = schema;
  const donation = schema.donation;
  const backend = schema.backend ?? null;
  const money = (amount: number) => formatPrice(amount, donation?.currency ?? 'USD', frame.locale);
  // The visitor's own gifts are kept in the browser either way: with a data API they are also
  // counted in the shared total read from it.
  const [mine, setMine] = useStoredState<Gift[]>(`${frame.slug}:donations`, () => [], true);
  const [shared, setShared] = React.useState<Gift[] | null>(null);
  const [picked, setPicked] = React.useState<number | null>(
    donation?.presets[1] ?? donation?.presets[0] ?? null,
  );
  const [other, setOther] = React.useState('');
  const [name, setName] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const [given, setGiven] = React.useState<number | null>(start ?? null);
  const otherId = React.useId();
  const nameId = React.useId();

  React.useEffect(() => {
    if (!backend) return;
    let live = true;
    void sharedGifts(backend).then((gifts) => {
      if (live) setShared(gifts);
    });
    return () => {
      live = false;
    };
  }, [backend]);

  if (!donation) return null;
  const gifts = shared ?? mine;
  const { total, percent } = progressOf(gifts, donation);
  const amount = other.trim() ? typedAmount(other) : picked;

  function give(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (amount === null) {
      setError(texts.errAmount);
      document.getElementById(otherId)?.focus();
      return;
    }
    const gift: Gift = { amount, name: name.trim().slice(0, 80) };
    setError(null);
    setMine((previous) => [gift, ...previous]);
    if (shared) setShared([gift, ...shared]);
    void saveRecord(backend, 'donations', gift);
    setGiven(amount);
    setOther('');
    setName('');
  }

  return (
    <SiteSection id="donate" title={title} intro={donation.cause || texts.donateIntro} tinted>
      <div className="grid gap-6 lg:grid-cols-[1fr_1.2fr]">
        <div className="space-y-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
          <p className="text-4xl font-bold tabular-nums">{fmt(texts.raised, { amount: money(total) })}</p>
          {donation.goal ? (
            <>
              <p className="text-muted-foreground">{fmt(texts.ofGoal, { goal: money(donation.goal) })}</p>
              <Progress value={percent} aria-label={`${percent}%`} className="h-3" />
              <p className="text-sm font-medium tabular-nums">{percent}%</p>
            </>
          ) : null}
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <UsersIcon aria-hidden className="size-4" />
            {fmt(plural(frame.locale, gifts.length, texts.donorOne, texts.donorOther), { n: gifts.length })}
          </p>
        </div>
        <div className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
          {given !== null ? (
            <div role="status" className="flex flex-col items-start gap-4">
              <HeartHandshakeIcon aria-hidden className="size-10 text-primary" />
              <p className="text-xl font-semibold">{texts.thanks}</p>
              <p className="text-muted-foreground tabular-nums">{money(given)}</p>
              <Button variant="outline" onClick={() => setGiven(null)}>
                {texts.donateAgain}
              </Button>
            </div>
          ) : (
            <form noValidate onSubmit={give} className="space-y-5">
              <fieldset className="space-y-3">
                <legend className="text-sm font-medium">{texts.amountLabel}</legend>
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                  {donation.presets.map((preset) => {
                    const on = !other.trim() && picked === preset;
                    return (
                      <Button
                        key={preset}
                        type="button"
                        variant={on ? 'default' : 'outline'}
                        aria-pressed={on}
                        className={cn('tabular-nums', on && 'ring-2 ring-primary/30')}
                        onClick={() => {
                          setPicked(preset);
                          setOther('');
                          setError(null);
                        }}
                      >
                        {money(preset)}
                      </Button>
                    );
                  })}
                </div>
              </fieldset>
              <div className="space-y-1.5">
                <Label htmlFor={otherId}>{texts.otherAmount}</Label>
                <Input
                  id={otherId}
                  inputMode="decimal"
                  dir="ltr"
                  value={other}
                  onChange={(event) => setOther(event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${otherId}-error` : undefined}
                />
                {error ? (
                  <p id={`${otherId}-error`} className="text-sm text-destructive">
                    {error}
                  </p>
                ) : null}
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={nameId}>{texts.donorName}</Label>
                <Input
                  id={nameId}
                  autoComplete="name"
                  placeholder={texts.donorNamePlaceholder}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                />
              </div>
              <Button type="submit" size="lg" className="w-full">
                <HeartIcon aria-hidden />
                {amount !== null ? fmt(texts.donateAmount, { amount: money(amount) }) : texts.donate}
              </Button>
              <p className="text-xs text-muted-foreground">{texts.donateDemo}</p>
            </form>
          )}
        </div>
      </div>
    </SiteSection>
  );
}

/** The finished rounds: the best, how many and the average, a chart per round and the latest ones. */
import { HistoryIcon, Trash2Icon } from 'lucide-react';

import { BarChart } from '@/components/sections/bar-chart';
import { EmptyState } from '@/components/sections/list-tools';
import { averageShare, bestAttempt, share } from '@/components/sections/quiz/logic';
import { SiteSection } from '@/components/sections/site-section';
import { Button } from '@/components/ui/button';
import type { Attempt, QuizSchema } from '@/lib/quiz';

/** How many rounds the chart and the list show. */
const RECENT = 10;

export function QuizScores({
  schema,
  title,
  attempts,
  onClear,
}: {
  schema: QuizSchema;
  title: string;
  attempts: readonly Attempt[];
  onClear: () => void;
}) {
  const { texts, frame } = schema;
  const best = bestAttempt(attempts);
  const recent = attempts.slice(-RECENT);
  const percent = new Intl.NumberFormat(frame.locale, { style: 'percent', maximumFractionDigits: 0 });
  const when = new Intl.DateTimeFormat(frame.locale, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(frame.locale);
  return (
    <SiteSection id="scores" title={title} tinted>
      {!best ? (
        <EmptyState
          icon={HistoryIcon}
          title={texts.noScores}
          hint={texts.noScoresHint}
          className="bg-background"
        />
      ) : (
        <div className="space-y-6">
          <dl className="grid gap-4 sm:grid-cols-3">
            <div className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
              <dt className="text-sm text-muted-foreground">{texts.best}</dt>
              <dd className="mt-1 text-3xl font-bold tabular-nums">
                {number.format(best.score)} / {number.format(best.total)}
              </dd>
            </div>
            <div className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
              <dt className="text-sm text-muted-foreground">{texts.attempts}</dt>
              <dd className="mt-1 text-3xl font-bold tabular-nums">{number.format(attempts.length)}</dd>
            </div>
            <div className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
              <dt className="text-sm text-muted-foreground">{texts.average}</dt>
              <dd className="mt-1 text-3xl font-bold tabular-nums">
                {percent.format(averageShare(attempts))}
              </dd>
            </div>
          </dl>
          {schema.features.charts ? (
            <div className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
              <BarChart
                label={texts.chartLabel}
                empty={texts.noData}
                data={recent.map((a, i) => ({
                  label: number.format(attempts.length - recent.length + i + 1),
                  value: Math.round(share(a) * 100),
                }))}
                format={(value) => percent.format(value / 100)}
              />
            </div>
          ) : null}
          <div className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
            <h3 className="text-lg font-semibold">{texts.history}</h3>
            <ol className="mt-3 divide-y">
              {[...recent].reverse().map((a, i) => (
                <li key={`${a.date}-${i}`} className="flex justify-between gap-4 py-2 text-sm">
                  <span className="text-muted-foreground">{when.format(new Date(a.date))}</span>
                  <span className="font-semibold tabular-nums">
                    {number.format(a.score)} / {number.format(a.total)}
                  </span>
                </li>
              ))}
            </ol>
            <Button variant="ghost" size="sm" className="mt-3" onClick={onClear}>
              <Trash2Icon aria-hidden />
              {texts.clearScores}
            </Button>
          </div>
        </div>
      )}
    </SiteSection>
  );
}

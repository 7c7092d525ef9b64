/** The month every budget section shows: back to earlier months, forward up to the current one. */
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { addMonths, formatMonth } from '@/lib/dates';
import type { BudgetTexts } from '@/lib/budget';

export function MonthPicker({
  month,
  setMonth,
  current,
  locale,
  texts: T,
}: {
  month: string;
  setMonth: (month: string) => void;
  /** The current month ("YYYY-MM"): the latest one there is anything to see in. */
  current: string;
  locale: string;
  texts: Pick<BudgetTexts, 'previousMonth' | 'nextMonth'>;
}) {
  return (
    <div className="flex items-center gap-1 rounded-md border bg-background p-1">
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={T.previousMonth}
        onClick={() => setMonth(addMonths(month, -1))}
      >
        {/* The arrows point the way the page reads: mirrored in right-to-left languages. */}
        <ChevronLeftIcon aria-hidden className="rtl:rotate-180" />
      </Button>
      <p aria-live="polite" className="min-w-36 text-center text-sm font-semibold">
        {formatMonth(month, locale)}
      </p>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={T.nextMonth}
        disabled={month >= current}
        onClick={() => setMonth(addMonths(month, 1))}
      >
        <ChevronRightIcon aria-hidden className="rtl:rotate-180" />
      </Button>
    </div>
  );
}

/**
 * The month's spending per category: each category's share of the month or, where the category has a
 * monthly limit, how much of it is spent and what is left or over; beside it a bar chart with charts on.
 */
import * as React from 'react';

import { BarChart } from '@/components/sections/bar-chart';
import { Panel } from '@/components/sections/panel';
import { cn } from '@/lib/utils';
import { fmt } from '@/lib/app-frame';
import type { BudgetSchema, Transaction } from '@/lib/budget';
import { againstLimits, byCategory, inMonth, usedShare } from '@/components/sections/budget/logic';

export function CategoryBreakdown({
  schema,
  transactions,
  month,
  money,
  moneyShort,
  title,
  picker,
}: {
  schema: BudgetSchema;
  transactions: Transaction[];
  month: string;
  money: (amount: number) => string;
  /** Money as a bar's short figure ("$1.2K"). */
  moneyShort: (amount: number) => string;
  title: string;
  picker?: React.ReactNode;
}) {
  const { texts: T, frame, features } = schema;
  const spent = byCategory(inMonth(transactions, month), 'expense');
  const rows = againstLimits(spent, schema.categories.expense);
  const total = spent.reduce((sum, r) => sum + r.total, 0);
  const percent = new Intl.NumberFormat(frame.locale, { style: 'percent' });
  const share = (amount: number) => (total > 0 ? amount / total : 0);
  return (
    <Panel id="breakdown" title={title} actions={picker}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.noSpending}</p>
      ) : (
        <div className={cn(features.charts && 'grid gap-6 lg:grid-cols-2')}>
          {features.charts && (
            <BarChart
              data={spent.map((r) => ({ label: r.category, value: r.total }))}
              format={moneyShort}
              label={title}
              empty={T.noSpending}
            />
          )}
          <ul className="space-y-3">
            {rows.map((r) => {
              const over = r.limit !== null && r.spent > r.limit;
              const width = r.limit !== null ? usedShare(r.spent, r.limit) : share(r.spent);
              return (
                <li key={r.category}>
                  <div className="flex justify-between gap-3 text-sm">
                    <span className="truncate font-medium">{r.category}</span>
                    <span
                      className={cn(
                        'shrink-0 tabular-nums',
                        over ? 'font-medium text-destructive' : 'text-muted-foreground',
                      )}
                    >
                      {r.limit !== null
                        ? fmt(T.ofLimit, { spent: money(r.spent), limit: money(r.limit) })
                        : `${money(r.spent)} · ${percent.format(share(r.spent))}`}
                    </span>
                  </div>
                  <div aria-hidden className="mt-1 h-2 overflow-hidden rounded-full bg-muted">
                    <div
                      className={cn('h-full rounded-full', over ? 'bg-destructive' : 'bg-primary')}
                      style={{ width: `${width * 100}%` }}
                    />
                  </div>
                  {r.limit !== null && (
                    <p className={cn('mt-1 text-xs', over ? 'text-destructive' : 'text-muted-foreground')}>
                      {over
                        ? fmt(T.overBy, { amount: money(r.spent - r.limit) })
                        : fmt(T.leftToSpend, { amount: money(r.limit - r.spent) })}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </Panel>
  );
}

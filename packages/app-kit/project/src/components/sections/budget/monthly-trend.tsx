/** Spending in each of the six months up to the shown one. */
import * as React from 'react';

import { BarChart } from '@/components/sections/bar-chart';
import { Panel } from '@/components/sections/panel';
import { formatMonth } from '@/lib/dates';
import type { BudgetSchema, Transaction } from '@/lib/budget';
import { monthlyTrend, monthsEnding } from '@/components/sections/budget/logic';

export function MonthlyTrend({
  schema,
  transactions,
  month,
  moneyShort,
  title,
  picker,
}: {
  schema: BudgetSchema;
  transactions: Transaction[];
  month: string;
  /** Money as a bar's short figure ("$1.2K"). */
  moneyShort: (amount: number) => string;
  title: string;
  picker?: React.ReactNode;
}) {
  const { texts: T, frame } = schema;
  const data = monthlyTrend(transactions, monthsEnding(month, 6)).map((m) => ({
    label: formatMonth(m.month, frame.locale, { month: 'short' }),
    value: m.expense,
  }));
  return (
    <Panel id="trend" title={title} actions={picker}>
      <p className="-mt-2 mb-3 text-sm text-muted-foreground">{T.trendHint}</p>
      <BarChart data={data} label={title} empty={T.noData} format={moneyShort} />
    </Panel>
  );
}

/** The month's income, expenses, balance and share saved; with a monthly budget, what is left of it. */
import * as React from 'react';
import { PiggyBankIcon, TargetIcon, TrendingDownIcon, TrendingUpIcon, WalletIcon } from 'lucide-react';

import { Panel, StatCard } from '@/components/sections/panel';
import { cn } from '@/lib/utils';
import { fmt } from '@/lib/app-frame';
import type { BudgetSchema, Transaction } from '@/lib/budget';
import { inMonth, leftOf, savingsRate, totals } from '@/components/sections/budget/logic';

/** A negative amount in the destructive colour, with text that keeps its contrast in both themes. */
function Signed({ amount, children }: { amount: number; children: React.ReactNode }) {
  return <span className={cn(amount < 0 && 'text-destructive')}>{children}</span>;
}

export function MonthSummary({
  schema,
  transactions,
  month,
  money,
  title,
  picker,
}: {
  schema: BudgetSchema;
  transactions: Transaction[];
  month: string;
  money: (amount: number) => string;
  title: string;
  /** The month picker, when this section is the first on its page to show the month. */
  picker?: React.ReactNode;
}) {
  const { texts: T, frame, monthlyBudget: budget } = schema;
  const sum = totals(inMonth(transactions, month));
  const rate = savingsRate(sum);
  const left = budget === null ? 0 : leftOf(budget, sum.expense);
  return (
    <Panel id="summary" title={title} actions={picker}>
      <div className={cn('grid grid-cols-2 gap-3', budget === null ? 'lg:grid-cols-4' : 'lg:grid-cols-5')}>
        <StatCard
          label={T.incomes}
          value={money(sum.income)}
          icon={<TrendingUpIcon aria-hidden className="size-4" />}
        />
        <StatCard
          label={T.expenses}
          value={money(sum.expense)}
          icon={<TrendingDownIcon aria-hidden className="size-4" />}
        />
        <StatCard
          label={T.balance}
          value={<Signed amount={sum.balance}>{money(sum.balance)}</Signed>}
          icon={<WalletIcon aria-hidden className="size-4" />}
        />
        <StatCard
          label={T.savingsRate}
          value={rate === null ? '—' : new Intl.NumberFormat(frame.locale, { style: 'percent' }).format(rate)}
          icon={<PiggyBankIcon aria-hidden className="size-4" />}
        />
        {budget !== null && (
          <StatCard
            label={T.budgetLeft}
            value={
              <>
                <Signed amount={left}>{money(left)}</Signed>
                <span className="mt-1 block text-xs font-normal text-muted-foreground">
                  {fmt(T.budgetOf, { budget: money(budget) })}
                </span>
              </>
            }
            icon={<TargetIcon aria-hidden className="size-4" />}
          />
        )}
      </div>
    </Panel>
  );
}

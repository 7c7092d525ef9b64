/**
 * A whole budget tracker described by a `BudgetSchema`: the frame with its pages, and on them the
 * sections the schema lists (the month's totals, its transactions, spending by category, the six-month
 * trend, settings with the currency and the data), sharing one list of transactions and one currency
 * kept in localStorage, and the month being looked at. Every word it shows comes from the schema.
 */
import * as React from 'react';

import { AppPages } from '@/components/sections/app-shell';
import { CategoryBreakdown } from '@/components/sections/budget/category-breakdown';
import { CurrencySetting } from '@/components/sections/budget/currency-setting';
import { MonthPicker } from '@/components/sections/budget/month-picker';
import { MonthSummary } from '@/components/sections/budget/month-summary';
import { MonthlyTrend } from '@/components/sections/budget/monthly-trend';
import { Transactions } from '@/components/sections/budget/transactions';
import {
  formatMoney,
  formatMoneyShort,
  knownCurrency,
  seedTransactions,
  startingTransactions,
} from '@/components/sections/budget/logic';
import { DataSettings } from '@/components/sections/data-settings';
import type { SectionSlot } from '@/lib/app-frame';
import type { BudgetSchema, BudgetSectionId, Transaction } from '@/lib/budget';
import { monthOf, todayKey, type DayKey } from '@/lib/dates';
import { useAppData } from '@/lib/stored-state';

export interface BudgetAppProps {
  schema: BudgetSchema;
  /** The day the app treats as today (YYYY-MM-DD); the browser's local day when not given. */
  today?: DayKey;
}

/** The sections that show one month: the first of them on a page carries the month picker. */
const MONTHLY: ReadonlySet<BudgetSectionId> = new Set(['summary', 'transactions', 'breakdown', 'trend']);

export function BudgetApp({ schema, today: fixedToday }: BudgetAppProps) {
  const today = fixedToday ?? todayKey();
  const { frame, storage } = schema;
  const sample = React.useCallback(() => seedTransactions(schema.seed, today), [schema.seed, today]);
  const [transactions, setTransactions] = useAppData<Transaction[]>(frame, storage.key, (stored) =>
    startingTransactions(schema, today, stored),
  );
  const [saved, setCurrency] = useAppData<string>(frame, storage.currencyKey, () => schema.currency);
  // A saved value this browser cannot format (edited by hand, or from an older app) falls back.
  const currency = knownCurrency(saved) ? saved : schema.currency;
  const [month, setMonth] = React.useState(() => monthOf(today));
  const current = monthOf(today);
  const money = (amount: number) => formatMoney(amount, currency, frame.locale);
  const moneyShort = (amount: number) => formatMoneyShort(amount, currency, frame.locale);

  // With one page every section is on it; with routes, each page has its own first monthly section.
  const single = frame.pages.length < 2;
  const firstMonthly = (slot: SectionSlot<BudgetSectionId>) =>
    schema.sections.find((s) => MONTHLY.has(s.id) && (single || s.page === slot.page))?.id === slot.id;

  function section(slot: SectionSlot<BudgetSectionId>) {
    const picker = firstMonthly(slot) ? (
      <MonthPicker
        month={month}
        setMonth={setMonth}
        current={current}
        locale={frame.locale}
        texts={schema.texts}
      />
    ) : undefined;
    const props = { schema, transactions, month, money, title: slot.title, picker };
    switch (slot.id) {
      case 'summary':
        return <MonthSummary {...props} />;
      case 'transactions':
        return (
          <Transactions {...props} setTransactions={setTransactions} setMonth={setMonth} today={today} />
        );
      case 'breakdown':
        return <CategoryBreakdown {...props} moneyShort={moneyShort} />;
      case 'trend':
        return <MonthlyTrend {...props} moneyShort={moneyShort} />;
      case 'settings':
        // The currency is a setting too: it sits above the data settings, on the same page.
        return (
          <>
            <CurrencySetting schema={schema} currency={currency} setCurrency={setCurrency} />
            <DataSettings
              title={slot.title}
              texts={schema.texts}
              onReset={() => setTransactions(sample())}
              onClear={() => setTransactions([])}
            />
          </>
        );
    }
  }

  return <AppPages frame={frame} sections={schema.sections} render={section} />;
}

/**
 * The month's transactions: add one (kind, amount, category, date and, with forms, a note), search them,
 * filter by kind, edit one inline, delete, export the month as CSV. Amounts are typed as people write
 * them ("12,50", "1.234,50") and kept in minor units.
 */
import * as React from 'react';
import {
  ArrowDownLeftIcon,
  ArrowUpRightIcon,
  CheckIcon,
  PencilIcon,
  PlusIcon,
  ReceiptIcon,
  Trash2Icon,
} from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Panel } from '@/components/sections/panel';
import { EmptyState, ExportButton, SearchField } from '@/components/sections/list-tools';
import { cn } from '@/lib/utils';
import { fmt } from '@/lib/app-frame';
import { formatDay, formatMonth, isDayKey, monthOf, type DayKey } from '@/lib/dates';
import { downloadCsv } from '@/lib/download';
import { newId } from '@/lib/id';
import { useInlineEdit } from '@/lib/inline-edit';
import { KINDS, type BudgetSchema, type Transaction, type TransactionKind } from '@/lib/budget';
import {
  amountInput,
  categoriesFor,
  csvRows,
  defaultDate,
  filterTransactions,
  inMonth,
  parseAmount,
  sortTransactions,
} from '@/components/sections/budget/logic';

type SetTransactions = (update: (previous: Transaction[]) => Transaction[]) => void;

/** A transaction as its fields hold it while being written. */
interface Draft {
  kind: TransactionKind;
  amount: string;
  category: string;
  date: string;
  note: string;
}

export function Transactions({
  schema,
  transactions,
  setTransactions,
  month,
  setMonth,
  money,
  today,
  title,
  picker,
}: {
  schema: BudgetSchema;
  transactions: Transaction[];
  setTransactions: SetTransactions;
  month: string;
  setMonth: (month: string) => void;
  money: (amount: number) => string;
  today: DayKey;
  title: string;
  picker?: React.ReactNode;
}) {
  const { texts: T, frame, features } = schema;
  const ids = {
    amount: React.useId(),
    amountError: React.useId(),
    category: React.useId(),
    date: React.useId(),
    dateError: React.useId(),
    note: React.useId(),
  };
  const [draft, setDraft] = React.useState<Draft>(() => ({
    kind: 'expense',
    amount: '',
    category: categoriesFor(schema, 'expense', [])[0] ?? '',
    date: defaultDate(month, today),
    note: '',
  }));
  const [errors, setErrors] = React.useState<{ amount?: string; date?: string }>({});
  const [announcement, setAnnouncement] = React.useState('');
  const [query, setQuery] = React.useState('');
  const [kindFilter, setKindFilter] = React.useState<TransactionKind | ''>('');
  const amountRef = React.useRef<HTMLInputElement>(null);

  const visible = sortTransactions(
    filterTransactions(
      inMonth(transactions, month),
      features.filters ? kindFilter : '',
      features.search ? query : '',
    ),
  );

  function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = parseAmount(draft.amount);
    const next: { amount?: string; date?: string } = {};
    if (amount === null) next.amount = T.amountInvalid;
    if (!isDayKey(draft.date)) next.date = T.dateInvalid;
    setErrors(next);
    if (amount === null || next.date) {
      amountRef.current?.focus();
      return;
    }
    const transaction: Transaction = {
      id: newId(),
      kind: draft.kind,
      amount,
      category: draft.category,
      date: draft.date,
      note: features.forms ? draft.note.trim() : '',
      createdAt: Date.now(),
    };
    setTransactions((previous) => [transaction, ...previous]);
    setDraft({ ...draft, amount: '', note: '' });
    // The new transaction shows in its own month.
    if (monthOf(draft.date) !== month) setMonth(monthOf(draft.date));
    setAnnouncement(fmt(T.added, { amount: money(amount), category: draft.category }));
    amountRef.current?.focus();
  }

  function exportCsv() {
    downloadCsv(
      `transactions-${month}.csv`,
      csvRows(inMonth(transactions, month), [T.date, T.kind, T.category, T.note, T.amount]),
    );
  }

  const kindLabel: Record<TransactionKind, string> = { expense: T.expense, income: T.income };

  return (
    <Panel id="transactions" title={title} actions={picker}>
      <form
        onSubmit={add}
        noValidate
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[auto_9rem_minmax(0,1fr)_10rem] lg:items-start"
      >
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">{T.kind}</legend>
          <div className="inline-flex h-9 w-fit rounded-md border p-0.5">
            {KINDS.map((kind) => (
              <label
                key={kind}
                className={cn(
                  'flex cursor-pointer items-center rounded-sm px-3 text-sm font-medium transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                  draft.kind === kind
                    ? 'bg-primary text-primary-foreground'
                    : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                )}
              >
                <input
                  type="radio"
                  name={`${ids.amount}-kind`}
                  value={kind}
                  checked={draft.kind === kind}
                  onChange={() =>
                    setDraft({ ...draft, kind, category: categoriesFor(schema, kind, transactions)[0] ?? '' })
                  }
                  className="sr-only"
                />
                {kindLabel[kind]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.amount}>{T.amount}</Label>
          <Input
            id={ids.amount}
            ref={amountRef}
            inputMode="decimal"
            value={draft.amount}
            onChange={(event) => setDraft({ ...draft, amount: event.target.value })}
            placeholder={T.amountPlaceholder}
            autoComplete="off"
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? ids.amountError : undefined}
          />
          {errors.amount && (
            <p id={ids.amountError} role="alert" className="text-sm text-destructive">
              {errors.amount}
            </p>
          )}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.category}>{T.category}</Label>
          <NativeSelect
            id={ids.category}
            value={draft.category}
            onChange={(event) => setDraft({ ...draft, category: event.target.value })}
          >
            {categoriesFor(schema, draft.kind, transactions).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.date}>{T.date}</Label>
          <Input
            id={ids.date}
            type="date"
            value={draft.date}
            onChange={(event) => setDraft({ ...draft, date: event.target.value })}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? ids.dateError : undefined}
          />
          {errors.date && (
            <p id={ids.dateError} role="alert" className="text-sm text-destructive">
              {errors.date}
            </p>
          )}
        </div>
        {features.forms && (
          <div className="grid gap-1.5 sm:col-span-2 lg:col-span-3">
            <Label htmlFor={ids.note}>{T.note}</Label>
            <Input
              id={ids.note}
              value={draft.note}
              onChange={(event) => setDraft({ ...draft, note: event.target.value })}
              placeholder={T.notePlaceholder}
              maxLength={120}
            />
          </div>
        )}
        <div className={cn('flex items-end', features.forms && 'lg:self-end')}>
          <Button type="submit" className="w-full">
            <PlusIcon aria-hidden />
            {T.addTransaction}
          </Button>
        </div>
      </form>
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <h3 className="me-auto font-semibold">{formatMonth(month, frame.locale)}</h3>
        {features.search && <SearchField label={T.searchTransactions} value={query} onChange={setQuery} />}
        {features.filters && (
          <NativeSelect
            aria-label={T.filterKind}
            value={kindFilter}
            onChange={(event) =>
              setKindFilter(
                event.target.value === 'income' || event.target.value === 'expense' ? event.target.value : '',
              )
            }
            className="w-48"
          >
            <option value="">{T.allKinds}</option>
            <option value="expense">{T.expenses}</option>
            <option value="income">{T.incomes}</option>
          </NativeSelect>
        )}
        {features.export && <ExportButton label={T.exportCsv} onClick={exportCsv} />}
      </div>
      {visible.length === 0 ? (
        <EmptyState className="mt-4" icon={ReceiptIcon} title={T.emptyTitle} hint={T.emptyHint} />
      ) : (
        <ul className="mt-3 divide-y">
          {visible.map((t) => (
            <TransactionRow
              key={t.id}
              schema={schema}
              transaction={t}
              transactions={transactions}
              money={money}
              onSave={(value) =>
                setTransactions((previous) => previous.map((x) => (x.id === t.id ? { ...x, ...value } : x)))
              }
              onDelete={() => setTransactions((previous) => previous.filter((x) => x.id !== t.id))}
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function TransactionRow({
  schema,
  transaction: t,
  transactions,
  money,
  onSave,
  onDelete,
}: {
  schema: BudgetSchema;
  transaction: Transaction;
  transactions: Transaction[];
  money: (amount: number) => string;
  onSave: (value: Omit<Transaction, 'id' | 'createdAt'>) => void;
  onDelete: () => void;
}) {
  const { texts: T, frame } = schema;
  const errorId = React.useId();
  const [error, setError] = React.useState<string | null>(null);
  const { opener, ...edit } = useInlineEdit<Draft>((draft) => {
    const amount = parseAmount(draft.amount);
    if (amount === null || !isDayKey(draft.date)) {
      setError(amount === null ? T.amountInvalid : T.dateInvalid);
      return false;
    }
    onSave({ kind: draft.kind, amount, category: draft.category, date: draft.date, note: draft.note.trim() });
    setError(null);
    return true;
  });
  const { draft, setDraft } = edit;
  const name = t.note || t.category;

  if (draft) {
    const describedBy = (field: string) => (error === field ? errorId : undefined);
    return (
      <li className="py-3">
        <div
          className="grid gap-2 sm:grid-cols-[8rem_minmax(0,1fr)_10rem] lg:grid-cols-[8rem_10rem_10rem_minmax(0,1fr)_auto]"
          {...edit.rowKeys}
        >
          <Input
            aria-label={T.amount}
            aria-invalid={error === T.amountInvalid ? true : undefined}
            aria-describedby={describedBy(T.amountInvalid)}
            inputMode="decimal"
            autoFocus
            value={draft.amount}
            onChange={(event) => setDraft({ ...draft, amount: event.target.value })}
            {...edit.fieldKeys}
          />
          <NativeSelect
            aria-label={T.category}
            value={draft.category}
            onChange={(event) => setDraft({ ...draft, category: event.target.value })}
          >
            {categoriesFor(schema, draft.kind, transactions).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
          <Input
            aria-label={T.date}
            type="date"
            aria-invalid={error === T.dateInvalid ? true : undefined}
            aria-describedby={describedBy(T.dateInvalid)}
            value={draft.date}
            onChange={(event) => setDraft({ ...draft, date: event.target.value })}
            {...edit.fieldKeys}
          />
          <Input
            aria-label={T.note}
            value={draft.note}
            placeholder={T.note}
            maxLength={120}
            onChange={(event) => setDraft({ ...draft, note: event.target.value })}
            {...edit.fieldKeys}
          />
          <div className="flex gap-1">
            <Button type="button" size="sm" onClick={edit.save}>
              <CheckIcon aria-hidden />
              {T.save}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={edit.close}>
              {T.cancel}
            </Button>
          </div>
          {error && (
            <p id={errorId} role="alert" className="text-sm text-destructive sm:col-span-full">
              {error}
            </p>
          )}
        </div>
      </li>
    );
  }

  const income = t.kind === 'income';
  return (
    <li className="flex items-center gap-2 py-3 sm:gap-3">
      <span
        aria-hidden
        className={cn(
          'hidden size-9 shrink-0 place-items-center rounded-full min-[420px]:grid',
          income
            ? 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-400'
            : 'bg-muted text-muted-foreground',
        )}
      >
        {income ? <ArrowDownLeftIcon className="size-4" /> : <ArrowUpRightIcon className="size-4" />}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{name}</p>
        <p className="truncate text-sm text-muted-foreground">
          {t.category} · {formatDay(t.date, frame.locale, { day: 'numeric', month: 'short' })}
        </p>
      </div>
      <p
        className={cn(
          'shrink-0 font-medium tabular-nums',
          income ? 'text-emerald-700 dark:text-emerald-400' : 'text-foreground',
        )}
      >
        <span className="sr-only">{income ? T.income : T.expense}: </span>
        {/* The sign stays with the figure in right-to-left text too. */}
        <bdi>{(income ? '+' : '−') + money(t.amount)}</bdi>
      </p>
      <div className="flex shrink-0 gap-0.5">
        <Button
          ref={opener}
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={fmt(T.editTransaction, { name })}
          onClick={() => {
            // An error left by an edit that was cancelled does not greet the next one.
            setError(null);
            edit.open({
              kind: t.kind,
              amount: amountInput(t.amount, frame.locale),
              category: t.category,
              date: t.date,
              note: t.note,
            });
          }}
        >
          <PencilIcon aria-hidden />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={fmt(T.deleteTransaction, { name })}
          onClick={onDelete}
          className="hover:text-destructive"
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>
    </li>
  );
}

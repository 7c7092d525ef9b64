/** The figures above the list, one card each, in the order the schema lists its summaries. */
import * as React from 'react';
import {
  AlarmClockIcon,
  ArrowLeftRightIcon,
  HashIcon,
  SigmaIcon,
  TagsIcon,
  TrendingUpIcon,
  TrophyIcon,
} from 'lucide-react';

import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { fill, type CollectionItem, type CollectionSchema } from '@/lib/collection';
import { Stars } from '@/components/sections/collection/field-value';
import { formatMoney, formatNumber, formatQuantity } from '@/components/sections/collection/format';
import {
  averages,
  choiceCounts,
  dueCounts,
  groupField,
  hasDue,
  settlements,
  shares,
  standings,
  totals,
} from '@/components/sections/collection/logic';

interface Figure {
  key: string;
  label: string;
  value: React.ReactNode;
  detail?: React.ReactNode;
  icon: React.ReactNode;
  tone?: 'alert';
  wide?: boolean;
  /** The whole row: a table. */
  full?: boolean;
}

/** The league table's headings when the app's texts give none. */
const COLUMNS = ['Team', 'P', 'W', 'D', 'L', 'GF', 'GA', 'GD', 'Pts'];

function StandingsTable({ schema, items }: { schema: CollectionSchema; items: readonly CollectionItem[] }) {
  const { texts, locale } = schema;
  const columns =
    schema.standings?.columns?.length === 9
      ? schema.standings.columns
      : texts.standingsColumns?.length === 9
        ? texts.standingsColumns
        : COLUMNS;
  const number = (value: number) => formatNumber(locale, value);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm font-normal">
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="py-2 pe-2 text-end font-medium">
              #
            </th>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={cn('px-2 py-2 font-medium', index === 0 ? 'text-start' : 'text-end')}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {standings(schema, items).map((row, index) => (
            <tr key={row.team} className="border-b last:border-0">
              <td className="py-2 pe-2 text-end text-muted-foreground tabular-nums">{index + 1}</td>
              <th scope="row" className="px-2 py-2 text-start font-medium">
                {row.team}
              </th>
              {[row.played, row.won, row.drawn, row.lost, row.goalsFor, row.goalsAgainst].map(
                (value, cell) => (
                  <td key={cell} className="px-2 py-2 text-end tabular-nums">
                    {number(value)}
                  </td>
                ),
              )}
              <td className="px-2 py-2 text-end tabular-nums" dir="ltr">
                {row.goalsFor - row.goalsAgainst > 0 ? '+' : ''}
                {number(row.goalsFor - row.goalsAgainst)}
              </td>
              <td className="px-2 py-2 text-end font-semibold tabular-nums">{number(row.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function figuresOf(schema: CollectionSchema, items: readonly CollectionItem[], today: string): Figure[] {
  const { texts, locale } = schema;
  const figures: Figure[] = [];
  for (const summary of schema.summaries) {
    switch (summary) {
      case 'count':
        figures.push({
          key: 'count',
          label: fill(texts.count, schema),
          value: formatNumber(locale, items.length),
          icon: <HashIcon />,
        });
        break;
      case 'total':
        for (const { field, sum } of totals(schema, items)) {
          figures.push({
            key: `total:${field.key}`,
            label: field.label,
            value:
              field.type === 'money'
                ? formatMoney(locale, sum, field.currency)
                : formatQuantity(schema, field, sum),
            detail: fill(texts.total, schema),
            icon: <SigmaIcon />,
          });
        }
        break;
      case 'average':
        for (const { field, average } of averages(schema, items)) {
          figures.push({
            key: `average:${field.key}`,
            label: field.label,
            value:
              average === null ? (
                '–'
              ) : field.type === 'rating' ? (
                <span className="flex items-center gap-2">
                  {formatNumber(locale, average, 1)}
                  <Stars value={average} />
                </span>
              ) : (
                formatQuantity(schema, field, Math.round(average * 100) / 100)
              ),
            detail: fill(texts.average, schema),
            icon: <TrendingUpIcon />,
          });
        }
        break;
      case 'due': {
        if (!hasDue(schema)) break;
        const { due, overdue } = dueCounts(schema, items, today);
        figures.push({
          key: 'due',
          label: fill(texts.dueToday, schema),
          value: formatNumber(locale, due),
          detail:
            overdue > 0 ? `${fill(texts.overdue, schema)}: ${formatNumber(locale, overdue)}` : undefined,
          icon: <AlarmClockIcon />,
          tone: due > 0 ? 'alert' : undefined,
        });
        break;
      }
      case 'byChoice': {
        const field = groupField(schema);
        if (!field) break;
        figures.push({
          key: 'byChoice',
          label: field.label,
          value: (
            <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm font-normal">
              {choiceCounts(schema, items).map(({ option, count }) => (
                <li key={option} className="flex items-baseline gap-1.5">
                  <span className="text-muted-foreground">{option}</span>
                  <span className="font-semibold tabular-nums">{formatNumber(locale, count)}</span>
                </li>
              ))}
            </ul>
          ),
          icon: <TagsIcon />,
          wide: true,
        });
        break;
      }
      case 'settle': {
        const field = groupField(schema);
        const money = schema.fields.find((f) => f.type === 'money');
        if (!field || !money) break;
        const payments = settlements(schema, items);
        figures.push({
          key: 'settle',
          label: texts.settle ?? texts.total,
          value:
            payments.length === 0 ? (
              <span className="text-base font-normal">{texts.settled ?? '✓'}</span>
            ) : (
              <ul className="flex flex-col gap-1 text-sm font-normal">
                {payments.map(({ from, to, amount }) => (
                  <li key={`${from}:${to}`} className="flex items-baseline gap-1.5">
                    <span>{from}</span>
                    <span aria-hidden className="inline-block text-muted-foreground rtl:rotate-180">
                      →
                    </span>
                    <span className="sr-only">:</span>
                    <span>{to}</span>
                    <span className="ms-auto font-semibold tabular-nums">
                      {formatMoney(locale, amount, money.currency)}
                    </span>
                  </li>
                ))}
              </ul>
            ),
          // What each one paid, so everyone sees where they stand before anything is owed.
          detail: shares(schema, items)
            .map(({ person, paid }) => `${person} ${formatMoney(locale, paid, money.currency)}`)
            .join(' · '),
          icon: <ArrowLeftRightIcon />,
          wide: true,
        });
        break;
      }
      case 'standings': {
        if (!schema.standings) break;
        figures.push({
          key: 'standings',
          label: texts.standings ?? fill(texts.count, schema),
          value: <StandingsTable schema={schema} items={items} />,
          icon: <TrophyIcon />,
          full: true,
        });
        break;
      }
    }
  }
  return figures;
}

export function Summaries({
  schema,
  items,
  today,
}: {
  schema: CollectionSchema;
  items: readonly CollectionItem[];
  today: string;
}) {
  const figures = figuresOf(schema, items, today);
  if (figures.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
      {figures.map((figure) => (
        <Card
          key={figure.key}
          className={cn(
            'min-w-0 gap-1 px-4 py-3 sm:gap-1.5 sm:py-4',
            figure.wide && 'col-span-2',
            figure.full && 'col-span-full',
            figure.tone === 'alert' && 'border-amber-500/40 bg-amber-500/5',
          )}
        >
          <dt className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
            <span className="truncate">{figure.label}</span>
            <span
              aria-hidden
              className={cn(
                'shrink-0 [&>svg]:size-4',
                figure.tone === 'alert' && 'text-amber-600 dark:text-amber-400',
              )}
            >
              {figure.icon}
            </span>
          </dt>
          <dd className="truncate text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">
            {figure.value}
          </dd>
          {figure.detail && <dd className="text-xs text-muted-foreground">{figure.detail}</dd>}
        </Card>
      ))}
    </dl>
  );
}

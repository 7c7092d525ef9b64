/**
 * The records in the range as a table: sort by any column (its header is a button), search, filter by
 * segment, page through ten at a time, export what matches as CSV and, with forms, add records of one's
 * own and delete them again.
 */
import * as React from 'react';
import {
  ArrowDownIcon,
  ArrowUpDownIcon,
  ArrowUpIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  SearchIcon,
  Trash2Icon,
} from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Panel } from '@/components/sections/panel';
import { EmptyState, ExportButton, SearchField } from '@/components/sections/list-tools';
import { AddRecord } from '@/components/sections/dashboard/add-record';
import { cn } from '@/lib/utils';
import { fmt } from '@/lib/app-frame';
import { formatDay, type DayKey } from '@/lib/dates';
import { downloadCsv } from '@/lib/download';
import type { DashboardSchema, Range, Row, Sort, SortKey } from '@/lib/dashboard';
import {
  csvRows,
  filterRows,
  formatter,
  inRange,
  nextSort,
  pageOf,
  sortRows,
} from '@/components/sections/dashboard/logic';

export function RecordsTable({
  schema,
  rows,
  range,
  currency,
  sort,
  setSort,
  setRecords,
  today,
  title,
}: {
  schema: DashboardSchema;
  rows: readonly Row[];
  range: Range;
  currency: string;
  sort: Sort;
  setSort: (sort: Sort) => void;
  setRecords: (update: (previous: Row[]) => Row[]) => void;
  today: DayKey;
  title: string;
}) {
  const { texts: T, dataset: d, features, frame } = schema;
  const [query, setQuery] = React.useState('');
  const [segment, setSegment] = React.useState('');
  const [page, setPage] = React.useState(0);
  const f = formatter(d, currency, frame.locale);
  const matching = filterRows(
    sortRows(inRange(rows, range), sort),
    features.filters ? segment : '',
    features.search ? query : '',
  );
  const { shown, page: current, pages } = pageOf(matching, page);

  const columns: { key: SortKey; label: string; numeric: boolean }[] = [
    { key: 'date', label: T.date, numeric: false },
    { key: 'segment', label: d.segmentLabel, numeric: false },
    { key: 'item', label: d.itemLabel, numeric: false },
    { key: 'a', label: d.a.label, numeric: true },
    { key: 'b', label: d.b.label, numeric: true },
  ];

  return (
    <Panel id="table" title={title}>
      {features.forms ? (
        <AddRecord
          schema={schema}
          today={today}
          onAdd={(row) => setRecords((previous) => [row, ...previous])}
        />
      ) : null}
      <div className="mb-4 flex flex-wrap items-center gap-3">
        {features.search ? (
          <SearchField
            label={T.searchRecords}
            value={query}
            onChange={(value) => {
              setQuery(value);
              setPage(0);
            }}
          />
        ) : null}
        {features.filters ? (
          <NativeSelect
            aria-label={fmt(T.filterBy, { segment: d.segmentLabel })}
            value={segment}
            onChange={(event) => {
              setSegment(event.target.value);
              setPage(0);
            }}
            className="w-48"
          >
            <option value="">{fmt(T.allSegments, { segment: d.segmentLabel })}</option>
            {d.segments.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        ) : null}
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {fmt(T.count, { n: matching.length })}
        </span>
        {features.export ? (
          <div className="ms-auto">
            <ExportButton
              label={T.exportCsv}
              onClick={() =>
                downloadCsv(
                  'records.csv',
                  csvRows(
                    columns.map((c) => c.label),
                    matching,
                  ),
                )
              }
            />
          </div>
        ) : null}
      </div>
      {matching.length === 0 ? (
        <EmptyState icon={SearchIcon} title={T.noMatches} />
      ) : (
        <Table className="min-w-[36rem]">
          <caption className="sr-only">{title}</caption>
          <TableHeader>
            <TableRow>
              {columns.map((c) => (
                <TableHead
                  key={c.key}
                  scope="col"
                  aria-sort={
                    sort.key === c.key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
                  }
                  className={c.numeric ? 'text-end' : 'text-start'}
                >
                  <button
                    type="button"
                    onClick={() => setSort(nextSort(sort, c.key))}
                    className="inline-flex items-center gap-1 rounded-md px-1 font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {c.label}
                    {sort.key !== c.key ? (
                      <ArrowUpDownIcon aria-hidden className="size-3.5 opacity-60" />
                    ) : sort.direction === 'asc' ? (
                      <ArrowUpIcon aria-hidden className="size-3.5" />
                    ) : (
                      <ArrowDownIcon aria-hidden className="size-3.5" />
                    )}
                  </button>
                </TableHead>
              ))}
              {features.forms ? (
                <TableHead scope="col" className="w-10">
                  <span className="sr-only">{T.actions}</span>
                </TableHead>
              ) : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((r) => (
              <TableRow key={r.id}>
                <TableCell>
                  {formatDay(r.date, frame.locale, { day: 'numeric', month: 'short', year: 'numeric' })}
                </TableCell>
                <TableCell>{r.segment}</TableCell>
                <TableCell className="whitespace-normal">
                  {r.item}
                  {r.custom ? (
                    <Badge variant="outline" className="ms-2">
                      {T.added}
                    </Badge>
                  ) : null}
                </TableCell>
                <TableCell className="text-end tabular-nums">{f.a(r.a)}</TableCell>
                <TableCell className="text-end tabular-nums">{f.b(r.b)}</TableCell>
                {features.forms ? (
                  <TableCell className="py-1 text-end">
                    {r.custom ? (
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-label={fmt(T.deleteRecord, { item: r.item })}
                        onClick={() => setRecords((previous) => previous.filter((x) => x.id !== r.id))}
                      >
                        <Trash2Icon aria-hidden />
                      </Button>
                    ) : null}
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {pages > 1 ? (
        <nav aria-label={T.pagination} className="mt-4 flex items-center justify-end gap-2 text-sm">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
            aria-label={T.previousPage}
          >
            {/* Chevrons point the way the pages turn, mirrored in right-to-left languages. */}
            <ChevronLeftIcon aria-hidden className="rtl:-scale-x-100" />
          </Button>
          <span className={cn('tabular-nums')}>{fmt(T.pageOf, { page: current + 1, pages })}</span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
            aria-label={T.nextPage}
          >
            <ChevronRightIcon aria-hidden className="rtl:-scale-x-100" />
          </Button>
        </nav>
      ) : null}
    </Panel>
  );
}

/**
 * A whole data dashboard described by a `DashboardSchema`: the frame with its pages, and on them the
 * sections the schema lists (key figures with their change against the previous range, the first
 * measure over time and by segment, the records as a table, settings), all following one date range
 * picked above the first of them on each page. The rows are generated from the schema's data set on the
 * visitor's day, with the records they add; settings, range, sort and records are kept in localStorage.
 * Every word it shows comes from the schema.
 */
import * as React from 'react';

import { AppPages } from '@/components/sections/app-shell';
import { SegmentChart, TrendChart } from '@/components/sections/dashboard/charts';
import { DashboardSettings } from '@/components/sections/dashboard/dashboard-settings';
import { Kpis } from '@/components/sections/dashboard/kpis';
import { RangePicker } from '@/components/sections/dashboard/range-picker';
import { RecordsTable } from '@/components/sections/dashboard/records-table';
import { generateRows, resolveRange, usableSettings } from '@/components/sections/dashboard/logic';
import { DataSettings } from '@/components/sections/data-settings';
import type { SectionSlot } from '@/lib/app-frame';
import type { DashboardSchema, DashboardSectionId, RangeSetting, Row, Settings, Sort } from '@/lib/dashboard';
import { todayKey, type DayKey } from '@/lib/dates';
import { useAppData } from '@/lib/stored-state';

export interface DashboardAppProps {
  schema: DashboardSchema;
  /** The day the app treats as today (YYYY-MM-DD); the browser's local day when not given. */
  today?: DayKey;
}

/** The sections that follow the date range: the first of them on a page has the range picker above it. */
const RANGED: ReadonlySet<DashboardSectionId> = new Set(['kpis', 'trend', 'breakdown', 'table']);

const DEFAULT_RANGE: RangeSetting = { preset: 30, from: '', to: '' };
const DEFAULT_SORT: Sort = { key: 'date', direction: 'desc' };

export function DashboardApp({ schema, today: fixedToday }: DashboardAppProps) {
  const today = fixedToday ?? todayKey();
  const { frame, storage, dataset } = schema;
  const defaults: Settings = { currency: schema.currency, defaultPreset: 30 };
  const [saved, setSettings] = useAppData<Settings>(frame, storage.settings, () => defaults);
  // A saved value this browser cannot use (edited by hand, or from an older app) falls back.
  const settings = usableSettings(saved, defaults);
  const [rangeSetting, setRangeSetting] = useAppData<RangeSetting>(frame, storage.range, () => DEFAULT_RANGE);
  const [sort, setSort] = useAppData<Sort>(frame, storage.sort, () => DEFAULT_SORT);
  const [records, setRecords] = useAppData<Row[]>(frame, storage.records, () => []);
  const generated = React.useMemo(() => generateRows(dataset, today), [dataset, today]);
  const rows = React.useMemo(() => [...records, ...generated], [records, generated]);
  const range = resolveRange(rangeSetting, today);

  // With one page every section is on it; with routes, each page has its own first ranged section.
  const single = frame.pages.length < 2;
  const firstRanged = (slot: SectionSlot<DashboardSectionId>) =>
    schema.sections.find((s) => RANGED.has(s.id) && (single || s.page === slot.page))?.id === slot.id;

  function body(slot: SectionSlot<DashboardSectionId>) {
    const props = { schema, rows, range, currency: settings.currency, title: slot.title };
    switch (slot.id) {
      case 'kpis':
        return <Kpis {...props} />;
      case 'trend':
        return <TrendChart {...props} />;
      case 'breakdown':
        return <SegmentChart {...props} />;
      case 'table':
        return (
          <RecordsTable {...props} sort={sort} setSort={setSort} setRecords={setRecords} today={today} />
        );
      case 'settings':
        return (
          <DataSettings
            title={slot.title}
            texts={schema.texts}
            onReset={() => {
              setSettings(defaults);
              setRangeSetting(DEFAULT_RANGE);
              setRecords([]);
            }}
            onClear={schema.features.forms ? () => setRecords([]) : undefined}
          >
            <DashboardSettings
              schema={schema}
              settings={settings}
              setSettings={(next) => {
                setSettings(next);
                // A new default range applies at once.
                setRangeSetting({ ...rangeSetting, preset: next.defaultPreset });
              }}
            />
          </DataSettings>
        );
    }
  }

  function section(slot: SectionSlot<DashboardSectionId>) {
    if (!firstRanged(slot)) return body(slot);
    return (
      <>
        <RangePicker value={rangeSetting} onChange={setRangeSetting} today={today} texts={schema.texts} />
        {body(slot)}
      </>
    );
  }

  return <AppPages frame={frame} sections={schema.sections} render={section} />;
}

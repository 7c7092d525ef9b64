/**
 * A coffee shop's sales dashboard as the built-in agent would write it: three pages, every control on,
 * the stock KPIs; and the same dashboard with the metrics a brief listed.
 */
import type { DashboardSchema } from '@/lib/dashboard';
import { englishFrame } from './frame';

/** The day the tests treat as today: Monday 20 May 2024. */
export const TODAY = '2024-05-20';

export const SALES: DashboardSchema = {
  frame: englishFrame({
    name: 'Bean Counter',
    tagline: 'The numbers behind the shop',
    slug: 'bean-counter',
    pages: [
      { id: 'main', path: '/', label: 'Overview', title: 'Bean Counter', subtitle: 'Sales at a glance' },
      { id: 'reports', path: '/reports', label: 'Reports', title: 'Reports' },
      { id: 'settings', path: '/settings', label: 'Settings', title: 'Settings' },
    ],
  }),
  sections: [
    { id: 'kpis', page: 'main', title: 'Key figures' },
    { id: 'trend', page: 'main', title: 'Over time' },
    { id: 'breakdown', page: 'main', title: 'By segment' },
    { id: 'table', page: 'reports', title: 'Records' },
    { id: 'settings', page: 'settings', title: 'Settings' },
  ],
  features: { forms: true, search: true, filters: true, export: true, charts: true },
  storage: { settings: 'settings', range: 'range', sort: 'sort', records: 'records' },
  dataset: {
    a: { label: 'Revenue', money: true },
    b: { label: 'Orders' },
    ratio: { label: 'Average order', of: 'a/b' },
    segmentLabel: 'Channel',
    segments: ['Online store', 'Retail', 'Marketplace', 'Wholesale'],
    itemLabel: 'Top product',
    items: ['Espresso machine', 'Coffee beans 1 kg', 'Milk frother', 'Grinder', 'Travel mug'],
    base: 1400,
    bPerA: 1 / 58,
  },
  metrics: null,
  currency: 'USD',
  currencies: ['USD', 'EUR', 'GBP'],
  texts: {
    range: 'Date range',
    lastDays: 'Last {n} days',
    custom: 'Custom',
    from: 'From',
    to: 'To',
    vsPrevious: '{change} vs previous period',
    topSegment: 'Top {segment}',
    shareOf: '{share} of {measure}',
    overTime: '{measure} over the selected period',
    bySegment: '{measure} by {segment}',
    sampleData: 'Sample data',
    sampleHint: 'These figures are generated samples that show how the dashboard works.',
    date: 'Date',
    searchRecords: 'Search records',
    filterBy: 'Filter by {segment}',
    allSegments: 'Every {segment}',
    count: '{n} records',
    noMatches: 'No records match',
    pagination: 'Pages',
    pageOf: 'Page {page} of {pages}',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    actions: 'Actions',
    added: 'added',
    addRecord: 'Add record',
    deleteRecord: 'Delete record “{item}”',
    dateInvalid: 'Pick a date.',
    required: 'Required.',
    numberInvalid: 'Enter a number of 0 or more.',
    currency: 'Currency',
    defaultRange: 'Default date range',
    exportCsv: 'Export CSV',
    dataTitle: 'Your data',
    dataHint: 'Saved in this browser.',
    resetSample: 'Restore defaults',
    clearAll: 'Remove added records',
    confirmReset: 'Reset the settings and remove the records you added?',
    confirmClear: 'Remove every record you added?',
    confirmYes: 'Yes',
    cancel: 'Cancel',
    noData: 'No data yet',
  },
};

/** The same shop with the metrics its brief listed. */
export const LISTED: DashboardSchema = {
  ...SALES,
  storage: { ...SALES.storage, settings: 'settings-eur' },
  currency: 'EUR',
  metrics: [
    { label: 'Daily sales', measure: 'a', format: 'money', perDay: true, scale: 1 },
    { label: 'Average ticket', measure: 'a/b', format: 'money', perDay: false, scale: 1 },
    { label: 'Top products', measure: 'top-item', format: 'text', perDay: false, scale: 1 },
    { label: 'New customers', measure: 'b', format: 'count', perDay: false, scale: 0.32 },
  ],
};

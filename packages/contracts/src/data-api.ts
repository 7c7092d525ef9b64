/**
 * The data API every generated app gets (docs/data-api.md): JSON records in named collections, kept per
 * project and authorised by the project's token, at /api/data/{project uuid}/{collection}.
 */
import { z } from 'zod';
import { Envelope, Timestamp, paginated } from './common.ts';
import { PAGE_SIZES } from './constants.ts';

export const DATA_LIMITS = {
  /** UTF-8 bytes of one record's JSON text. */
  maxRecordBytes: 64 * 1024,
  /** Records in one project, over all its collections. */
  maxRecords: 10_000,
  /** UTF-8 bytes of all of one project's records. */
  maxTotalBytes: 10 * 1024 * 1024,
  maxCollections: 100,
  /** Requests per project and minute, whoever makes them. */
  requestsPerMinute: 120,
  defaultPerPage: 20,
} as const;

/** Header that carries a project token where an Authorization header is awkward. */
export const PROJECT_TOKEN_HEADER = 'x-project-token';

export const COLLECTION_NAME_PATTERN = /^[a-z][a-z0-9_-]{0,63}$/;
/** A top-level field a list may filter or sort on. */
export const DATA_FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;
/** Fields every record has besides its data; sort accepts them too. */
export const DATA_RECORD_SORT_COLUMNS = ['created_at', 'updated_at'] as const;

export const DataCollectionName = z.string().regex(COLLECTION_NAME_PATTERN, {
  message:
    'The collection must start with a lowercase letter and use only lowercase letters, digits, "_" and "-" (at most 64).',
});

export const DataCollectionParams = z.object({
  project: z.uuid(),
  collection: DataCollectionName,
});
export type DataCollectionParams = z.infer<typeof DataCollectionParams>;

export const DataRecordParams = DataCollectionParams.extend({ id: z.uuid() });
export type DataRecordParams = z.infer<typeof DataRecordParams>;

/** What a record holds: any JSON object. */
export const DataRecordBody = z.record(z.string(), z.unknown());
export type DataRecordBody = z.infer<typeof DataRecordBody>;

export const DataRecord = z.object({
  id: z.string(),
  collection: z.string(),
  data: z.record(z.string(), z.unknown()),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type DataRecord = z.infer<typeof DataRecord>;

const sortPattern = new RegExp(`^-?(?:${DATA_FIELD_PATTERN.source.slice(1, -1)})$`);

/**
 * The list's own parameters. Every other query parameter filters by equality on a top-level field:
 * `?status=open` or `?where[status]=open` keep records whose `status`, as text, is "open"
 * (`?done=true`, `?stars=5` match the boolean and the number).
 */
export const DataListQuery = z.looseObject({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(PAGE_SIZES.max).default(DATA_LIMITS.defaultPerPage),
  /** A field or created_at/updated_at, ascending; a leading "-" sorts descending. Default: created_at. */
  sort: z
    .string()
    .regex(sortPattern, { message: 'The sort must be a field name, optionally prefixed with "-".' })
    .default('created_at'),
});
export type DataListQuery = z.infer<typeof DataListQuery>;

export const DataRecordResponse = Envelope.extend({ data: DataRecord });
export type DataRecordResponse = z.infer<typeof DataRecordResponse>;

export const DataRecordsResponse = Envelope.extend({ records: paginated(DataRecord) });
export type DataRecordsResponse = z.infer<typeof DataRecordsResponse>;

/** Filters named in a list query: `field=value` and `where[field]=value`, without the list's own keys. */
export function dataFilters(query: Record<string, unknown>): {
  filters: Record<string, string>;
  invalid: string[];
} {
  const filters: Record<string, string> = {};
  const invalid: string[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (key === 'page' || key === 'per_page' || key === 'sort') continue;
    const field = /^where\[(.*)\]$/.exec(key)?.[1] ?? key;
    const value: unknown = Array.isArray(raw) ? (raw as unknown[]).at(-1) : raw;
    if (!DATA_FIELD_PATTERN.test(field) || typeof value !== 'string') invalid.push(key);
    else filters[field] = value;
  }
  return { filters, invalid };
}

/** The owner's new project token after a rotation; the old one stops working at once. */
export const RotateProjectTokenResponse = Envelope.extend({ data: z.object({ token: z.string() }) });
export type RotateProjectTokenResponse = z.infer<typeof RotateProjectTokenResponse>;

/** The data API's base address for one project, from the app's public URL (APP_URL). */
export function dataApiBase(appUrl: string, projectUuid: string): string {
  return `${appUrl.replace(/\/$/, '')}/api/data/${projectUuid}`;
}

export interface DataApiExamples {
  /** curl: adds a record. */
  create: string;
  /** curl: lists the newest records. */
  list: string;
  /** JavaScript for the app itself: add a record, then read the list. */
  fetch: string;
}

/** Ready-to-run calls of one project's data API, for the project_success card's api_examples. */
export function dataApiExamples(
  appUrl: string,
  project: { uuid: string; token: string },
  collection = 'items',
  sample: Record<string, unknown> = { name: 'Ada', message: 'Hello!' },
): DataApiExamples {
  const base = dataApiBase(appUrl, project.uuid);
  const body = JSON.stringify(sample);
  const auth = `Authorization: Bearer ${project.token}`;
  return {
    create: [
      `curl -X POST '${base}/${collection}' \\`,
      `  -H '${auth}' \\`,
      `  -H 'Content-Type: application/json' \\`,
      `  -d '${body.replace(/'/g, "'\\''")}'`,
    ].join('\n'),
    list: `curl '${base}/${collection}?sort=-created_at' \\\n  -H '${auth}'`,
    fetch: [
      `const api = '${base}';`,
      `const headers = { Authorization: 'Bearer ${project.token}', 'Content-Type': 'application/json' };`,
      `await fetch(\`\${api}/${collection}\`, { method: 'POST', headers, body: JSON.stringify(${body}) });`,
      `const { records } = await (await fetch(\`\${api}/${collection}?sort=-created_at\`, { headers })).json();`,
      `console.log(records.data); // [{ id, collection, data, created_at, updated_at }, …]`,
    ].join('\n'),
  };
}

/**
 * The data API every generated app gets (docs/data-api.md): JSON records in named collections, kept per
 * project at /api/data/{project uuid}/{collection}. The project's secret token opens everything (for the
 * owner's servers); its publishable key, the one an app ships, only what each collection's rule allows
 * (docs/security.md, "Data API keys and rules").
 */
import { z } from 'zod';
import { Envelope, Timestamp, paginated } from './common.ts';
import { PAGE_SIZES } from './constants.ts';
import { queryValueRule } from './text.ts';

export const DATA_LIMITS = {
  /** UTF-8 bytes of one record's JSON text. */
  maxRecordBytes: 64 * 1024,
  /** Records in one project, over all its collections. */
  maxRecords: 10_000,
  /** UTF-8 bytes of all of one project's records. */
  maxTotalBytes: 10 * 1024 * 1024,
  maxCollections: 100,
  /** Requests per project and minute with the secret token. */
  requestsPerMinute: 120,
  /** Requests per project and minute with the publishable key, all visitors together. */
  publicRequestsPerMinute: 600,
  /** Requests per visitor (address) and minute with the publishable key, in one project. */
  visitorRequestsPerMinute: 60,
  /** Records one visitor (address) may create in one project per day (UTC) with the publishable key. */
  visitorRecordsPerDay: 50,
  defaultPerPage: 20,
} as const;

/** Header that carries a project token or publishable key where an Authorization header is awkward. */
export const PROJECT_TOKEN_HEADER = 'x-project-token';

/** Every publishable key starts so; a secret token never does. */
export const PUBLISHABLE_KEY_PREFIX = 'pk_';

/**
 * Header with the visitor's own random id (an app keeps it in localStorage): with the publishable key,
 * the records a visitor created are the ones it may read back, change and delete.
 */
export const VISITOR_ID_HEADER = 'x-visitor-id';
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * What the publishable key may do in a collection (the secret token may always do everything):
 * - owner_only: nothing.
 * - public_read: read every record; no writes.
 * - append_only: create; a visitor reads, changes and deletes only the records it created itself.
 * - public_read_append: read every record and create; a visitor changes and deletes only its own.
 * - public_read_write: everything, for anyone. Unsafe: any visitor may change or delete any record.
 */
export const DATA_RULES = [
  'owner_only',
  'public_read',
  'append_only',
  'public_read_append',
  'public_read_write',
] as const;
export const DataRule = z.enum(DATA_RULES);
export type DataRule = z.infer<typeof DataRule>;

/** A collection without a rule: closed to the publishable key until its owner or agent opens it. */
export const DEFAULT_DATA_RULE: DataRule = 'owner_only';
/** Rules that let a visitor change other visitors' records: shown as unsafe. */
export const UNSAFE_DATA_RULES: readonly DataRule[] = ['public_read_write'];

export type DataAction = 'list' | 'read' | 'create' | 'update' | 'delete';
/**
 * How far the publishable key reaches for an action under a rule: every record, only the visitor's own
 * records, or none.
 */
export type DataReach = 'all' | 'own' | 'none';

const REACH: Record<DataRule, Record<DataAction, DataReach>> = {
  owner_only: { list: 'none', read: 'none', create: 'none', update: 'none', delete: 'none' },
  public_read: { list: 'all', read: 'all', create: 'none', update: 'none', delete: 'none' },
  append_only: { list: 'own', read: 'own', create: 'all', update: 'own', delete: 'own' },
  public_read_append: { list: 'all', read: 'all', create: 'all', update: 'own', delete: 'own' },
  public_read_write: { list: 'all', read: 'all', create: 'all', update: 'all', delete: 'all' },
};

export function dataRuleReach(rule: DataRule, action: DataAction): DataReach {
  return REACH[rule][action];
}

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
export const DataListQuery = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(PAGE_SIZES.max).default(DATA_LIMITS.defaultPerPage),
    /** A field or created_at/updated_at, ascending; a leading "-" sorts descending. Default: created_at. */
    sort: z
      .string()
      .regex(sortPattern, { message: 'The sort must be a field name, optionally prefixed with "-".' })
      .default('created_at'),
  })
  // The filters: any other key, each value under the text rule (a NUL would reach PostgreSQL).
  .catchall(z.unknown().check(queryValueRule));
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

/** The project's new publishable key after a rotation; the old one stops working at once. */
export const RotatePublishableKeyResponse = Envelope.extend({
  data: z.object({ publishable_key: z.string() }),
});
export type RotatePublishableKeyResponse = z.infer<typeof RotatePublishableKeyResponse>;

/** Collection -> rule, as an owner or an agent sets them. */
export const DataRules = z
  .record(DataCollectionName, DataRule)
  .refine((rules) => Object.keys(rules).length <= DATA_LIMITS.maxCollections, {
    message: `At most ${DATA_LIMITS.maxCollections} collections.`,
  });
export type DataRules = z.infer<typeof DataRules>;

export const DataCollectionRule = z.object({
  collection: z.string(),
  rule: DataRule,
  /** False when the collection has no rule of its own and follows the default. */
  explicit: z.boolean(),
  records: z.number().int().nonnegative(),
});
export type DataCollectionRule = z.infer<typeof DataCollectionRule>;

/** A project's publishable key and every collection it has a rule or records for, by name. */
export const DataSettings = z.object({
  publishable_key: z.string(),
  default_rule: DataRule,
  collections: z.array(DataCollectionRule),
});
export type DataSettings = z.infer<typeof DataSettings>;

export const DataSettingsResponse = Envelope.extend({ data: DataSettings });
export type DataSettingsResponse = z.infer<typeof DataSettingsResponse>;

/** Sets the named collections' rules; collections not named keep theirs. */
export const UpdateDataRulesRequest = z.object({ rules: DataRules });
export type UpdateDataRulesRequest = z.infer<typeof UpdateDataRulesRequest>;

/** The data API's base address for one project, from the app's public URL (APP_URL). */
export function dataApiBase(appUrl: string, projectUuid: string): string {
  return `${appUrl.replace(/\/$/, '')}/api/data/${projectUuid}`;
}

export interface DataApiExamples {
  /** curl from a server: adds a record with the secret token (read from an environment variable). */
  create: string;
  /** curl from a server: lists the newest records with the secret token. */
  list: string;
  /** JavaScript for the app itself, with the publishable key: add a record, then read the list. */
  fetch: string;
}

/** The environment variable the server examples read the secret token from: it is never written out. */
export const SECRET_TOKEN_ENV = 'ATELIER_SECRET_TOKEN';

/**
 * Ready-to-run calls of one project's data API, for the project_success card's api_examples and the
 * data dialog. Browser code gets the publishable key (what it may do follows the collection's rule); the
 * server examples read the secret token from $ATELIER_SECRET_TOKEN, so it is never shown in them.
 */
export function dataApiExamples(
  appUrl: string,
  project: { uuid: string; publishable_key: string },
  collection = 'items',
  sample: Record<string, unknown> = { name: 'Ada', message: 'Hello!' },
): DataApiExamples {
  const base = dataApiBase(appUrl, project.uuid);
  const body = JSON.stringify(sample);
  const auth = `Authorization: Bearer $${SECRET_TOKEN_ENV}`;
  return {
    create: [
      `# From a server: the secret token has full access; never put it in an app.`,
      `curl -X POST '${base}/${collection}' \\`,
      `  -H "${auth}" \\`,
      `  -H 'Content-Type: application/json' \\`,
      `  -d '${body.replace(/'/g, "'\\''")}'`,
    ].join('\n'),
    list: `curl '${base}/${collection}?sort=-created_at' \\\n  -H "${auth}"`,
    fetch: [
      `// In the app: the publishable key may do what the ${collection} collection's rule allows.`,
      `const api = '${base}';`,
      `let visitor = localStorage.getItem('atelier-visitor');`,
      `if (!visitor) localStorage.setItem('atelier-visitor', (visitor = crypto.randomUUID()));`,
      `const headers = { Authorization: 'Bearer ${project.publishable_key}', 'X-Visitor-Id': visitor, 'Content-Type': 'application/json' };`,
      `await fetch(\`\${api}/${collection}\`, { method: 'POST', headers, body: JSON.stringify(${body}) });`,
      `const { records } = await (await fetch(\`\${api}/${collection}?sort=-created_at\`, { headers })).json();`,
      `console.log(records.data); // [{ id, collection, data, created_at, updated_at }, …]`,
    ].join('\n'),
  };
}

/**
 * The data API's storage: JSON records per project and collection, within the project's limits. Every
 * query names the project the key opened, so no key ever reaches another project's records; with the
 * publishable key, the collection's rule decides what else it may do (docs/security.md).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DATA_LIMITS,
  DATA_RECORD_SORT_COLUMNS,
  DEFAULT_DATA_RULE,
  PROJECT_TOKEN_HEADER,
  PUBLISHABLE_KEY_PREFIX,
  VISITOR_ID_HEADER,
  VISITOR_ID_PATTERN,
  dataRuleReach,
  type DataAction,
  type DataRecord,
  type DataRecordBody,
  type DataRule,
} from '@atelier/contracts';
import { Prisma, type PrismaClient } from '@atelier/db';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import { safeEqual, sha256 } from '../../lib/crypto.ts';

type Tx = Prisma.TransactionClient;

const tokenInvalid = () => new AppError(401, 'PROJECT_TOKEN_INVALID');
const recordNotFound = () => notFound('DATA_RECORD_NOT_FOUND');
export const limitExceeded = (status = 422) => new AppError(status, 'DATA_LIMIT_EXCEEDED');
export const ruleForbids = () => new AppError(403, 'DATA_RULE_FORBIDDEN');

/** The token a request carries: X-Project-Token, or a bearer Authorization header. */
export function requestToken(request: FastifyRequest): string | null {
  const header = request.headers[PROJECT_TOKEN_HEADER];
  const own = Array.isArray(header) ? header[0] : header;
  if (own?.trim()) return own.trim();
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return bearer?.[1] ?? null;
}

/** What a data API request may do, from the key it carries. */
export interface DataAccess {
  projectId: number;
  /** secret: the owner's token, everything. public: the publishable key, within the collection rules. */
  key: 'secret' | 'public';
  /** With the publishable key: SHA-256 of the visitor's id (X-Visitor-Id), or null without one. */
  visitor: string | null;
}

/** The visitor id header, hashed; a malformed one is the caller's mistake. */
function visitorOf(request: FastifyRequest): string | null {
  const header = request.headers[VISITOR_ID_HEADER];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return null;
  if (!VISITOR_ID_PATTERN.test(value)) {
    throw validationFailed({
      [VISITOR_ID_HEADER]: ['The visitor id must be 16 to 128 letters, digits, "_" or "-".'],
    });
  }
  return sha256(value);
}

/**
 * The project a token or publishable key opens, counted against its budgets. A missing project and
 * another project's key get the same answer as no key at all.
 */
export async function authorizeProject(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  projectUuid: string,
): Promise<DataAccess> {
  const token = requestToken(request);
  if (!token) throw tokenInvalid();
  const project = await app.prisma.project.findUnique({
    where: { uuid: projectUuid },
    select: { id: true, token: true, publishableKey: true },
  });
  if (!project) throw tokenInvalid();
  if (token.startsWith(PUBLISHABLE_KEY_PREFIX)) {
    if (!safeEqual(project.publishableKey, token)) throw tokenInvalid();
    const visitor = visitorOf(request);
    await countRequest(app, reply, [
      { key: `visitor:${project.id}:${request.ip}`, limit: DATA_LIMITS.visitorRequestsPerMinute },
      { key: `public:${project.id}`, limit: DATA_LIMITS.publicRequestsPerMinute },
    ]);
    return { projectId: project.id, key: 'public', visitor };
  }
  if (!safeEqual(project.token, token)) throw tokenInvalid();
  await countRequest(app, reply, [{ key: String(project.id), limit: DATA_LIMITS.requestsPerMinute }]);
  return { projectId: project.id, key: 'secret', visitor: null };
}

/**
 * Fixed one-minute windows in Redis, shared by every api process. The first budget is the caller's
 * own and is reported in the X-RateLimit headers; any exhausted one answers 429.
 */
async function countRequest(
  app: FastifyInstance,
  reply: FastifyReply,
  budgets: { key: string; limit: number }[],
) {
  const windowMs = 60_000;
  const now = Date.now();
  const window = Math.floor(now / windowMs);
  const keys = budgets.map(({ key }) => `${app.config.REDIS_PREFIX}:data-api:rate:${key}:${window}`);
  const multi = app.redis.multi();
  for (const key of keys) multi.incr(key).pexpire(key, windowMs);
  const replies = await multi.exec();
  const counts = keys.map((_, i) => Number(replies?.[i * 2]?.[1] ?? 0));
  const resetSeconds = Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000));
  const own = budgets[0];
  if (own) {
    void reply.headers({
      'x-ratelimit-limit': String(own.limit),
      'x-ratelimit-remaining': String(Math.max(0, own.limit - (counts[0] ?? 0))),
      'x-ratelimit-reset': String(resetSeconds),
    });
  }
  if (budgets.some((budget, i) => (counts[i] ?? 0) > budget.limit)) {
    throw new AppError(429, 'TOO_MANY_REQUESTS', {
      headers: { 'retry-after': String(resetSeconds) },
    });
  }
}

/** One more record created by a visitor (address) today with the publishable key, within its daily cap. */
export async function countVisitorRecord(
  app: FastifyInstance,
  request: FastifyRequest,
  projectId: number,
): Promise<void> {
  const dayMs = 86_400_000;
  const now = Date.now();
  const day = Math.floor(now / dayMs);
  const key = `${app.config.REDIS_PREFIX}:data-api:visitor-records:${projectId}:${request.ip}:${day}`;
  const replies = await app.redis.multi().incr(key).pexpire(key, dayMs).exec();
  if (Number(replies?.[0]?.[1] ?? 0) > DATA_LIMITS.visitorRecordsPerDay) {
    const retry = Math.max(1, Math.ceil(((day + 1) * dayMs - now) / 1000));
    throw new AppError(429, 'TOO_MANY_REQUESTS', { headers: { 'retry-after': String(retry) } });
  }
}

/** The rule of a collection: its own, or the default for one without. */
export async function collectionRule(
  prisma: PrismaClient,
  projectId: number,
  collection: string,
): Promise<DataRule> {
  const row = await prisma.projectDataRule.findUnique({
    where: { projectId_collection: { projectId, collection } },
    select: { rule: true },
  });
  return row?.rule ?? DEFAULT_DATA_RULE;
}

/**
 * Which records an action may touch: every record (null), or only those whose visitor hash is `own`.
 * `visible` says whether the caller may see others' records, so touching one answers 403, not 404.
 */
export type RecordScope = { own: string; visible: boolean } | null;

/** Stored hashes are 64 hex characters, so a visitor without an id owns nothing. */
const NO_VISITOR = '';

/** The scope an action has under the collection's rule; refused outright when the rule forbids it. */
export async function scopeFor(
  prisma: PrismaClient,
  access: DataAccess,
  collection: string,
  action: DataAction,
): Promise<RecordScope> {
  if (access.key === 'secret') return null;
  const rule = await collectionRule(prisma, access.projectId, collection);
  const reach = dataRuleReach(rule, action);
  if (reach === 'none') throw ruleForbids();
  if (reach === 'all') return null;
  return { own: access.visitor ?? NO_VISITOR, visible: dataRuleReach(rule, 'read') === 'all' };
}

function scoped(scope: RecordScope) {
  return scope ? { visitorHash: scope.own } : {};
}

/** A record outside the caller's scope: forbidden when the caller can see it, else not there. */
async function missing(
  prisma: PrismaClient,
  projectId: number,
  collection: string,
  uuid: string,
  scope: RecordScope,
) {
  if (scope?.visible) {
    const exists = await prisma.projectRecord.count({ where: { projectId, collection, uuid } });
    if (exists > 0) return ruleForbids();
  }
  return recordNotFound();
}

/** UTF-8 bytes of a record's JSON text, the measure of every size limit. */
export function recordSize(data: DataRecordBody): number {
  return Buffer.byteLength(JSON.stringify(data), 'utf8');
}

/** Refuses what PostgreSQL's JSON cannot keep (a NUL character) and records over the size limit. */
function checkRecord(data: DataRecordBody): number {
  const text = JSON.stringify(data);
  if (text.includes('\\u0000')) {
    throw validationFailed({ body: ['The body may not contain the NUL character (\\u0000).'] });
  }
  const size = Buffer.byteLength(text, 'utf8');
  if (size > DATA_LIMITS.maxRecordBytes) throw limitExceeded(413);
  return size;
}

interface RecordRow {
  uuid: string;
  collection: string;
  data: Prisma.JsonValue;
  createdAt: Date;
  updatedAt: Date;
}

export function toDataRecord(row: RecordRow): DataRecord {
  const data = row.data && typeof row.data === 'object' && !Array.isArray(row.data) ? row.data : {};
  return {
    id: row.uuid,
    collection: row.collection,
    data,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const RECORD_SELECT = {
  id: true,
  uuid: true,
  collection: true,
  data: true,
  size: true,
  createdAt: true,
  updatedAt: true,
} as const;

/** Serialises writes per project, so two requests at once cannot both slip under a limit. */
async function lockProject(tx: Tx, projectId: number) {
  await tx.$queryRaw`SELECT id FROM projects WHERE id = ${projectId} FOR UPDATE`;
}

async function usage(tx: Tx, projectId: number, collection: string) {
  const [row] = await tx.$queryRaw<
    { records: number; bytes: number; collections: number; has_collection: boolean | null }[]
  >`SELECT count(*)::int AS records,
           coalesce(sum(size), 0)::int AS bytes,
           count(DISTINCT collection)::int AS collections,
           bool_or(collection = ${collection}) AS has_collection
      FROM project_records WHERE project_id = ${projectId}`;
  return {
    records: row?.records ?? 0,
    bytes: row?.bytes ?? 0,
    collections: row?.collections ?? 0,
    hasCollection: row?.has_collection === true,
  };
}

export async function createRecord(
  prisma: PrismaClient,
  projectId: number,
  collection: string,
  data: DataRecordBody,
  visitorHash: string | null = null,
): Promise<DataRecord> {
  const size = checkRecord(data);
  const row = await prisma.$transaction(async (tx) => {
    await lockProject(tx, projectId);
    const used = await usage(tx, projectId, collection);
    if (
      used.records + 1 > DATA_LIMITS.maxRecords ||
      used.bytes + size > DATA_LIMITS.maxTotalBytes ||
      (!used.hasCollection && used.collections + 1 > DATA_LIMITS.maxCollections)
    ) {
      throw limitExceeded();
    }
    return tx.projectRecord.create({
      data: { projectId, collection, data: data as Prisma.InputJsonObject, size, visitorHash },
      select: RECORD_SELECT,
    });
  });
  return toDataRecord(row);
}

export async function readRecord(
  prisma: PrismaClient,
  projectId: number,
  collection: string,
  uuid: string,
  scope: RecordScope = null,
): Promise<DataRecord> {
  const row = await prisma.projectRecord.findFirst({
    where: { projectId, collection, uuid, ...scoped(scope) },
    select: RECORD_SELECT,
  });
  if (!row) throw await missing(prisma, projectId, collection, uuid, scope);
  return toDataRecord(row);
}

/** PUT replaces the data; PATCH merges the given top-level fields into it. */
export async function updateRecord(
  prisma: PrismaClient,
  projectId: number,
  collection: string,
  uuid: string,
  changes: DataRecordBody,
  mode: 'replace' | 'merge',
  scope: RecordScope = null,
): Promise<DataRecord> {
  const row = await prisma.$transaction(async (tx) => {
    await lockProject(tx, projectId);
    const current = await tx.projectRecord.findFirst({
      where: { projectId, collection, uuid, ...scoped(scope) },
      select: RECORD_SELECT,
    });
    if (!current) throw await missing(prisma, projectId, collection, uuid, scope);
    const before =
      current.data && typeof current.data === 'object' && !Array.isArray(current.data) ? current.data : {};
    const data = mode === 'merge' ? { ...before, ...changes } : changes;
    const size = checkRecord(data);
    const used = await usage(tx, projectId, collection);
    if (used.bytes - current.size + size > DATA_LIMITS.maxTotalBytes) throw limitExceeded();
    return tx.projectRecord.update({
      where: { id: current.id },
      data: { data: data as Prisma.InputJsonObject, size },
      select: RECORD_SELECT,
    });
  });
  return toDataRecord(row);
}

export async function deleteRecord(
  prisma: PrismaClient,
  projectId: number,
  collection: string,
  uuid: string,
  scope: RecordScope = null,
): Promise<void> {
  const { count } = await prisma.projectRecord.deleteMany({
    where: { projectId, collection, uuid, ...scoped(scope) },
  });
  if (count === 0) throw await missing(prisma, projectId, collection, uuid, scope);
}

export interface ListOptions {
  page: number;
  perPage: number;
  sort: string;
  filters: Record<string, string>;
}

/**
 * One page of a collection. Filters compare a top-level field's text form (`data->>'field'`), so
 * `done=true` and `stars=5` match the boolean and the number; sorting on a field uses JSON ordering
 * (numbers as numbers), records without the field last.
 */
export async function listRecords(
  prisma: PrismaClient,
  projectId: number,
  collection: string,
  options: ListOptions,
  scope: RecordScope = null,
): Promise<{ total: number; rows: DataRecord[] }> {
  const conditions = [
    Prisma.sql`project_id = ${projectId}`,
    Prisma.sql`collection = ${collection}`,
    ...(scope ? [Prisma.sql`visitor_hash = ${scope.own}`] : []),
    ...Object.entries(options.filters).map(([field, value]) => Prisma.sql`data->>${field} = ${value}`),
  ];
  const where = Prisma.join(conditions, ' AND ');
  const descending = options.sort.startsWith('-');
  const field = descending ? options.sort.slice(1) : options.sort;
  const direction = Prisma.raw(descending ? 'DESC' : 'ASC');
  const column = (DATA_RECORD_SORT_COLUMNS as readonly string[]).includes(field)
    ? Prisma.raw(field)
    : Prisma.sql`data->${field}`;
  const [counted] = await prisma.$queryRaw<{ total: number }[]>`
    SELECT count(*)::int AS total FROM project_records WHERE ${where}`;
  const rows = await prisma.$queryRaw<RecordRow[]>`
    SELECT uuid::text AS uuid, collection, data, created_at AS "createdAt", updated_at AS "updatedAt"
      FROM project_records
     WHERE ${where}
     ORDER BY ${column} ${direction} NULLS LAST, id ${direction}
     LIMIT ${options.perPage} OFFSET ${(options.page - 1) * options.perPage}`;
  return { total: counted?.total ?? 0, rows: rows.map(toDataRecord) };
}

/** A fresh token for the owner's project; the old one stops opening its data at once. */
export async function rotateToken(
  prisma: PrismaClient,
  userId: number,
  projectId: number,
  token: string,
): Promise<string> {
  const { count } = await prisma.project.updateMany({ where: { id: projectId, userId }, data: { token } });
  if (count === 0) throw notFound('PROJECT_NOT_FOUND');
  return token;
}

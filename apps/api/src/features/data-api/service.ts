/**
 * The data API's storage: JSON records per project and collection, within the project's limits. Every
 * query names the project the token opened, so no token ever reaches another project's records.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DATA_LIMITS,
  DATA_RECORD_SORT_COLUMNS,
  PROJECT_TOKEN_HEADER,
  type DataRecord,
  type DataRecordBody,
} from '@atelier/contracts';
import { Prisma, type PrismaClient } from '@atelier/db';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import { safeEqual } from '../../lib/crypto.ts';

type Tx = Prisma.TransactionClient;

const tokenInvalid = () => new AppError(401, 'PROJECT_TOKEN_INVALID');
const recordNotFound = () => notFound('DATA_RECORD_NOT_FOUND');
export const limitExceeded = (status = 422) => new AppError(status, 'DATA_LIMIT_EXCEEDED');

/** The token a request carries: X-Project-Token, or a bearer Authorization header. */
export function requestToken(request: FastifyRequest): string | null {
  const header = request.headers[PROJECT_TOKEN_HEADER];
  const own = Array.isArray(header) ? header[0] : header;
  if (own?.trim()) return own.trim();
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return bearer?.[1] ?? null;
}

/**
 * The project a token opens, counted against its per-minute budget. A missing project and another
 * project's token get the same answer as no token at all.
 */
export async function authorizeProject(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  projectUuid: string,
): Promise<number> {
  const token = requestToken(request);
  if (!token) throw tokenInvalid();
  const project = await app.prisma.project.findUnique({
    where: { uuid: projectUuid },
    select: { id: true, token: true },
  });
  if (!project || !safeEqual(project.token, token)) throw tokenInvalid();
  await countRequest(app, reply, project.id);
  return project.id;
}

/** A fixed one-minute window per project in Redis, shared by every api process. */
async function countRequest(app: FastifyInstance, reply: FastifyReply, projectId: number) {
  const windowMs = 60_000;
  const now = Date.now();
  const window = Math.floor(now / windowMs);
  const key = `${app.config.REDIS_PREFIX}:data-api:rate:${projectId}:${window}`;
  const replies = await app.redis.multi().incr(key).pexpire(key, windowMs).exec();
  const count = Number(replies?.[0]?.[1] ?? 0);
  const limit = DATA_LIMITS.requestsPerMinute;
  const resetSeconds = Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000));
  void reply.headers({
    'x-ratelimit-limit': String(limit),
    'x-ratelimit-remaining': String(Math.max(0, limit - count)),
    'x-ratelimit-reset': String(resetSeconds),
  });
  if (count > limit) {
    throw new AppError(429, 'TOO_MANY_REQUESTS', {
      headers: { 'retry-after': String(resetSeconds) },
    });
  }
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
      data: { projectId, collection, data: data as Prisma.InputJsonObject, size },
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
): Promise<DataRecord> {
  const row = await prisma.projectRecord.findFirst({
    where: { projectId, collection, uuid },
    select: RECORD_SELECT,
  });
  if (!row) throw recordNotFound();
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
): Promise<DataRecord> {
  const row = await prisma.$transaction(async (tx) => {
    await lockProject(tx, projectId);
    const current = await tx.projectRecord.findFirst({
      where: { projectId, collection, uuid },
      select: RECORD_SELECT,
    });
    if (!current) throw recordNotFound();
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
): Promise<void> {
  const { count } = await prisma.projectRecord.deleteMany({ where: { projectId, collection, uuid } });
  if (count === 0) throw recordNotFound();
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
): Promise<{ total: number; rows: DataRecord[] }> {
  const conditions = [
    Prisma.sql`project_id = ${projectId}`,
    Prisma.sql`collection = ${collection}`,
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

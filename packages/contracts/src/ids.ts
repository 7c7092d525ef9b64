/**
 * Row ids in requests. Ids are PostgreSQL integers, so anything outside 1..2^31−1 names no row: in a
 * path it is answered 404 like a missing row, in a body or query 422 with the field map. Checking here
 * keeps values such as 2147483648 from reaching the database, which would refuse them with a 500.
 */
import { z } from 'zod';
import type { MessageCode } from './message-codes.ts';

/** The largest PostgreSQL integer (int4). */
export const ID_MAX = 2_147_483_647;

/** Decimal digits with no sign, exponent, prefix or leading zero. */
const ID_TEXT = /^[1-9][0-9]{0,9}$/;

/** The id a path segment names, or null when it cannot name a row ("0", "-1", "1e3", "0x10", "2147483648"). */
export function parseId(raw: string): number | null {
  if (!ID_TEXT.test(raw)) return null;
  const id = Number(raw);
  return id <= ID_MAX ? id : null;
}

const Uuid = z.uuid();
const isUuid = (value: string) => Uuid.safeParse(value).success;

/**
 * An id in a route's path. A value that cannot be an id fails with `status: 404` and the route's
 * not-found code in its params, which the api's error handler answers as that 404.
 */
export function idParam(notFound: MessageCode = 'NOT_FOUND') {
  return z
    .string()
    .refine((raw) => parseId(raw) !== null, {
      message: `The id must be a whole number from 1 to ${ID_MAX}.`,
      params: { status: 404, keyCode: notFound },
    })
    .transform(Number);
}

/** A path segment that is either a row's uuid or its numeric id (numbers come out as numbers). */
export function idOrUuidParam(notFound: MessageCode = 'NOT_FOUND') {
  return z
    .string()
    .refine((raw) => isUuid(raw) || parseId(raw) !== null, {
      message: `The id must be a uuid or a whole number from 1 to ${ID_MAX}.`,
      params: { status: 404, keyCode: notFound },
    })
    .transform((raw): string | number => parseId(raw) ?? raw);
}

/** An id in a body or query field; multipart and query strings are converted. */
export const IdField = z.coerce.number().int().min(1).max(ID_MAX);

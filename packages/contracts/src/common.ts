import { z } from 'zod';
import { PAGE_SIZES } from './constants.ts';
import { MessageCode } from './message-codes.ts';

/** Every answer carries its outcome code and that code's text in the request's language. */
export const Envelope = z.object({
  success: z.boolean(),
  message: z.string(),
  keyCode: MessageCode,
});
export type Envelope = z.infer<typeof Envelope>;

export const ErrorResponse = Envelope.extend({ success: z.literal(false) });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** 422: field name -> messages, in the Laravel wording the client recognises (core §5). */
export const FieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrors>;
export const ValidationErrorResponse = ErrorResponse.extend({ errors: FieldErrors });
export type ValidationErrorResponse = z.infer<typeof ValidationErrorResponse>;

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(PAGE_SIZES.max).optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const Pagination = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type Pagination = z.infer<typeof Pagination>;

/** A page of items in the shape the client reads: data, current_page, last_page, total. */
export function paginated<T extends z.ZodType>(item: T) {
  return Pagination.extend({ data: z.array(item) });
}

export const Timestamp = z.iso.datetime({ offset: true });

export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** A page query whose per_page falls back to the given grid size (core §9). */
export function pageQuery(defaultPerPage: number) {
  return PageQuery.extend({
    per_page: z.coerce.number().int().min(1).max(PAGE_SIZES.max).default(defaultPerPage),
  });
}

/**
 * A boolean that also accepts the strings multipart forms send ("true"/"false", "1"/"0").
 * Request-only: it preprocesses its input, so it must not appear in a response schema.
 */
export const BooleanFlag = z.preprocess((value) => {
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return value;
}, z.boolean());

/**
 * The Idempotency-Key request header of POST /conversations and POST /projects: a client that
 * retries with the same key gets the first answer instead of a second conversation or project.
 */
import { z } from 'zod';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key's first answer is kept and replayed. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;

export const IdempotencyKey = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x21-\x7e]+$/);

/** Request headers of a route that takes an Idempotency-Key; every other header passes through. */
export const IdempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: IdempotencyKey.optional().describe(
    'Any unique value (a UUID) per intended action, at most 255 printable ASCII characters. The same key from the same user within 24 h replays the first 2xx answer (header Idempotent-Replayed: true) and creates nothing; with another body it answers 422 IDEMPOTENCY_KEY_REUSED; while the first is still running, 409 IDEMPOTENCY_KEY_IN_USE.',
  ),
});
export type IdempotencyHeaders = z.infer<typeof IdempotencyHeaders>;

/** Typed domain errors; the error handler turns each into the spec's envelope and status. */
import type { FieldErrors, MessageCode } from '@atelier/contracts';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageCode,
    readonly details: { errors?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    super(code);
  }
}

export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED');
export const forbidden = () => new AppError(403, 'UNAUTHORIZED_ACCESS');
/** Someone else's resource gets the same answer as a missing one. */
export const notFound = (code: MessageCode = 'NOT_FOUND') => new AppError(404, code);
export const validationFailed = (errors: FieldErrors, code: MessageCode = 'VALIDATION_ERROR') =>
  new AppError(422, code, { errors });

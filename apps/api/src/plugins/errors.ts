/** One place that maps every failure to the spec's envelope and status; 5xx never show internals. */
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MessageCode, messageText } from '@atelier/contracts';
import { AppError } from '../lib/errors.ts';
import { laravelErrors } from '../lib/validation.ts';

const CLIENT_ERRORS: Record<string, { status: number; code: MessageCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'MALFORMED_REQUEST' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'MALFORMED_REQUEST' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'MALFORMED_REQUEST' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_FILES_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
};

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const lang = request.lang ?? 'en';
      const body = (code: MessageCode, extra: object = {}) => ({
        success: false,
        message: messageText(code, lang),
        keyCode: code,
        ...extra,
      });

      if (error instanceof AppError) {
        if (error.details.headers) void reply.headers(error.details.headers);
        const extra = error.details.errors ? { errors: error.details.errors } : {};
        return reply.status(error.statusCode).send(body(error.code, extra));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // A schema may name a more precise code for its own rule (MESSAGE_EMPTY for a blank message).
        const named = error.validation
          .map((issue) => (issue.params.params as { keyCode?: unknown } | undefined)?.keyCode)
          .find((code): code is MessageCode => MessageCode.safeParse(code).success);
        // A path segment that cannot name a row (idParam) is a missing row, not a form error.
        const missing = error.validation.some(
          (issue) => (issue.params.params as { status?: unknown } | undefined)?.status === 404,
        );
        if (missing && error.validationContext === 'params') {
          return reply.status(404).send(body(named ?? 'NOT_FOUND'));
        }
        return reply
          .status(422)
          .send(body(named ?? 'VALIDATION_ERROR', { errors: laravelErrors(error.validation) }));
      }
      const known = CLIENT_ERRORS[error.code];
      if (known) return reply.status(known.status).send(body(known.code));
      if (error.statusCode === 429) return reply.status(429).send(body('TOO_MANY_REQUESTS'));
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        request.log.info({ err: error }, 'client error');
        return reply.status(error.statusCode).send(body('MALFORMED_REQUEST'));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(body('SERVER_ERROR'));
    });

    app.setNotFoundHandler((request, reply) => {
      // With the web app served here, a page address the api does not know is a client-side route.
      const pathname = request.url.split('?')[0] ?? '';
      const page =
        request.method === 'GET' &&
        !pathname.startsWith('/api/') &&
        !pathname.startsWith('/storage/') &&
        !path.extname(pathname);
      if (page && app.hasReplyDecorator('sendFile')) return reply.type('text/html').sendFile('index.html');
      return reply.status(404).send({
        success: false,
        message: messageText('NOT_FOUND', request.lang ?? 'en'),
        keyCode: 'NOT_FOUND',
      });
    });
  },
  { name: 'errors', dependencies: ['context'] },
);

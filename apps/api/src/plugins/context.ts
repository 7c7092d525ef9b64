/** Per-request context: the request's language and the answer envelope in that language. */
import fp from 'fastify-plugin';
import { messageText, type Language, type MessageCode } from '@atelier/contracts';
import { languageFromHeader } from '../lib/language.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
  }
  interface FastifyInstance {
    /** `{ success, message, keyCode, ...extra }` with the code's text in the request's language. */
    envelope<T extends object>(
      request: FastifyRequest,
      code: MessageCode,
      extra?: T,
    ): { success: true; message: string; keyCode: MessageCode } & T;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('lang', 'en');
    app.addHook('onRequest', async (request) => {
      request.lang = languageFromHeader(request.headers['accept-language']);
    });
    app.decorate('envelope', (request, code, extra) => ({
      success: true as const,
      message: messageText(code, request.lang),
      keyCode: code,
      ...(extra ?? ({} as never)),
    }));
    // A POST without a body is validated as an empty object, so each missing field is named.
    app.addHook('preValidation', async (request) => {
      if (request.body === undefined || request.body === null) {
        if (request.method === 'POST' || request.method === 'PUT' || request.method === 'PATCH')
          request.body = {};
      }
    });
  },
  { name: 'context' },
);

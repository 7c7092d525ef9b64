/**
 * A backend for every generated app (docs/data-api.md): JSON records in named collections.
 *
 * A key (`Authorization: Bearer <key>` or `X-Project-Token: <key>`), from any origin: the secret token
 * may do everything; the publishable key (`pk_…`) only what the collection's rule allows, within
 * per-visitor limits, and its X-Visitor-Id names the visitor's own records (docs/security.md):
 *   POST   /data/{project uuid}/{collection}          a record from a JSON object (201)
 *   GET    /data/{project uuid}/{collection}          a page of records: ?field=value or ?where[field]=value
 *                                                     filters, ?sort=field|-field, ?page, ?per_page
 *   GET    /data/{project uuid}/{collection}/{id}     one record
 *   PUT    /data/{project uuid}/{collection}/{id}     replaces its data
 *   PATCH  /data/{project uuid}/{collection}/{id}     merges top-level fields into its data
 *   DELETE /data/{project uuid}/{collection}/{id}     the record
 * Owner only (bearer session; someone else's project answers 404 PROJECT_NOT_FOUND):
 *   POST   /projects/{id}/token/rotate                a new project token; the old one stops working
 *   POST   /projects/{id}/publishable-key/rotate      a new publishable key; the old one stops working
 *   GET    /projects/{id}/data/rules                  the publishable key and each collection's rule
 *   PATCH  /projects/{id}/data/rules                  sets the named collections' rules
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DATA_LIMITS,
  DataCollectionParams,
  DataListQuery,
  DataRecordBody,
  DataRecordParams,
  DataRecordResponse,
  DataRecordsResponse,
  Envelope,
  PROJECT_TOKEN_HEADER,
  ProjectParams,
  RotateProjectTokenResponse,
  RotatePublishableKeyResponse,
  DataSettingsResponse,
  UpdateDataRulesRequest,
  VISITOR_ID_HEADER,
  dataFilters,
  lastPage,
} from '@atelier/contracts';
import { validationFailed } from '../../lib/errors.ts';
import { randomToken } from '../../lib/crypto.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  authorizeProject,
  countVisitorRecord,
  createRecord,
  deleteRecord,
  listRecords,
  readRecord,
  rotateToken,
  scopeFor,
  updateRecord,
} from './service.ts';
import { dataSettings, rotatePublishableKey, setDataRules } from './rules.ts';

const TAGS = ['data'];
/** Generated apps run on the preview origin or anywhere else; the token, never a cookie, authorises them. */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'retry-after, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset',
};
const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': `authorization, ${PROJECT_TOKEN_HEADER}, ${VISITOR_ID_HEADER}, content-type, accept-language`,
  'access-control-max-age': '86400',
};
/** Room for a record at its limit written with generous whitespace; the record itself is measured after parsing. */
const BODY_LIMIT = DATA_LIMITS.maxRecordBytes * 4;

function notAnObject() {
  return validationFailed({ body: ['The body must be a JSON object.'] });
}

const dataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;

  app.addHook('onRequest', async (_request, reply) => {
    void reply.headers(CORS_HEADERS);
  });

  // Browsers ask before sending a token header or a JSON body from another origin.
  app.options('/data/*', { schema: { hide: true } }, async (_request, reply) =>
    reply.status(204).headers(PREFLIGHT_HEADERS).send(),
  );

  // A body that is not JSON is the caller's mistake: a 422 naming the body, like any other bad field.
  // text/plain is read as JSON too, since browsers send that type for a body without a declared one.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text) as unknown);
      } catch {
        done(validationFailed({ body: ['The body must be valid JSON.'] }), undefined);
      }
    },
  );
  app.addHook('preValidation', async (request) => {
    const { body } = request;
    if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
      throw notAnObject();
    }
  });

  const authorize = (request: FastifyRequest, reply: FastifyReply, uuid: string) =>
    authorizeProject(app, request, reply, uuid);

  app.post(
    '/data/:project/:collection',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: TAGS,
        params: DataCollectionParams,
        body: DataRecordBody,
        response: { 201: DataRecordResponse },
      },
    },
    async (request, reply) => {
      const { project, collection } = request.params;
      const access = await authorize(request, reply, project);
      await scopeFor(prisma, access, collection, 'create');
      if (access.key === 'public') await countVisitorRecord(app, request, access.projectId);
      const record = await createRecord(prisma, access.projectId, collection, request.body, access.visitor);
      return reply.status(201).send(app.envelope(request, 'DATA_RECORD_CREATED', { data: record }));
    },
  );

  app.get(
    '/data/:project/:collection',
    {
      schema: {
        tags: TAGS,
        params: DataCollectionParams,
        querystring: DataListQuery,
        response: { 200: DataRecordsResponse },
      },
    },
    async (request, reply) => {
      const { project, collection } = request.params;
      const { page, per_page: perPage, sort } = request.query;
      const { filters, invalid } = dataFilters(request.query);
      if (invalid.length > 0) {
        throw validationFailed(
          Object.fromEntries(invalid.map((key) => [key, [`The ${key} filter is not a valid field name.`]])),
        );
      }
      const access = await authorize(request, reply, project);
      const scope = await scopeFor(prisma, access, collection, 'list');
      const { total, rows } = await listRecords(
        prisma,
        access.projectId,
        collection,
        { page, perPage, sort, filters },
        scope,
      );
      return app.envelope(request, 'DATA_RECORDS_FETCHED', {
        records: {
          data: rows,
          current_page: page,
          last_page: lastPage(total, perPage),
          per_page: perPage,
          total,
        },
      });
    },
  );

  app.get(
    '/data/:project/:collection/:id',
    { schema: { tags: TAGS, params: DataRecordParams, response: { 200: DataRecordResponse } } },
    async (request, reply) => {
      const { project, collection, id } = request.params;
      const access = await authorize(request, reply, project);
      const scope = await scopeFor(prisma, access, collection, 'read');
      const record = await readRecord(prisma, access.projectId, collection, id, scope);
      return app.envelope(request, 'DATA_RECORD_FETCHED', { data: record });
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/data/:project/:collection/:id',
      {
        bodyLimit: BODY_LIMIT,
        schema: {
          tags: TAGS,
          params: DataRecordParams,
          body: DataRecordBody,
          response: { 200: DataRecordResponse },
        },
      },
      async (request, reply) => {
        const { project, collection, id } = request.params;
        const access = await authorize(request, reply, project);
        const scope = await scopeFor(prisma, access, collection, 'update');
        const record = await updateRecord(
          prisma,
          access.projectId,
          collection,
          id,
          request.body,
          method === 'patch' ? 'merge' : 'replace',
          scope,
        );
        return app.envelope(request, 'DATA_RECORD_UPDATED', { data: record });
      },
    );
  }

  app.delete(
    '/data/:project/:collection/:id',
    { schema: { tags: TAGS, params: DataRecordParams, response: { 200: Envelope } } },
    async (request, reply) => {
      const { project, collection, id } = request.params;
      const access = await authorize(request, reply, project);
      const scope = await scopeFor(prisma, access, collection, 'delete');
      await deleteRecord(prisma, access.projectId, collection, id, scope);
      return app.envelope(request, 'DATA_RECORD_DELETED');
    },
  );
};

const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/projects/:id/token/rotate',
    {
      schema: { tags: ['projects'], params: ProjectParams, response: { 200: RotateProjectTokenResponse } },
    },
    async (request) => {
      const token = await rotateToken(
        app.prisma,
        currentUser(request).id,
        request.params.id,
        randomToken(24),
      );
      return app.envelope(request, 'PROJECT_TOKEN_ROTATED', { data: { token } });
    },
  );

  app.post(
    '/projects/:id/publishable-key/rotate',
    {
      schema: {
        tags: ['projects'],
        params: ProjectParams,
        response: { 200: RotatePublishableKeyResponse },
      },
    },
    async (request) => {
      const key = await rotatePublishableKey(app.prisma, currentUser(request).id, request.params.id);
      return app.envelope(request, 'PUBLISHABLE_KEY_ROTATED', { data: { publishable_key: key } });
    },
  );

  app.get(
    '/projects/:id/data/rules',
    { schema: { tags: ['projects'], params: ProjectParams, response: { 200: DataSettingsResponse } } },
    async (request) => {
      const data = await dataSettings(app.prisma, currentUser(request).id, request.params.id);
      return app.envelope(request, 'DATA_RULES_FETCHED', { data });
    },
  );

  app.patch(
    '/projects/:id/data/rules',
    {
      schema: {
        tags: ['projects'],
        params: ProjectParams,
        body: UpdateDataRulesRequest,
        response: { 200: DataSettingsResponse },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await setDataRules(app.prisma, userId, request.params.id, request.body.rules);
      const data = await dataSettings(app.prisma, userId, request.params.id);
      return app.envelope(request, 'DATA_RULES_UPDATED', { data });
    },
  );
};

const routes: FastifyPluginAsync = async (app) => {
  await app.register(dataRoutes);
  await app.register(tokenRoutes);
};

export default routes;

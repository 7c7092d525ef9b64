/**
 * GET/HEAD /{projectId}/...: the project's live build. Client-side routes fall back to the build's
 * index.html; HTML pages get the base and the preview script; hashed assets are cached for good.
 *   404  unknown or deleted project, non-numeric id, missing asset
 *   503  the project exists but has no live build yet (Retry-After: 2; the page refreshes itself)
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { InvalidKeyError } from '@atelier/storage';
import { contentTypeOf, isHtml } from './content-types.ts';
import { injectIntoPage, statusPage } from './pages.ts';

export interface PreviewRoutesOptions {
  /** The path of PREVIEW_URL without a trailing slash ('' normally); project folders live under it. */
  pathPrefix: string;
  /** Origins the injected script accepts select-mode requests from and reports errors to. */
  appOrigins: readonly string[];
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MAX_INT4 = 2_147_483_647;
const BUILDING_RETRY_SECONDS = 2;

type Live = { state: 'missing' } | { state: 'building' } | { state: 'live'; buildKey: string };

export function parseProjectId(raw: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_INT4 ? id : null;
}

/**
 * The file path inside the build that a request names ('' for the folder itself), or null when the
 * path cannot name a file (traversal, encoded slashes, bad escapes).
 */
export function buildPath(url: string): string | null {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  const segments = pathname.split('/').slice(2); // '', projectId, ...rest
  const decoded: string[] = [];
  for (const [index, segment] of segments.entries()) {
    let value: string;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return null;
    }
    const last = index === segments.length - 1;
    if (value === '' && last) break; // a trailing slash names the folder
    if (value === '' || value === '.' || value === '..' || /[/\\\0]/.test(value)) return null;
    decoded.push(value);
  }
  const joined = decoded.join('/');
  return pathname.endsWith('/') && joined ? `${joined}/` : joined;
}

export default async function previewRoutes(app: FastifyInstance, options: PreviewRoutesOptions) {
  const { pathPrefix, appOrigins } = options;

  async function live(projectId: number): Promise<Live> {
    const project = await app.prisma.project.findUnique({
      where: { id: projectId },
      select: { liveVersion: { select: { buildKey: true } } },
    });
    if (!project) return { state: 'missing' };
    const buildKey = project.liveVersion?.buildKey?.replace(/\/+$/, '');
    return buildKey ? { state: 'live', buildKey } : { state: 'building' };
  }

  /** Sends one file of the build; false when the build has no such file. */
  async function sendFile(
    request: FastifyRequest,
    reply: FastifyReply,
    projectId: number,
    buildKey: string,
    file: string,
  ): Promise<boolean> {
    const key = `${buildKey}/${file}`;
    try {
      if (isHtml(file)) {
        const raw = await app.storage.get(key);
        if (!raw) return false;
        const html = injectIntoPage(raw.toString('utf8'), `${pathPrefix}/${projectId}/`, appOrigins);
        const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
        void reply.header('cache-control', 'no-cache').header('etag', etag);
        if (request.headers['if-none-match'] === etag) {
          await reply.status(304).send();
          return true;
        }
        await reply.type(contentTypeOf(file)).send(html);
        return true;
      }
      const object = await app.storage.open(key);
      if (!object) return false;
      void reply
        .type(contentTypeOf(file))
        .header('content-length', object.size)
        .header('cache-control', file.startsWith('assets/') ? IMMUTABLE : 'no-cache');
      await reply.send(request.method === 'HEAD' ? undefined : object.stream());
      return true;
    } catch (error) {
      if (error instanceof InvalidKeyError) return false; // a name storage could never hold
      throw error;
    }
  }

  // GET and HEAD declared together: Fastify's generated HEAD routes would report a length of 0.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/:projectId',
    handler: async (request, reply) => {
      const { projectId } = request.params as { projectId: string };
      const id = parseProjectId(projectId);
      if (id === null) return notFound(request, reply);
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.header('cache-control', 'no-store').redirect(`${pathPrefix}/${id}/${query}`, 301);
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/:projectId/*',
    handler: async (request, reply) => {
      const { projectId } = request.params as { projectId: string };
      const id = parseProjectId(projectId);
      if (id === null) return notFound(request, reply);

      const state = await live(id);
      if (state.state === 'missing') return notFound(request, reply, true);
      if (state.state === 'building') {
        return reply
          .status(503)
          .header('retry-after', String(BUILDING_RETRY_SECONDS))
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(
            statusPage({
              title: 'Building your app…',
              text: 'The first version is being built. This page refreshes by itself.',
              refreshSeconds: BUILDING_RETRY_SECONDS,
            }),
          );
      }

      const requested = buildPath(request.url);
      if (requested === null) return notFound(request, reply);
      const file = requested === '' || requested.endsWith('/') ? `${requested}index.html` : requested;
      if (await sendFile(request, reply, id, state.buildKey, file)) return reply;
      if (
        wantsPage(request, requested) &&
        (await sendFile(request, reply, id, state.buildKey, 'index.html'))
      ) {
        return reply;
      }
      return notFound(request, reply);
    },
  });

  app.setNotFoundHandler((request, reply) => notFound(request, reply));
}

/** A client-side route: a path with no extension, or a page request for any missing path. */
function wantsPage(request: FastifyRequest, file: string): boolean {
  if (!path.posix.extname(file)) return true;
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

function notFound(request: FastifyRequest, reply: FastifyReply, projectMissing = false) {
  void reply.status(404).header('cache-control', 'no-store');
  const file = (request.url.split(/[?#]/, 1)[0] ?? '').split('/').pop() ?? '';
  if (!projectMissing && !wantsPage(request, file)) {
    return reply.type('text/plain; charset=utf-8').send('Not found');
  }
  return reply.type('text/html; charset=utf-8').send(
    statusPage({
      title: projectMissing ? 'No app here' : 'Page not found',
      text: projectMissing
        ? 'This project does not exist or has been deleted.'
        : 'There is nothing at this address.',
    }),
  );
}

/**
 * GET/HEAD on `{project uuid}.{preview host}`: the project's live build, on an origin of its own.
 * Client-side routes fall back to the build's index.html; HTML pages get the base and the preview
 * script; hashed assets are cached for good. Text files of 1 KB and more go brotli or gzip compressed
 * to clients that accept it (compression.ts).
 *   A published project is served to anyone. A private one only with its signed access: the query
 *   parameter (from the address the api gives its owner) or the cookie it leaves on this origin.
 *   403  a private project without valid access (nothing of the build is sent)
 *   404  the bare preview host, an unknown or deleted project, a missing asset
 *   503  the project exists but has no live build yet (Retry-After: 2; the page refreshes itself)
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  PREVIEW_ACCESS_COOKIE,
  PREVIEW_ACCESS_PARAM,
  PREVIEW_COOKIE_SECONDS,
  previewAccessToken,
  previewPathPrefix,
  projectUuidOfHost,
  verifyPreviewAccess,
} from '@atelier/config/preview';
import { InvalidKeyError } from '@atelier/storage';
import {
  COMPRESS_MIN_BYTES,
  CompressedCache,
  compressStream,
  isCompressible,
  negotiateEncoding,
} from './compression.ts';
import { contentTypeOf, isHtml } from './content-types.ts';
import { injectIntoPage, statusPage } from './pages.ts';

export interface PreviewRoutesOptions {
  /** PREVIEW_URL: its host names the projects' origins, its path is where each project's files start. */
  previewUrl: string;
  /** APP_KEY, which signs preview access. */
  appKey: string;
  /** Origins the injected script accepts select-mode requests from and reports errors to. */
  appOrigins: readonly string[];
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRIVATE_IMMUTABLE = 'private, max-age=31536000, immutable';
const BUILDING_RETRY_SECONDS = 2;

type Live =
  | { state: 'missing' }
  | { state: 'private' }
  | { state: 'building'; isPublic: boolean }
  | { state: 'live'; buildKey: string; isPublic: boolean };

/**
 * The file path inside the build that a request path names ('' for the root), or null when the path
 * cannot name a file (traversal, encoded slashes, bad escapes). `pathPrefix` is where builds start.
 */
export function buildPath(url: string, pathPrefix = ''): string | null {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  if (pathname !== pathPrefix && !pathname.startsWith(`${pathPrefix}/`)) return null;
  const segments = pathname.slice(pathPrefix.length).split('/').slice(1);
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

/** The value of one cookie in a Cookie header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * The access cookie's attributes. In the workspace the preview is a cross-site frame, where only a
 * `SameSite=None; Secure` cookie is sent, partitioned by the embedding site (CHIPS) so browsers that
 * block third-party cookies keep it too. Browsers accept Secure cookies over https and on localhost
 * names; on plain http elsewhere the cookie can only be first-party (docs/security.md: serve previews
 * over https).
 */
function cookieAttributes(request: FastifyRequest): string {
  const secure =
    request.protocol === 'https' ||
    request.hostname === 'localhost' ||
    request.hostname.endsWith('.localhost');
  return secure ? 'HttpOnly; SameSite=None; Secure; Partitioned' : 'HttpOnly; SameSite=Lax';
}

export default async function previewRoutes(app: FastifyInstance, options: PreviewRoutesOptions) {
  const { previewUrl, appKey, appOrigins } = options;
  const pathPrefix = previewPathPrefix(previewUrl);
  const compressed = new CompressedCache();

  /** The project on this origin and whether this request may see it. */
  async function live(request: FastifyRequest, uuid: string): Promise<Live> {
    const project = await app.prisma.project.findUnique({
      where: { uuid },
      select: { isPublic: true, liveVersion: { select: { buildKey: true } } },
    });
    if (!project) return { state: 'missing' };
    if (!project.isPublic && !hasAccess(request, uuid)) return { state: 'private' };
    const buildKey = project.liveVersion?.buildKey?.replace(/\/+$/, '');
    return buildKey
      ? { state: 'live', buildKey, isPublic: project.isPublic }
      : { state: 'building', isPublic: project.isPublic };
  }

  function accessQuery(request: FastifyRequest): string | undefined {
    const value = (request.query as Record<string, unknown> | undefined)?.[PREVIEW_ACCESS_PARAM];
    return typeof value === 'string' ? value : undefined;
  }

  function hasAccess(request: FastifyRequest, uuid: string): boolean {
    return (
      verifyPreviewAccess(appKey, uuid, accessQuery(request)) !== null ||
      verifyPreviewAccess(appKey, uuid, cookieValue(request.headers.cookie, PREVIEW_ACCESS_COOKIE)) !== null
    );
  }

  /** Sends one file of the build; false when the build has no such file. */
  async function sendFile(
    request: FastifyRequest,
    reply: FastifyReply,
    buildKey: string,
    file: string,
    isPublic: boolean,
  ): Promise<boolean> {
    const key = `${buildKey}/${file}`;
    try {
      if (isHtml(file)) {
        const raw = await app.storage.get(key);
        if (!raw) return false;
        const html = Buffer.from(injectIntoPage(raw.toString('utf8'), `${pathPrefix}/`, appOrigins));
        const hash = createHash('sha256').update(html).digest('base64url').slice(0, 27);
        const encoding =
          html.length >= COMPRESS_MIN_BYTES ? negotiateEncoding(request.headers['accept-encoding']) : null;
        // One tag per encoding (the bytes differ); any of them revalidates, the page being the same.
        void reply
          .header('cache-control', isPublic ? 'no-cache' : 'private, no-cache')
          .header('etag', `"${hash}${encoding ? `-${encoding}` : ''}"`)
          .header('vary', 'Accept-Encoding');
        if (matchesTag(request.headers['if-none-match'], hash)) {
          await reply.status(304).send();
          return true;
        }
        void reply.type(contentTypeOf(file));
        if (!encoding) {
          await reply.send(request.method === 'HEAD' ? undefined : html);
          return true;
        }
        const body = await compressed.get(`page:${hash}`, encoding, () => Promise.resolve(html));
        void reply.header('content-encoding', encoding);
        await reply.send(request.method === 'HEAD' ? undefined : body);
        return true;
      }
      const object = await app.storage.open(key);
      if (!object) return false;
      const type = contentTypeOf(file);
      const cache = isPublic ? IMMUTABLE : PRIVATE_IMMUTABLE;
      void reply
        .type(type)
        .header(
          'cache-control',
          file.startsWith('assets/') ? cache : isPublic ? 'no-cache' : 'private, no-cache',
        );
      const compressible = isCompressible(type) && object.size >= COMPRESS_MIN_BYTES;
      const encoding = compressible ? negotiateEncoding(request.headers['accept-encoding']) : null;
      if (compressible) void reply.header('vary', 'Accept-Encoding');
      if (!encoding) {
        void reply.header('content-length', object.size);
        await reply.send(request.method === 'HEAD' ? undefined : object.stream());
        return true;
      }
      if (!CompressedCache.fits(object.size)) {
        void reply.header('content-encoding', encoding);
        await reply.send(request.method === 'HEAD' ? undefined : compressStream(object.stream(), encoding));
        return true;
      }
      const body = await compressed.get(key, encoding, () => app.storage.get(key));
      if (!body) return false;
      void reply.header('content-encoding', encoding).header('content-length', body.length);
      await reply.send(request.method === 'HEAD' ? undefined : body);
      return true;
    } catch (error) {
      if (error instanceof InvalidKeyError) return false; // a name storage could never hold
      throw error;
    }
  }

  async function serve(request: FastifyRequest, reply: FastifyReply) {
    const uuid = projectUuidOfHost(request.hostname, previewUrl);
    if (uuid === null) return notFound(request, reply, true);
    const requested = buildPath(request.url, pathPrefix);
    if (requested === null) return notFound(request, reply);

    const state = await live(request, uuid);
    if (state.state === 'missing') return notFound(request, reply, true);
    if (state.state === 'private') return forbidden(request, reply);

    const access = accessQuery(request);
    if (access !== undefined && !state.isPublic) {
      // The signed address was shown: leave a cookie on this origin for the app's own requests, and
      // take a page load to the same address without the credential in it.
      const expires = Math.floor(Date.now() / 1000) + PREVIEW_COOKIE_SECONDS;
      void reply.header(
        'set-cookie',
        `${PREVIEW_ACCESS_COOKIE}=${previewAccessToken(appKey, uuid, expires)}; Path=/; Max-Age=${PREVIEW_COOKIE_SECONDS}; ${cookieAttributes(request)}`,
      );
      if (request.method === 'GET' && wantsPage(request, requested)) {
        const url = new URL(request.url, 'http://preview.invalid');
        url.searchParams.delete(PREVIEW_ACCESS_PARAM);
        return reply
          .status(302)
          .header('cache-control', 'no-store')
          .redirect(`${url.pathname}${url.search}${url.hash}`, 302);
      }
    }

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

    const file = requested === '' || requested.endsWith('/') ? `${requested}index.html` : requested;
    if (await sendFile(request, reply, state.buildKey, file, state.isPublic)) return reply;
    if (
      wantsPage(request, requested) &&
      (await sendFile(request, reply, state.buildKey, 'index.html', state.isPublic))
    ) {
      return reply;
    }
    return notFound(request, reply);
  }

  // GET and HEAD declared together: Fastify's generated HEAD routes would report a length of 0.
  app.route({ method: ['GET', 'HEAD'], url: `${pathPrefix}/*`, handler: serve });
  if (pathPrefix) {
    app.route({
      method: ['GET', 'HEAD'],
      url: pathPrefix,
      handler: async (request, reply) => {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.header('cache-control', 'no-store').redirect(`${pathPrefix}/${query}`, 301);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => notFound(request, reply));
}

/** Whether an If-None-Match header names this page in any of its encodings (or is `*`). */
function matchesTag(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag === `"${hash}"` || tag === `"${hash}-br"` || tag === `"${hash}-gzip"`;
  });
}

/** A client-side route: a path with no extension, or a page request for any missing path. */
function wantsPage(request: FastifyRequest, file: string): boolean {
  if (!path.posix.extname(file)) return true;
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

function forbidden(request: FastifyRequest, reply: FastifyReply) {
  void reply.status(403).header('cache-control', 'no-store');
  if (!wantsPage(request, (request.url.split(/[?#]/, 1)[0] ?? '').split('/').pop() ?? '')) {
    return reply.type('text/plain; charset=utf-8').send('This app is private');
  }
  return reply.type('text/html; charset=utf-8').send(
    statusPage({
      title: 'This app is private',
      text: 'Only its owner can open it until it is published. Open it from your project in Atelier.',
    }),
  );
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

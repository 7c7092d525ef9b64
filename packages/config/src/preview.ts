/**
 * Where a project's preview lives and who may open it. Every project has an origin of its own,
 * `{scheme}://{project uuid}.{preview host}[:port]`, so one project's code can never read another's
 * storage, cookies or bundle. A private project's address carries a signed, expiring access query; the
 * preview server turns it into a cookie scoped to that origin alone. The api hands the signed address
 * to the owner, and the worker signs its own for screenshots; both share this module and APP_KEY.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The query parameter that carries a private preview's signed access. */
export const PREVIEW_ACCESS_PARAM = 'atelier_access';
/** The cookie the preview server sets on a project's origin once its access was shown. */
export const PREVIEW_ACCESS_COOKIE = 'atelier_preview';
/**
 * Signed addresses are valid for one to two windows: the expiry is rounded up to a whole window, so an
 * owner's repeated reads return the same address and the preview frame is not reloaded for nothing.
 */
export const PREVIEW_LINK_WINDOW_SECONDS = 3600;
/** How long the cookie lets the app's own navigation and requests through. */
export const PREVIEW_COOKIE_SECONDS = 12 * 3600;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function parse(previewUrl: string): URL {
  return new URL(`${previewUrl.replace(/\/+$/, '')}/`);
}

/** The path under which projects are served on their origins ('' normally, '/preview' behind a proxy). */
export function previewPathPrefix(previewUrl: string): string {
  return parse(previewUrl).pathname.replace(/\/+$/, '');
}

/** A project's own origin: its uuid as a subdomain of the preview host. */
export function projectOrigin(previewUrl: string, uuid: string): string {
  const base = parse(previewUrl);
  return `${base.protocol}//${uuid.toLowerCase()}.${base.host}`;
}

/** The address of a project's root page on its origin, without any access query. */
export function projectRoot(previewUrl: string, uuid: string): string {
  return `${projectOrigin(previewUrl, uuid)}${previewPathPrefix(previewUrl)}/`;
}

/** The project uuid a request's host name names, or null for the bare preview host or any other name. */
export function projectUuidOfHost(hostname: string, previewUrl: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const suffix = `.${parse(previewUrl).hostname.toLowerCase()}`;
  if (!host.endsWith(suffix)) return null;
  const label = host.slice(0, -suffix.length);
  return UUID.test(label) ? label : null;
}

/**
 * The url, normalised, when it is an address on the project's own origin under the preview path;
 * otherwise null. URL parsing resolves `..`, encoded dots and backslashes first. The access query and
 * the hash are dropped: a stored address never carries a credential. The api checks capture requests
 * with it, and the worker checks again before it opens anything.
 */
export function previewAddress(previewUrl: string, uuid: string, raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== projectOrigin(previewUrl, uuid) || url.username || url.password) return null;
  const prefix = previewPathPrefix(previewUrl);
  if (prefix && url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return null;
  url.hash = '';
  url.searchParams.delete(PREVIEW_ACCESS_PARAM);
  return url.href;
}

function signature(key: string, uuid: string, expires: number): string {
  return createHmac('sha256', key).update(`preview\n${uuid.toLowerCase()}\n${expires}`).digest('base64url');
}

/** A token that opens one project's preview until `expires` (seconds since the epoch). */
export function previewAccessToken(key: string, uuid: string, expires: number): string {
  return `${expires}.${signature(key, uuid, expires)}`;
}

/** The expiry of a valid, unexpired token for this project; null for anything else. */
export function verifyPreviewAccess(
  key: string,
  uuid: string,
  token: string | undefined,
  now = Date.now(),
): number | null {
  const match = /^([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return null;
  const expires = Number(match[1]);
  if (expires * 1000 <= now) return null;
  const expected = Buffer.from(signature(key, uuid, expires));
  const given = Buffer.from(match[2] ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given) ? expires : null;
}

/** A private project's address for its owner: the root (or a page under it) with a signed access query. */
export function signedPreviewUrl(key: string, address: string, uuid: string, now = Date.now()): string {
  const window = PREVIEW_LINK_WINDOW_SECONDS;
  const expires = (Math.floor(now / 1000 / window) + 2) * window;
  const url = new URL(address);
  url.searchParams.set(PREVIEW_ACCESS_PARAM, previewAccessToken(key, uuid, expires));
  return url.href;
}

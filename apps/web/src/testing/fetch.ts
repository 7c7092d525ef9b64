/** A fake network at the fetch boundary: routes "METHOD /api/path" to handlers returning real Responses. */
import { vi } from 'vitest';

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

export interface FakeRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

type Handler = (request: FakeRequest) => Response | Promise<Response>;

export function mockFetch(routes: Record<string, Handler>) {
  const calls: FakeRequest[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request: FakeRequest = { url, method, headers: new Headers(init.headers), body };
    calls.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return jsonResponse(404, { success: false, message: 'Not found', keyCode: 'NOT_FOUND' });
    return handler(request);
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}

/** The envelope of every answer (success, message, keyCode) plus extras. */
export const envelope = (keyCode: string, extra: object = {}, success = true) => ({
  success,
  message: keyCode,
  keyCode,
  ...extra,
});

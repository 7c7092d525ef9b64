/**
 * Whether the model's files work: they build with the in-process builder, and the built page loads in
 * headless Chromium without uncaught exceptions or failed module loads. It runs in the worker's
 * screenshot browser, on a path of the preview origin whose every request is answered from memory
 * through request interception: nothing is written, and the real preview server is never asked.
 */
import type { Logger } from 'pino';
import type { HTTPRequest } from 'puppeteer-core';
import { buildProject, type BuildOutput } from '../builder/bundle.ts';
import type { BrowserHost } from '../screenshots/browser.ts';
import type { Files } from './operations.ts';

export interface CheckProblem {
  kind: 'build' | 'preview';
  file: string | null;
  line: number | null;
  message: string;
}

export type CheckOutcome = { ok: true } | { ok: false; problems: CheckProblem[] };

export type Checker = (files: Files) => Promise<CheckOutcome>;

/** Where on the preview origin a check serves its build (no project id looks like it). */
const CHECK_PATH = '/__atelier_check__/';
const MAX_PROBLEMS = 5;
/** Build errors given back to the model at once (every unavailable import is already one of them). */
const MAX_BUILD_PROBLEMS = 8;

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  json: 'application/json',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
};

export function describeProblem(problem: CheckProblem): string {
  const where = problem.file ? `${problem.file}${problem.line ? `:${problem.line}` : ''}: ` : '';
  return `${problem.kind === 'build' ? 'Build error' : 'Preview error'}: ${where}${problem.message}`;
}

/** Loads a build in a fresh browser context and reports what broke; null when the browser is unavailable. */
export async function loadInBrowser(
  output: BuildOutput,
  options: { host: BrowserHost; origin: string; timeoutMs: number; log?: Logger },
): Promise<CheckProblem[] | null> {
  const { origin } = options;
  let browser;
  try {
    browser = await options.host.get();
  } catch (error) {
    options.log?.warn({ err: error }, 'preview check skipped: the browser does not start');
    return null;
  }
  const context = await browser.createBrowserContext();
  const problems: CheckProblem[] = [];
  const add = (problem: CheckProblem) => {
    if (problems.length < MAX_PROBLEMS && !problems.some((p) => p.message === problem.message))
      problems.push(problem);
  };
  try {
    const page = await context.newPage();
    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => {
      const url = new URL(request.url());
      if (url.origin !== origin || !url.pathname.startsWith(CHECK_PATH)) {
        // Outside resources (fonts, images on other hosts) are not the app's fault: stub them.
        void request.respond({ status: 204, body: '' }).catch(() => undefined);
        return;
      }
      const name = decodeURIComponent(url.pathname.slice(CHECK_PATH.length)) || 'index.html';
      const body = output[name] ?? (name.includes('.') ? undefined : output['index.html']);
      if (body === undefined) {
        void request
          .respond({ status: 404, contentType: 'text/plain', body: 'Not found' })
          .catch(() => undefined);
        return;
      }
      const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : 'html';
      void request
        .respond({
          status: 200,
          contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
          body: typeof body === 'string' ? body : Buffer.from(body),
        })
        .catch(() => undefined);
    });
    // Console errors explain a blank page (React reports errors its boundaries caught this way);
    // network noise is left out: outside requests are stubbed in the check, so fetches fail by design.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (
        message.type() === 'error' &&
        consoleErrors.length < 3 &&
        !/Failed to load resource|net::ERR|fetch|network|JSON/i.test(text)
      ) {
        consoleErrors.push(text.split('\n')[0]!.slice(0, 300));
      }
    });
    page.on('pageerror', (error) => {
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      add({ kind: 'preview', file: null, line: null, message: `Uncaught ${message}` });
    });
    page.on('response', (response) => {
      const url = new URL(response.url());
      // Scripts, styles and the page itself break the app when missing; a missing icon or image does not.
      const kind = response.request().resourceType();
      if (
        url.pathname.startsWith(CHECK_PATH) &&
        response.status() >= 400 &&
        ['document', 'script', 'stylesheet'].includes(kind)
      ) {
        add({
          kind: 'preview',
          file: url.pathname.slice(CHECK_PATH.length),
          line: null,
          message: `Failed to load (HTTP ${response.status()}).`,
        });
      }
    });
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).pathname.startsWith(CHECK_PATH)) {
        add({ kind: 'preview', file: null, line: null, message: `Failed to load ${request.url()}` });
      }
    });
    await page.goto(`${origin}${CHECK_PATH}`, { waitUntil: 'load', timeout: options.timeoutMs });
    // Effects and the first renders run after load.
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (problems.length === 0) {
      const empty = await page.evaluate(() => {
        const root = document.getElementById('root');
        return root !== null && root.childElementCount === 0 && (root.textContent ?? '').trim() === '';
      });
      if (empty) {
        add({
          kind: 'preview',
          file: null,
          line: null,
          message: `The app rendered nothing into #root (a blank page).${consoleErrors.length > 0 ? ` Console errors: ${consoleErrors.join(' | ')}` : ''}`,
        });
      }
    }
  } catch (error) {
    const message = (error as Error).message;
    if (/timeout/i.test(message)) {
      add({
        kind: 'preview',
        file: null,
        line: null,
        message: `The page did not finish loading within ${options.timeoutMs} ms.`,
      });
    } else {
      options.log?.warn({ err: error }, 'preview check could not run');
    }
  } finally {
    await context.close().catch(() => undefined);
  }
  return problems;
}

export interface CheckerOptions {
  /** Load successful builds in this browser; without one, only the build is checked. */
  browser?: { host: BrowserHost; origin: string };
  previewTimeoutMs?: number;
  log?: Logger;
}

export function createChecker(options: CheckerOptions): Checker {
  return async (files) => {
    const built = await buildProject(files, { minify: false });
    if (!built.ok) {
      return {
        ok: false,
        problems: built.errors.slice(0, MAX_BUILD_PROBLEMS).map((error) => ({
          kind: 'build',
          file: error.file,
          line: error.line,
          message: error.message,
        })),
      };
    }
    if (!options.browser) return { ok: true };
    const problems = await loadInBrowser(built.output, {
      ...options.browser,
      timeoutMs: options.previewTimeoutMs ?? 8000,
      log: options.log,
    });
    return problems && problems.length > 0 ? { ok: false, problems } : { ok: true };
  };
}

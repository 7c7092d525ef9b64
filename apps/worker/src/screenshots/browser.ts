/**
 * One long-lived Chromium per worker process for screenshots: launched on first use, shared by concurrent
 * jobs, and launched again on the next use after it crashed or disconnected.
 */
import type { Logger } from 'pino';
import puppeteer, { type Browser } from 'puppeteer-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--hide-scrollbars',
];

/**
 * Flags that keep the whole browser off every address but the preview origins: the preview host and
 * its subdomains (each project's own origin, `{uuid}.{host}`). Per-page request interception does not
 * see WebSockets, service workers or WebRTC, so every request goes to a proxy that cannot be reached
 * (port 1, which Chromium refuses to connect to), except the preview host:port. `<-loopback>` removes
 * Chromium's implicit direct access to localhost; it must come first. Where the browser reaches the
 * preview server at another host (`reachAt`, docker compose's `api`), the preview names resolve there,
 * so pages still load under their own origins.
 */
export function egressArgs(allowedOrigin: string, reachAt?: string): string[] {
  const origin = new URL(allowedOrigin);
  const port = origin.port || (origin.protocol === 'https:' ? '443' : '80');
  const args = [
    '--proxy-server=http://127.0.0.1:1',
    `--proxy-bypass-list=<-loopback>;${origin.hostname}:${port};*.${origin.hostname}:${port}`,
    '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  ];
  if (reachAt) {
    const target = new URL(reachAt);
    const to = `${target.hostname}:${target.port || (target.protocol === 'https:' ? '443' : '80')}`;
    args.push(`--host-resolver-rules=MAP ${origin.hostname} ${to},MAP *.${origin.hostname} ${to}`);
  }
  return args;
}

export interface BrowserHostOptions {
  executablePath: string;
  /** The only origin the browser may reach, with its subdomains: the preview host. */
  allowedOrigin: string;
  /** Where the preview host's names resolve to, when not where DNS says (PREVIEW_INTERNAL_URL). */
  reachAt?: string | undefined;
  log?: Logger;
}

export class BrowserHost {
  #launching: Promise<Browser> | null = null;
  readonly #closing = new WeakSet<Browser>();
  readonly #launchOf = new WeakMap<Browser, Promise<Browser>>();

  constructor(private readonly options: BrowserHostOptions) {}

  /** The running browser, launching it first when there is none or the last one died. */
  async get(): Promise<Browser> {
    const browser = await this.#current();
    if (browser.connected) return browser;
    // Died before its 'disconnected' event reached us.
    this.#forget(browser);
    return this.#current();
  }

  /** Closes the browser (for graceful shutdown); a later get() launches a new one. */
  async close(): Promise<void> {
    const launching = this.#launching;
    this.#launching = null;
    const browser = await launching?.catch(() => null);
    if (!browser) return;
    this.#closing.add(browser);
    let timer: NodeJS.Timeout | undefined;
    const closed = browser.close().then(
      () => true,
      () => false,
    );
    const inTime = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), 5_000);
    });
    const ok = await Promise.race([closed, inTime]);
    clearTimeout(timer);
    if (!ok) browser.process()?.kill('SIGKILL');
  }

  #current(): Promise<Browser> {
    if (this.#launching) return this.#launching;
    const launching = this.#launch().then((browser) => {
      this.#launchOf.set(browser, launching);
      browser.once('disconnected', () => {
        if (this.#closing.has(browser)) return;
        this.options.log?.warn('screenshot browser disconnected; it is launched again on next use');
        this.#forget(browser);
      });
      return browser;
    });
    this.#launching = launching;
    // A failed launch is reported to its callers; the next call tries again.
    launching.catch(() => {
      if (this.#launching === launching) this.#launching = null;
    });
    return launching;
  }

  #forget(browser: Browser): void {
    if (this.#launching && this.#launching === this.#launchOf.get(browser)) this.#launching = null;
    // Reap a process whose connection is gone; a no-op when it already exited.
    browser.process()?.kill('SIGKILL');
  }

  async #launch(): Promise<Browser> {
    const started = Date.now();
    const browser = await puppeteer.launch({
      executablePath: this.options.executablePath,
      headless: true,
      pipe: true,
      args: [...CHROMIUM_ARGS, ...egressArgs(this.options.allowedOrigin, this.options.reachAt)],
      timeout: 15_000,
      protocolTimeout: 30_000,
      // The worker's own SIGINT/SIGTERM handlers decide when to close the browser.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    this.options.log?.info({ ms: Date.now() - started }, 'screenshot browser launched');
    return browser;
  }
}

const hosts = new Map<string, BrowserHost>();

interface PreviewReach {
  PREVIEW_URL: string;
  PREVIEW_INTERNAL_URL?: string | undefined;
}

/** This process's shared browser for screenshots of the preview origins. */
export function screenshotBrowser(config: PreviewReach & { CHROMIUM_PATH: string }, log?: Logger) {
  const allowedOrigin = new URL(config.PREVIEW_URL).origin;
  const reachAt = config.PREVIEW_INTERNAL_URL;
  const key = `${config.CHROMIUM_PATH}\n${allowedOrigin}\n${reachAt ?? ''}`;
  let host = hosts.get(key);
  if (!host) {
    host = new BrowserHost({ executablePath: config.CHROMIUM_PATH, allowedOrigin, reachAt, log });
    hosts.set(key, host);
  }
  return host;
}

/** Closes every shared screenshot browser; call it on shutdown, after the workers have closed. */
export async function closeScreenshotBrowsers(): Promise<void> {
  await Promise.all([...hosts.values()].map((host) => host.close()));
}

/**
 * The suite's `test`: baseURL from the running stack, a guard that fails a test on any console error
 * or uncaught exception from the product's own origins, api helpers, verified accounts, a signed-in
 * page and screenshots saved into the test's artifacts.
 */
import { randomBytes } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { AuthResponse, User } from '@atelier/contracts';
import { stackEnv } from './config.ts';
import { linkFromOutbox } from './mail.ts';

export { expect };
export { linkFromOutbox } from './mail.ts';

export const PASSWORD = 'correct-horse-42';

export interface Account {
  email: string;
  password: string;
  token: string;
  user: User;
}

interface ConsoleProblem {
  text: string;
  url: string;
}

export interface ConsoleGuard {
  /** A console error this test expects, with the reason it is not a fault; `from` limits it to one origin. */
  allow(pattern: RegExp, reason: string, from?: string): void;
}

interface Fixtures {
  consoleGuard: ConsoleGuard;
  accounts: Accounts;
  /** A page signed in as a fresh, verified account. */
  signedIn: { page: Page; account: Account };
  shot: (page: Page, name: string) => Promise<void>;
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@e2e.atelier.test`;
}

export class Accounts {
  constructor(private readonly request: APIRequestContext) {}

  /** Registers through the api; the account is active (SIGNUP_APPROVAL=auto) and not yet verified. */
  async register(email = uniqueEmail('user')): Promise<Account> {
    const response = await this.request.post('/api/register', {
      data: { email, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(response.status(), await response.text()).toBe(201);
    const body = (await response.json()) as AuthResponse;
    return { email, password: PASSWORD, token: body.token, user: body.user };
  }

  /** Opens the verification link of the mail the worker wrote to the outbox, through the api. */
  async verify(account: Account): Promise<Account> {
    const link = new URL(await linkFromOutbox(account.email, '/email/verify/'));
    const response = await this.request.get(`/api${link.pathname}`);
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as { user: User };
    return { ...account, user: body.user };
  }

  /** Gives the account a name, as the onboarding wizard would, so the app does not send it there. */
  async name(account: Account, name = 'Ada'): Promise<Account> {
    const response = await this.request.put('/api/auth/profile', {
      headers: { Authorization: `Bearer ${account.token}` },
      data: { name, lastname: 'Tester' },
    });
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as { data: User };
    return { ...account, user: body.data };
  }

  /**
   * A verified account, ready to build. Named unless `named: false`, which leaves it for the
   * onboarding wizard to name.
   */
  async verified(label = 'user', { named = true }: { named?: boolean } = {}): Promise<Account> {
    const account = await this.verify(await this.register(uniqueEmail(label)));
    return named ? this.name(account) : account;
  }
}

/** Stores the session the way the web app does after signing in (core §3: token and user in localStorage). */
export async function signInPage(page: Page, account: Account): Promise<void> {
  await page.addInitScript(
    ({ token, user, origin }) => {
      // Once per tab and only on the app's origin, so a later sign-out or reload is not undone.
      if (window.location.origin !== origin) return;
      if (window.sessionStorage.getItem('e2e-session-seeded')) return;
      window.sessionStorage.setItem('e2e-session-seeded', '1');
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('user', JSON.stringify(user));
    },
    { token: account.token, user: account.user, origin: new URL(stackEnv().appUrl).origin },
  );
}

/** Whether an address is on an origin, or on one of its subdomains (each project's preview origin). */
function onOrigin(url: string, origin: string): boolean {
  if (!URL.canParse(url)) return false;
  const [address, base] = [new URL(url), new URL(origin)];
  return (
    address.origin === base.origin ||
    (address.protocol === base.protocol && address.host.endsWith(`.${base.host}`))
  );
}

function fromOurOrigins(url: string, origins: string[]): boolean {
  // Errors with no source location (a failed fetch, a blocked frame) are the page's own.
  if (!url) return true;
  if (!URL.canParse(url)) return true;
  return origins.some((origin) => onOrigin(url, origin));
}

export const test = base.extend<Fixtures>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(stackEnv().appUrl);
  },

  consoleGuard: [
    async ({ context }, use, testInfo: TestInfo) => {
      const { appUrl, previewUrl } = stackEnv();
      const origins = [new URL(appUrl).origin, new URL(previewUrl).origin];
      const problems: ConsoleProblem[] = [];
      const allowed: { pattern: RegExp; reason: string; from?: string }[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const url = message.location().url;
          if (fromOurOrigins(url, origins)) problems.push({ text: message.text(), url });
        });
        page.on('pageerror', (error) =>
          problems.push({ text: `Uncaught ${error.name}: ${error.message}`, url: page.url() }),
        );
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use({
        allow(pattern, reason, from) {
          allowed.push({ pattern, reason, ...(from ? { from: new URL(from).origin } : {}) });
        },
      });
      const unexpected = problems.filter(
        (problem) =>
          !allowed.some(
            ({ pattern, from }) => pattern.test(problem.text) && (!from || onOrigin(problem.url, from)),
          ),
      );
      if (allowed.length) {
        await testInfo.attach('allowed console errors', {
          body: allowed
            .map(({ pattern, reason, from }) => `${pattern}${from ? ` from ${from}` : ''}: ${reason}`)
            .join('\n'),
          contentType: 'text/plain',
        });
      }
      expect(unexpected, 'console errors from the product').toEqual([]);
    },
    { auto: true },
  ],

  accounts: async ({ request }, use) => {
    await use(new Accounts(request));
  },

  signedIn: async ({ page, accounts }, use) => {
    const account = await accounts.verified('member');
    await signInPage(page, account);
    await use({ page, account });
  },

  // eslint-disable-next-line no-empty-pattern
  shot: async ({}, use, testInfo) => {
    await use(async (page, name) => {
      await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
    });
  },
});

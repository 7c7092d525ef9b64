/// <reference lib="dom" />
/**
 * Every blueprint, end to end: the agent understands a prompt, renders the project, the builder bundles
 * it, and real Chromium loads it from a preview-like origin (served under /{n}/ with a base tag) with no
 * console errors; then the blueprint's main interaction is performed and checked, including that its
 * data survives a reload where the app promises it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { understand } from '../src/agent/understand.ts';
import { renderProject } from '../src/agent/render.ts';
import type { AppKind } from '../src/agent/spec.ts';
import { buildProject, closeBuilder } from '../src/builder/bundle.ts';
import { startBuildServer, type BuildServer } from './support/build-server.ts';
import { fixPageClock, localParts, type PageClock } from './support/clock.ts';

let serve: BuildServer;

beforeAll(async () => {
  serve = await startBuildServer();
});

afterAll(async () => {
  await serve.close();
  await closeBuilder();
});

/**
 * The clocks every app is opened at: a weekday morning, and the last minutes of a month's last day in
 * the farthest-east time zone (a Saturday, so the next day is a Sunday that services close on).
 */
const MORNING: PageClock = { at: '2026-03-10T09:30:00Z', timeZone: 'UTC' };
const LATE: PageClock = { at: '2026-02-28T09:40:00Z', timeZone: 'Pacific/Kiritimati' };

async function open(slot: string, clock: PageClock): Promise<{ page: Page; errors: string[] }> {
  const browser = await serve.host.get();
  // A context of its own per visit: an app opened at another clock starts with empty storage.
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.once('close', () => void context.close().catch(() => undefined));
  await fixPageClock(page, clock);
  await page.setViewport({ width: 1280, height: 900 });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  await page.goto(`${serve.origin}/${slot}/`, { waitUntil: 'networkidle0' });
  return { page, errors };
}

const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);
const storageSize = (page: Page) => page.evaluate(() => JSON.stringify({ ...localStorage }).length);

async function fill(page: Page, name: string, value: string) {
  const field = page.locator(`::-p-aria(${name})`);
  await field.fill(value);
}
async function click(page: Page, name: string) {
  await page.locator(`::-p-aria(${name})`).click();
}
/** Clicks the first enabled button or link (within `scope`) whose accessible text matches. */
async function clickFirst(page: Page, pattern: RegExp, scope = 'button, a') {
  const clicked = await page.evaluate(
    (source, flags, selector) => {
      const re = new RegExp(source, flags);
      const candidates = [...document.querySelectorAll<HTMLElement>(selector)];
      const target = candidates.find(
        (el) =>
          !(el as HTMLButtonElement).disabled &&
          re.test((el.getAttribute('aria-label') ?? el.innerText).trim()),
      );
      target?.click();
      return Boolean(target);
    },
    pattern.source,
    pattern.flags,
    scope,
  );
  expect(clicked, `a button or link matching ${pattern}`).toBe(true);
}
/** Sets the control a label names, as a person typing would (React sees the input events). */
async function setField(page: Page, label: string, value: string) {
  const found = await page.evaluate(
    (name, text) => {
      const labelEl = [...document.querySelectorAll('label')].find(
        (l) => l.textContent?.replace('*', '').trim() === name,
      );
      const el = labelEl?.htmlFor ? document.getElementById(labelEl.htmlFor) : null;
      if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return false;
      const proto =
        el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, text);
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    },
    label,
    value,
  );
  expect(found, `a field labelled ${label}`).toBe(true);
}

/** Fills every empty visible field of the form that holds the given button, with values that pass validation. */
async function fillForm(page: Page, buttonPattern: RegExp) {
  await page.evaluate((source) => {
    const button = [...document.querySelectorAll('button')].find((b) => new RegExp(source).test(b.innerText));
    const form = button?.closest('form') ?? document;
    const setValue = (el: HTMLInputElement | HTMLTextAreaElement, value: string) => {
      const proto =
        el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    };
    for (const el of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      if (el.value || el.type === 'hidden' || el.type === 'checkbox' || el.type === 'radio') continue;
      const type = el.getAttribute('type') ?? 'text';
      const value =
        type === 'email'
          ? 'ada@example.com'
          : type === 'tel'
            ? '+1 555 0100'
            : type === 'number'
              ? '2'
              : type === 'date'
                ? new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
                : type === 'time'
                  ? '19:00'
                  : el instanceof HTMLTextAreaElement
                    ? 'Looking forward to working with you.'
                    : 'Ada Lovelace';
      setValue(el, value);
    }
  }, buttonPattern.source);
}

interface Case {
  kind: AppKind;
  prompt: string;
  /** Performs the main interaction and checks its visible effect. */
  act(page: Page): Promise<void>;
  /** After a reload, the effect is still there. */
  persists?: (page: Page) => Promise<void>;
}

const CASES: Case[] = [
  {
    kind: 'todo',
    prompt: 'A todo list app for my chores',
    async act(page) {
      await fill(page, 'New task', 'Buy oat milk');
      await click(page, 'Add task');
      expect(await bodyText(page)).toContain('Buy oat milk');
    },
    persists: async (page) => expect(await bodyText(page)).toContain('Buy oat milk'),
  },
  {
    kind: 'kanban',
    prompt: 'A kanban board to plan our sprint',
    async act(page) {
      await fill(page, 'New card', 'Write the spec');
      await click(page, 'Add card');
      expect(await bodyText(page)).toContain('Write the spec');
    },
    persists: async (page) => expect(await bodyText(page)).toContain('Write the spec'),
  },
  {
    kind: 'notes',
    prompt: 'A notes app with tags',
    async act(page) {
      await click(page, 'New note');
      await fill(page, 'Title', 'Groceries list');
      await new Promise((r) => setTimeout(r, 300));
      expect(await bodyText(page)).toContain('Groceries list');
    },
    persists: async (page) => expect(await bodyText(page)).toContain('Groceries list'),
  },
  {
    kind: 'habits',
    prompt: 'A habit tracker with streaks and a dark theme',
    async act(page) {
      const before = await storageSize(page);
      await clickFirst(page, /^Check in: /);
      const pressed = await page.evaluate(() =>
        [...document.querySelectorAll('button')].some(
          (b) =>
            (b.getAttribute('aria-label') ?? '').startsWith('Check in: ') &&
            b.getAttribute('aria-pressed') === 'true',
        ),
      );
      expect(pressed).toBe(true);
      expect(await storageSize(page)).not.toBe(before);
    },
    persists: async (page) =>
      expect(
        await page.evaluate(() => document.querySelectorAll('button[aria-pressed="true"]').length),
      ).toBeGreaterThan(0),
  },
  {
    kind: 'fitness',
    prompt: 'A workout log for the gym',
    async act(page) {
      const before = await storageSize(page);
      await fill(page, 'Minutes', '47');
      await click(page, 'Log workout');
      expect(await bodyText(page)).toContain('47');
      expect(await storageSize(page)).toBeGreaterThan(before);
    },
  },
  {
    kind: 'budget',
    prompt: 'A budget tracker with charts',
    async act(page) {
      const before = await storageSize(page);
      await fill(page, 'Amount', '123.45');
      await click(page, 'Add transaction');
      expect(await bodyText(page)).toMatch(/123[.,]45/);
      expect(await storageSize(page)).toBeGreaterThan(before);
    },
    persists: async (page) => expect(await bodyText(page)).toMatch(/123[.,]45/),
  },
  {
    kind: 'dashboard',
    prompt: 'A sales analytics dashboard',
    async act(page) {
      const before = await bodyText(page);
      await click(page, 'Last 7 days');
      expect(await bodyText(page)).not.toBe(before);
    },
  },
  {
    kind: 'landing',
    prompt: 'A landing page for my coffee roastery called Brew Lab',
    async act(page) {
      expect(await bodyText(page)).toContain('Brew Lab');
      await fillForm(page, /Send|Gönder/);
      await clickFirst(page, /^(Send|Send message|Gönder)/);
      await new Promise((r) => setTimeout(r, 300));
      expect(await bodyText(page)).toContain('Message sent!');
    },
  },
  {
    // A thing neither listed field by field nor in the typical-fields table: the generic list.
    kind: 'generic',
    prompt: 'Something to keep track of my ideas',
    async act(page) {
      const before = await storageSize(page);
      const field = await page.$('input[aria-label^="New "], input[placeholder]');
      expect(field).not.toBeNull();
      await field!.type('Solar bike lights');
      await setField(page, 'Note (optional)', 'for the winter commute');
      await clickFirst(page, /^Add$/);
      expect(await bodyText(page)).toContain('Solar bike lights');
      expect(await bodyText(page)).toContain('for the winter commute');
      expect(await storageSize(page)).toBeGreaterThan(before);
      // Starred, renamed in place (Enter saves), and a sample deleted.
      await click(page, 'Star “Solar bike lights”');
      await page.waitForSelector('[aria-label="Star “Solar bike lights”"][aria-pressed="true"]');
      await click(page, 'Edit “Solar bike lights”');
      const editor = page.locator('::-p-aria(Edit the name)');
      await editor.fill('Solar bike lights, dynamo');
      await page.keyboard.press('Enter');
      await page.waitForSelector('[aria-label="Edit “Solar bike lights, dynamo”"]');
      const samples = await page.$$eval('[aria-label^="Delete “"]', (buttons) => buttons.length);
      await clickFirst(page, /^Delete “(?!Solar)/);
      expect(await page.$$eval('[aria-label^="Delete “"]', (buttons) => buttons.length)).toBe(samples - 1);
    },
    persists: async (page) => {
      expect(await bodyText(page)).toContain('Solar bike lights, dynamo');
      expect(
        await page.$('[aria-label="Star “Solar bike lights, dynamo”"][aria-pressed="true"]'),
      ).not.toBeNull();
    },
  },
  {
    // A survey: the form is the page, with the person's own button and thank-you words; what is sent
    // is kept below it.
    kind: 'generic',
    prompt:
      'Feedback survey for the Harbour Choir. Questions:\n1. Your voice part (soprano, alto, tenor, bass)\n2. How do you rate the rehearsals? (1-5)\n3. Would you join the summer tour?\n4. Comments\nA Send button, then the message "Thanks for singing with us!"',
    async act(page) {
      const text = await bodyText(page);
      for (const words of [
        'Voice part',
        'How do you rate the rehearsals?',
        'Would you join the summer tour?',
      ])
        expect(text).toContain(words);
      const before = await storageSize(page);
      await setField(page, 'Comments', 'More sea shanties');
      // The one required question unanswered: nothing is sent.
      await clickFirst(page, /^Send$/);
      expect(await bodyText(page)).not.toContain('Thanks for singing with us!');
      await page.locator('::-p-aria(Voice part)').click();
      await page.locator('::-p-aria([role="option"][name="alto"])').click();
      await clickFirst(page, /^Send$/);
      await page.waitForFunction(() => document.body.innerText.includes('Thanks for singing with us!'));
      expect(await bodyText(page)).toContain('More sea shanties');
      expect(await storageSize(page)).toBeGreaterThan(before);
    },
    persists: async (page) => {
      expect(await bodyText(page)).toContain('More sea shanties');
    },
  },
  {
    // Off-template, described field by field: the app has exactly those fields and works out what is due.
    kind: 'generic',
    prompt:
      'An app to track my houseplants: name, room, water every N days, last watered, price paid. Show which need water today. E.g. Monstera and Fern.',
    async act(page) {
      const text = await bodyText(page);
      for (const word of ['Monstera', 'Fern', 'Name', 'Room', 'Water every', 'Last watered', 'Price paid']) {
        expect(text).toContain(word);
      }
      await clickFirst(page, /^Add houseplant$/);
      await page.waitForSelector('[role="dialog"]');
      await setField(page, 'Name', 'Calathea');
      await setField(page, 'Water every', '3');
      await setField(page, 'Last watered', '2026-02-01');
      await setField(page, 'Price paid', '14.5');
      await clickFirst(page, /^Save$/, '[role="dialog"] button');
      await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
      const row = () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('tr')].find((tr) => tr.innerText.includes('Calathea'))?.innerText ??
            '',
        );
      expect(await row()).toMatch(/Overdue by \d+ days/);
      expect(await row()).toContain('$14.50');
      await clickFirst(page, /^Watered today/);
      expect(await row()).toContain('Due in 3 days');
    },
    persists: async (page) => expect(await bodyText(page)).toContain('Calathea'),
  },
  {
    kind: 'portfolio',
    prompt: 'A portfolio site to show my photography',
    async act(page) {
      const before = await bodyText(page);
      await clickFirst(page, /^View project/);
      await new Promise((r) => setTimeout(r, 300));
      expect(await bodyText(page)).not.toBe(before);
    },
  },
  {
    kind: 'blog',
    prompt: 'A blog about vegan cooking',
    async act(page) {
      const before = await bodyText(page);
      await clickFirst(page, /^Read post/);
      await new Promise((r) => setTimeout(r, 300));
      expect(await bodyText(page)).not.toBe(before);
    },
  },
  {
    kind: 'store',
    prompt: 'An online store selling coffee beans',
    async act(page) {
      const before = await storageSize(page);
      await clickFirst(page, /^Add to cart/);
      await new Promise((r) => setTimeout(r, 200));
      expect(await storageSize(page)).toBeGreaterThan(before);
    },
  },
  {
    kind: 'restaurant',
    prompt: 'A restaurant menu website for my pizzeria',
    async act(page) {
      await fillForm(page, /Book a table/);
      await clickFirst(page, /^Book a table/);
      await new Promise((r) => setTimeout(r, 300));
      expect(await bodyText(page)).toContain('Ada Lovelace');
    },
    persists: async (page) => expect(await bodyText(page)).toContain('Ada Lovelace'),
  },
  {
    kind: 'recipes',
    prompt: 'A recipe book with search and favourites',
    async act(page) {
      const before = await storageSize(page);
      await clickFirst(page, /^Favourite$/);
      await new Promise((r) => setTimeout(r, 200));
      expect(await storageSize(page)).not.toBe(before);
    },
  },
  {
    kind: 'quiz',
    prompt: 'A fun quiz about world capitals',
    async act(page) {
      const before = await bodyText(page);
      // Answer: the first option button of the current question.
      const answered = await page.evaluate(() => {
        const skip = /Next question|See results|Play again|theme|dark|light|menu/i;
        const option = [...document.querySelectorAll('#quiz button')].find(
          (b) =>
            !skip.test((b as HTMLElement).innerText + (b.getAttribute('aria-label') ?? '')) &&
            !(b as HTMLButtonElement).disabled,
        ) as HTMLButtonElement | undefined;
        option?.click();
        return Boolean(option);
      });
      expect(answered).toBe(true);
      await clickFirst(page, /^(Next question|See results)/);
      expect(await bodyText(page)).not.toBe(before);
    },
  },
  {
    kind: 'booking',
    prompt: 'A booking page for my yoga classes',
    async act(page) {
      await clickFirst(page, /^\d{1,2}:\d{2}/);
      await fillForm(page, /^Book/);
      await clickFirst(page, /^Book$/, 'form button');
      await new Promise((r) => setTimeout(r, 300));
      expect(await bodyText(page)).toContain('Ada Lovelace');
    },
    persists: async (page) => expect(await bodyText(page)).toContain('Ada Lovelace'),
  },
];

async function buildInto(slot: string, prompt: string, kind: AppKind): Promise<void> {
  const spec = understand(prompt, 'en');
  expect(spec.kind).toBe(kind);
  const built = await buildProject(renderProject(spec));
  if (!built.ok) throw new Error(`build failed: ${JSON.stringify(built.error)}`);
  serve.publish(slot, built.output);
}

describe('every blueprint builds, loads without console errors and works', () => {
  it('covers every kind', () => {
    expect(new Set(CASES.map((c) => c.kind)).size).toBe(16);
  });

  for (const [name, clock] of [
    ['on a weekday morning', MORNING],
    ['late on the last day of a month, far east', LATE],
  ] as const) {
    describe(name, () => {
      for (const [index, testCase] of CASES.entries()) {
        it(`${testCase.kind}: ${testCase.prompt}`, async () => {
          const slot = String(index + 1);
          if (!serve.published(slot)) await buildInto(slot, testCase.prompt, testCase.kind);
          const { page, errors } = await open(slot, clock);
          try {
            expect(
              await page.evaluate(() => document.querySelector('#root')?.children.length ?? 0),
            ).toBeGreaterThan(0);
            // Every label names a control on the page, and every visible control has a label.
            expect(
              await page.evaluate(() => {
                const problems: string[] = [];
                for (const label of document.querySelectorAll('label[for]')) {
                  const target = document.getElementById(label.getAttribute('for') ?? '');
                  // A select's or a checkbox's trigger is a button, which a label names as well.
                  if (!target || !/^(INPUT|SELECT|TEXTAREA|BUTTON)$/.test(target.tagName)) {
                    problems.push(`label "${label.textContent ?? ''}" points at nothing`);
                  }
                }
                for (const control of document.querySelectorAll<HTMLElement>('input, select, textarea')) {
                  // The native control behind a styled select or checkbox is hidden from everyone.
                  if (
                    control.getAttribute('type') === 'hidden' ||
                    control.offsetParent === null ||
                    control.closest('[aria-hidden="true"]')
                  )
                    continue;
                  const labelled =
                    (control.id && document.querySelector(`label[for="${control.id}"]`)) ||
                    control.closest('label') ||
                    control.getAttribute('aria-label') ||
                    control.getAttribute('aria-labelledby');
                  if (!labelled)
                    problems.push(`${control.tagName} ${control.getAttribute('name') ?? ''} has no label`);
                }
                return problems;
              }),
            ).toEqual([]);
            await testCase.act(page);
            if (testCase.persists) {
              await page.reload({ waitUntil: 'networkidle0' });
              await testCase.persists(page);
            }
            expect(errors).toEqual([]);
          } finally {
            await page.close();
          }
        });
      }
    });
  }
});

describe('a booking app opened when today is over', () => {
  it('opens on the next day with free times and says that today is over', async () => {
    const late: PageClock = { at: '2026-03-10T14:30:00Z', timeZone: 'Asia/Tokyo' }; // Tuesday 23:30
    expect(localParts(late.at, late.timeZone)).toEqual({ day: '2026-03-10', time: '23:30' });
    await buildInto('late-booking', 'A booking page for my hair salon', 'booking');
    const { page, errors } = await open('late-booking', late);
    try {
      const picker = await page.evaluate(() => {
        const days = [...document.querySelectorAll<HTMLButtonElement>('#book fieldset button')].filter(
          (b) => !/^\d{1,2}:\d{2}/.test(b.innerText.trim()),
        );
        const times = [...document.querySelectorAll<HTMLButtonElement>('#book fieldset button')].filter(
          (b) => /^\d{1,2}:\d{2}/.test(b.innerText.trim()) && !b.disabled,
        );
        return {
          today: { label: days[0]?.getAttribute('aria-label') ?? '', disabled: days[0]?.disabled ?? false },
          selected:
            days.find((b) => b.getAttribute('aria-pressed') === 'true')?.getAttribute('aria-label') ?? '',
          times: times.map((b) => b.innerText.trim()),
          text: document.body.innerText,
        };
      });
      expect(picker.today.label).toMatch(/^Tuesday, March 10 \(no times left today\)$/);
      expect(picker.today.disabled).toBe(true);
      expect(picker.selected).toMatch(/^Wednesday, March 11$/);
      expect(picker.times[0]).toBe('09:00');
      expect(picker.text).toContain("Today's times are over");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

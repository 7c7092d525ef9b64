import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { SUPPORT_EMAIL } from '../support/config.ts';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import { mailFromOutbox } from '../support/mail.ts';

const LANGUAGES = ['en', 'tr', 'fr', 'es', 'ru', 'ar'] as const;

const CONTENT_ROUTES = [
  '/pricing',
  '/enterprise',
  '/community',
  '/contact',
  '/blog',
  '/blog/1',
  '/learn',
  '/learn/article/1',
  '/page/about',
  '/page/terms',
  '/page/privacy',
  '/page/cookies',
] as const;

/** A word nobody else sends, to find this run's mail among the others in the outbox. */
const marker = () => `ref-${randomBytes(5).toString('hex')}`;

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  expect(rect, 'the element has a layout box').not.toBeNull();
  return rect!;
}

function pageHeading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

test('every content page renders in each of the six languages', async ({ page, shot }) => {
  // 72 page loads, about 40 s on a quiet machine and up to two minutes while the other suites run
  // beside it on the 2 cores; the margin is for that, not a target.
  test.setTimeout(240_000);
  // The first heading of each page in English, to see the other languages replace it.
  const english = new Map<string, string>();
  const html = page.locator('html');
  await page.goto('/chat', { waitUntil: 'domcontentloaded' });

  for (const language of LANGUAGES) {
    // The stored choice is what the app reads on start, as after a visitor picked it in the header.
    await page.evaluate((code) => localStorage.setItem('i18nextLng', code), language);
    for (const route of CONTENT_ROUTES) {
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      const heading = pageHeading(page);
      await expect(heading, `${route} in ${language}`).toBeVisible();
      await expect(html, `${route} in ${language}`).toHaveAttribute('lang', language);
      await expect(html, `${route} in ${language}`).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      if (language === 'en') {
        english.set(route, (await heading.innerText()).trim());
        if (route === '/pricing') await shot(page, 'pricing');
      } else {
        await expect(heading, `${route} is translated into ${language}`).not.toHaveText(english.get(route)!);
      }
    }
  }
});

test('Arabic turns the layout right to left', async ({ page, shot }) => {
  await page.goto('/blog/1');
  await expect(pageHeading(page)).toBeVisible();
  const banner = page.getByRole('banner');
  // The logo (first link home) and the guest's sign-up button sit at opposite ends of the header.
  const logo = banner.locator('a[href="/chat"]').first();
  const signUp = banner.locator('a[href="/register"]');
  expect((await box(logo)).x).toBeLessThan((await box(signUp)).x);

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(pageHeading(page)).toHaveText(/[\u0600-\u06FF]/);

  const width = page.viewportSize()!.width;
  const [logoBox, signUpBox] = [await box(logo), await box(signUp)];
  expect(logoBox.x, 'the logo is on the right').toBeGreaterThan(width / 2);
  expect(signUpBox.x + signUpBox.width, 'the sign-up button is on the left').toBeLessThan(width / 2);
  // The post's title starts from the right edge of its column.
  const heading = pageHeading(page);
  expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  const headingBox = await box(heading);
  expect(headingBox.x + headingBox.width).toBeGreaterThan(width / 2);
  await shot(page, 'blog-post-ar');

  // The choice is remembered across a reload.
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
});

test('a contact message reaches the team inbox with what was written', async ({ page }) => {
  const reference = marker();
  const email = uniqueEmail('contact');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Get in touch' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Subject', { exact: true }).selectOption({ label: 'Technical support' });
  await page
    .getByLabel('Message', { exact: true })
    .fill(`The preview stays blank after the second build (${reference}).`);
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(page.getByText(`Thanks, Grace Hopper. We will reply to ${email}`)).toBeVisible();

  const mail = await mailFromOutbox(SUPPORT_EMAIL, reference);
  expect(mail).toContain(`The preview stays blank after the second build (${reference}).`);
  expect(mail).toContain('Grace Hopper');
  // Answering the mail answers the visitor.
  expect(mail).toMatch(new RegExp(`^Reply-To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi'));
});

test('a sales request reaches the team inbox with the company details', async ({ page }) => {
  const reference = marker();
  const email = uniqueEmail('sales');
  await page.goto('/enterprise');
  await expect(page.getByRole('heading', { name: 'Contact Our Sales Team' })).toBeVisible();
  await page.getByLabel('First name').fill('Katherine');
  await page.getByLabel('Last name').fill('Johnson');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Job title').fill('Head of Engineering');
  await page.getByLabel('Company name').fill(`Orbital Labs ${reference}`);
  await page.getByLabel('Company size').selectOption('51-200');
  await page.getByLabel('Country').fill('Portugal');
  await page.getByLabel('How can we help?').fill('Internal tools for 120 people, self-hosted.');
  await page.getByRole('button', { name: 'Contact Sales' }).click();

  await expect(page.getByText('Thank you, Katherine!')).toBeVisible();

  const mail = await mailFromOutbox(SUPPORT_EMAIL, reference);
  for (const text of [
    `Orbital Labs ${reference}`,
    'Katherine',
    'Johnson',
    'Head of Engineering',
    '51-200 employees',
    'Portugal',
    'Internal tools for 120 people, self-hosted.',
  ])
    expect(mail).toContain(text);
  expect(mail).toMatch(new RegExp(`^Reply-To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi'));
});

test('the footer newsletter sign-up confirms in place and tells the team', async ({ page }) => {
  const email = uniqueEmail('newsletter');
  await page.goto('/blog');
  const form = page.getByRole('form', { name: 'Stay in the loop' });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();

  await expect(page.getByRole('status').filter({ hasText: "You're subscribed." })).toBeVisible();
  await expect(form).toBeHidden();
  expect(await mailFromOutbox(SUPPORT_EMAIL, email)).toContain(email);
});

test('an unknown page goes to /chat and /cookies opens the cookie policy', async ({ page }) => {
  await page.goto('/page/nope');
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('heading', { name: 'What will you build today?' })).toBeVisible();

  await page.goto('/cookies');
  await expect(page).toHaveURL(/\/page\/cookies$/);
  await expect(pageHeading(page)).toHaveText('Cookie Policy');
});

import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a new page opens at the top and going back returns to where the reader was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 640 });
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The last post's link, brought into view the way a reader would scroll to it.
  const lastPost = page.getByRole('link', { name: /^Read More/ }).last();
  await lastPost.scrollIntoViewIfNeeded();
  const readerAt = await scrollY(page);
  expect(readerAt, 'the blog is long enough to scroll').toBeGreaterThan(200);

  await lastPost.click();
  await expect(page).toHaveURL(/\/blog\/\d+$/);
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => scrollY(page)).toBe(readerAt);
});

test('a screen whose code cannot be fetched offers a reload that recovers', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(
    /dynamically imported module|ERR_FAILED|error occurred in/,
    'This test cuts the pricing screen off, as a deploy that removed its old chunk would; Chromium and ' +
      'React both report the failed load.',
  );
  const pricingChunk = /\/assets\/pricing-[\w-]+\.js$/;
  await page.route(pricingChunk, (route) => route.abort());
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'What will you build today?' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' });
  await expect(failure).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);

  await page.unroute(pricingChunk);
  await failure.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(failure).toBeHidden();
});

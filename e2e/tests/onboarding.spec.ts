import type { User } from '@atelier/contracts';
import { expect, test } from '../support/fixtures.ts';

test('a fresh account goes through the wizard once and lands on /chat under its name', async ({
  page,
  accounts,
  shot,
}) => {
  const account = await accounts.verified('onboarding', { named: false });

  // Signing in without a name sends the account to the wizard (content §2).
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/fill-name$/);

  // Step 1: first name and theme; the theme applies as soon as it is picked.
  await expect(page.getByRole('heading', { name: "Let's set up your workspace" })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Onboarding progress' });
  await expect(progress).toHaveAttribute('aria-valuetext', 'Step 1 of 3');
  await page.getByLabel('First name').fill('Grace');
  await page.getByRole('radio', { name: /^Light/ }).click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await shot(page, 'wizard-1-name-theme');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: optional self-description; the forward button reads Skip until one is picked.
  await expect(page.getByRole('heading', { name: 'Which best describes you, Grace?' })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuetext', 'Step 2 of 3');
  await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
  await page.getByRole('radio', { name: /^Developer/ }).click();
  await expect(page.getByRole('radio', { name: /^Developer/ })).toBeChecked();
  await shot(page, 'wizard-2-describe');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: the summary of the answers, then Complete.
  await expect(page.getByRole('heading', { name: "You're all set, Grace!" })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuetext', 'Step 3 of 3');
  const summary = page.locator('dl');
  await expect(summary).toContainText('Grace');
  await expect(summary).toContainText('Developer');
  await expect(summary).toContainText('Light');
  await shot(page, 'wizard-3-done');
  await page.getByRole('button', { name: 'Complete' }).click();

  await expect(page).toHaveURL(/\/chat$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText('Grace');
  await expect(page.getByRole('menu')).toContainText(account.email);
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await shot(page, 'wizard-chat-after');

  // The answers are stored on the account, not only in the browser.
  const profile = await page.request.get('/api/profile', {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(profile.status()).toBe(200);
  const { user } = (await profile.json()) as { user: User };
  expect(user).toMatchObject({ name: 'Grace', definition: 'developer' });

  // A named account never sees the wizard again.
  await page.goto('/fill-name');
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('heading', { name: "Let's set up your workspace" })).toBeHidden();
});

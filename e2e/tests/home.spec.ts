import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

const PROMPT = 'A habit tracker with streaks';

test('a guest who sends a prompt is asked to sign in and can keep browsing', async ({ page, shot }) => {
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'What will you build today?' })).toBeVisible();
  await shot(page, 'chat-guest');

  const prompt = page.getByRole('textbox', { name: 'Describe the app you want to build' });
  await prompt.fill(PROMPT);
  await prompt.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Log in to continue' });
  await expect(dialog).toBeVisible();
  await shot(page, 'login-required');

  await dialog.getByRole('button', { name: 'Continue browsing' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/chat$/);
  // Nothing was sent: the prompt is still there to send after signing in.
  await expect(prompt).toHaveValue(PROMPT);

  await page.getByRole('button', { name: 'Send message' }).click();
  await dialog.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('the theme switch changes the class on <html> and is remembered', async ({ page }) => {
  await page.goto('/chat');
  const html = page.locator('html');
  // Dark by default.
  await expect(html).toHaveClass(/\bdark\b/);

  const toggle = page.getByRole('button', { name: /^Change theme/ });
  // The toggle cycles light -> dark -> system; go round until it says Light.
  for (let i = 0; i < 3 && !(await toggle.getAttribute('aria-label'))?.endsWith('Light'); i++)
    await toggle.click();
  await expect(toggle).toHaveAccessibleName('Change theme: Light');
  await expect(html).toHaveClass(/\blight\b/);
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await page.reload();
  await expect(html).toHaveClass(/\blight\b/);
});

test('switching to Turkish changes the texts and the language the api is asked in', async ({ page }) => {
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'What will you build today?' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).selectOption('tr');
  await expect(page.getByRole('heading', { name: 'Bugün ne oluşturacaksınız?' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('tr');

  // After a reload the stored language drives both the texts and the Accept-Language of api calls.
  const apiRequest = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/'));
  await page.reload();
  expect((await apiRequest).headers()['accept-language']).toBe('tr');
  await expect(page.getByRole('heading', { name: 'Bugün ne oluşturacaksınız?' })).toBeVisible();
});

test('no serious or critical accessibility violations on sign-in and chat home', async ({
  page,
  accounts,
}, testInfo) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect.soft(await seriousViolations(page, testInfo, 'login')).toEqual([]);

  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'What will you build today?' })).toBeVisible();
  // The footer loads after the first paint; check the page once it is there too.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect.soft(await seriousViolations(page, testInfo, 'chat-guest')).toEqual([]);

  const account = await accounts.verified('axe');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: account.token, user: account.user },
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Products' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await seriousViolations(page, testInfo, 'chat-signed-in')).toEqual([]);
});

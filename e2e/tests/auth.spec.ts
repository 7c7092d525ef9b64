import { PASSWORD, expect, linkFromOutbox, signInPage, test, uniqueEmail } from '../support/fixtures.ts';

test('register, verify through the dev outbox link, sign out and sign in again', async ({ page, shot }) => {
  const email = uniqueEmail('signup');

  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await shot(page, 'register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created')).toBeVisible();

  // Registration signs the new account in; with no name yet, the onboarding wizard comes first.
  await expect(page).toHaveURL(/\/fill-name$/);
  await expect(page.getByRole('heading', { name: "Let's set up your workspace" })).toBeVisible();
  await shot(page, 'onboarding');
  await page.getByLabel('First name').fill('Ada');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: 'Complete' }).click();
  // Then the chat home, where the banner asks for the verification link.
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByText('Verify your email address')).toBeVisible();
  await shot(page, 'chat-unverified');

  await page.goto(await linkFromOutbox(email, '/email/verify/'));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await shot(page, 'email-verified');

  await page.goto('/chat');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await shot(page, 'login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // Verified now: the banner is gone.
  await expect(page.getByText('Verify your email address')).toBeHidden();
  await shot(page, 'chat-signed-in');
});

test('a stored token the api refuses ends the session', async ({ page, accounts, consoleGuard }) => {
  consoleGuard.allow(
    /status of 401/,
    'Chromium logs every refused request; the 401 for the garbage token is what this test provokes.',
  );
  const account = await accounts.verified('expired');
  await signInPage(page, account);
  await page.goto('/chat');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await page.evaluate(() => localStorage.setItem('token', 'garbage-token-that-the-api-does-not-know'));
  // A guarded screen: the profile check answers 401, the session is cleared and the visitor lands signed out.
  await page.goto('/chat/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeHidden();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
});

test('a signed-in visitor opening the sign-in screens is sent to /chat', async ({ signedIn: { page } }) => {
  for (const screen of ['/login', '/register', '/forgot-password']) {
    await page.goto(screen);
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  }
});

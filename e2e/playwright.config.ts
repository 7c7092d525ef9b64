import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, IS_CI } from './support/config.ts';

/**
 * Real Chromium (the system's /usr/bin/chromium; no browser download) against the real stack that
 * support/global-setup.ts starts. One worker: the specs share one api, worker and database.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: IS_CI ? 1 : 0,
  forbidOnly: IS_CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: './test-results/playwright.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    headless: true,
    locale: 'en-US',
    colorScheme: 'dark',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});

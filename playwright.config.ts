import { defineConfig } from '@playwright/test';
import CHROMIUM_FLAGS from './scripts/chromium-flags.json' with { type: 'json' };

// Playwright cannot download its own browsers here: drive Debian's Chromium (scripts/ensure-chromium.mjs).
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
// Headless Chromium as root, with no GPU and no outside network: one list for every launcher.
const args = CHROMIUM_FLAGS;

/**
 * Run through `npm run test:e2e` (scripts/e2e.mjs), which starts the API on a free port and sets BASE_URL.
 * Against an already running `npm start`, plain `npx playwright test` uses http://localhost:3000.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: process.env.BASE_URL || 'http://localhost:3000',
    browserName: 'chromium',
    launchOptions: { executablePath, args },
    viewport: { width: 390, height: 844 },
    isMobile: false,
    hasTouch: false,
    // Browser language en-US (so the portal picks English) and time zone UTC: the portal must show
    // Japan time whatever the device's zone, and a test in UTC catches a date formatted in local time.
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'off',
    screenshot: 'only-on-failure',
    // Tests of the PWA itself opt in with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
  },
});

#!/usr/bin/env node
// The screenshots of the web app manifest (Chrome's richer install dialog): the top page of a demo
// customer in English (the machines that draw them may lack CJK fonts), phone-sized ("narrow") and desktop-sized ("wide"), taken from the built portal against the
// reference API in headless Chromium. Re-run after the top page changes: `node scripts/make-screenshots.mjs`.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_HEADLESS_FLAGS, ensureChromium } from './ensure-chromium.mjs';
import { buildIfStale, ROOT } from './start.mjs';
import { startServer } from './e2e.mjs';

export const SCREENSHOTS = [
  { file: 'top-narrow.png', width: 540, height: 1170, form_factor: 'narrow' },
  { file: 'top-wide.png', width: 1280, height: 800, form_factor: 'wide' },
];

async function main() {
  const executablePath = await ensureChromium({ quiet: true });
  buildIfStale();
  const server = await startServer({ logFile: join(ROOT, 'test-results', 'screenshots-server.log') });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_HEADLESS_FLAGS });
  try {
    const outDir = join(ROOT, 'public', 'screenshots');
    await mkdir(outDir, { recursive: true });
    for (const shot of SCREENSHOTS) {
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.height },
        locale: 'en-US',
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/login?lng=en`);
      await page.locator('input[type=email]').fill('prepaid@demo.test');
      await page.locator('input[type=password]').fill('Demo1234!');
      await page.locator('form button[type=submit]').click();
      await page.waitForURL(/\/topPage/);
      await page.locator('h1').waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: join(outDir, shot.file) });
      await context.close();
      console.log(`public/screenshots/${shot.file} ${shot.width}×${shot.height}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();

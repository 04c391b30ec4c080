#!/usr/bin/env -S node --import tsx
// Build step after `vite build`: writes dist/prerender/<door>.<lng>.html for the two doors in the
// five languages (src/contract/prerender.ts), by letting the built portal render each in Chromium and
// keeping what it drew. The server sends these instead of the empty shell (docs/decisions/0018).
// Without a Chromium (CHROME_PATH or /usr/bin/chromium) it says so and leaves the doors to the shell:
// the portal works the same, its first paint just waits for its code.
//   node --import tsx scripts/prerender.ts [distDir]
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { LANGUAGES, type Language } from '../src/contract/paths';
import { PRERENDERED_PATHS, prerenderedFile, type PrerenderedPath } from '../src/contract/prerender';
import { HTML_LANG } from '../src/contract/language';
import { prerenderedPage, type Snapshot } from './prerender-page';
import { CHROMIUM_HEADLESS_FLAGS, DEFAULT_CHROMIUM, findChromium } from './ensure-chromium.mjs';
import { ROOT } from './start.mjs';
import { startServer } from './e2e.mjs';

/**
 * What the screen looks like once the app has rendered it, with every control made inactive:
 * inputs read-only and buttons and selects aria-disabled, beside the root's `inert`. Tools that wait
 * for a control to be usable (Playwright's fill and click) then wait for the app's own.
 */
async function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(() => {
    const root = document.getElementById('root')!.cloneNode(true) as HTMLElement;
    for (const field of root.querySelectorAll('input, textarea')) field.setAttribute('readonly', '');
    for (const control of root.querySelectorAll('button, select')) control.setAttribute('aria-disabled', 'true');
    return {
      lang: document.documentElement.lang,
      title: document.title,
      manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? undefined,
      appTitle: document.querySelector('meta[name="apple-mobile-web-app-title"]')?.getAttribute('content') ?? undefined,
      rootHtml: root.innerHTML,
    };
  });
}

async function renderDoor(page: Page, baseUrl: string, path: PrerenderedPath, lng: Language): Promise<Snapshot> {
  await page.context().addCookies([{ name: 'i18next', value: lng, url: baseUrl }]);
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  // The app has rendered this door in this language (not a redirect, not the shell's fallback text).
  await page.waitForFunction(
    ([p, l]) => location.pathname === p && document.documentElement.lang === l && document.querySelector('#root main') !== null,
    [path, HTML_LANG[lng]] as const,
  );
  return snapshot(page);
}

async function writeCompressed(file: string, html: string) {
  await mkdir(dirname(file), { recursive: true });
  const bytes = Buffer.from(html);
  await writeFile(file, bytes);
  await writeFile(`${file}.br`, brotliCompressSync(bytes));
  await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

export async function prerender(distDir = join(ROOT, 'dist')) {
  await rm(join(distDir, 'prerender'), { recursive: true, force: true });
  const executablePath = findChromium();
  if (!executablePath) {
    console.warn(
      `Prerender skipped: no Chromium at ${process.env.CHROME_PATH || DEFAULT_CHROMIUM}. The doors will paint once their code has run.`,
    );
    return;
  }
  const indexHtml = await readFile(join(distDir, 'index.html'), 'utf8');
  const server = await startServer({ logFile: join(ROOT, 'test-results', 'prerender-server.log'), env: { DIST_DIR: distDir } });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_HEADLESS_FLAGS });
  try {
    for (const lng of LANGUAGES) {
      // A fresh context per language: no cookie, storage or service worker of the one before.
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      for (const path of PRERENDERED_PATHS) {
        const html = prerenderedPage(indexHtml, await renderDoor(page, server.baseUrl, path, lng));
        await writeCompressed(join(distDir, prerenderedFile(path, lng)), html);
      }
      await context.close();
    }
    console.log(`Prerendered ${PRERENDERED_PATHS.join(', ')} in ${LANGUAGES.join(', ')} → ${join(distDir, 'prerender')}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  await prerender(process.argv[2] ? resolve(process.argv[2]) : undefined);
}

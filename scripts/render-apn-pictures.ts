// Renders the APN step pictures (src/server/apn/screenshots.ts) to PNG in headless Chromium, to look
// at them as a customer's browser draws them (fonts included) — the pictures themselves are SVG.
//   node --import tsx scripts/render-apn-pictures.ts sheet ja [prepaid]   one contact sheet of every screen → test-results/apn-pictures/
//   node --import tsx scripts/render-apn-pictures.ts one en pc windows-apn-form [out.png]
//   node --import tsx scripts/render-apn-pictures.ts docs     the few renders kept in docs/apn-pictures/
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { LANGUAGES, type Language } from '../src/contract';
import { SCREENS, screenshotAlt, screenshotSize, screenshotSvg, type ScreenName } from '../src/server/apn/screenshots';
import { isPictureVariant, type PictureVariant } from '../src/server/apn/values';
import { CHROMIUM_HEADLESS_FLAGS, ensureChromium } from './ensure-chromium.mjs';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');

/** The renders kept for the team: one of each platform, in several languages. */
const DOCS: [Language, PictureVariant, ScreenName][] = [
  ['en', 'prepaid', 'android-apn-form'],
  ['ja', 'sonet', 'ios-apn-form'],
  ['vi', 'prepaid', 'android-sim-settings'],
  ['zh', 'pc', 'windows-apn-form'],
  ['tw', 'prepaid', 'router-apn-select'],
  ['ja', 'prepaid', 'ios-profile-install'],
];

const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

async function renderOne(browser: Browser, lng: Language, variant: PictureVariant, name: ScreenName, out: string) {
  const { width, height } = screenshotSize(name);
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1.5 });
  await page.setContent(
    `<body style="margin:0"><img src="${dataUrl(screenshotSvg(name, lng, variant))}" width="${width}" height="${height}"></body>`,
  );
  await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  await mkdir(dirname(out), { recursive: true });
  await page.screenshot({ path: out, type: 'png' });
  await page.close();
  console.log(`${out}  (${lng}/${variant}/${name}: ${screenshotAlt(name, lng, variant)})`);
}

/** Contact sheets of eight screens each (a size one can look at). */
async function renderSheets(browser: Browser, lng: Language, variant: PictureVariant) {
  const names = Object.keys(SCREENS) as ScreenName[];
  for (let i = 0; i < names.length; i += 8) await renderSheet(browser, lng, variant, names.slice(i, i + 8), i / 8 + 1);
}

async function renderSheet(browser: Browser, lng: Language, variant: PictureVariant, names: ScreenName[], part: number) {
  const cells = names
    .map((name) => {
      const { width, height } = screenshotSize(name);
      const alt = screenshotAlt(name, lng, variant);
      return `<figure><img src="${dataUrl(screenshotSvg(name, lng, variant))}" width="${width}" height="${height}"><figcaption><b>${name}</b><br>${alt.replace(/</g, '&lt;')}</figcaption></figure>`;
    })
    .join('');
  const page = await browser.newPage({ viewport: { width: 1300, height: 900 } });
  await page.setContent(
    `<style>body{margin:8px;font:12px sans-serif;display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start}figure{margin:0;width:300px}img{max-width:300px;height:auto;display:block}figure:has(img[width="460"]){width:460px}figure:has(img[width="460"]) img{max-width:460px}</style>${cells}`,
  );
  await page.evaluate(() => Promise.all([...document.images].map((i) => i.decode())));
  const out = join(ROOT, 'test-results', 'apn-pictures', `sheet-${lng}-${variant}-${part}.png`);
  await mkdir(dirname(out), { recursive: true });
  await page.screenshot({ path: out, fullPage: true });
  await page.close();
  console.log(out);
}

async function main() {
  const [mode = 'sheet', ...args] = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: await ensureChromium({ quiet: true }), args: CHROMIUM_HEADLESS_FLAGS });
  try {
    if (mode === 'sheet') {
      const lng = (args[0] ?? 'en') as Language;
      const variant = args[1] ?? 'prepaid';
      if (!LANGUAGES.includes(lng) || !isPictureVariant(variant)) throw new Error(`unknown language or variant: ${lng} ${variant}`);
      await renderSheets(browser, lng, variant);
    } else if (mode === 'one') {
      const [lng, variant, name, out] = args as [Language, string, ScreenName, string?];
      if (!isPictureVariant(variant)) throw new Error(`unknown variant ${variant}`);
      await renderOne(browser, lng, variant, name, out ?? join(ROOT, 'test-results', 'apn-pictures', `${lng}-${variant}-${name}.png`));
    } else if (mode === 'docs') {
      for (const [lng, variant, name] of DOCS)
        await renderOne(browser, lng, variant, name, join(ROOT, 'docs', 'apn-pictures', `${lng}-${name}.png`));
    } else throw new Error(`unknown mode ${mode}`);
  } finally {
    await browser.close();
  }
}

await main();

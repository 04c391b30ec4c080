#!/usr/bin/env node
// Draws the brand mark (a SIM card with signal bars) and writes every icon the PWA needs:
//   public/logo.svg, public/favicon.svg, public/bg-wide.svg,
//   public/icons/icon-192.png, icon-512.png, maskable-512.png, apple-touch-icon-180.png.
// PNGs are screenshots of the SVGs in headless Chromium (playwright-core), so no image tool is needed.
// Re-run after changing the mark: `node scripts/make-icons.mjs`.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_HEADLESS_FLAGS, ensureChromium } from './ensure-chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'public');
const BLUE = '#0b5cad';
const WHITE = '#ffffff';

/** The mark in a 64×64 box: card with a cut corner, four rising signal bars. */
function mark(cardFill, barFill) {
  return [
    `<path fill="${cardFill}" d="M18 8H38L50 20V52A4 4 0 0 1 46 56H18A4 4 0 0 1 14 52V12A4 4 0 0 1 18 8Z"/>`,
    `<g fill="${barFill}">`,
    '<rect x="19.5" y="42" width="5" height="7" rx="1.2"/>',
    '<rect x="26.5" y="37" width="5" height="12" rx="1.2"/>',
    '<rect x="33.5" y="32" width="5" height="17" rx="1.2"/>',
    '<rect x="40.5" y="27" width="5" height="22" rx="1.2"/>',
    '</g>',
  ].join('');
}

/** Places the 64-unit mark centred in a square of `size`, scaled so the 64 box spans `share` of it. */
function placed(size, share, cardFill, barFill) {
  const scale = (size * share) / 64;
  const offset = (size - 64 * scale) / 2;
  return `<g transform="translate(${offset} ${offset}) scale(${scale})">${mark(cardFill, barFill)}</g>`;
}

function svg(size, body, title) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"` +
    ` role="img" aria-label="${title}"><title>${title}</title>${body}</svg>\n`
  );
}

const TITLE = 'SIM Portal';

/** Header logo: blue card, white bars, transparent around it. */
const logoSvg = svg(64, mark(BLUE, WHITE), TITLE);
/** Favicon: white mark on a rounded blue tile, readable at 16 px. */
const faviconSvg = svg(64, `<rect width="64" height="64" rx="14" fill="${BLUE}"/>${placed(64, 0.9, WHITE, BLUE)}`, TITLE);
/** "any" icons: rounded tile, transparent corners. */
const tileSvg = (size) =>
  svg(size, `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${BLUE}"/>${placed(size, 0.8, WHITE, BLUE)}`, TITLE);
/**
 * Maskable: full bleed; the card's corners stay inside the safe zone (a centred circle of radius 40 %):
 * at share 0.62 the card's half-diagonal is 0.29 of the size.
 */
const maskableSvg = (size) => svg(size, `<rect width="${size}" height="${size}" fill="${BLUE}"/>${placed(size, 0.62, WHITE, BLUE)}`, TITLE);
/** iOS rounds the corners itself and shows transparency as black: full bleed, no alpha. */
const appleSvg = (size) => svg(size, `<rect width="${size}" height="${size}" fill="${BLUE}"/>${placed(size, 0.78, WHITE, BLUE)}`, TITLE);

/** A light, quiet backdrop for wide screens: pale gradient, two soft waves, a faint ring. */
const bgWideSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6f9fd"/><stop offset="1" stop-color="#e6eff9"/></linearGradient></defs>
<rect width="1920" height="1080" fill="url(#g)"/>
<path fill="${BLUE}" fill-opacity="0.05" d="M0 760C320 680 560 860 900 820S1500 620 1920 700V1080H0Z"/>
<path fill="${BLUE}" fill-opacity="0.04" d="M0 880C360 820 640 960 1000 930S1600 800 1920 860V1080H0Z"/>
<circle cx="1640" cy="220" r="260" fill="none" stroke="${BLUE}" stroke-opacity="0.05" stroke-width="48"/>
<circle cx="260" cy="160" r="120" fill="none" stroke="${BLUE}" stroke-opacity="0.04" stroke-width="28"/>
</svg>
`;

const pngs = [
  { file: 'icons/icon-192.png', size: 192, svg: tileSvg(192), transparent: true },
  { file: 'icons/icon-512.png', size: 512, svg: tileSvg(512), transparent: true },
  { file: 'icons/maskable-512.png', size: 512, svg: maskableSvg(512), transparent: false },
  { file: 'icons/apple-touch-icon-180.png', size: 180, svg: appleSvg(180), transparent: false },
];

async function main() {
  await mkdir(join(publicDir, 'icons'), { recursive: true });
  await writeFile(join(publicDir, 'logo.svg'), logoSvg);
  await writeFile(join(publicDir, 'favicon.svg'), faviconSvg);
  await writeFile(join(publicDir, 'bg-wide.svg'), bgWideSvg);

  const executablePath = await ensureChromium({ quiet: true });
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_HEADLESS_FLAGS,
  });
  try {
    for (const icon of pngs) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
      await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${icon.svg}</body></html>`);
      await page.screenshot({
        path: join(publicDir, icon.file),
        omitBackground: icon.transparent,
        clip: { x: 0, y: 0, width: icon.size, height: icon.size },
      });
      await page.close();
      console.log(`wrote public/${icon.file}`);
    }
  } finally {
    await browser.close();
  }
  console.log('wrote public/logo.svg, public/favicon.svg, public/bg-wide.svg');
}

await main();

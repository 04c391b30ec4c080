/**
 * The banner pictures: light SVG illustrations drawn from a few shapes, like the APN screenshots.
 * No text in the picture (the title and alt text come with the banner in the reader's language),
 * so one picture serves every language; no fonts, scripts or external references.
 */
export const BANNER_ART = ['five-g', 'data-rollover'] as const;
export type BannerArt = (typeof BANNER_ART)[number];

export const isBannerArt = (name: string): name is BannerArt => (BANNER_ART as readonly string[]).includes(name);

const W = 640;
const H = 200;

const rect = (x: number, y: number, w: number, h: number, attrs: string) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" ${attrs}/>`;
const circle = (cx: number, cy: number, r: number, attrs: string) => `<circle cx="${cx}" cy="${cy}" r="${r}" ${attrs}/>`;

/** Soft dots in the background, the same on every banner so they look like one series. */
const dots = (fill: string) =>
  [40, 150, 520, 600].map((x, i) => circle(x, i % 2 ? 170 : 30, 14 + (i % 3) * 6, `fill="${fill}" fill-opacity=".5"`)).join('');

/** A phone receiving waves from a mast: the 5G option. */
function fiveG(): string {
  const blue = '#2563eb';
  const waves = [34, 58, 82]
    .map(
      (r) =>
        `<path d="M${430 - r} ${100 - r * 0.6}a${r} ${r} 0 0 1 0 ${r * 1.2}" fill="none" stroke="${blue}" stroke-width="6" stroke-linecap="round" stroke-opacity="${1 - r / 140}"/>`,
    )
    .join('');
  const mast =
    `<path d="M470 160l22-110 22 110z" fill="none" stroke="#1e3a8a" stroke-width="6" stroke-linejoin="round"/>` +
    circle(492, 46, 9, `fill="${blue}"`);
  const phone =
    rect(180, 30, 84, 150, 'rx="14" fill="#1e293b"') +
    rect(188, 44, 68, 120, 'rx="4" fill="#fff"') +
    [0, 1, 2, 3].map((i) => rect(200 + i * 12, 132 - i * 16, 8, 20 + i * 16, `rx="2" fill="${blue}"`)).join('');
  return rect(0, 0, W, H, 'rx="16" fill="#eff6ff"') + dots('#bfdbfe') + phone + waves + mast;
}

/** This month's meter with data left over, carried by an arrow into next month's: data rollover. */
function dataRollover(): string {
  const green = '#16a34a';
  const meter = (x: number, used: number, carried: number) =>
    rect(x, 40, 90, 130, 'rx="10" fill="#fff" stroke="#94a3b8" stroke-width="3"') +
    rect(x + 8, 48 + (114 - used), 74, used, 'rx="4" fill="#cbd5e1"') +
    (carried ? rect(x + 8, 48 + (114 - used - carried), 74, carried, `rx="4" fill="${green}"`) : '');
  const arrow = `<path d="M300 84c40-50 90-50 128-6" fill="none" stroke="${green}" stroke-width="8" stroke-linecap="round"/><path d="M414 58l22 26-32 8z" fill="${green}"/>`;
  return rect(0, 0, W, H, 'rx="16" fill="#f0fdf4"') + dots('#bbf7d0') + meter(170, 60, 34) + meter(450, 0, 34) + arrow;
}

export function bannerSvg(name: BannerArt): string {
  const body = name === 'five-g' ? fiveG() : dataRollover();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

/**
 * The "screenshots" of the APN steps: light SVG sketches of a phone, a Windows settings window or a
 * router's admin page, with the item to tap highlighted. Drawn from a few shapes (no text, so one
 * picture serves every language, and no fonts or scripts to load), a few hundred bytes each.
 */
import { versionedMedia } from '../content/versioned-media';

type Frame = 'phone' | 'desktop' | 'browser';
type Layout =
  | { kind: 'list'; rows: number; highlight: number; toggles?: number[] }
  | { kind: 'form'; fields: number; highlight: number }
  | { kind: 'dialog' }
  | { kind: 'action' }
  | { kind: 'status' };
type Screen = { frame: Frame } & Layout;

export const SCREENS = {
  'ios-profile-download': { frame: 'phone', kind: 'dialog' },
  'ios-settings-profile': { frame: 'phone', kind: 'list', rows: 7, highlight: 1 },
  'ios-profile-install': { frame: 'phone', kind: 'action' },
  'ios-profile-remove': { frame: 'phone', kind: 'list', rows: 4, highlight: 0 },
  'ios-connected': { frame: 'phone', kind: 'status' },
  'ios-cellular': { frame: 'phone', kind: 'list', rows: 7, highlight: 2, toggles: [0] },
  'ios-cellular-line': { frame: 'phone', kind: 'list', rows: 6, highlight: 3, toggles: [0] },
  'ios-apn-form': { frame: 'phone', kind: 'form', fields: 3, highlight: 0 },
  'ios-add-esim': { frame: 'phone', kind: 'list', rows: 6, highlight: 4, toggles: [0] },
  'ios-esim-plan': { frame: 'phone', kind: 'dialog' },
  'ios-esim-label': { frame: 'phone', kind: 'list', rows: 5, highlight: 1 },
  'android-network': { frame: 'phone', kind: 'list', rows: 6, highlight: 1 },
  'android-sim-settings': { frame: 'phone', kind: 'list', rows: 7, highlight: 6, toggles: [1, 2] },
  'android-apn-list': { frame: 'phone', kind: 'action' },
  'android-apn-form': { frame: 'phone', kind: 'form', fields: 5, highlight: 1 },
  'android-apn-select': { frame: 'phone', kind: 'list', rows: 3, highlight: 0 },
  'android-connected': { frame: 'phone', kind: 'status' },
  'android-sims-add': { frame: 'phone', kind: 'list', rows: 4, highlight: 3 },
  'android-esim-download': { frame: 'phone', kind: 'dialog' },
  'android-esim-use': { frame: 'phone', kind: 'list', rows: 5, highlight: 0, toggles: [0, 1] },
  'windows-cellular': { frame: 'desktop', kind: 'list', rows: 6, highlight: 4, toggles: [0] },
  'windows-add-apn': { frame: 'desktop', kind: 'action' },
  'windows-apn-form': { frame: 'desktop', kind: 'form', fields: 7, highlight: 0 },
  'windows-connect': { frame: 'desktop', kind: 'status' },
  'phone-wifi': { frame: 'phone', kind: 'list', rows: 5, highlight: 1, toggles: [0] },
  'router-login': { frame: 'browser', kind: 'form', fields: 2, highlight: 1 },
  'router-apn-menu': { frame: 'browser', kind: 'list', rows: 5, highlight: 2 },
  'router-apn-form': { frame: 'browser', kind: 'form', fields: 6, highlight: 1 },
  'router-apn-select': { frame: 'browser', kind: 'list', rows: 3, highlight: 0 },
  'router-status': { frame: 'browser', kind: 'status' },
} as const satisfies Record<string, Screen>;

export type ScreenName = keyof typeof SCREENS;

export const isScreenName = (name: string): name is ScreenName => Object.hasOwn(SCREENS, name);

type Box = { x: number; y: number; w: number; h: number };

const BLUE = '#2563eb';
const rect = (x: number, y: number, w: number, h: number, attrs: string) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" ${attrs}/>`;
/** A grey bar standing for a line of text; widths vary so rows do not all look the same. */
const textBar = (x: number, y: number, w: number) => rect(x, y, w, 7, 'rx="3" fill="#cbd5e1"');
const tap = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="11" fill="${BLUE}" fill-opacity=".3" stroke="${BLUE}" stroke-width="2"/>`;

function frame(kind: Frame): { width: number; height: number; open: string; box: Box } {
  if (kind === 'phone') {
    return {
      width: 240,
      height: 480,
      open: rect(4, 4, 232, 472, 'rx="30" fill="#1e293b"') + rect(14, 40, 212, 400, 'rx="6" fill="#fff"') + rect(96, 18, 48, 8, 'rx="4" fill="#475569"'),
      box: { x: 14, y: 40, w: 212, h: 400 },
    };
  }
  if (kind === 'desktop') {
    const sidebar = [0, 1, 2, 3, 4].map((i) => textBar(20, 56 + i * 22, 50 + ((i * 17) % 30))).join('');
    return {
      width: 480,
      height: 320,
      open:
        rect(2, 2, 476, 316, 'rx="10" fill="#e2e8f0"') +
        rect(2, 2, 476, 26, 'rx="10" fill="#cbd5e1"') +
        rect(10, 36, 110, 274, 'rx="6" fill="#f1f5f9"') +
        sidebar +
        rect(128, 36, 342, 274, 'rx="6" fill="#fff"'),
      box: { x: 128, y: 36, w: 342, h: 274 },
    };
  }
  return {
    width: 480,
    height: 320,
    open:
      rect(2, 2, 476, 316, 'rx="10" fill="#e2e8f0"') +
      [14, 28, 42].map((x) => `<circle cx="${x}" cy="16" r="4" fill="#94a3b8"/>`).join('') +
      rect(60, 8, 300, 16, 'rx="8" fill="#fff"') +
      rect(10, 32, 460, 278, 'rx="4" fill="#fff"') +
      rect(10, 32, 460, 30, 'fill="#0f766e"'),
    box: { x: 10, y: 62, w: 460, h: 248 },
  };
}

function header(b: Box, action = false): string {
  const bar = rect(b.x, b.y, b.w, 34, 'fill="#f1f5f9"') + textBar(b.x + b.w / 2 - 30, b.y + 14, 60);
  if (!action) return bar;
  const ax = b.x + b.w - 52;
  return bar + rect(ax, b.y + 6, 44, 22, `rx="6" fill="#dbeafe" stroke="${BLUE}" stroke-width="2"`) + tap(ax + 30, b.y + 22);
}

function list(b: Box, rows: number, highlight: number, toggles: readonly number[] = []): string {
  let out = header(b);
  const step = Math.min(40, (b.h - 50) / rows);
  for (let i = 0; i < rows; i++) {
    const y = b.y + 44 + i * step;
    const on = i === highlight;
    out += rect(b.x + 8, y, b.w - 16, 34, on ? `rx="6" fill="#dbeafe" stroke="${BLUE}" stroke-width="2"` : 'rx="6" fill="#f8fafc" stroke="#e2e8f0"');
    out += textBar(b.x + 18, y + 14, 70 + ((i * 37) % 60));
    out += toggles.includes(i)
      ? rect(b.x + b.w - 46, y + 10, 28, 15, 'rx="7.5" fill="#22c55e"') + `<circle cx="${b.x + b.w - 26}" cy="${y + 17.5}" r="6" fill="#fff"/>`
      : `<path d="M${b.x + b.w - 26} ${y + 12}l6 5-6 5" fill="none" stroke="#94a3b8" stroke-width="2"/>`;
    // On a row with a switch, the thing to tap is the switch.
    if (on) out += tap(b.x + b.w - (toggles.includes(i) ? 32 : 60), y + 17);
  }
  return out;
}

function form(b: Box, fields: number, highlight: number): string {
  let out = header(b);
  const step = Math.min(44, (b.h - 90) / fields);
  for (let i = 0; i < fields; i++) {
    const y = b.y + 44 + i * step;
    out += textBar(b.x + 14, y, 40 + ((i * 23) % 40));
    const on = i === highlight;
    out += rect(b.x + 12, y + 11, b.w - 24, Math.min(24, step - 14), on ? `rx="4" fill="#fff" stroke="${BLUE}" stroke-width="2"` : 'rx="4" fill="#fff" stroke="#94a3b8"');
    if (on) out += tap(b.x + b.w - 40, y + 22);
  }
  return out + rect(b.x + b.w - 92, b.y + b.h - 38, 80, 26, `rx="6" fill="${BLUE}"`);
}

function dialog(b: Box): string {
  const w = Math.min(180, b.w - 32);
  const x = b.x + (b.w - w) / 2;
  const y = b.y + b.h / 2 - 60;
  return (
    list(b, 5, -1) +
    rect(b.x, b.y, b.w, b.h, 'fill="#0f172a" fill-opacity=".35"') +
    rect(x, y, w, 120, 'rx="12" fill="#fff"') +
    textBar(x + 20, y + 20, w - 40) +
    textBar(x + 20, y + 36, w - 70) +
    textBar(x + 20, y + 52, w - 55) +
    rect(x + 10, y + 80, w / 2 - 15, 28, 'rx="6" fill="#f1f5f9"') +
    rect(x + w / 2 + 5, y + 80, w / 2 - 15, 28, `rx="6" fill="#dbeafe" stroke="${BLUE}" stroke-width="2"`) +
    tap(x + (3 * w) / 4, y + 94)
  );
}

function status(b: Box): string {
  const cx = b.x + b.w / 2;
  const cy = b.y + 120;
  const bars = [0, 1, 2, 3].map((i) => rect(cx - 34 + i * 18, cy - 10 - i * 12, 12, 22 + i * 12, 'rx="2" fill="#22c55e"')).join('');
  return (
    header(b) +
    bars +
    `<circle cx="${cx + 46}" cy="${cy + 18}" r="14" fill="#22c55e"/><path d="M${cx + 39} ${cy + 18}l5 5 9-10" fill="none" stroke="#fff" stroke-width="3"/>` +
    textBar(cx - 60, cy + 50, 120) +
    textBar(cx - 45, cy + 66, 90)
  );
}

function layout(s: Screen, b: Box): string {
  switch (s.kind) {
    case 'list':
      return list(b, s.rows, s.highlight, s.toggles);
    case 'form':
      return form(b, s.fields, s.highlight);
    case 'dialog':
      return dialog(b);
    case 'action':
      return header(b, true) + [0, 1, 2, 3].map((i) => textBar(b.x + 18, b.y + 56 + i * 22, b.w - 60 - ((i * 29) % 50))).join('');
    case 'status':
      return status(b);
  }
}

export function screenshotSvg(name: ScreenName): string {
  const s: Screen = SCREENS[name];
  const f = frame(s.frame);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${f.width}" height="${f.height}" viewBox="0 0 ${f.width} ${f.height}">${f.open}${layout(s, f.box)}</svg>`;
}

/** A screenshot's size in CSS pixels, as its `<svg>` declares it: the portal reserves that box. */
export function screenshotSize(name: ScreenName): { width: number; height: number } {
  const { width, height } = frame(SCREENS[name].frame);
  return { width, height };
}

/** Each screenshot drawn once, with the version its URL carries. */
export const screenshot = versionedMedia(screenshotSvg);

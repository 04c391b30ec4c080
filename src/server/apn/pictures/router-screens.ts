import { altText } from './alt';
import { ROUTER_WORDS, type RouterWords } from './router-words';
import { circle, path, rect, target, text, textWidth } from './svg';
import type { Ctx, ScreenDef } from './types';

/**
 * A mobile router's admin page in a browser (460 × 340). Every maker's differs; this one has what
 * they share: the address 192.168.0.1, a password login, a menu with Settings › Mobile network ›
 * APN settings, a profile form and a list of profiles with a default.
 */
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans CJK JP',sans-serif";
const BRAND = '#114b5f';
const CX = 138;
const CW = 308;

const w = (c: Ctx): RouterWords => ROUTER_WORDS[c.lng];

function browser(content: string): string {
  return (
    rect(0.5, 0.5, 459, 339, 'rx="8" fill="#dfe3e8" stroke="#b8bec6"') +
    path('M16 17h10m-4-4l-4 4 4 4M36 17h10m-4-4l4 4-4 4', 'fill="none" stroke="#555" stroke-width="1.4"') +
    rect(62, 7, 330, 20, 'rx="10" fill="#fff"') +
    circle(76, 17, 4, 'fill="none" stroke="#777" stroke-width="1.3"') +
    text(88, 21.5, '192.168.0.1', { size: 12, fill: '#202124' }) +
    rect(4, 34, 452, 302, 'fill="#fff"') +
    rect(4, 34, 452, 32, `fill="${BRAND}"`) +
    text(18, 55, 'LTE ROUTER', { size: 13, weight: 700, fill: '#fff' }) +
    content
  );
}

/** The menu on the left; `selected` is highlighted, as the page being shown. */
function menu(t: RouterWords, selected: 'status' | 'apn'): string {
  const items: [string, number, boolean][] = [
    [t.home, 0, false],
    [t.status, 0, selected === 'status'],
    [t.settings, 0, false],
    [t.mobileNetwork, 1, false],
    [t.apnSettings, 2, selected === 'apn'],
    [t.wifi, 1, false],
    [t.system, 1, false],
  ];
  let out = rect(4, 66, 122, 270, 'fill="#f1f5f9"');
  items.forEach(([label, depth, on], i) => {
    const y = 74 + i * 28;
    if (on) out += rect(8, y, 114, 24, 'rx="4" fill="#d5e7ee"');
    out += text(16 + depth * 10, y + 16.5, label, {
      size: 12,
      fill: on ? BRAND : '#1f2937',
      weight: on || depth === 0 ? 600 : undefined,
      max: 100 - depth * 10,
    });
  });
  return out;
}

const button = (x: number, y: number, label: string, primary: boolean) => {
  const bw = Math.max(64, Math.min(150, textWidth(label, 12, true) + 28));
  return {
    svg:
      rect(x, y, bw, 28, primary ? `rx="5" fill="${BRAND}"` : `rx="5" fill="#fff" stroke="${BRAND}"`) +
      text(x + bw / 2, y + 18.5, label, { size: 12, fill: primary ? '#fff' : BRAND, weight: 600, anchor: 'middle', max: bw - 12 }),
    box: { x, y, w: bw, h: 28 },
  };
};

function login(c: Ctx): string {
  const t = w(c);
  const x = 130;
  const field =
    rect(x + 20, 172, 160, 28, 'rx="4" fill="#fff" stroke="#9aa4ae"') + text(x + 30, 191, '••••••••', { size: 14, fill: '#111' });
  const go = button(x + 20, 222, t.login, true);
  const wide = { ...go.box, w: 160 };
  return browser(
    rect(x, 90, 200, 180, 'rx="8" fill="#fff" stroke="#d0d7de"') +
      text(x + 100, 124, t.login, { size: 17, weight: 600, anchor: 'middle', fill: '#111' }) +
      text(x + 20, 162, t.password, { size: 12, fill: '#374151', max: 160 }) +
      target(field, { x: x + 20, y: 172, w: 160, h: 28 }, { r: 4, n: 1 }) +
      target(
        rect(wide.x, wide.y, wide.w, wide.h, `rx="5" fill="${BRAND}"`) +
          text(x + 100, 240.5, t.login, { size: 12.5, fill: '#fff', weight: 600, anchor: 'middle', max: 150 }),
        wide,
        { r: 5, n: 2 },
      ),
  );
}

/** The profiles table: header, the maker's default profile, and (after saving) the new one. */
function profiles(c: Ctx, withNew: boolean, y: number): { svg: string; rowBox: { x: number; y: number; w: number; h: number } } {
  const t = w(c);
  let out =
    rect(CX, y, CW, 26, 'fill="#eef2f5"') +
    text(CX + 34, y + 17, t.profileName, { size: 11.5, fill: '#4b5563', weight: 600, max: 120 }) +
    text(CX + 170, y + 17, t.apn, { size: 11.5, fill: '#4b5563', weight: 600 });
  const rows: [string, string, boolean][] = [[`${t.default}`, 'internet', !withNew]];
  if (withNew) rows.push([c.values.name ?? 'APN', c.values.apn ?? '', true]);
  let rowBox = { x: 0, y: 0, w: 0, h: 0 };
  rows.forEach(([name, apn, on], i) => {
    const ry = y + 26 + i * 32;
    let row =
      rect(CX, ry, CW, 32, 'fill="#fff" stroke="#e5e7eb"') +
      circle(CX + 16, ry + 16, 6, `fill="none" stroke="${on ? BRAND : '#9ca3af'}" stroke-width="1.6"`) +
      (on ? circle(CX + 16, ry + 16, 3, `fill="${BRAND}"`) : '');
    row +=
      text(CX + 34, ry + 20.5, name, { size: 12.5, fill: '#111', weight: on ? 600 : undefined, max: 130 }) +
      text(CX + 170, ry + 20.5, apn, { size: 12.5, fill: '#111', max: CW - 180 });
    if (withNew && i === 1) {
      rowBox = { x: CX + 2, y: ry + 2, w: CW - 4, h: 28 };
      out += target(row, rowBox, { r: 4, n: 1 });
    } else out += row;
  });
  return { svg: out, rowBox };
}

function apnMenu(c: Ctx): string {
  const t = w(c);
  const add = button(CX, 182, `+ ${t.new}`, true);
  return browser(
    menu(t, 'apn') +
      text(CX, 94, t.apnSettings, { size: 16, weight: 600, fill: '#111', max: CW }) +
      profiles(c, false, 110).svg +
      target(add.svg, add.box, { r: 5 }),
  );
}

function apnForm(c: Ctx): string {
  const t = w(c);
  const v = c.values;
  const rows: [string, string | null][] = [
    [t.profileName, v.name],
    [t.apn, v.apn],
    [t.username, v.username],
    [t.password, v.password],
    [t.auth, v.authentication_type],
  ];
  const typed = rows.filter(([, value]) => value !== null);
  let labels = '';
  let inputs = '';
  typed.forEach(([label, value], i) => {
    const y = 106 + i * 32;
    labels += text(CX, y + 17, label, { size: 12, fill: '#374151', max: 112, lines: 2 });
    inputs +=
      rect(CX + 118, y, 186, 26, 'rx="4" fill="#fff" stroke="#9aa4ae"') +
      text(CX + 126, y + 17.5, value!, { size: 12.5, fill: '#000', weight: 600, max: 170 });
  });
  const ipY = 106 + typed.length * 32;
  const ip =
    text(CX, ipY + 17, t.ipType, { size: 12, fill: '#374151', max: 112 }) +
    rect(CX + 118, ipY, 186, 26, 'rx="4" fill="#f9fafb" stroke="#d1d5db"') +
    text(CX + 126, ipY + 17.5, 'IPv4/IPv6', { size: 12.5, fill: '#4b5563' });
  const save = button(CX + 118, ipY + 40, t.save, true);
  return browser(
    menu(t, 'apn') +
      text(CX, 94, `${t.apnSettings} › ${t.new}`, { size: 16, weight: 600, fill: '#111', max: CW }) +
      labels +
      target(inputs, { x: CX + 118, y: 106, w: 186, h: typed.length * 32 - 6 }, { r: 4, n: 1 }) +
      ip +
      target(save.svg, save.box, { r: 5, n: 2 }),
  );
}

function apnSelect(c: Ctx): string {
  const t = w(c);
  const table = profiles(c, true, 110);
  const def = button(CX, 216, t.setDefault, false);
  const apply = button(CX + def.box.w + 16, 216, t.apply, true);
  return browser(
    menu(t, 'apn') +
      text(CX, 94, t.apnSettings, { size: 16, weight: 600, fill: '#111', max: CW }) +
      table.svg +
      target(def.svg, def.box, { r: 5, n: 2 }) +
      target(apply.svg, apply.box, { r: 5, n: 3 }),
  );
}

function status(c: Ctx): string {
  const t = w(c);
  const bars = [0, 1, 2, 3].map((i) => rect(CX + 128 + i * 7, 198 - i * 4, 5, 6 + i * 4, 'rx="1" fill="#16a34a"')).join('');
  const rows: [string, string][] = [
    [t.mobileNetwork, t.connected],
    [t.networkType, '4G LTE'],
  ];
  let marked = '';
  rows.forEach(([label, value], i) => {
    const y = 110 + i * 34;
    marked +=
      rect(CX, y, CW, 34, 'fill="#fff" stroke="#e5e7eb"') +
      text(CX + 12, y + 22, label, { size: 12.5, fill: '#374151', max: 110 }) +
      text(CX + 128, y + 22, value, { size: 13, fill: i === 0 ? '#15803d' : '#111', weight: 700, max: CW - 140 });
  });
  const more =
    rect(CX, 178, CW, 34, 'fill="#fff" stroke="#e5e7eb"') +
    text(CX + 12, 200, t.signal, { size: 12.5, fill: '#374151', max: 110 }) +
    bars +
    rect(CX, 212, CW, 34, 'fill="#fff" stroke="#e5e7eb"') +
    text(CX + 12, 234, t.apn, { size: 12.5, fill: '#374151' }) +
    text(CX + 128, 234, c.values.apn ?? '', { size: 12.5, fill: '#111', max: CW - 140 });
  return browser(
    menu(t, 'status') +
      text(CX, 94, t.status, { size: 16, weight: 600, fill: '#111', max: CW }) +
      target(marked, { x: CX + 2, y: 112, w: CW - 4, h: 64 }, { r: 4 }) +
      more,
  );
}

const app = 'router';

export const ROUTER_SCREENS = {
  'router-login': {
    draw: login,
    alt: (c) =>
      altText(c.lng, app, w(c).login, [
        ['enter', w(c).password],
        ['click', w(c).login],
      ]),
  },
  'router-apn-menu': { draw: apnMenu, alt: (c) => altText(c.lng, app, w(c).apnSettings, [['click', w(c).new]]) },
  'router-apn-form': {
    draw: apnForm,
    alt: (c) => {
      const v = c.values;
      const fields: [string, string | null][] = [
        [w(c).profileName, v.name],
        [w(c).apn, v.apn],
        [w(c).username, v.username],
        [w(c).password, v.password],
        [w(c).auth, v.authentication_type],
      ];
      return altText(c.lng, app, w(c).new, [
        ['enter', fields.filter(([, value]) => value !== null).map(([l]) => l)],
        ['click', w(c).save],
      ]);
    },
  },
  'router-apn-select': {
    draw: apnSelect,
    alt: (c) =>
      altText(c.lng, app, w(c).apnSettings, [
        ['select', c.values.name ?? 'APN'],
        ['click', w(c).setDefault],
        ['click', w(c).apply],
      ]),
  },
  'router-status': { draw: status, alt: (c) => altText(c.lng, app, w(c).status, [['check', `${w(c).connected} / 4G LTE`]]) },
} satisfies Record<string, Omit<ScreenDef, 'frame' | 'font'>>;

export const ROUTER_FRAME = { frame: 'browser', font: FONT } as const;

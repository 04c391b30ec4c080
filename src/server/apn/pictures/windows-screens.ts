import { altText } from './alt';
import { WINDOWS_WORDS, type WindowsWords } from './windows-words';
import { circle, lineCount, path, rect, target, text, textWidth } from './svg';
import type { Ctx, ScreenDef } from './types';

/** Windows 11 Settings (460 × 360): title bar, the navigation on the left, cards on the right. */
const FONT = "'Segoe UI Variable','Segoe UI','Yu Gothic UI','Microsoft YaHei UI','Microsoft JhengHei UI',system-ui,sans-serif";
const ACCENT = '#005fb8';
const MUTED = '#5f5f5f';
const CX = 164;
const CW = 284;

const w = (c: Ctx): WindowsWords => WINDOWS_WORDS[c.lng];

function windowFrame(c: Ctx, content: string): string {
  const t = w(c);
  const nav: [string, string][] = [
    [t.home, '#e3008c'],
    [t.system, '#0078d4'],
    [t.bluetooth, '#0099bc'],
    [t.network, '#005fb8'],
    [t.personalization, '#ca5010'],
    [t.apps, '#5c2e91'],
    [t.accounts, '#10893e'],
  ];
  let side =
    circle(32, 62, 15, 'fill="#c8c8c8"') + rect(54, 54, 70, 8, 'rx="4" fill="#c8c8c8"') + rect(54, 67, 50, 6, 'rx="3" fill="#dcdcdc"');
  side +=
    rect(12, 88, 140, 26, 'rx="4" fill="#fff" stroke="#e0e0e0"') + text(22, 105, t.findSetting, { size: 11, fill: '#8a8a8a', max: 120 });
  nav.forEach(([label, color], i) => {
    const y = 124 + i * 30;
    if (i === 3) side += rect(12, y, 140, 28, 'rx="4" fill="#e9e9e9"') + rect(12, y + 8, 3, 12, `rx="1.5" fill="${ACCENT}"`);
    const style = { size: 12, fill: '#1a1a1a', max: 104, lines: 2 };
    const two = lineCount(label, style) > 1;
    side +=
      rect(24, y + 8, 12, 12, `rx="3" fill="${color}"`) + text(44, two ? y + 12 : y + 18.5, label, { ...style, size: two ? 10.5 : 12 });
  });
  const bar =
    path('M14 17h10m-4-4l-4 4 4 4', 'fill="none" stroke="#444" stroke-width="1.3"') +
    text(34, 21, t.settings, { size: 11.5, fill: '#1a1a1a' }) +
    path('M372 17h10M404 12h9v9h-9zM436 12l9 9m0-9l-9 9', 'fill="none" stroke="#444" stroke-width="1.1"');
  return rect(0.5, 0.5, 459, 359, 'rx="8" fill="#f3f3f3" stroke="#bdbdbd"') + bar + side + content;
}

/** "Network & internet › Cellular" at the top of the page; returns the markup and where the cards start. */
function title(parts: string[]): { svg: string; y: number } {
  const s = parts.join(' › ');
  const style = { size: 19, weight: 600, fill: '#1a1a1a', max: CW, lines: 2 };
  return { svg: text(CX, 64, s, style), y: 82 + (lineCount(s, style) - 1) * 24 };
}

interface Card {
  label: string;
  sub?: string;
  toggle?: boolean;
  chevron?: boolean;
  button?: { label: string; accent?: boolean; mark?: boolean };
  mark?: 'row' | 'toggle';
  /** The ring's number, when the step has several things to do. */
  step?: number;
}

function cards(y: number, items: Card[], t: WindowsWords): string {
  let out = '';
  for (const it of items) {
    const bw = it.button ? Math.max(72, Math.min(120, textWidth(it.button.label, 12) + 24)) : 0;
    const room = CW - 30 - (it.toggle !== undefined ? 84 : it.button ? bw + 16 : 20);
    const labelStyle = { size: 12.5, fill: '#1a1a1a', max: room, lines: it.sub ? 1 : 2 };
    const extra = (lineCount(it.label, labelStyle) - 1) * 16;
    const h = (it.sub ? 52 : 46) + extra;
    let row = rect(CX, y, CW, h, 'rx="5" fill="#fbfbfb" stroke="#e5e5e5"');
    row += text(CX + 14, y + (it.sub ? 22 : 28 - extra / 2), it.label, labelStyle);
    if (it.sub) row += text(CX + 14, y + 39, it.sub, { size: 11, fill: MUTED, max: room });
    let control = '';
    const box = { x: CX + CW - 12 - bw, y: y + h / 2 - 12, w: bw, h: 24 };
    if (it.toggle !== undefined) {
      const tx = CX + CW - 50;
      control =
        text(tx - 8, y + h / 2 + 4, it.toggle ? t.on : t.off, { size: 12, fill: '#1a1a1a', anchor: 'end' }) +
        (it.toggle
          ? rect(tx, y + h / 2 - 10, 38, 20, `rx="10" fill="${ACCENT}"`) + circle(tx + 28, y + h / 2, 5.5, 'fill="#fff"')
          : rect(tx, y + h / 2 - 10, 38, 20, `rx="10" fill="none" stroke="${MUTED}"`) + circle(tx + 10, y + h / 2, 5, `fill="${MUTED}"`));
    }
    if (it.chevron) row += path(`M${CX + CW - 20} ${y + h / 2 - 5}l5 5-5 5`, `fill="none" stroke="${MUTED}" stroke-width="1.4"`);
    if (it.button) {
      const b = it.button;
      control =
        rect(box.x, box.y, box.w, box.h, b.accent ? `rx="4" fill="${ACCENT}"` : 'rx="4" fill="#fff" stroke="#d0d0d0"') +
        text(box.x + box.w / 2, box.y + 16, b.label, { size: 12, fill: b.accent ? '#fff' : '#1a1a1a', anchor: 'middle', max: box.w - 10 });
      if (b.mark) control = target(control, box, { r: 4, n: it.step });
    }
    const rowBox = { x: CX + 2, y: y + 2, w: CW - 4, h: h - 4 };
    if (it.mark === 'row') out += target(row + control, rowBox, { r: 5, n: it.step });
    else if (it.mark === 'toggle')
      out += row + target(control, { x: CX + CW - 92, y: y + h / 2 - 12, w: 84, h: 24 }, { r: 10, n: it.step });
    else out += row + control;
    y += h + 4;
  }
  return out;
}

function cellular(c: Ctx, step: 'on' | 'connect'): string {
  const t = w(c);
  const head = title([t.network, t.cellular]);
  return windowFrame(
    c,
    head.svg +
      cards(
        head.y,
        [
          { label: t.cellular, toggle: true, mark: step === 'on' ? 'toggle' : undefined },
          {
            label: c.values.name ?? 'SIM',
            button: step === 'connect' ? { label: t.connect, accent: true, mark: true } : undefined,
            step: 1,
          },
          { label: t.keepConnected, toggle: true, mark: step === 'connect' ? 'toggle' : undefined, step: 2 },
          { label: t.operatorSettings, chevron: true },
        ],
        t,
      ),
  );
}

function addApnPage(c: Ctx): string {
  const t = w(c);
  const head = title([t.cellular, t.operatorSettings]);
  return windowFrame(
    c,
    head.svg +
      cards(
        head.y,
        [
          { label: t.internetApn, button: { label: t.addApn, mark: true } },
          { label: 'IMEI', sub: '35 000000 000000 0' },
        ],
        t,
      ),
  );
}

/** The "Add APN" dialog over the page: every field filled, "Apply this profile" ticked, Save. */
function apnDialog(c: Ctx): string {
  const t = w(c);
  const v = c.values;
  const rows: [string, string | null, boolean][] = [
    [t.profileName, v.name, false],
    [t.apn, v.apn, false],
    [t.username, v.username, false],
    [t.password, v.password, false],
    [t.signIn, v.authentication_type, true],
    [t.ipType, v.ip === null ? null : 'IPv4v6', true],
    [t.apnType, v.type_of_apn === null ? null : t.internetAndAttach, true],
  ];
  const x = 50;
  const dw = 360;
  let out = rect(0.5, 0.5, 459, 359, 'rx="8" fill="#000" fill-opacity=".28"') + rect(x, 14, dw, 338, 'rx="8" fill="#fff" stroke="#c8c8c8"');
  out += text(x + 20, 44, t.addApn, { size: 17, weight: 600, fill: '#1a1a1a' });
  let fields = '';
  rows.forEach(([label, value, dropdown], i) => {
    const y = 58 + i * 30;
    out += text(x + 20, y + 16, label, { size: 11.5, fill: '#1a1a1a', max: 118, lines: 2 });
    fields +=
      rect(x + 146, y, 194, 24, 'rx="4" fill="#fff" stroke="#c8c8c8"') +
      text(x + 154, y + 16.5, value ?? '', { size: 12, fill: '#000', weight: 600, max: dropdown ? 160 : 178 });
    if (dropdown) fields += path(`M${x + 322} ${y + 10}l4 4 4-4`, `fill="none" stroke="${MUTED}" stroke-width="1.3"`);
  });
  out += target(fields, { x: x + 146, y: 58, w: 194, h: rows.length * 30 - 6 }, { r: 4, n: 1 });
  const cy = 58 + rows.length * 30 + 4;
  out +=
    rect(x + 20, cy, 16, 16, `rx="3" fill="${ACCENT}"`) +
    path(`M${x + 24} ${cy + 8}l3 3 6-6`, 'fill="none" stroke="#fff" stroke-width="1.6"') +
    text(x + 44, cy + 12.5, t.applyProfile, { size: 12, fill: '#1a1a1a', max: dw - 70 });
  const fy = 300;
  out += rect(x + 0.5, fy, dw - 1, 51.5, 'fill="#f3f3f3"');
  const save =
    rect(x + dw - 190, fy + 12, 82, 28, `rx="4" fill="${ACCENT}"`) +
    text(x + dw - 149, fy + 30.5, t.save, { size: 12.5, fill: '#fff', anchor: 'middle', max: 74 });
  out += target(save, { x: x + dw - 190, y: fy + 12, w: 82, h: 28 }, { r: 4, n: 2 });
  out +=
    rect(x + dw - 100, fy + 12, 82, 28, 'rx="4" fill="#fff" stroke="#d0d0d0"') +
    text(x + dw - 59, fy + 30.5, t.cancel, { size: 12.5, fill: '#1a1a1a', anchor: 'middle', max: 74 });
  return windowFrame(c, title([t.cellular, t.operatorSettings]).svg) + out;
}

function dialogFields(c: Ctx): string[] {
  const t = w(c);
  const v = c.values;
  const fields: [string, unknown][] = [
    [t.profileName, v.name],
    [t.apn, v.apn],
    [t.username, v.username],
    [t.password, v.password],
    [t.signIn, v.authentication_type],
    [t.ipType, v.ip],
    [t.apnType, v.type_of_apn],
  ];
  return fields.filter(([, value]) => value !== null).map(([label]) => label);
}

const app = 'windows';

export const WINDOWS_SCREENS = {
  'windows-cellular': { draw: (c) => cellular(c, 'on'), alt: (c) => altText(c.lng, app, w(c).cellular, [['turnOn', w(c).cellular]]) },
  'windows-add-apn': { draw: addApnPage, alt: (c) => altText(c.lng, app, w(c).operatorSettings, [['click', w(c).addApn]]) },
  'windows-apn-form': {
    draw: apnDialog,
    alt: (c) =>
      altText(c.lng, app, w(c).addApn, [
        ['enter', dialogFields(c)],
        ['click', w(c).save],
      ]),
  },
  'windows-connect': {
    draw: (c) => cellular(c, 'connect'),
    alt: (c) =>
      altText(c.lng, app, w(c).cellular, [
        ['click', w(c).connect],
        ['turnOn', w(c).keepConnected],
      ]),
  },
} satisfies Record<string, Omit<ScreenDef, 'frame' | 'font'>>;

export const WINDOWS_FRAME = { frame: 'windows', font: FONT } as const;

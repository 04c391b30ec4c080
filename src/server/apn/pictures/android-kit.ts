import { SCREEN, scrim } from './phone';
import { circle, line, path, rect, target, text, textWidth, lineCount } from './svg';

/** Android Settings as on a Pixel (Material 3): a top bar with a back arrow, rows with a summary, pill switches. */
export const ANDROID_FONT = "Roboto,'Google Sans','Noto Sans CJK JP','Noto Sans',system-ui,sans-serif";
export const ANDROID_BG = '#f8fafd';
export const ANDROID_BLUE = '#0b57d0';
const INK = '#1f1f1f';
const MUTED = '#444746';

const L = SCREEN.x;
const R = SCREEN.x + SCREEN.w;

/** The top app bar: ← and the title; action icons on the right ("+", "⋮"), one of them possibly marked. */
export function androidBar(title: string, actions: ('add' | 'more')[] = [], mark?: 'add' | 'more', step?: number): string {
  let out = path(
    `M${L + 28} 72h-16m7-7l-7 7 7 7`,
    `fill="none" stroke="${INK}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"`,
  );
  out += text(L + 50, 79, title, { size: 20, fill: INK, max: R - L - 60 - actions.length * 34 });
  actions.forEach((a, i) => {
    const cx = R - 22 - (actions.length - 1 - i) * 36;
    const icon =
      a === 'add'
        ? path(`M${cx - 8} 72h16M${cx} 64v16`, `stroke="${INK}" stroke-width="2.4" stroke-linecap="round"`)
        : [-7, 0, 7].map((d) => circle(cx, 72 + d, 2.2, `fill="${INK}"`)).join('');
    out += a === mark ? target(icon, { x: cx - 15, y: 57, w: 30, h: 30 }, { r: 12, n: step }) : icon;
  });
  return out;
}

export interface AndroidRow {
  title: string;
  summary?: string | null;
  /** An outline icon on the left (top-level Settings pages have them). */
  icon?: 'sim' | 'wifi' | 'plane' | 'hotspot' | 'saver' | 'vpn' | 'add' | 'globe';
  toggle?: boolean;
  radio?: boolean;
  /** A value typed into this field: its summary in bold. */
  typed?: boolean;
  /** Where the ring goes: the row, its switch, or the field being filled. */
  mark?: 'row' | 'toggle' | 'field';
  /** A row that acts like a link ("Add SIM"): its title in the accent colour. */
  tint?: 'blue';
  /** The ring's number, when the step has several things to do. */
  step?: number;
}

const ICONS: Record<NonNullable<AndroidRow['icon']>, (x: number, y: number) => string> = {
  sim: (x, y) => path(`M${x - 6} ${y - 9}h8l5 5v13h-13z`, `fill="none" stroke="${MUTED}" stroke-width="1.8" stroke-linejoin="round"`),
  wifi: (x, y) =>
    path(
      `M${x - 9} ${y - 2}a13 13 0 0 1 18 0M${x - 5} ${y + 2}a7 7 0 0 1 10 0`,
      `fill="none" stroke="${MUTED}" stroke-width="1.8" stroke-linecap="round"`,
    ) + circle(x, y + 6, 1.8, `fill="${MUTED}"`),
  plane: (x, y) =>
    path(
      `M${x} ${y - 9}v18M${x - 9} ${y + 2}l9-5 9 5M${x - 4} ${y + 9}h8`,
      `fill="none" stroke="${MUTED}" stroke-width="1.8" stroke-linecap="round"`,
    ),
  hotspot: (x, y) =>
    circle(x, y, 2.5, `fill="${MUTED}"`) + circle(x, y, 8, `fill="none" stroke="${MUTED}" stroke-width="1.8" stroke-dasharray="12 4"`),
  saver: (x, y) =>
    circle(x, y, 8.5, `fill="none" stroke="${MUTED}" stroke-width="1.8"`) +
    path(`M${x - 4} ${y}h8M${x} ${y - 4}v8`, `stroke="${MUTED}" stroke-width="1.8"`),
  vpn: (x, y) =>
    path(`M${x - 8} ${y}h9m0-4v8M${x + 1} ${y}a4 4 0 1 0 8 0a4 4 0 1 0-8 0`, `fill="none" stroke="${MUTED}" stroke-width="1.8"`),
  add: (x, y) => path(`M${x - 8} ${y}h16M${x} ${y - 8}v16`, `stroke="${ANDROID_BLUE}" stroke-width="2.2" stroke-linecap="round"`),
  globe: (x, y) =>
    circle(x, y, 8.5, `fill="none" stroke="${MUTED}" stroke-width="1.8"`) +
    path(`M${x - 8.5} ${y}h17M${x} ${y - 8.5}a13 13 0 0 1 0 17a13 13 0 0 1 0-17`, `fill="none" stroke="${MUTED}" stroke-width="1.4"`),
};

/** The pill switch of Material 3. */
function toggle(x: number, y: number, on: boolean): string {
  return on
    ? rect(x, y, 46, 28, `rx="14" fill="${ANDROID_BLUE}"`) + circle(x + 32, y + 14, 10, 'fill="#fff"')
    : rect(x, y, 46, 28, 'rx="14" fill="#e1e3e1" stroke="#747775" stroke-width="1.5"') + circle(x + 14, y + 14, 7, 'fill="#747775"');
}

/** Rows one under the other from `y`; returns their markup and bottom. */
export function androidList(y: number, rows: AndroidRow[]): { svg: string; bottom: number } {
  let out = '';
  for (const r of rows) {
    const left = r.icon ? L + 56 : L + 18;
    const room = R - left - (r.toggle !== undefined || r.radio !== undefined ? 72 : 18);
    const titleLines = lineCount(r.title, { size: 16, max: room, lines: 2 });
    const h = (r.summary ? 66 : 52) + (titleLines - 1) * 20;
    let row = '';
    if (r.icon) row += ICONS[r.icon](L + 30, y + h / 2);
    const titleY = r.summary ? y + 28 : y + h / 2 + 6 - ((titleLines - 1) * 20) / 2;
    row += text(left, titleY, r.title, { size: 16, fill: r.tint === 'blue' ? ANDROID_BLUE : INK, max: room, lines: 2 });
    if (r.summary)
      row += text(left, titleY + 20 + (titleLines - 1) * 20, r.summary, {
        size: r.typed ? 14.5 : 13.5,
        fill: r.typed ? '#0b1f4b' : MUTED,
        weight: r.typed ? 700 : undefined,
        max: room,
      });
    let control = '';
    const cBox = { x: R - 62, y: y + h / 2 - 14, w: 46, h: 28 };
    if (r.toggle !== undefined) control = toggle(cBox.x, cBox.y, r.toggle);
    if (r.radio !== undefined) {
      control =
        circle(R - 34, y + h / 2, 10, `fill="none" stroke="${r.radio ? ANDROID_BLUE : MUTED}" stroke-width="2"`) +
        (r.radio ? circle(R - 34, y + h / 2, 5, `fill="${ANDROID_BLUE}"`) : '');
      cBox.x = R - 48;
      cBox.w = 28;
    }
    const rowBox = { x: L + 6, y: y + 3, w: R - L - 12, h: h - 6 };
    if (r.mark === 'row') out += target(row + control, rowBox, { r: 14, n: r.step });
    else if (r.mark === 'field') out += target(row + control, rowBox, { r: 10, n: r.step });
    else if (r.mark === 'toggle') out += row + target(control, cBox, { r: 14, n: r.step });
    else out += row + control;
    y += h;
  }
  return { svg: out, bottom: y };
}

/** A Material dialog over a veiled screen: title, message, text buttons on the right. */
export function androidDialog(
  y: number,
  title: string,
  message: string,
  buttons: { label: string; mark?: boolean }[],
  icon?: string,
): string {
  const x = L + 22;
  const w = R - L - 44;
  const titleLines = lineCount(title, { size: 20, max: w - 48, lines: 2 });
  const msgLines = lineCount(message, { size: 14, max: w - 48, lines: 4 });
  const top = icon ? 56 : 24;
  const h = top + titleLines * 25 + 12 + msgLines * 19 + 66;
  let out = scrim(0.32) + rect(x, y, w, h, 'rx="26" fill="#eef1f8"');
  if (icon) out += icon;
  out += text(x + w / 2, y + top + 20, title, { size: 20, fill: INK, anchor: 'middle', max: w - 48, lines: 2 });
  out += text(x + 24, y + top + titleLines * 25 + 22, message, { size: 14, fill: MUTED, max: w - 48, lines: 4 });
  let bx = x + w - 20;
  for (const b of [...buttons].reverse()) {
    const bw = textWidth(b.label, 14.5, true) + 20;
    const label = text(bx - bw / 2, y + h - 26, b.label, { size: 14.5, fill: ANDROID_BLUE, weight: 600, anchor: 'middle' });
    out += b.mark ? target(label, { x: bx - bw, y: y + h - 48, w: bw, h: 34 }, { r: 14 }) : label;
    bx -= bw + 4;
  }
  return out;
}

/**
 * The "⋮" menu, open at the top right, its items under each other; the marked one gets the ring.
 * Drawn just below "⋮" (a phone draws it over the icon) so the picture shows both taps.
 */
export function androidMenu(items: { label: string; mark?: boolean }[], step?: number): string {
  const w = 140;
  const x = R - w - 8;
  const y = 96;
  let out =
    rect(x + 2, y + 3, w, items.length * 48 + 12, 'rx="6" fill="#000" fill-opacity=".12"') +
    rect(x, y, w, items.length * 48 + 12, 'rx="6" fill="#f3f4f9"');
  items.forEach((it, i) => {
    const iy = y + 6 + i * 48;
    const label = text(x + 16, iy + 30, it.label, { size: 16, fill: INK, max: w - 32 });
    out += it.mark ? target(label, { x: x + 4, y: iy + 4, w: w - 8, h: 40 }, { r: 6, n: step }) : label;
  });
  return out;
}

/** A thin line across the screen between groups of rows. */
export const divider = (y: number) => line(L, y, R, y, '#e1e3e1');
export { L as ANDROID_L, R as ANDROID_R };

import { SCREEN } from './phone';
import { circle, line, path, rect, target, text, textWidth, lineCount } from './svg';

/** iOS Settings as drawn here: grouped inset lists on a light grey page, blue links, green switches. */
export const IOS_FONT = "-apple-system,'SF Pro Text','Hiragino Sans','PingFang SC','PingFang TC',system-ui,sans-serif";
export const IOS_BG = '#f2f2f7';
const BLUE = '#007aff';
const GREY = '#8e8e93';
const SEP = '#e3e3e8';

const X = SCREEN.x + 10;
const W = SCREEN.w - 20;

const chevron = (x: number, y: number) =>
  path(`M${x} ${y - 6}l6 6-6 6`, `fill="none" stroke="#c4c4c7" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"`);

/** The way back: the previous page's name, or iOS's shorter "Back" when the name does not fit. */
export interface IosBack {
  label: string;
  short: string;
}

/**
 * The navigation bar: "‹ Back" on the left, the title in the middle, an action on the right. Like
 * iOS, a back name that would run into the title becomes "Back", then only the chevron.
 */
export function iosNav(back: IosBack | null, title: string, right?: { label: string; bold?: boolean; mark?: boolean }): string {
  let out = '';
  const rightW = right ? Math.min(70, textWidth(right.label, 15, right.bold)) : 0;
  // The title is centred: its room is twice the distance to whatever is nearer, the chevron or the action.
  const titleRoom = 2 * (140 - (back ? X + 18 : X)) - (right ? 2 * (rightW + 8) : 0);
  const titleW = Math.min(textWidth(title, 15.5, true), titleRoom, 200);
  if (back) {
    const room = 140 - titleW / 2 - 8 - (X + 12);
    const label = [back.label, back.short].find((l) => textWidth(l, 15) <= room) ?? '';
    out += path(`M${X + 6} 67l-8 8 8 8`, `fill="none" stroke="${BLUE}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"`);
    if (label) out += text(X + 12, 80, label, { size: 15, fill: BLUE });
  }
  if (title) out += text(140, 80, title, { size: 15.5, weight: 600, anchor: 'middle', max: Math.min(titleRoom, 200) });
  if (right) {
    const label = text(X + W - 4, 80, right.label, { size: 15, fill: BLUE, weight: right.bold ? 600 : undefined, anchor: 'end', max: 70 });
    out += right.mark ? target(label, { x: X + W - 4 - rightW - 4, y: 64, w: rightW + 8, h: 22 }, { r: 6 }) : label;
  }
  return out;
}

/** The large title of a top-level page ("Settings"), under an optional back link. */
export function iosLargeTitle(title: string): string {
  return text(X + 2, 108, title, { size: 30, weight: 700, max: W });
}

export interface IosRow {
  label: string;
  /** A rounded square icon in this colour, as Settings has on its top levels. */
  icon?: string;
  value?: string;
  chevron?: boolean;
  toggle?: boolean;
  check?: boolean;
  /** A button-like row (blue, like "Add eSIM"), or a destructive one (red). */
  tint?: 'blue' | 'red' | 'center-red';
  /** A form field: the label on the left, what is typed on the right (empty: the placeholder). */
  field?: { value: string | null; placeholder?: string };
  /** Where the ring goes: around the row, its switch, or the field being filled. */
  mark?: 'row' | 'toggle' | 'field';
  /** Lines the label may take (long labels such as "Mobile Data Plan Ready to Be Installed"). */
  lines?: number;
  /** The ring's number, when the step has several things to do. */
  step?: number;
}

const ROW_H = 42;

/** A grouped section from `y`, with an optional grey caption above; returns its markup and bottom. */
export function iosSection(y: number, rows: IosRow[], header?: string): { svg: string; bottom: number } {
  // Values of form fields line up in a column after the longest label, as in iOS.
  const labels = rows.filter((r) => r.field).map((r) => textWidth(r.label, 15));
  const fieldCol = labels.length ? Math.min(130, Math.max(70, ...labels) + 22) : 0;
  let out = '';
  let top = y;
  if (header) {
    out += text(X + 14, y + 14, header.toUpperCase(), { size: 12, fill: GREY, max: W - 28 });
    top += 22;
  }
  const heights = rows.map((r) => ROW_H + (lineCount(r.label, { size: 15, max: labelRoom(r), lines: r.lines ?? 1 }) - 1) * 19);
  const total = heights.reduce((a, b) => a + b, 0);
  out += rect(X, top, W, total, 'rx="11" fill="#fff"');
  let ry = top;
  rows.forEach((r, i) => {
    const h = heights[i]!;
    const indent = r.icon ? 48 : 14;
    if (i > 0) out += line(X + indent, ry, X + W, ry, SEP);
    out += iosRow(r, ry, h, fieldCol);
    ry += h;
  });
  return { svg: out, bottom: ry };
}

function labelRoom(r: IosRow, fieldCol = 110): number {
  const indent = r.icon ? 48 : 14;
  let right = 14;
  if (r.chevron) right += 16;
  if (r.toggle !== undefined) right += 60;
  if (r.check) right += 24;
  if (r.value) right += Math.min(90, textWidth(r.value, 15)) + 8;
  if (r.field) return fieldCol - 20;
  return W - indent - right;
}

function iosRow(r: IosRow, y: number, h: number, fieldCol: number): string {
  const indent = r.icon ? 48 : 14;
  const mid = y + h / 2;
  let control = '';
  if (r.icon)
    control +=
      rect(X + 10, mid - 14, 28, 28, `rx="7" fill="${r.icon}"`) + rect(X + 18, mid - 6, 12, 12, 'rx="3" fill="#fff" fill-opacity=".85"');
  const fill = r.tint === 'blue' ? BLUE : r.tint === 'red' || r.tint === 'center-red' ? '#ff3b30' : '#000';
  const room = labelRoom(r, fieldCol);
  const lines = lineCount(r.label, { size: 15, max: room, lines: r.lines ?? 1 });
  const baseline = mid + 5 - ((lines - 1) * 19) / 2;
  control +=
    r.tint === 'center-red'
      ? text(X + W / 2, baseline, r.label, { size: 15, fill, anchor: 'middle', max: W - 28 })
      : text(X + indent, baseline, r.label, { size: 15, fill, max: room, lines: r.lines ?? 1 });
  let right = X + W - 14;
  if (r.chevron) {
    control += chevron(right - 6, mid);
    right -= 18;
  }
  if (r.value) control += text(right, mid + 5, r.value, { size: 15, fill: GREY, anchor: 'end', max: 90 });
  if (r.check)
    control += path(
      `M${right - 14} ${mid}l5 5 10-11`,
      `fill="none" stroke="${BLUE}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"`,
    );
  if (r.field) {
    const v = r.field.value;
    control += text(X + fieldCol, mid + 5, v ?? r.field.placeholder ?? '', {
      size: 15,
      fill: v ? '#000' : '#c4c4c7',
      weight: v ? 600 : undefined,
      max: W - fieldCol - 12,
    });
  }
  let sw = '';
  const swBox = { x: X + W - 65, y: mid - 15, w: 51, h: 31 };
  if (r.toggle !== undefined) {
    sw =
      rect(swBox.x, swBox.y, swBox.w, swBox.h, `rx="15.5" fill="${r.toggle ? '#34c759' : '#e9e9eb'}"`) +
      circle(r.toggle ? swBox.x + 35.5 : swBox.x + 15.5, mid + 0.5, 13.5, 'fill="#fff" stroke="#000" stroke-opacity=".06"');
  }
  const rowBox = { x: X + 2, y: y + 2, w: W - 4, h: h - 4 };
  if (r.mark === 'row' || r.mark === 'field') return target(control + sw, rowBox, { n: r.step });
  if (r.mark === 'toggle') return control + target(sw, swBox, { r: 15, n: r.step });
  return control + sw;
}

/** The iOS alert: a title, a message, and buttons side by side; the marked one gets the ring. */
export function iosAlert(y: number, title: string, message: string, buttons: { label: string; bold?: boolean; mark?: boolean }[]): string {
  const w = 220;
  const x = 140 - w / 2;
  const msgLines = lineCount(message, { size: 12.5, max: w - 32, lines: 5 });
  const titleLines = lineCount(title, { size: 15, max: w - 32, lines: 3 });
  const textH = 22 + titleLines * 19 + msgLines * 16;
  const h = textH + 44;
  let out = rect(x, y, w, h, 'rx="14" fill="#f2f2f2" fill-opacity=".97"');
  out += text(140, y + 26, title, { size: 15, weight: 600, anchor: 'middle', max: w - 32, lines: 3 });
  out += text(140, y + 24 + titleLines * 19, message, { size: 12.5, anchor: 'middle', max: w - 32, lines: 5 });
  out += line(x, y + textH, x + w, y + textH, '#c8c8cc');
  const bw = w / buttons.length;
  buttons.forEach((b, i) => {
    const bx = x + i * bw;
    if (i > 0) out += line(bx, y + textH, bx, y + h, '#c8c8cc');
    const label = text(bx + bw / 2, y + textH + 28, b.label, {
      size: 15.5,
      fill: BLUE,
      weight: b.bold ? 600 : undefined,
      anchor: 'middle',
      max: bw - 12,
    });
    out += b.mark ? target(label, { x: bx + 6, y: y + textH + 6, w: bw - 12, h: 32 }) : label;
  });
  return out;
}

/** A large filled button at the bottom of a setup screen ("Continue"). */
export function iosButton(y: number, label: string, mark: boolean): string {
  const box = { x: X + 6, y, w: W - 12, h: 48 };
  const b =
    rect(box.x, box.y, box.w, box.h, `rx="12" fill="${BLUE}"`) +
    text(140, y + 30, label, { size: 16, fill: '#fff', weight: 600, anchor: 'middle', max: W - 40 });
  return mark ? target(b, box, { r: 12 }) : b;
}

/** The account card at the top of Settings: a grey avatar and the owner's name, left as shapes. */
export function iosAccountCard(y: number): { svg: string; bottom: number } {
  const svg =
    rect(X, y, W, 62, 'rx="11" fill="#fff"') +
    circle(X + 34, y + 31, 22, 'fill="#c7c7cc"') +
    circle(X + 34, y + 25, 8, 'fill="#fff"') +
    path(`M${X + 20} ${y + 46}a14 11 0 0 1 28 0z`, 'fill="#fff"') +
    rect(X + 66, y + 19, 96, 10, 'rx="5" fill="#d1d1d6"') +
    rect(X + 66, y + 36, 130, 8, 'rx="4" fill="#e5e5ea"');
  return { svg, bottom: y + 62 };
}

export const IOS_ICON = { orange: '#ff9500', blue: '#007aff', green: '#34c759', grey: '#8e8e93', indigo: '#5856d6' };
export { X as IOS_X, W as IOS_W };

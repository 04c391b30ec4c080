import { circle, path, rect, target, text } from './svg';

/**
 * A phone with a screen (280 × 540): the screen's content first, then the status bar, then the body
 * on top with a hole for the screen, so anything drawn past the screen's rounded corners is hidden
 * without a clip path (the pictures refer to nothing, not even inside themselves).
 */
export const SCREEN = { x: 10, y: 10, w: 260, h: 520 };
export const PHONE_W = 280;
export const PHONE_H = 540;

const rounded = (x: number, y: number, w: number, h: number, r: number) =>
  `M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}V${y + h - r}A${r} ${r} 0 0 1 ${x + w - r} ${y + h}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + h - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;

export type Os = 'ios' | 'android';

export interface StatusBar {
  /** What the status bar shows for data: Wi-Fi, or the mobile network once it is connected. */
  network?: 'wifi' | '4G' | 'none';
  /** Ring the network type: the "you are connected" step. */
  markNetwork?: boolean;
  /** The ring's number, when the step has something else to do first. */
  step?: number;
}

const wifiGlyph = (x: number, y: number, color: string) =>
  path(
    `M${x - 7} ${y - 5}a10 10 0 0 1 14 0M${x - 4.5} ${y - 2}a6 6 0 0 1 9 0`,
    `fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round"`,
  ) + circle(x, y + 1.5, 1.8, `fill="${color}"`);

function iosStatus(s: StatusBar): string {
  const bars = [0, 1, 2, 3].map((i) => rect(196 + i * 4.5, 34 - 3 - i * 2, 3, 5 + i * 2, 'rx="1"')).join('');
  const net = s.network ?? 'wifi';
  const netMark = net === '4G' ? text(222, 37, '4G', { size: 12, weight: 700 }) : net === 'wifi' ? wifiGlyph(228, 33, '#000') : '';
  const marked = s.markNetwork ? target(bars + netMark, { x: 193, y: 24, w: 45, h: 16 }, { r: 4, n: s.step }) : bars + netMark;
  return (
    text(54, 37, '9:41', { size: 15, weight: 600, anchor: 'middle' }) +
    rect(108, 20, 64, 22, 'rx="11"') +
    marked +
    rect(244, 28, 20, 10, 'rx="3" fill="none" stroke="#000" stroke-opacity=".4"') +
    rect(246, 30, 14, 6, 'rx="1.5"')
  );
}

function androidStatus(s: StatusBar): string {
  const net = s.network ?? 'wifi';
  const signal = path('M236 34l12-12v12z', 'fill="#1f1f1f"');
  const netMark =
    net === '4G' ? text(208, 34, '4G', { size: 12, weight: 600, fill: '#1f1f1f' }) : net === 'wifi' ? wifiGlyph(222, 30, '#1f1f1f') : '';
  const marked = s.markNetwork ? target(netMark + signal, { x: 204, y: 19, w: 46, h: 18 }, { r: 4, n: s.step }) : netMark + signal;
  return (
    text(30, 33, '12:30', { size: 12.5, fill: '#1f1f1f', weight: 500 }) +
    circle(140, 25, 6, 'fill="#111"') +
    marked +
    rect(253, 22, 7, 12, 'rx="1.5" fill="#1f1f1f"')
  );
}

/** The whole phone around `content`, which draws within SCREEN. */
export function phone(os: Os, background: string, content: string, status: StatusBar = {}): string {
  const body = rounded(0, 0, PHONE_W, PHONE_H, 40) + rounded(SCREEN.x, SCREEN.y, SCREEN.w, SCREEN.h, 30);
  return (
    rect(SCREEN.x, SCREEN.y, SCREEN.w, SCREEN.h, `fill="${background}"`) +
    content +
    (os === 'ios' ? iosStatus(status) : androidStatus(status)) +
    path(body, `fill="#1c1c1e" fill-rule="evenodd"`) +
    path(rounded(1.5, 1.5, PHONE_W - 3, PHONE_H - 3, 39), 'fill="none" stroke="#5b5b60" stroke-width="2"')
  );
}

/** A dark veil over the screen behind a dialog or menu. */
export const scrim = (opacity = 0.35) => rect(SCREEN.x, SCREEN.y, SCREEN.w, SCREEN.h, `fill="#000" fill-opacity="${opacity}"`);

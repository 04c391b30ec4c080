import { altText } from './alt';
import {
  ANDROID_BG,
  ANDROID_BLUE,
  ANDROID_FONT,
  ANDROID_L,
  ANDROID_R,
  androidBar,
  androidDialog,
  androidList,
  androidMenu,
  divider,
  type AndroidRow,
} from './android-kit';
import { ANDROID_WORDS, type AndroidWords } from './android-words';
import { phone, scrim, type StatusBar } from './phone';
import { circle, path, rect, text } from './svg';
import type { Ctx, ScreenDef } from './types';

/** The Android screens of the APN steps and of adding a sonet eSIM. */
const w = (c: Ctx): AndroidWords => ANDROID_WORDS[c.lng];
const android = (content: string, status?: StatusBar) => phone('android', ANDROID_BG, content, status);
const list = (rows: AndroidRow[], y = 100) => androidList(y, rows).svg;

/** The SIM already in the phone, as its list names it. */
const OTHER_SIM = 'SIM 1';

/** The name the SIM has in the phone's lists: the APN's name, or plain "eSIM" while it is being added. */
const simName = (c: Ctx) => c.values.name ?? 'eSIM';

/** Settings › Network & internet. */
function network(c: Ctx): string {
  const t = w(c);
  return android(
    androidBar(t.network) +
      list([
        { title: t.internet, summary: 'Home-WiFi', icon: 'wifi' },
        { title: t.sims, summary: simName(c), icon: 'sim', mark: 'row' },
        { title: t.airplane, icon: 'plane', toggle: false },
        { title: t.hotspot, summary: null, icon: 'hotspot' },
        { title: t.dataSaver, icon: 'saver' },
        { title: t.vpn, icon: 'vpn' },
      ]),
  );
}

/** The SIM's own page: mobile data (and roaming, for a SIM that roams), then Access Point Names. */
function simSettings(c: Ctx): string {
  const t = w(c);
  return android(
    androidBar(simName(c)) +
      list([
        { title: t.useSim, toggle: true },
        { title: t.mobileData, toggle: true, mark: 'toggle', step: 1 },
        { title: t.roaming, toggle: c.roaming, mark: c.roaming ? 'toggle' : undefined, step: 2 },
        { title: t.networkType, summary: t.networkTypeValue },
        { title: t.apns, mark: 'row', step: c.roaming ? 3 : 2 },
      ]),
  );
}

/** The APN list before the new APN exists: "+" at the top right. */
function apnList(c: Ctx): string {
  const t = w(c);
  return android(androidBar(t.apnTitle, ['add', 'more'], 'add'));
}

/** The fields of "Edit access point", the ones to type marked with the value they get. */
function apnFields(c: Ctx, marked: boolean): AndroidRow[] {
  const t = w(c);
  const v = c.values;
  const field = (title: string, value: string | null): AndroidRow => ({
    title,
    summary: value ?? t.notSet,
    typed: value !== null,
    mark: marked && value !== null ? 'field' : undefined,
  });
  return [
    field(t.name, v.name),
    field(t.apn, v.apn),
    { title: t.proxy, summary: t.notSet },
    field(t.username, v.username),
    field(t.password, v.password),
    ...(v.authentication_type ? [field(t.auth, v.authentication_type)] : [{ title: t.server, summary: t.notSet }]),
  ];
}

function apnForm(c: Ctx): string {
  return android(androidBar(w(c).editApn, ['more']) + list(apnFields(c, true)));
}

/** The same form with "⋮" open on Save. */
function apnSave(c: Ctx): string {
  const t = w(c);
  return android(
    list(apnFields(c, false)) +
      scrim(0.08) +
      androidBar(t.editApn, ['more'], 'more', 1) +
      androidMenu([{ label: t.save, mark: true }, { label: t.discard }], 2),
  );
}

/** Back in the list: the new APN, its radio button to select. */
function apnSelect(c: Ctx): string {
  const t = w(c);
  return android(androidBar(t.apnTitle, ['add', 'more']) + list([{ title: simName(c), summary: c.values.apn, radio: true, mark: 'row' }]));
}

/** The Internet panel: the SIM connected with 4G, Wi-Fi off. */
function connected(c: Ctx): string {
  const t = w(c);
  const sheetTop = 230;
  const sheet =
    rect(ANDROID_L, sheetTop, ANDROID_R - ANDROID_L, 320, 'rx="28" fill="#eef1f8"') +
    rect(122, sheetTop + 10, 36, 4, 'rx="2" fill="#747775"') +
    text(140, sheetTop + 46, t.internet, { size: 22, anchor: 'middle', fill: '#1f1f1f', max: 200 }) +
    androidList(sheetTop + 64, [
      { title: simName(c), summary: `${t.connected} / 4G`, icon: 'sim' },
      { title: t.wifi, summary: t.wifiOff, toggle: false, mark: 'toggle', step: 1 },
    ]).svg;
  return android(
    androidBar(t.network) +
      list([
        { title: t.internet, summary: simName(c), icon: 'wifi' },
        { title: t.sims, summary: simName(c), icon: 'sim' },
      ]) +
      scrim(0.32) +
      sheet,
    {
      network: '4G',
      markNetwork: true,
      step: 2,
    },
  );
}

/** Settings › Network & internet › Internet: Wi-Fi on and a network joined (the router's, on that step). */
function wifi(c: Ctx, joined: string, markJoined: boolean): string {
  const t = w(c);
  return android(
    androidBar(t.internet) +
      list([
        { title: t.wifi, toggle: true, mark: markJoined ? undefined : 'toggle' },
        { title: joined, summary: t.connected, icon: 'wifi', mark: markJoined ? 'row' : undefined },
        { title: 'Cafe-Free', summary: t.saved, icon: 'wifi' },
        { title: 'AP-5G-7F21', icon: 'wifi' },
      ]),
  );
}

/** Settings › Network & internet › SIMs: the phone's SIM, and "Add SIM". */
function sims(c: Ctx, added: boolean): string {
  const t = w(c);
  const rows: AndroidRow[] = [{ title: OTHER_SIM, summary: t.active, icon: 'sim' }];
  if (added) rows.push({ title: 'eSIM', summary: `${t.active} / ${t.mobileData}`, icon: 'sim', mark: 'row' });
  rows.push({ title: t.addSim, icon: 'add', tint: 'blue', mark: added ? undefined : 'row' });
  return android(
    androidBar(t.sims) +
      list(rows) +
      divider(100 + rows.length * 66 + 8) +
      (added
        ? ''
        : text(ANDROID_L + 18, 100 + rows.length * 66 + 40, t.downloadInstead, {
            size: 14,
            fill: ANDROID_BLUE,
            max: ANDROID_R - ANDROID_L - 36,
          })),
  );
}

const simIcon = (y: number) =>
  path(`M132 ${y}h12l8 8v20h-20z`, `fill="none" stroke="${ANDROID_BLUE}" stroke-width="2.2" stroke-linejoin="round"`) +
  circle(142, y + 16, 3, `fill="${ANDROID_BLUE}"`);

const app = 'android';

export const ANDROID_SCREENS = {
  'android-network': { draw: network, alt: (c) => altText(c.lng, app, w(c).network, [['tap', w(c).sims]]) },
  'android-sim-settings': {
    draw: simSettings,
    alt: (c) =>
      altText(c.lng, app, simName(c), [
        ['turnOn', c.roaming ? [w(c).mobileData, w(c).roaming] : w(c).mobileData],
        ['tap', w(c).apns],
      ]),
  },
  'android-apn-list': { draw: apnList, alt: (c) => altText(c.lng, app, w(c).apnTitle, [['tap', '+']]) },
  'android-apn-form': {
    draw: apnForm,
    alt: (c) => {
      const t = w(c);
      const v = c.values;
      const fields: [string, string | null][] = [
        [t.name, v.name],
        [t.apn, v.apn],
        [t.username, v.username],
        [t.password, v.password],
        [t.auth, v.authentication_type],
      ];
      return altText(c.lng, app, t.editApn, [['enter', fields.filter(([, value]) => value !== null).map(([label]) => label)]]);
    },
  },
  'android-apn-save': {
    draw: apnSave,
    alt: (c) =>
      altText(c.lng, app, w(c).editApn, [
        ['tap', '⋮'],
        ['tap', w(c).save],
      ]),
  },
  'android-apn-select': { draw: apnSelect, alt: (c) => altText(c.lng, app, w(c).apnTitle, [['select', simName(c)]]) },
  'android-connected': {
    draw: connected,
    alt: (c) =>
      altText(c.lng, app, w(c).internet, [
        ['turnOff', w(c).wifi],
        ['check', '4G'],
      ]),
  },
  'android-wifi': { draw: (c) => wifi(c, 'Home-WiFi', false), alt: (c) => altText(c.lng, app, w(c).internet, [['turnOn', w(c).wifi]]) },
  'router-wifi': {
    draw: (c) => wifi(c, 'Router-5G-1A2B', true),
    alt: (c) => altText(c.lng, app, w(c).internet, [['tap', 'Router-5G-1A2B']]),
  },
  'android-sims-add': { draw: (c) => sims(c, false), alt: (c) => altText(c.lng, app, w(c).sims, [['tap', w(c).addSim]]) },
  'android-esim-download': {
    draw: (c) =>
      android(
        androidBar(w(c).sims) +
          list([{ title: OTHER_SIM, summary: w(c).active, icon: 'sim' }]) +
          androidDialog(
            150,
            w(c).downloadTitle,
            w(c).downloadBody,
            [{ label: w(c).cancel }, { label: w(c).download, mark: true }],
            simIcon(174),
          ),
      ),
    alt: (c) => altText(c.lng, app, w(c).downloadTitle, [['tap', w(c).download]]),
  },
  'android-esim-use': {
    draw: (c) =>
      android(
        androidBar(w(c).sims) +
          list([{ title: OTHER_SIM, summary: w(c).active, icon: 'sim' }]) +
          androidDialog(170, w(c).turnOnTitle, w(c).turnOnBody, [{ label: w(c).cancel }, { label: w(c).turnOn, mark: true }], simIcon(194)),
      ),
    alt: (c) => altText(c.lng, app, w(c).turnOnTitle, [['tap', w(c).turnOn]]),
  },
  'android-esim-on': { draw: (c) => sims(c, true), alt: (c) => altText(c.lng, app, w(c).sims, [['check', `eSIM: ${w(c).active}`]]) },
} satisfies Record<string, Omit<ScreenDef, 'frame' | 'font'>>;

export const ANDROID_FRAME = { frame: 'phone', font: ANDROID_FONT } as const;

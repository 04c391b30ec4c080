import { altText } from './alt';
import {
  IOS_BG,
  IOS_FONT,
  IOS_ICON,
  IOS_W,
  IOS_X,
  iosAccountCard,
  iosAlert,
  iosButton,
  iosLargeTitle,
  iosNav,
  iosSection,
  type IosBack,
  type IosRow,
} from './ios-kit';
import { IOS_WORDS, type IosWords } from './ios-words';
import { SCREEN, phone, scrim, type StatusBar } from './phone';
import { circle, path, rect, text } from './svg';
import type { Ctx, ScreenDef } from './types';

/** The iPhone screens of the APN steps: the configuration profile, the eSIM's APN, adding the eSIM. */
const w = (c: Ctx): IosWords => IOS_WORDS[c.lng];
const ios = (content: string, status?: StatusBar) => phone('ios', IOS_BG, content, status);
const back = (t: IosWords, label: string): IosBack => ({ label, short: t.back });

/** Sections one under the other, 26 px apart, from `y`. */
function stack(y: number, ...sections: [rows: IosRow[], header?: string][]): string {
  let out = '';
  for (const [rows, header] of sections) {
    const s = iosSection(y, rows, header);
    out += s.svg;
    y = s.bottom + 26;
  }
  return out;
}

/** The top of Settings: large title, account card, then `rows` (e.g. "Profile Downloaded") and the usual ones. */
function settingsRoot(
  c: Ctx,
  first: IosRow[],
  wifi: IosRow = { label: w(c).wifi, icon: IOS_ICON.blue, value: 'Home-WiFi', chevron: true },
): string {
  const t = w(c);
  const card = iosAccountCard(126);
  return (
    iosLargeTitle(t.settings) +
    card.svg +
    stack(
      card.bottom + 18,
      ...(first.length ? ([[first]] as [IosRow[]][]) : []),
      [
        [
          { label: t.airplane, icon: IOS_ICON.orange, toggle: false },
          wifi,
          { label: t.bluetooth, icon: IOS_ICON.blue, value: t.on, chevron: true },
          { label: t.mobileData, icon: IOS_ICON.green, chevron: true },
        ],
      ],
      [[{ label: t.general, icon: IOS_ICON.grey, chevron: true }]],
    )
  );
}

/** Safari showing the portal's profile button, under iOS's "allow this download?" alert. */
function profileDownload(c: Ctx): string {
  const t = w(c);
  const page =
    rect(SCREEN.x, 54, SCREEN.w, 420, 'fill="#fff"') +
    rect(SCREEN.x, 54, SCREEN.w, 40, 'fill="#1d4ed8"') +
    rect(IOS_X, 120, 150, 12, 'rx="6" fill="#cbd5e1"') +
    rect(IOS_X, 142, IOS_W, 8, 'rx="4" fill="#e2e8f0"') +
    rect(IOS_X, 156, IOS_W - 40, 8, 'rx="4" fill="#e2e8f0"') +
    rect(IOS_X, 178, IOS_W, 44, 'rx="8" fill="#1d4ed8"') +
    text(140, 206, t.downloadProfile, { size: 15, fill: '#fff', weight: 600, anchor: 'middle', max: IOS_W - 20 });
  // Safari's address bar at the bottom of the screen.
  const bar =
    rect(SCREEN.x, 474, SCREEN.w, 56, 'fill="#f7f7f7"') +
    rect(IOS_X + 6, 482, IOS_W - 12, 34, 'rx="11" fill="#e4e4e7"') +
    rect(110, 496, 60, 7, 'rx="3.5" fill="#9ca3af"');
  return ios(
    page + bar + scrim(0.3) + iosAlert(250, t.allowTitle, t.allowBody, [{ label: t.ignore }, { label: t.allow, bold: true, mark: true }]),
  );
}

/** The profile's own screen: Cancel · Install Profile · Install, the profile's name and signature. */
function profileInstall(c: Ctx): string {
  const t = w(c);
  const name = c.values.name ?? 'APN';
  const card =
    rect(IOS_X, 124, IOS_W, 150, 'rx="11" fill="#fff"') +
    rect(IOS_X + 14, 138, 50, 50, 'rx="11" fill="#8e8e93"') +
    circle(IOS_X + 39, 163, 11, 'fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="4 3"') +
    text(IOS_X + 76, 160, name, { size: 17, weight: 600, max: IOS_W - 90 }) +
    text(IOS_X + 76, 180, 'APN', { size: 13, fill: '#8e8e93' }) +
    path(`M${IOS_X + 14} 202H${IOS_X + IOS_W}`, 'stroke="#e3e3e8"') +
    text(IOS_X + 14, 226, t.signedBy, { size: 14, fill: '#8e8e93', max: 90 }) +
    text(IOS_X + 110, 226, t.notSigned, { size: 14, fill: '#ff3b30', max: IOS_W - 124 }) +
    text(IOS_X + 14, 256, t.moreDetails, { size: 15, fill: '#007aff', max: IOS_W - 40 });
  return ios(
    iosNav(null, '', { label: t.install, bold: true, mark: true }) +
      text(IOS_X + 4, 80, t.cancel, { size: 15, fill: '#007aff', max: 70 }) +
      text(140, 110, t.installProfile, { size: 17, weight: 600, anchor: 'middle', max: IOS_W }) +
      card,
  );
}

/** VPN & Device Management › the old profile: the red "Remove Profile" at the bottom. */
function profileRemove(c: Ctx): string {
  const t = w(c);
  const card =
    rect(IOS_X, 112, IOS_W, 76, 'rx="11" fill="#fff"') +
    rect(IOS_X + 14, 124, 50, 50, 'rx="11" fill="#8e8e93"') +
    text(IOS_X + 76, 146, t.otherProfile, { size: 17, weight: 600, max: IOS_W - 90 }) +
    text(IOS_X + 76, 166, t.configurationProfile, { size: 13, fill: '#8e8e93', max: IOS_W - 90 });
  return ios(
    iosNav(back(t, t.vpnDevice), t.profile) +
      card +
      stack(214, [[{ label: t.moreDetails, chevron: true }]], [[{ label: t.removeProfile, tint: 'center-red', mark: 'row' }]]),
  );
}

/** Settings › Mobile Data: the switch, and the SIMs with the eSIM's line (labelled "Data"). */
function cellular(c: Ctx, mark: 'line' | 'on' | 'add'): string {
  const t = w(c);
  return ios(
    iosNav(back(t, t.settings), t.mobileData) +
      stack(
        108,
        [
          [
            { label: t.dataToggle, toggle: true },
            { label: t.dataOptions, chevron: true },
            { label: t.hotspot, value: t.off, chevron: true },
          ],
        ],
        [
          [
            { label: t.primary, value: t.on, chevron: true },
            { label: t.dataLine, value: t.on, chevron: true, mark: mark === 'add' ? undefined : 'row' },
            { label: t.addEsim, tint: 'blue', mark: mark === 'add' ? 'row' : undefined },
          ],
          t.sims,
        ],
      ),
  );
}

/** The line's own page: "Turn On This Line" and "Mobile Data Network". */
function cellularLine(c: Ctx): string {
  const t = w(c);
  return ios(
    iosNav(back(t, t.mobileData), t.dataLine) +
      stack(
        108,
        [[{ label: t.turnOnLine, toggle: true, lines: 2 }]],
        [
          [
            { label: t.networkSelection, value: 'Auto', chevron: true },
            { label: t.voiceData, value: '5G', chevron: true },
            { label: t.dataNetwork, chevron: true, mark: 'row', lines: 2 },
          ],
        ],
      ),
  );
}

/** Mobile Data Network: the APN, username and password of the "Mobile Data" section, typed in. */
function apnForm(c: Ctx): string {
  const t = w(c);
  const v = c.values;
  const field = (label: string, value: string | null, mark: boolean): IosRow => ({
    label,
    field: { value },
    mark: mark ? 'field' : undefined,
  });
  return ios(
    iosNav(back(t, t.dataLine), t.dataNetwork) +
      stack(
        108,
        [
          [
            field(t.apn, v.apn, true),
            field(t.username, v.username, v.username !== null),
            field(t.password, v.password, v.password !== null),
          ],
          t.dataToggle,
        ],
        [[field(t.apn, null, false), field(t.username, null, false), field(t.password, null, false)], t.lteSettings],
      ),
  );
}

/** Settings › Mobile Data › Mobile Data: which line carries data, and the switching switch. */
function dataChoice(c: Ctx, status: StatusBar): string {
  const t = w(c);
  return ios(
    iosNav(back(t, t.mobileData), t.dataToggle) +
      stack(
        108,
        [
          [
            { label: t.primary, lines: 1 },
            { label: t.dataLine, check: true, mark: 'row', step: 1 },
          ],
        ],
        [[{ label: t.allowSwitching, toggle: false, lines: 2, mark: status.markNetwork ? undefined : 'toggle', step: 2 }]],
      ),
    status,
  );
}

/** Settings › Wi-Fi: the switch on and the home network joined. */
function wifi(c: Ctx): string {
  const t = w(c);
  const joined: IosRow = { label: 'Home-WiFi', check: true };
  return ios(
    iosNav(back(t, t.settings), t.wifi) +
      stack(
        108,
        [[{ label: t.wifi, toggle: true, mark: 'toggle' }, joined]],
        [
          [
            { label: 'Cafe-Free', chevron: true },
            { label: 'AP-5G-7F21', chevron: true },
          ],
          t.networks,
        ],
      ),
  );
}

/** The plan the carrier pushed for this EID, and Continue. */
function esimPlan(c: Ctx): string {
  const t = w(c);
  const sim =
    rect(118, 80, 44, 56, 'rx="6" fill="#fff" stroke="#007aff" stroke-width="2.5"') +
    rect(129, 98, 22, 20, 'rx="3" fill="none" stroke="#007aff" stroke-width="2"');
  return ios(
    sim +
      text(140, 168, t.dataPlan, { size: 22, weight: 700, anchor: 'middle', max: IOS_W - 10, lines: 2 }) +
      text(140, 222, t.planLead, { size: 13.5, fill: '#3c3c43', anchor: 'middle', max: IOS_W - 20, lines: 3 }) +
      stack(284, [[{ label: 'eSIM', check: true }]]) +
      iosButton(454, t.continue, true),
  );
}

const app = 'iphone';

export const IOS_SCREENS = {
  'ios-profile-download': {
    draw: profileDownload,
    alt: (c) =>
      altText(c.lng, 'safari', null, [
        ['tap', w(c).downloadProfile],
        ['tap', w(c).allow],
      ]),
  },
  'ios-settings-profile': {
    draw: (c) => ios(settingsRoot(c, [{ label: w(c).profileDownloaded, chevron: true, mark: 'row', lines: 2 }])),
    alt: (c) => altText(c.lng, app, null, [['tap', w(c).profileDownloaded]]),
  },
  'ios-profile-install': {
    draw: profileInstall,
    alt: (c) => altText(c.lng, app, w(c).installProfile, [['tap', w(c).install]]),
  },
  'ios-connected': {
    draw: (c) =>
      ios(settingsRoot(c, [], { label: w(c).wifi, icon: IOS_ICON.blue, value: w(c).off, chevron: true, mark: 'row', step: 1 }), {
        network: '4G',
        markNetwork: true,
        step: 2,
      }),
    alt: (c) =>
      altText(c.lng, app, null, [
        ['turnOff', w(c).wifi],
        ['check', '4G'],
      ]),
  },
  'ios-profile-remove': {
    draw: profileRemove,
    alt: (c) => altText(c.lng, app, w(c).vpnDevice, [['tap', w(c).removeProfile]]),
  },
  'ios-cellular': {
    draw: (c) => cellular(c, 'line'),
    alt: (c) => altText(c.lng, app, w(c).mobileData, [['tap', w(c).dataLine]]),
  },
  'ios-cellular-line': {
    draw: cellularLine,
    alt: (c) =>
      altText(c.lng, app, w(c).dataLine, [
        ['check', w(c).turnOnLine],
        ['tap', w(c).dataNetwork],
      ]),
  },
  'ios-apn-form': {
    draw: apnForm,
    alt: (c) => {
      const t = w(c);
      const fields = [
        [t.apn, c.values.apn],
        [t.username, c.values.username],
        [t.password, c.values.password],
      ]
        .filter(([, v]) => v !== null)
        .map(([l]) => l!);
      return altText(c.lng, app, t.dataNetwork, [['enter', fields]]);
    },
  },
  'ios-data-choose': {
    draw: (c) => dataChoice(c, { network: '4G', markNetwork: true, step: 2 }),
    alt: (c) =>
      altText(c.lng, app, w(c).dataToggle, [
        ['select', w(c).dataLine],
        ['check', '4G'],
      ]),
  },
  'ios-wifi': {
    draw: wifi,
    alt: (c) => altText(c.lng, app, w(c).wifi, [['turnOn', w(c).wifi]]),
  },
  'ios-esim-ready': {
    draw: (c) => ios(settingsRoot(c, [{ label: w(c).planReady, chevron: true, mark: 'row', lines: 2 }])),
    alt: (c) => altText(c.lng, app, null, [['tap', w(c).planReady]]),
  },
  'ios-esim-plan': {
    draw: esimPlan,
    alt: (c) => altText(c.lng, app, w(c).dataPlan, [['tap', w(c).continue]]),
  },
  'ios-esim-label': {
    draw: (c) => dataChoice(c, { network: 'wifi' }),
    alt: (c) =>
      altText(c.lng, app, w(c).dataToggle, [
        ['select', w(c).dataLine],
        ['turnOff', w(c).allowSwitching],
      ]),
  },
  'ios-esim-on': {
    draw: (c) => cellular(c, 'on'),
    alt: (c) => altText(c.lng, app, w(c).mobileData, [['check', `${w(c).dataLine}: ${w(c).on}`]]),
  },
} satisfies Record<string, Omit<ScreenDef, 'frame' | 'font'>>;

export const IOS_FRAME = { frame: 'phone', font: IOS_FONT } as const;

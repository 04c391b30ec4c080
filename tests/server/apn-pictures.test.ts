// Every step of every device and SIM type, in every language, shows the screen a customer
// sees at that step, in their language, with a ring on what to tap and the values to type, and
// says so in its alt text. The expectations below are written by hand from the devices' own
// screens (iOS 17, Android 14 on a Pixel, Windows 11, a router's admin page), not from the code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type ApnSettings, type Language, type SimType } from '@/contract';
import { createHarness, type Harness } from './harness';
import { customer, type Customer } from './customers';

type Words = Record<Language, string>;
type Label = string | Words;

interface Step {
  screen: string;
  /** The label of the control that carries the ring (null: an icon or a switch without words). */
  target: Label | null;
  /** Rings on the picture: more than one when the step has more than one thing to do. */
  marks?: number;
  /** Words the picture must show elsewhere (the screen's title, the row next to the switch…). */
  labels?: Label[];
  /** Values the customer types, shown inside the rings. */
  typed?: Label[];
  /** The target's label also appears in the step's text (false where the text says it differently). */
  targetInText?: boolean;
  /** Words the step's text must contain besides the target. */
  text?: Label[];
  /** What the alt text must name, when not the target's label. */
  alt?: Label;
}

// Words as each platform spells them in each language.
const W = {
  sims: { ja: 'SIM', en: 'SIMs', zh: 'SIM 卡', tw: 'SIM 卡', vi: 'SIM' },
  network: {
    ja: 'ネットワークとインターネット',
    en: 'Network & internet',
    zh: '网络和互联网',
    tw: '網路和網際網路',
    vi: 'Mạng và Internet',
  },
  mobileData: { ja: 'モバイルデータ', en: 'Mobile data', zh: '移动数据', tw: '行動數據', vi: 'Dữ liệu di động' },
  roaming: { ja: 'ローミング', en: 'Roaming', zh: '漫游', tw: '漫遊', vi: 'Chuyển vùng' },
  apns: { ja: 'アクセスポイント名', en: 'Access Point Names', zh: '接入点名称', tw: '存取點名稱', vi: 'Tên điểm truy cập' },
  editApn: { ja: 'アクセスポイントの編集', en: 'Edit access point', zh: '修改接入点', tw: '編輯存取點', vi: 'Chỉnh sửa điểm truy cập' },
  name: { ja: '名前', en: 'Name', zh: '名称', tw: '名稱', vi: 'Tên' },
  androidSave: { ja: '保存', en: 'Save', zh: '保存', tw: '儲存', vi: 'Lưu' },
  androidWifi: { ja: 'Wi-Fi', en: 'Wi-Fi', zh: 'WLAN', tw: 'Wi-Fi', vi: 'Wi-Fi' },
  internet: { ja: 'インターネット', en: 'Internet', zh: '互联网', tw: '網際網路', vi: 'Internet' },
  addSim: { ja: 'SIMを追加', en: 'Add SIM', zh: '添加 SIM 卡', tw: '新增 SIM 卡', vi: 'Thêm SIM' },
  download: { ja: 'ダウンロード', en: 'Download', zh: '下载', tw: '下載', vi: 'Tải xuống' },
  turnOn: { ja: 'オンにする', en: 'Turn on', zh: '开启', tw: '開啟', vi: 'Bật' },
  iosSettings: { ja: '設定', en: 'Settings', zh: '设置', tw: '設定', vi: 'Cài đặt' },
  iosWifi: { ja: 'Wi-Fi', en: 'Wi-Fi', zh: '无线局域网', tw: 'Wi-Fi', vi: 'Wi-Fi' },
  allow: { ja: '許可', en: 'Allow', zh: '允许', tw: '允許', vi: 'Cho phép' },
  downloadProfile: {
    ja: 'プロファイルをダウンロード',
    en: 'Download the profile',
    zh: '下载描述文件',
    tw: '下載描述檔',
    vi: 'Tải hồ sơ về',
  },
  profileDownloaded: {
    ja: 'プロファイルがダウンロード済み',
    en: 'Profile Downloaded',
    zh: '已下载描述文件',
    tw: '已下載描述檔',
    vi: 'Đã tải về hồ sơ',
  },
  install: { ja: 'インストール', en: 'Install', zh: '安装', tw: '安裝', vi: 'Cài đặt' },
  removeProfile: { ja: 'プロファイルを削除', en: 'Remove Profile', zh: '移除描述文件', tw: '移除描述檔', vi: 'Xóa hồ sơ' },
  iosMobileData: { ja: 'モバイル通信', en: 'Mobile Data', zh: '蜂窝网络', tw: '行動服務', vi: 'Di động' },
  dataLine: { ja: 'データ', en: 'Data', zh: '数据', tw: '數據', vi: 'Dữ liệu' },
  turnOnLine: { ja: 'この回線をオンにする', en: 'Turn On This Line', zh: '打开此号码', tw: '開啟此號碼', vi: 'Bật số này' },
  dataNetwork: {
    ja: 'モバイルデータ通信ネットワーク',
    en: 'Mobile Data Network',
    zh: '蜂窝数据网络',
    tw: '行動數據網路',
    vi: 'Mạng dữ liệu di động',
  },
  planReady: {
    ja: 'モバイル通信プランをインストールする準備ができました',
    en: 'Mobile Data Plan Ready to Be Installed',
    zh: '可以安装蜂窝号码',
    tw: '可以安裝行動服務方案',
    vi: 'Gói cước di động sẵn sàng để cài đặt',
  },
  continue: { ja: '続ける', en: 'Continue', zh: '继续', tw: '繼續', vi: 'Tiếp tục' },
  allowSwitching: {
    ja: 'モバイルデータ通信の切り替えを許可',
    en: 'Allow Mobile Data Switching',
    zh: '允许切换蜂窝数据',
    tw: '允許切換行動數據',
    vi: 'Cho phép chuyển dữ liệu di động',
  },
  cellular: { ja: '携帯電話', en: 'Cellular', zh: '手机网络', tw: '行動電話', vi: 'Di động' },
  winNetwork: {
    ja: 'ネットワークとインターネット',
    en: 'Network & internet',
    zh: '网络和 Internet',
    tw: '網路和網際網路',
    vi: 'Mạng & Internet',
  },
  on: { ja: 'オン', en: 'On', zh: '开', tw: '開啟', vi: 'Bật' },
  operatorSettings: {
    ja: '携帯電話会社の設定',
    en: 'Mobile operator settings',
    zh: '移动运营商设置',
    tw: '行動電信業者設定',
    vi: 'Cài đặt nhà mạng di động',
  },
  addApn: { ja: 'APN を追加', en: 'Add APN', zh: '添加 APN', tw: '新增 APN', vi: 'Thêm APN' },
  winSave: { ja: '保存', en: 'Save', zh: '保存', tw: '儲存', vi: 'Lưu' },
  applyProfile: {
    ja: 'このプロファイルを適用する',
    en: 'Apply this profile',
    zh: '应用此配置文件',
    tw: '套用此設定檔',
    vi: 'Áp dụng hồ sơ này',
  },
  internetAndAttach: {
    ja: 'インターネットおよびアタッチ',
    en: 'Internet and attach',
    zh: 'Internet 和附加',
    tw: '網際網路和附加',
    vi: 'Internet và đính kèm',
  },
  connect: { ja: '接続', en: 'Connect', zh: '连接', tw: '連線', vi: 'Kết nối' },
  keepConnected: {
    ja: 'Windows による接続の維持を許可する',
    en: 'Let Windows keep me connected',
    zh: '让 Windows 保持我的连接',
    tw: '讓 Windows 保持連線',
    vi: 'Để Windows duy trì kết nối',
  },
  login: { ja: 'ログイン', en: 'Login', zh: '登录', tw: '登入', vi: 'Đăng nhập' },
  apnSettings: { ja: 'APN設定', en: 'APN settings', zh: 'APN设置', tw: 'APN設定', vi: 'Cài đặt APN' },
  newProfile: { ja: '新規作成', en: 'New', zh: '新建', tw: '新增', vi: 'Thêm mới' },
  routerSave: { ja: '保存', en: 'Save', zh: '保存', tw: '儲存', vi: 'Lưu' },
  setDefault: { ja: 'デフォルトに設定', en: 'Set as default', zh: '设为默认', tw: '設為預設', vi: 'Đặt làm mặc định' },
  apply: { ja: '適用', en: 'Apply', zh: '应用', tw: '套用', vi: 'Áp dụng' },
  connected: { ja: '接続中', en: 'Connected', zh: '已连接', tw: '已連線', vi: 'Đã kết nối' },
} satisfies Record<string, Words>;

/** Adding an APN by hand on Android, for one SIM's values. */
function androidApn(name: string, apn: string, creds: string[], roaming = false): Step[] {
  return [
    { screen: 'android-network', target: W.sims, labels: [W.network] },
    {
      screen: 'android-sim-settings',
      target: W.apns,
      marks: roaming ? 3 : 2,
      labels: roaming ? [W.mobileData, W.roaming] : [W.mobileData],
    },
    { screen: 'android-apn-list', target: null },
    {
      screen: 'android-apn-form',
      target: null,
      marks: 2 + creds.length,
      labels: [W.editApn, W.name],
      typed: [name, apn, ...creds],
      targetInText: false,
      text: [apn],
    },
    { screen: 'android-apn-save', target: W.androidSave, marks: 2, text: ['⋮'] },
    { screen: 'android-apn-select', target: name, typed: [apn] },
    { screen: 'android-connected', target: '4G', marks: 2, labels: [W.androidWifi] },
  ];
}

const PREPAID = { name: 'Prepaid SIM', apn: 'prepaid.example.jp', creds: ['user@prepaid', 'prepaid', 'CHAP'] };

const FLOWS: { endpoint: string; sim: SimType; platform: number; steps: Step[] }[] = [
  {
    endpoint: 'apn/prepaid',
    sim: 'physical_sim',
    platform: 1,
    steps: [
      { screen: 'ios-profile-download', target: W.allow, labels: [W.downloadProfile] },
      { screen: 'ios-settings-profile', target: W.profileDownloaded, labels: [W.iosSettings] },
      { screen: 'ios-profile-install', target: W.install, labels: ['Prepaid SIM'] },
      { screen: 'ios-connected', target: '4G', marks: 2, labels: [W.iosWifi] },
      { screen: 'ios-profile-remove', target: W.removeProfile },
    ],
  },
  { endpoint: 'apn/prepaid', sim: 'physical_sim', platform: 2, steps: androidApn(PREPAID.name, PREPAID.apn, PREPAID.creds) },
  {
    endpoint: 'apn/prepaid',
    sim: 'physical_sim',
    platform: 3,
    steps: [
      {
        screen: 'windows-cellular',
        target: W.on,
        labels: [W.cellular, W.winNetwork],
        targetInText: false,
        text: [W.cellular],
        alt: W.cellular,
      },
      { screen: 'windows-add-apn', target: W.addApn, labels: [W.operatorSettings], text: [W.operatorSettings] },
      {
        screen: 'windows-apn-form',
        target: W.winSave,
        marks: 2,
        labels: [W.addApn, W.applyProfile],
        typed: [PREPAID.name, PREPAID.apn, ...PREPAID.creds, 'IPv4v6', W.internetAndAttach],
        text: [W.applyProfile, W.internetAndAttach],
      },
      { screen: 'windows-connect', target: W.connect, marks: 2, labels: [W.keepConnected], text: [W.keepConnected] },
    ],
  },
  {
    endpoint: 'apn/prepaid',
    sim: 'physical_sim',
    platform: 4,
    steps: [
      { screen: 'router-wifi', target: 'Router-5G-1A2B', labels: [W.androidWifi], targetInText: false },
      { screen: 'router-login', target: W.login, marks: 2, labels: ['192.168.0.1'], targetInText: false, text: ['192.168.0.1'] },
      { screen: 'router-apn-menu', target: W.newProfile, labels: [W.apnSettings], text: [W.apnSettings] },
      { screen: 'router-apn-form', target: W.routerSave, marks: 2, typed: [PREPAID.name, PREPAID.apn, ...PREPAID.creds] },
      { screen: 'router-apn-select', target: W.setDefault, marks: 3, labels: [W.apply], typed: [PREPAID.name], text: [W.apply] },
      { screen: 'router-status', target: W.connected, labels: ['4G LTE'], text: ['4G'] },
    ],
  },
  {
    endpoint: 'apn/sonet_esim',
    sim: 'sonet_esim',
    platform: 1,
    steps: [
      { screen: 'ios-wifi', target: null, labels: [W.iosWifi], text: [W.iosWifi] },
      { screen: 'ios-esim-ready', target: W.planReady },
      { screen: 'ios-esim-plan', target: W.continue },
      { screen: 'ios-esim-label', target: W.dataLine, marks: 2, labels: [W.allowSwitching], text: [W.allowSwitching] },
      { screen: 'ios-esim-on', target: W.dataLine, targetInText: false },
    ],
  },
  {
    endpoint: 'apn/sonet_esim',
    sim: 'sonet_esim',
    platform: 2,
    steps: [
      { screen: 'android-wifi', target: null, labels: [W.androidWifi, W.internet] },
      { screen: 'android-sims-add', target: W.addSim, labels: [W.sims] },
      { screen: 'android-esim-download', target: W.download },
      { screen: 'android-esim-use', target: W.turnOn },
      { screen: 'android-esim-on', target: 'eSIM' },
    ],
  },
  {
    endpoint: 'apn/sonet_esim_apn',
    sim: 'sonet_esim',
    platform: 1,
    steps: [
      { screen: 'ios-cellular', target: W.dataLine, labels: [W.iosMobileData], text: [W.iosMobileData] },
      { screen: 'ios-cellular-line', target: W.dataNetwork, labels: [W.turnOnLine], text: [W.turnOnLine] },
      { screen: 'ios-apn-form', target: null, labels: [W.dataNetwork], typed: ['sonet-esim.example.jp'], text: ['sonet-esim.example.jp'] },
      { screen: 'ios-data-choose', target: W.dataLine, marks: 2, labels: ['4G'], text: ['4G'] },
    ],
  },
  { endpoint: 'apn/sonet_esim_apn', sim: 'sonet_esim', platform: 2, steps: androidApn('sonet eSIM', 'sonet-esim.example.jp', []) },
  { endpoint: 'apn/esim', sim: 'astro_esim', platform: 2, steps: androidApn('Astro eSIM', 'esim.example.jp', []) },
  { endpoint: 'apn/esim', sim: 'linksfield_esim', platform: 2, steps: androidApn('LF eSIM', 'lf-data.example.jp', [], true) },
];

const words = (label: Label, lng: Language) => (typeof label === 'string' ? label : label[lng]);

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot);/g, (e) => ENTITIES[e]!);
/** What a reader sees of some SVG or HTML: its text, entities decoded, with no whitespace (a wrapped label is split across lines). */
const visible = (markup: string) => decode(markup.replace(/<[^>]+>/g, '')).replace(/\s+/g, '');
const squash = (s: string) => s.replace(/\s+/g, '');

/** The rings: each `<g class="tap">` with the control it surrounds (they hold no nested groups). */
const rings = (svg: string) => [...svg.matchAll(/<g class="tap">(.*?)<\/g>/gs)].map((m) => m[1]!);

/** Text a reader of that language would recognise as theirs. */
const SCRIPT: Record<Language, RegExp> = {
  ja: /[\u3040-\u30ff]/,
  en: /^[\x00-\x7f’“”…⋮]*$/,
  zh: /[设网络择击轻触显确认话输]/,
  tw: /[設網絡擇擊輕觸顯確認話輸點]/,
  vi: /[ăâđêôơưạảấầẩậắằẳặẹẻẽếềểệỉịọỏốồổộớờởợụủứừửựỳỵỷỹ]/i,
};

const LANG_TAG: Record<Language, string> = { ja: 'ja', en: 'en', zh: 'zh-Hans', tw: 'zh-Hant', vi: 'vi' };

let h: Harness;
const sims = {} as Record<SimType, Customer>;
beforeAll(async () => {
  h = await createHarness();
  for (const type of ['physical_sim', 'astro_esim', 'sonet_esim', 'linksfield_esim'] as const) sims[type] = await customer(h, type);
});
afterAll(() => h?.close());

const CASES = FLOWS.flatMap((flow) => LANGUAGES.map((lng) => [flow.endpoint, flow.sim, flow.platform, lng, flow] as const));

describe('APN step pictures', () => {
  it.each(CASES)(
    '%s for %s, platform %i, in %s: each step shows its screen, its words, what to tap',
    async (endpoint, sim, platform, lng, flow) => {
      const me = sims[sim];
      const settings = (await h.get(`${lng}/${endpoint}?platform=${platform}&id=${me.id}`, me.auth)).body as ApnSettings;
      const english = (await h.get(`en/${endpoint}?platform=${platform}&id=${me.id}`, me.auth)).body as ApnSettings;
      expect(settings.instructions.map((s) => /\/([a-z0-9-]+)\.svg\?/.exec(s.image ?? '')?.[1])).toEqual(flow.steps.map((s) => s.screen));
      for (const [i, want] of flow.steps.entries()) {
        const step = settings.instructions[i]!;
        const where = `${want.screen} (step ${i + 1})`;
        const res = await h.request('GET', step.image!);
        expect(res.status, where).toBe(200);
        const svg = res.body as string;
        expect(svg, where).toContain(`lang="${LANG_TAG[lng]}"`);
        const marked = rings(svg);
        expect(marked.length, `${where}: rings`).toBe(want.marks ?? 1);
        const inRings = marked.map(visible);
        if (want.target !== null)
          expect(
            inRings.some((r) => r.includes(squash(words(want.target!, lng)))),
            `${where}: ring on ${words(want.target, lng)}`,
          ).toBe(true);
        for (const label of want.labels ?? [])
          expect(visible(svg), `${where}: shows ${words(label, lng)}`).toContain(squash(words(label, lng)));
        for (const value of want.typed ?? [])
          expect(
            inRings.some((r) => r.includes(squash(words(value, lng)))),
            `${where}: ${words(value, lng)} typed in a ring`,
          ).toBe(true);

        // The text says what the picture shows.
        const text = visible(step.instruction).toLowerCase();
        const inText = [...(want.target !== null && want.targetInText !== false ? [want.target] : []), ...(want.text ?? [])];
        for (const label of inText)
          expect(text, `${where}: the text names ${words(label, lng)}`).toContain(squash(words(label, lng)).toLowerCase());

        // The alt text says, in this language, which screen it is and what to do there.
        const alt = step.image_alt ?? '';
        expect(alt, where).not.toMatch(/screenshot|step \d/i);
        expect(alt.length, where).toBeGreaterThan(15);
        expect(alt, where).toMatch(SCRIPT[lng]);
        const named = want.alt ?? want.target;
        if (named !== null) expect(squash(alt), `${where}: alt names ${words(named, lng)}`).toContain(squash(words(named, lng)));
        if (lng !== 'en') expect(alt, where).not.toBe(english.instructions[i]!.image_alt);
      }
    },
  );

  it('every step has its own alt text (no two steps of a device say the same)', async () => {
    for (const flow of FLOWS) {
      const me = sims[flow.sim];
      for (const lng of LANGUAGES) {
        const settings = (await h.get(`${lng}/${flow.endpoint}?platform=${flow.platform}&id=${me.id}`, me.auth)).body as ApnSettings;
        const alts = settings.instructions.map((s) => s.image_alt);
        expect(new Set(alts).size, `${flow.endpoint} ${flow.platform} ${lng}: ${alts.join(' | ')}`).toBe(alts.length);
      }
    }
  });

  it('the pictures of one SIM type show its own APN; the linksfield eSIM’s also turn roaming on', async () => {
    const form = async (endpoint: string, sim: SimType) => {
      const me = sims[sim];
      const s = (await h.get(`en/${endpoint}?platform=2&id=${me.id}`, me.auth)).body as ApnSettings;
      return (await h.request('GET', s.instructions[3]!.image!)).body as string;
    };
    const astro = await form('apn/esim', 'astro_esim');
    expect(astro).toContain('esim.example.jp');
    expect(astro).not.toContain('lf-data.example.jp');
    expect(astro).not.toContain('user@prepaid');
    expect(await form('apn/prepaid', 'physical_sim')).toContain('user@prepaid');
  });
});

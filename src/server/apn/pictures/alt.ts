import type { Language } from '@/contract';

/**
 * The alternative text of a step picture: which screen of which device it shows and what to do
 * there, in the customer's language, e.g. "Android Settings, Network & internet: tap SIMs". Built
 * from the same words the picture draws, so the two cannot disagree.
 */
export type App = 'iphone' | 'safari' | 'android' | 'windows' | 'router';
export type Verb = 'tap' | 'click' | 'turnOn' | 'turnOff' | 'enter' | 'select' | 'check';
export type Action = [Verb, string | readonly string[]];

const APPS: Record<Language, Record<App, string>> = {
  ja: {
    iphone: 'iPhoneの設定',
    safari: 'iPhoneのSafari',
    android: 'Androidの設定',
    windows: 'Windowsの設定',
    router: 'ルーターの管理画面',
  },
  en: {
    iphone: 'iPhone Settings',
    safari: 'Safari on iPhone',
    android: 'Android Settings',
    windows: 'Windows Settings',
    router: 'Router admin page',
  },
  zh: { iphone: 'iPhone 设置', safari: 'iPhone 上的 Safari', android: 'Android 设置', windows: 'Windows 设置', router: '路由器管理页面' },
  tw: { iphone: 'iPhone 設定', safari: 'iPhone 上的 Safari', android: 'Android 設定', windows: 'Windows 設定', router: '分享器管理頁面' },
  vi: {
    iphone: 'Cài đặt iPhone',
    safari: 'Safari trên iPhone',
    android: 'Cài đặt Android',
    windows: 'Cài đặt Windows',
    router: 'Trang quản trị bộ phát',
  },
};

interface Grammar {
  quote: (s: string) => string;
  list: (items: string[]) => string;
  where: (app: string, title: string | null) => string;
  /** "Tap" as each platform's own help says it: zh 轻点 on iPhone but 轻触 on Android, tw 點一下 / 輕觸. */
  tap: (x: string, app: App) => string;
  verbs: Record<Exclude<Verb, 'tap' | 'enter'>, (x: string) => string>;
  enter: (fields: string) => string;
  then: string;
  /** Before a third action, where repeating "then" reads badly (zh, tw: 然后…，再…). */
  thenAgain?: string;
}

const andList = (and: string) => (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')}${and}${items.at(-1)}`;

const GRAMMAR: Record<Language, Grammar> = {
  ja: {
    quote: (s) => `「${s}」`,
    list: (items) => items.join(''),
    where: (app, title) => (title ? `${app}「${title}」：` : `${app}：`),
    tap: (x) => `${x}をタップ`,
    verbs: {
      click: (x) => `${x}をクリック`,
      turnOn: (x) => `${x}をオン`,
      turnOff: (x) => `${x}をオフ`,
      select: (x) => `${x}を選択`,
      check: (x) => `${x}の表示を確認`,
    },
    enter: (fields) => `${fields}を入力`,
    then: '、',
  },
  en: {
    quote: (s) => s,
    list: andList(' and '),
    where: (app, title) => (title ? `${app}, ${title}: ` : `${app}: `),
    tap: (x) => `tap ${x}`,
    verbs: {
      click: (x) => `click ${x}`,
      turnOn: (x) => `turn on ${x}`,
      turnOff: (x) => `turn off ${x}`,
      select: (x) => `select ${x}`,
      check: (x) => `check that ${x} is shown`,
    },
    enter: (fields) => `enter ${fields}`,
    then: ', then ',
  },
  zh: {
    quote: (s) => `“${s}”`,
    list: (items) => items.join('、'),
    where: (app, title) => (title ? `${app}“${title}”：` : `${app}：`),
    tap: (x, app) => `${app === 'iphone' || app === 'safari' ? '轻点' : '轻触'}${x}`,
    verbs: {
      click: (x) => `点击${x}`,
      turnOn: (x) => `打开${x}`,
      turnOff: (x) => `关闭${x}`,
      select: (x) => `选择${x}`,
      check: (x) => `确认显示${x}`,
    },
    enter: (fields) => `输入${fields}`,
    then: '，然后',
    thenAgain: '，再',
  },
  tw: {
    quote: (s) => `「${s}」`,
    list: (items) => items.join('、'),
    where: (app, title) => (title ? `${app}「${title}」：` : `${app}：`),
    tap: (x, app) => `${app === 'iphone' || app === 'safari' ? '點一下' : '輕觸'}${x}`,
    verbs: {
      click: (x) => `按一下${x}`,
      turnOn: (x) => `開啟${x}`,
      turnOff: (x) => `關閉${x}`,
      select: (x) => `選取${x}`,
      check: (x) => `確認顯示${x}`,
    },
    enter: (fields) => `輸入${fields}`,
    then: '，然後',
    thenAgain: '，再',
  },
  vi: {
    quote: (s) => `“${s}”`,
    list: andList(' và '),
    where: (app, title) => (title ? `${app}, ${title}: ` : `${app}: `),
    tap: (x) => `chạm vào ${x}`,
    verbs: {
      click: (x) => `nhấp vào ${x}`,
      turnOn: (x) => `bật ${x}`,
      turnOff: (x) => `tắt ${x}`,
      select: (x) => `chọn ${x}`,
      check: (x) => `kiểm tra đã hiện ${x}`,
    },
    enter: (fields) => `nhập ${fields}`,
    then: ', rồi ',
  },
};

export function altText(lng: Language, app: App, title: string | null, actions: Action[]): string {
  const g = GRAMMAR[lng];
  const said = actions.map(([verb, what]) => {
    const items = (typeof what === 'string' ? [what] : [...what]).map(g.quote);
    if (verb === 'enter') return g.enter(g.list(items));
    const x = g.list(items);
    return verb === 'tap' ? g.tap(x, app) : g.verbs[verb](x);
  });
  return g.where(APPS[lng][app], title) + said.map((s, i) => (i === 0 ? s : (i > 1 && g.thenAgain ? g.thenAgain : g.then) + s)).join('');
}

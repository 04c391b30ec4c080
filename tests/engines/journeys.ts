// The customer journeys, written once and run in every engine (driver.ts). Each starts
// from a fresh browser of the journey's language; what it expects comes from the locale files and the
// spec (§2 routes, §4 "Pay on an unpaid item"), never from the code under test.
import jsQR from 'jsqr';
import type { SimType } from '@/contract/sim';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, texts, type Texts } from '../e2e/locale';
import { until, type EngineName, type Query, type Tab } from './driver';
import type { TestProxy } from './proxy';

export interface JourneyContext {
  /** The real server, for what the journey sets up beside the browser (a new SIM, a registered customer). */
  server: string;
  proxy: TestProxy;
  t: Texts;
}

export interface Journey {
  name: string;
  lang: 'ja' | 'en' | 'vi' | 'zh' | 'tw';
  /** A narrower phone than the 390 px default (360 px: a common Android width). */
  width?: number;
  /** Only these engines (the journeys Chromium already walks in tests/e2e need not run in it again). */
  engines?: EngineName[];
  run(tab: Tab, ctx: JourneyContext): Promise<void>;
}

const button = (name: string, extra: Partial<Query> = {}): Query => ({ role: 'button', name, ...extra });
const link = (name: string, extra: Partial<Query> = {}): Query => ({ role: 'link', name, ...extra });
const field = (name: string): Query => ({ role: 'textbox', name });
const text = (name: string, exact = true): Query => ({ role: 'text', name, exact });
const re = (role: Query['role'], source: string): Query => ({ role, re: source });
const ja = texts('ja');
const en = texts('en');
const vi = texts('vi');
const tw = texts('tw');
const zh = texts('zh');
const WEBKIT_AND_FIREFOX: EngineName[] = ['webkit', 'firefox'];
const CARD_DECLINED = '4000000000000002';
const JST = 9 * 60 * 60 * 1000;
const CARD_OK = '4111111111111111';

async function logIn(tab: Tab, t: Texts, email: string, password: string) {
  await tab.goto('/login');
  await tab.fill(field(t.auth.fields.email), email);
  await tab.fill(field(t.auth.fields.password), password);
  await tab.click(button(t.auth.login.submit));
  await tab.waitPath(/\/topPage$/);
  await tab.waitFor({ role: 'heading', name: t.account.top.title });
}

async function openMenuAndChoose(tab: Tab, t: Texts, item: string) {
  await tab.click(button(t.common.shell.openMenu));
  // The menu slides in: a click while it moves lands beside the item (WebKit's WebDriver clicks the
  // centre it measured before). A finger waits for it to stop, so does the journey.
  await until('the menu to stop sliding', () =>
    tab.run<boolean>(`
      const menu = document.querySelector('dialog[open], [role=dialog]');
      if (!menu) return false;
      const a = menu.getBoundingClientRect().left;
      await new Promise((r) => setTimeout(r, 100));
      return a === menu.getBoundingClientRect().left;`),
  );
  await tab.click(link(item, { within: { role: 'dialog', name: t.common.shell.menu } }));
}

async function registrationToken(server: string, email: string): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const res = await fetch(`${server}/api/sandbox/mail?to=${encodeURIComponent(email)}`);
    const mails = res.ok ? ((await res.json()) as { text: string }[]) : [];
    const token = mails.map((m) => /\/confirmRegistration\?token=([\w-]+)/.exec(m.text)?.[1]).find(Boolean);
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no registration mail to ${email}`);
}

async function post(server: string, path: string, data: unknown, token?: string) {
  const res = await fetch(`${server}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(data),
  });
  if (!res.ok) throw new Error(`${path} → ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** A customer whose SIM is set up and in use (spec §4), made through the API as tests/e2e/customers.ts does. */
async function activeCustomer(server: string, type: SimType = 'physical_sim') {
  const sim = (await post(server, '/api/sandbox/sims', { type })) as { activation_code: string };
  const who = { email: `engines-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`, password: 'pass-Word1!' };
  // Two-step registration (decision 0044): register (202), the link from the sandbox mailbox, confirm.
  await post(server, '/api/en/auth/register', {
    ...who,
    activation_code: sim.activation_code,
    full_name: 'Sato Hanako',
    purpose_of_use: 'travel',
    nationality: 'JP',
    gender: 'female',
    date_of_birth: '1990-01-02',
    affiliation: '',
    agree_privacy: true,
    agree_terms: true,
    agree_notice: true,
  });
  const token = await registrationToken(server, who.email);
  const login = (await post(server, '/api/en/auth/register_confirm', { token, password: who.password })) as {
    access_token: string;
    sc_id: number;
  };
  const today = new Date(Date.now() + JST).toISOString().slice(0, 10);
  await post(server, '/api/en/cards/prepaid_activate', { id: login.sc_id, activation_date: today }, login.access_token);
  await post(server, '/api/en/prepaid_users/reg_complete', { id: login.sc_id }, login.access_token);
  return who;
}

/** Chooses the first data plan and goes on to the payment methods (spec §2 recharge flow, step 1). */
async function chooseFirstDataPlan(tab: Tab, t: Texts) {
  await tab.goto('/data-recharge');
  await tab.click({ role: 'css', css: 'label:has(input[type=radio])' });
  await tab.click(button(t.recharge.purchase));
  await tab.waitPath(/\/payment\?paymentId=/);
}

async function chooseMethod(tab: Tab, t: Texts, method: keyof Texts['payment']['methods']) {
  await tab.click(button(t.payment.methods[method], { exact: false }));
  await tab.click(button(t.payment.register, { within: { role: 'region', name: t.payment.methods[method], exact: false } }));
  await tab.waitPath(/\/payment-verify\?paymentId=/);
}

/**
 * Spec §2 payment-external, §4: the wallet's page runs as real gateways send it (an auto-submitting
 * form) and the customer lands on the gateway's own page, top level, in the same tab (decision 0059):
 * no new tab, no frame, on the gateway's origin (another port, behind the test proxy). The gateway's
 * decision sends them back to the portal's return URL.
 */
async function onWalletPage(tab: Tab, gatewayUrl: string | undefined, start: () => Promise<void>) {
  if (!gatewayUrl) throw new Error('the server has no sandbox gateway');
  const before = await tab.tabs();
  await start();
  await until("the wallet's own page, in this tab", async () => (await tab.url()).startsWith(`${gatewayUrl}/wallet/`), 30_000);
  if ((await tab.tabs()).length !== before.length) throw new Error('the wallet opened another tab');
  const framed = await tab.run<boolean>('return window.top !== window || document.querySelectorAll("iframe").length > 0;');
  if (framed) throw new Error('the wallet page is framed');
}

/** The sandbox gateway's words, in the order's language (written here by hand). */
const GATEWAY_WORDS = {
  ja: {
    approve: '支払いを承認する',
    decline: '支払いを拒否する',
    declined: 'お支払いが拒否されました。',
    back: 'ショップ（Prepaid SIM Portal）に戻る',
  },
  en: {
    approve: 'Approve payment',
    decline: 'Decline payment',
    declined: 'Payment declined.',
    back: 'Return to the shop (Prepaid SIM Portal)',
  },
} as const;
const gatewayWords = (t: Texts) => (t === ja ? GATEWAY_WORDS.ja : GATEWAY_WORDS.en);

async function payInWallet(tab: Tab, t: Texts, gatewayUrl: string | undefined, start: () => Promise<void>) {
  await onWalletPage(tab, gatewayUrl, start);
  await tab.click(button(gatewayWords(t).approve));
  await tab.waitPath(/\/ordercompleted\?paymentId=/, 30_000);
  await tab.waitFor(text(t.payment.completed.paid), 20_000);
}

/** Opens the wallet as payInWallet does and declines there; its way back leads to the order, unpaid. */
async function payInWalletDeclined(tab: Tab, t: Texts, gatewayUrl: string | undefined, start: () => Promise<void>) {
  await onWalletPage(tab, gatewayUrl, start);
  await tab.click(button(gatewayWords(t).decline));
  await tab.waitFor(text(gatewayWords(t).declined, false));
  await tab.click(link(gatewayWords(t).back));
  await tab.waitPath(/\/ordercompleted\?paymentId=/, 30_000);
  await tab.waitFor(text(t.payment.completed.awaiting));
}

/** Storage a logged-out portal may keep (tests/e2e/logout.spec.ts): the language, the device key, the precache. */
const LEFT_AFTER_LOGOUT = `
  const left = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key === 'i18nextLng') continue;
    // The device's note that no session is stored here (decision 0155): "no" says nothing of who was here.
    if (key === 'portal-session-stored' && localStorage.getItem(key) === 'no') continue;
    left.push('localStorage ' + key + ': ' + String(localStorage.getItem(key)).slice(0, 200));
  }
  for (let i = 0; i < sessionStorage.length; i++) {
    const key = sessionStorage.key(i);
    if (key === 'i18nextLng') continue;
    if (key.startsWith('tsr-scroll-restoration') && !Object.keys(JSON.parse(sessionStorage.getItem(key))).some((k) => k.includes('/'))) continue;
    left.push('sessionStorage ' + key);
  }
  const rows = (name) => new Promise((resolve) => {
    const open = indexedDB.open(name);
    open.onsuccess = () => {
      const db = open.result;
      const stores = Array.from(db.objectStoreNames);
      if (!stores.length) { db.close(); return resolve(0); }
      const tx = db.transaction(stores);
      let n = 0;
      stores.forEach((store) => { const c = tx.objectStore(store).count(); c.onsuccess = () => { n += c.result; }; });
      tx.oncomplete = () => { db.close(); resolve(n); };
    };
    open.onerror = () => resolve(0);
  });
  for (const db of await indexedDB.databases()) {
    if (db.name === 'portal-keys') continue;
    const n = await rows(db.name);
    if (n) left.push('indexedDB ' + db.name + ' (' + n + ' rows)');
  }
  for (const name of await caches.keys()) {
    if (name.startsWith('workbox-precache')) continue;
    for (const request of await (await caches.open(name)).keys()) {
      if (!new URL(request.url).pathname.startsWith('/locales/')) left.push('Cache Storage ' + name + ' ' + request.url);
    }
  }
  return left;
`;

/**
 * Files the portal hands the customer (lib/download.ts: a Blob behind a link with `download`): each
 * click of such a link is recorded with the file's name, type and content (text, or the first bytes)
 * before the browser saves it as usual.
 */
const WATCH_DOWNLOADS = `
  if (window.__downloads) return true;
  window.__downloads = [];
  const blobs = new Map();
  const create = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (blob) => { const url = create(blob); blobs.set(url, blob); return url; };
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    const blob = this.download ? blobs.get(this.href) : undefined;
    if (blob) {
      const entry = { name: this.download, type: blob.type, size: blob.size };
      window.__downloads.push(entry);
      blob.arrayBuffer().then((buffer) => {
        const bytes = new Uint8Array(buffer);
        entry.head = Array.from(bytes.slice(0, 24));
        entry.text = new TextDecoder().decode(bytes.slice(0, 20000));
        if (blob.type === 'image/png') entry.width = new DataView(buffer).getUint32(16);
      });
    }
    return click.call(this);
  };
  return true;`;

interface Download {
  name: string;
  type: string;
  size: number;
  head?: number[];
  text?: string;
  width?: number;
}

async function downloaded(tab: Tab, name: RegExp): Promise<Download> {
  return until(`a file ${name} handed over`, async () => {
    const files = await tab.run<Download[]>('return window.__downloads || [];');
    return files.find((f) => name.test(f.name) && f.head);
  });
}

/** The brand's text ends before the language choice begins (the header at a narrow width). */
async function headerClear(tab: Tab, t: Texts) {
  const gap = await tab.run<number>(
    `const brand = Array.from(document.querySelectorAll('header a span')).find((el) => el.textContent === args[0]);
     const select = document.querySelector('header select');
     if (!brand || !select) return NaN;
     const range = document.createRange();
     range.selectNodeContents(brand);
     const right = Math.max(...Array.from(range.getClientRects()).map((r) => r.right));
     return select.getBoundingClientRect().left - right;`,
    t.common.shell.brand,
  );
  if (!(gap >= 0)) throw new Error(`the brand "${t.common.shell.brand}" runs ${-gap} px under the language choice`);
}

async function mailedLink(server: string, email: string, pattern: RegExp): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const res = await fetch(`${server}/api/sandbox/mail?to=${encodeURIComponent(email)}`);
    const mails = res.ok ? ((await res.json()) as { text: string }[]) : [];
    const found = mails.map((m) => pattern.exec(m.text)?.[0]).find(Boolean);
    if (found) return new URL(found).pathname + new URL(found).search;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${email} with ${pattern}`);
}

/**
 * Until the service worker controls the page. Its first install fetches the whole precache; the page
 * is reloaded only once the worker is active (it claims open pages then, so mostly no reload at all):
 * reloading on every probe made the install compete with a reload storm on a loaded machine.
 */
async function serviceWorkerControls(tab: Tab) {
  await until(
    'a service worker controlling the page',
    async () => {
      if (await tab.run<boolean>('return navigator.serviceWorker.controller !== null;')) return true;
      if (await tab.run<boolean>('const r = await navigator.serviceWorker.getRegistration(); return !!(r && r.active);'))
        await tab.reload();
      return false;
    },
    120_000,
  );
}

/**
 * The files of the build's precache list (in the worker's script) that no precache holds, by path:
 * an active worker must have them all, or the portal does not open offline.
 */
const PRECACHE_MISSING = `
  const script = await (await fetch('/sw.js', { cache: 'no-store' })).text();
  const files = new Set([...script.matchAll(/"url":"([^"]+)"/g)].map((m) => new URL(m[1], location.origin).pathname));
  const stored = new Set();
  for (const name of await caches.keys())
    if (name.startsWith('workbox-precache')) for (const r of await (await caches.open(name)).keys()) stored.add(new URL(r.url).pathname);
  return [...files].filter((file) => !stored.has(file));`;

const FIRST_PICTURE_DRAWN = `const img = document.querySelector('main img'); return !!img && img.complete && img.naturalWidth > 0;`;

export const JOURNEYS: Journey[] = [
  {
    name: 'landing and login in the detected language; reload keeps the session',
    lang: 'ja',
    async run(tab) {
      await tab.goto('/');
      await tab.waitPath(/\/landingPage$/);
      const lang = await tab.run<string>('return document.documentElement.lang;');
      if (lang !== 'ja') throw new Error(`the page is in "${lang}", the browser asks for ja`);
      await tab.waitFor({ role: 'heading', name: ja.auth.landing.title });
      await tab.click(link(ja.auth.landing.login));
      await tab.waitPath(/\/login$/);
      await tab.fill(field(ja.auth.fields.email), 'prepaid@demo.test');
      // Capitals and "!": the keys WebKitGTK under Xvfb gets wrong without an explicit Shift.
      await tab.fill(field(ja.auth.fields.password), DEMO_PASSWORD);
      await tab.click(button(ja.auth.login.submit));
      await tab.waitPath(/\/topPage$/);
      await tab.waitFor(text(ja.account.usage.remaining, false));
      // The usage chart (its own chunk) drawn, with its allowance named in words.
      await tab.waitFor({ role: 'region', name: ja.account.chart.title });
      await tab.waitFor(re('text', `^${ja.account.chart.used.replace('{{amount}}', '\\d+\\.\\d{2}')}$`));
      await tab.reload();
      await tab.waitPath(/\/topPage$/);
      await tab.waitFor(re('text', '^8981\\d{15}'));
    },
  },
  {
    name: "each demo account's top page",
    lang: 'ja',
    async run(tab) {
      for (const email of DEMO_ACCOUNTS) {
        await logIn(tab, ja, email, DEMO_PASSWORD);
        await tab.waitFor(text(ja.account.usage.remaining, false));
        await tab.waitFor(re('text', '^8981\\d{15}'));
        await openMenuAndChoose(tab, ja, ja.common.menu.logout);
        await tab.waitPath(/\/login$/);
      }
    },
  },
  {
    name: 'the side menu',
    lang: 'ja',
    async run(tab) {
      await logIn(tab, ja, 'prepaid@demo.test', DEMO_PASSWORD);
      for (const [item, path] of [
        [ja.common.menu.dataRecharge, /\/data-recharge$/],
        [ja.common.menu.orderHistory, /\/order-history$/],
        [ja.common.menu.userInformation, /\/user-information$/],
        [ja.common.menu.topPage, /\/topPage$/],
      ] as const) {
        await openMenuAndChoose(tab, ja, item);
        await tab.waitPath(path);
        await tab.waitGone({ role: 'dialog', name: ja.common.shell.menu });
      }
    },
  },
  {
    name: 'the eSIM page with its QR code, kept as a PNG',
    lang: 'ja',
    async run(tab) {
      await logIn(tab, ja, 'lf@demo.test', DEMO_PASSWORD);
      await openMenuAndChoose(tab, ja, ja.common.menu.esimSettings);
      // The link is named after the phone too ("… (Android)"), as a screen reader's list of links shows it.
      await tab.click(link(ja.esim.pick.otherScreen, { exact: false, within: { role: 'region', name: ja.esim.pick.android } }));
      await tab.waitPath(/\/apn-config(uration)?\/2\/2$/);
      const code = (await tab.textOf(re('text', '^LPA:1\\$'))).trim();
      const drawn = await until('the QR code drawn', () =>
        tab.run<{ width: number; height: number; data: number[] } | null>(`
          const canvas = document.querySelector('[data-testid=esim-qr]');
          if (!canvas || !canvas.width) return null;
          const image = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
          return { width: image.width, height: image.height, data: Array.from(image.data) };`),
      );
      const read = jsQR(Uint8ClampedArray.from(drawn.data), drawn.width, drawn.height)?.data;
      if (read !== code) throw new Error(`the QR code reads "${read}", the page shows "${code}"`);
      // Kept as a picture to show on another screen: a PNG of at least 512 px.
      await tab.run(WATCH_DOWNLOADS);
      await tab.click(button(ja.esim.keep));
      const png = await downloaded(tab, /\.png$/);
      const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
      if (png.type !== 'image/png' || PNG_SIGNATURE.some((b, i) => png.head?.[i] !== b) || !(png.width! >= 512)) {
        throw new Error(
          `the kept QR code is not a PNG of 512 px or more: ${png.type}, ${png.width} px, ${png.head?.slice(0, 8).join(' ')}`,
        );
      }
    },
  },
  {
    name: 'the first install cut off by a dropped connection, then online: the worker stores the whole portal; the APN steps open offline',
    lang: 'ja',
    async run(tab, { proxy }) {
      // A traveller on a flaky airport connection: it drops while the worker stores the portal, at the
      // worker's first file in Chinese (the page is in Japanese: only the worker asks for it), so
      // half-way by construction. The install fails; the next visit, online, installs again.
      proxy.cutAfter(1, /^\/locales\/zh\//);
      await tab.goto('/landingPage');
      await until(
        'the first install to fail with the connection cut',
        async () =>
          proxy.wasOffline() &&
          tab.run<boolean>(
            'const r = await navigator.serviceWorker.getRegistration(); return !r || !(r.installing || r.waiting || r.active);',
          ),
        60_000,
      );
      proxy.setOffline(false);
      await logIn(tab, ja, 'prepaid@demo.test', DEMO_PASSWORD);
      await serviceWorkerControls(tab);
      const missing = await tab.run<string[]>(PRECACHE_MISSING);
      if (missing.length)
        throw new Error(`the active worker lacks ${missing.length} files of the build: ${missing.slice(0, 5).join(', ')}`);
      // The answers and pictures the portal keeps right after login, in every language: until it has
      // finished (the portal marks the SIM's copies kept). Going offline half-way left its background
      // requests failing in the worker, which Firefox reports on the page.
      await until(
        'the APN steps kept for offline use',
        () => tab.run<boolean>(`return (localStorage.getItem('portal-offline-copies') || '').includes(':PREPAID');`),
        120_000,
      );
      // Seen once online (as at the hotel), then opened with the network gone (as at the airport).
      await tab.goto('/apn-configuration/1');
      await until('the first step picture', () => tab.run<boolean>(FIRST_PICTURE_DRAWN));
      // Pictures below the fold load lazily: offline they come from what the worker kept after login.
      if (
        !(await tab.run<boolean>(
          `for (const img of document.querySelectorAll('main img')) if (!(await caches.match(img.src))) return false; return true;`,
        ))
      ) {
        throw new Error('a step picture of the page is not kept for offline use');
      }
      proxy.setOffline(true);
      try {
        await tab.goto('/apn-configuration/1');
        await tab.waitFor({ role: 'heading', name: ja.apn.steps.title }, 30_000);
        await until('the first step picture, offline', () => tab.run<boolean>(FIRST_PICTURE_DRAWN));
      } finally {
        proxy.setOffline(false);
      }
    },
  },
  {
    name: 'logout leaves nothing of the customer',
    lang: 'ja',
    async run(tab) {
      await logIn(tab, ja, 'prepaid@demo.test', DEMO_PASSWORD);
      for (const path of ['/data-recharge', '/order-history/data-recharge-history', '/apn-configuration/1', '/topPage']) {
        await tab.goto(path);
        await tab.waitFor({ role: 'css', css: 'h1' });
      }
      await openMenuAndChoose(tab, ja, ja.common.menu.logout);
      await tab.waitPath(/\/login$/);
      await tab.waitFor(text(ja.common.flash.loggedOut, false));
      const left = await until(
        'the logout to finish clearing',
        async () => {
          const found = await tab.run<string[]>(LEFT_AFTER_LOGOUT);
          return found.length === 0 ? found : undefined;
        },
        10_000,
      ).catch(async () => tab.run<string[]>(LEFT_AFTER_LOGOUT));
      if (left.length) throw new Error(`left behind after logout:\n  ${left.join('\n  ')}`);
    },
  },
  {
    name: 'a card purchase to the completed screen, its receipt as a PDF and printed; the history shows it paid',
    lang: 'en',
    async run(tab, { server }) {
      const who = await activeCustomer(server);
      await logIn(tab, en, who.email, who.password);
      await chooseFirstDataPlan(tab, en);
      await tab.fill(field(en.payment.card.number), CARD_OK);
      await tab.fill(field(en.payment.card.expiry), '1230', '12/30');
      await tab.fill(field(en.payment.card.securityCode), '123');
      await tab.fill(field(en.payment.card.holder), 'SATO HANAKO');
      await tab.click(button(en.payment.register, { nth: 0 }));
      await tab.waitPath(/\/payment-verify\?paymentId=/);
      await tab.click(button(en.payment.purchase));
      await tab.waitPath(/\/ordercompleted\?paymentId=/);
      await tab.waitFor(text(en.payment.completed.paid));
      // The receipt: a PDF made on the server and handed over as a file, then printed (re-issue 1).
      await tab.click(link(en.orders.receiptLink));
      await tab.waitPath(/\/order-history\/receipt\/[\w-]+$/);
      await tab.waitFor({ role: 'heading', name: en.receipt.title });
      await tab.run(WATCH_DOWNLOADS);
      await tab.click(button(en.receipt.download));
      const pdf = await downloaded(tab, /^receipt-PP\d+\.pdf$/);
      if (pdf.type !== 'application/pdf' || !pdf.text?.startsWith('%PDF-')) throw new Error(`the receipt is not a PDF: ${pdf.type}`);
      await tab.run('window.print = () => { window.__printed = (window.__printed || 0) + 1; }; return true;');
      await tab.click(button(en.receipt.print));
      // Issued first, then the print dialog; the copy on the page is then the second issue.
      await until('Print to open the print dialog', async () => (await tab.run<number>('return window.__printed || 0;')) === 1);
      await tab.waitFor(text('Re-issue no. 1'));

      // The history, opened right after, shows the order paid (not the copy from before the purchase).
      await openMenuAndChoose(tab, en, en.common.menu.orderHistory);
      await tab.click(link(en.orders.dataHistory));
      await tab.waitPath(/\/order-history\/data-recharge-history$/);
      await tab.waitFor(text(en.orders.paid), 5_000);
      if (await tab.has(text(en.orders.unpaid))) throw new Error('the history shows the paid order as unpaid');
    },
  },
  {
    name: 'a wallet purchase paid and approved from the verify screen',
    lang: 'ja',
    async run(tab, { server, proxy }) {
      const who = await activeCustomer(server);
      await logIn(tab, ja, who.email, who.password);
      await chooseFirstDataPlan(tab, ja);
      await chooseMethod(tab, ja, 'alipay');
      await payInWallet(tab, ja, proxy.gatewayUrl, () => tab.click(button(ja.payment.purchase)));
    },
  },
  {
    name: 'a wallet purchase paid from the history',
    lang: 'en',
    async run(tab, { server, proxy }) {
      const who = await activeCustomer(server);
      await logIn(tab, en, who.email, who.password);
      // An order left unpaid: the wallet was opened and declined.
      await chooseFirstDataPlan(tab, en);
      await chooseMethod(tab, en, 'wechat');
      await payInWalletDeclined(tab, en, proxy.gatewayUrl, () => tab.click(button(en.payment.purchase)));
      await tab.goto('/data-recharge');
      await tab.waitFor(text(en.orders.unpaid));
      await payInWallet(tab, en, proxy.gatewayUrl, () => tab.click(button(en.orders.pay, { exact: false })));
      await tab.goto('/data-recharge');
      await tab.waitFor(text(en.orders.paid));
      await tab.waitGone(text(en.orders.unpaid));
    },
  },
  {
    name: 'a new customer at 360 px: registers by the form and the mailed link, reserves a date (.ics), downloads the iPhone profile, finishes set-up',
    lang: 'vi',
    width: 360,
    engines: WEBKIT_AND_FIREFOX,
    async run(tab, { server }) {
      const sim = (await post(server, '/api/sandbox/sims', { type: 'physical_sim' })) as { activation_code: string };
      const email = `engines-reg-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const password = 'pass-Word1!';
      await tab.goto('/register');
      await tab.waitFor({ role: 'heading', name: vi.auth.register.title });
      const lang = await tab.run<string>('return document.documentElement.lang;');
      if (lang !== 'vi') throw new Error(`the page is in "${lang}", the browser asks for vi`);
      await headerClear(tab, vi);
      const f = vi.auth.fields;
      await tab.fill(field(f.activationCode), sim.activation_code);
      await tab.fill(field(f.email), email);
      await tab.fill(field(f.emailConfirm), email);
      await tab.fill(field(f.password), password);
      await tab.fill(field(f.passwordConfirm), password);
      await tab.fill(field(f.fullName), 'Tran Thi Mai');
      await tab.select({ role: 'combobox', name: f.purpose }, 'travel');
      await tab.select({ role: 'combobox', name: f.nationality }, 'VN');
      await tab.select({ role: 'combobox', name: f.gender }, 'female');
      await tab.pickDate(field(f.birthday), '1994-07-15');
      for (const agree of [vi.auth.register.agreePrivacy, vi.auth.register.agreeTerms, vi.auth.register.agreeNotice]) {
        await tab.check({ role: 'checkbox', name: agree, exact: false });
      }
      await tab.click(button(vi.auth.register.submit));
      await tab.waitFor({ role: 'heading', name: vi.auth.register.mailSent.title });
      // The mailed link, opened as the customer opens it from their inbox.
      await tab.goto(await mailedLink(server, email, /https?:\/\/\S+\/confirmRegistration\?\S+/));
      // The confirmation asks for the registration's password again (decision 0065).
      await tab.fill(field(f.password), password);
      await tab.click(button(vi.auth.registerConfirm.submit));
      await tab.waitPath(/\/step2$/);

      const day = await until('the first day one may reserve', () =>
        tab.run<string | null>(`return document.querySelector('input[type=date]')?.min || null;`),
      );
      await tab.pickDate(field(vi.onboarding.activationDate.label), day);
      await tab.click(button(vi.onboarding.activationDate.next));
      await tab.click(button(vi.onboarding.activationDate.reserve));
      await tab.waitFor(text(vi.onboarding.activationDate.reserved.replace('{{date}}', day.replace(/-/g, '/')), false));
      await tab.run(WATCH_DOWNLOADS);
      await tab.click(button(vi.onboarding.activationDate.addToCalendar));
      const ics = await downloaded(tab, /\.ics$/);
      if (
        ics.type !== 'text/calendar' ||
        !ics.text?.includes(`DTSTART;VALUE=DATE:${day.replace(/-/g, '')}`) ||
        !ics.text.includes('BEGIN:VALARM')
      ) {
        throw new Error(`the calendar file is not the reserved day with a reminder: ${ics.type} ${ics.text?.slice(0, 300)}`);
      }

      await tab.click(button(vi.onboarding.activationDate.toApn));
      await tab.waitPath(/\/step3$/);
      await tab.click(link(vi.apn.devices.ios));
      await tab.waitPath(/\/step3\/1$/);
      await tab.run(WATCH_DOWNLOADS);
      await tab.click(button(vi.apn.profile.download));
      const profile = await downloaded(tab, /^APN_Settings\.mobileconfig$/);
      if (profile.type !== 'application/x-apple-aspen-config' || !profile.text?.includes('com.apple.cellular')) {
        throw new Error(`the iPhone profile is not a cellular configuration profile: ${profile.type} ${profile.text?.slice(0, 200)}`);
      }
      await tab.click(button(vi.apn.setupComplete));
      await tab.waitPath(/\/basicInfo$/);
      await tab.click(button(vi.onboarding.basicInfo.dedicatedLink));
      await tab.waitPath(/\/topPage$/);
      await headerClear(tab, vi);
    },
  },
  {
    name: 'a forgotten password reset by the mailed link; a declined card keeps the customer on the payment step, a good one pays',
    lang: 'tw',
    engines: WEBKIT_AND_FIREFOX,
    async run(tab, { server }) {
      const who = await activeCustomer(server);
      await tab.goto('/login');
      await tab.click(link(tw.auth.login.forgot));
      await tab.waitPath(/\/forgotPassword$/);
      await tab.waitFor({ role: 'heading', name: tw.auth.forgot.title });
      await tab.fill(field(tw.auth.fields.email), who.email);
      await tab.click(button(tw.auth.forgot.submit));
      await tab.waitFor(text(tw.auth.forgot.sent, false));
      await tab.goto(await mailedLink(server, who.email, /https?:\/\/\S+\/resetPassword\?\S+/));
      await tab.waitFor({ role: 'heading', name: tw.auth.reset.title });
      const fresh = 'new-Pass2!';
      await tab.fill(field(tw.auth.fields.newPassword), fresh);
      await tab.fill(field(tw.auth.fields.passwordConfirm), fresh);
      await tab.click(button(tw.auth.reset.submit));
      await tab.waitFor(text(tw.auth.reset.done, false));
      await logIn(tab, tw, who.email, fresh);

      await chooseFirstDataPlan(tab, tw);
      const card = async (number: string) => {
        await tab.fill(field(tw.payment.card.number), number);
        await tab.fill(field(tw.payment.card.expiry), '1230', '12/30');
        await tab.fill(field(tw.payment.card.securityCode), '123');
        await tab.fill(field(tw.payment.card.holder), 'SATO HANAKO');
        await tab.click(button(tw.payment.register, { nth: 0 }));
      };
      await card(CARD_DECLINED);
      // The provider refused the card: an error is shown and the customer is still choosing how to pay.
      await tab.waitFor({ role: 'alert' });
      if (!/\/payment\?paymentId=/.test(await tab.path())) throw new Error(`after a declined card the customer is at ${await tab.path()}`);
      await card(CARD_OK);
      await tab.waitPath(/\/payment-verify\?paymentId=/);
      await tab.click(button(tw.payment.purchase));
      await tab.waitPath(/\/ordercompleted\?paymentId=/);
      await tab.waitFor(text(tw.payment.completed.paid));
    },
  },
  {
    name: 'at 360 px the header fits; with the stored portal evicted and no connection, the worker answers its own page',
    lang: 'vi',
    width: 360,
    engines: WEBKIT_AND_FIREFOX,
    async run(tab, { proxy }) {
      await tab.goto('/landingPage');
      await tab.waitFor({ role: 'heading', name: vi.auth.landing.title });
      await headerClear(tab, vi);
      await serviceWorkerControls(tab);
      // As a browser evicting a site's storage (iOS does under pressure): the precache is gone.
      await tab.run(`for (const name of await caches.keys()) if (name.startsWith('workbox-precache')) await caches.delete(name);`);
      proxy.setOffline(true);
      try {
        await tab.goto('/topPage');
        await tab.waitFor({ role: 'heading', name: vi.common.status.networkTitle });
        await tab.waitFor(text(vi.common.offlinePage.body));
      } finally {
        proxy.setOffline(false);
      }
      // Connected again, its one link brings the portal back.
      await tab.click(link(vi.common.offlinePage.retry));
      await tab.waitFor({ role: 'heading', name: vi.auth.landing.title });
    },
  },
  {
    name: 'alert settings offered after setup: a mail alert chosen, saved and kept; push offered as this browser allows',
    lang: 'zh',
    engines: WEBKIT_AND_FIREFOX,
    async run(tab, { server }) {
      const who = await activeCustomer(server);
      await logIn(tab, zh, who.email, who.password);
      await tab.click(link(zh.alerts.offer.choose, { within: { role: 'region', name: zh.alerts.offer.title } }));
      await tab.waitFor({ role: 'heading', name: zh.alerts.title });
      // Not an iPhone and not mail-only: this browser either can turn push on or says it cannot.
      await tab.waitFor(re('text', `^(${zh.alerts.device.off}|${zh.alerts.device.unsupported})$`));
      const data5Mail: Query = { role: 'checkbox', name: zh.alerts.mail, within: { role: 'group', name: zh.alerts.kinds.data_5 } };
      await tab.check(data5Mail);
      await tab.click(button(zh.alerts.save));
      await tab.waitFor({ role: 'status', name: zh.alerts.saved });
      await tab.goto('/alert-settings');
      await tab.waitFor({ role: 'heading', name: zh.alerts.title });
      await until('the saved choice after a reload', () => tab.isChecked(data5Mail));
    },
  },
];

/** The steps above, for a walk by hand through the same screens (e.g. a script with screenshots). */
export const steps = { logIn, activeCustomer, chooseFirstDataPlan, chooseMethod, button, link, text };

// One small driver over three engines, so each journey is written once with the engine as a parameter:
//   webkit   — Debian's WebKitGTK MiniBrowser through WebKitWebDriver (classic W3C WebDriver), under Xvfb
//   firefox  — Debian's Firefox ESR through WebDriver BiDi (puppeteer-core, no geckodriver)
//   chromium — Debian's Chromium through the DevTools protocol (puppeteer-core)
// Elements are found inside the page by role and accessible name (page-find.js) and then clicked and
// typed into with the engine's own input events, as a customer's finger and keyboard would.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import puppeteer, { type Browser as PBrowser, type ElementHandle, type Frame, type Page } from 'puppeteer-core';
import WebDriver, { type Client } from 'webdriver';
import CHROMIUM_FLAGS from '../../scripts/chromium-flags.json' with { type: 'json' };
import { freePort } from '../../scripts/e2e.mjs';
import { localeEnv } from './locales';

export const ENGINES = ['webkit', 'firefox', 'chromium'] as const;
export type EngineName = (typeof ENGINES)[number];

type Role =
  | 'button'
  | 'link'
  | 'textbox'
  | 'checkbox'
  | 'radio'
  | 'combobox'
  | 'heading'
  | 'dialog'
  | 'region'
  | 'navigation'
  | 'alert'
  | 'status'
  | 'img'
  | 'listitem'
  | 'group'
  | 'text'
  | 'css';

/** What a customer would call the element: its role and name (exact unless `exact: false`; `re` is a RegExp source). */
export interface Query {
  role: Role;
  name?: string;
  exact?: boolean;
  re?: string;
  flags?: string;
  css?: string;
  within?: Query;
  nth?: number;
}

const FIND = readFileSync(new URL('./page-find.js', import.meta.url), 'utf8')
  .replace(/^\/\/.*$/gm, '')
  .trim()
  .replace(/;$/, '');
// Generous: CI shares two cores between the server and a browser (and Xvfb for WebKit).
const TIMEOUT = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const describe = (q: Query): string =>
  `${q.within ? `${describe(q.within)} › ` : ''}${q.role}${q.css ? ` ${q.css}` : ''}${q.name !== undefined ? ` "${q.name}"` : ''}${q.re ? ` /${q.re}/` : ''}${q.nth ? ` #${q.nth}` : ''}`;

/** Polls `probe` until it answers something other than undefined/false/null. */
export async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = TIMEOUT): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== null && value !== false) return value;
      last = value;
    } catch (error) {
      // A navigation in the middle of a probe destroys its context: try again.
      last = error instanceof Error ? error.message : error;
    }
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs / 1000}s waiting for ${what} (last: ${String(last).slice(0, 300)})`);
    await sleep(150);
  }
}

/** The engine-specific part: everything else is built on these. */
interface Backend {
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Runs `body` (a function body; may use await; `args` holds the arguments) in the page and returns its value. */
  run<T>(body: string, args: unknown[]): Promise<T>;
  /** Clicks the element `find` points at, or answers false when there is none (yet). */
  click(q: Query): Promise<boolean>;
  /** Focuses the element (by clicking it), selects its content and types `text` over it. */
  type(q: Query, text: string): Promise<boolean>;
  selectOption(q: Query, value: string): Promise<boolean>;
  /** Switches into the frame the query names (an <iframe>); `null` goes back to the top document. */
  frame(q: Query | null): Promise<boolean>;
  tabs(): Promise<string[]>;
  switchTab(id: string): Promise<void>;
  closeTab(): Promise<void>;
  /** Console errors and uncaught errors the engine itself reports (none for WebKit: see proxy.ts). */
  engineErrors(): string[];
  /** A PNG of what the customer sees (for walking the journeys by eye). */
  screenshot(): Promise<Buffer>;
  quit(): Promise<void>;
}

export class Tab {
  constructor(
    readonly engine: EngineName,
    readonly baseUrl: string,
    private readonly b: Backend,
  ) {}

  async goto(path: string) {
    await this.b.goto(new URL(path, this.baseUrl).href);
    await this.settled();
  }
  async reload() {
    await this.b.reload();
    await this.settled();
  }
  /** The prerendered doors (decision 0019) are replaced by the app: wait for the take-over, as a customer waits for a usable screen. */
  async settled() {
    await until('the app to take over the page', () =>
      this.run<boolean>(`return document.readyState !== 'loading' && !document.getElementById('root')?.hasAttribute('data-prerendered');`),
    );
  }
  async path() {
    const url = new URL(await this.b.url());
    return url.pathname + url.search;
  }
  /** The whole address, origin included (the portal's, or a gateway's). */
  url() {
    return this.b.url();
  }
  run<T>(body: string, ...args: unknown[]) {
    return this.b.run<T>(body, args);
  }
  /** Is the element there and visible? */
  async has(q: Query) {
    return this.run<boolean>(`return (${FIND})(args[0]) !== null;`, q);
  }
  async waitFor(q: Query, timeoutMs = TIMEOUT) {
    await until(describe(q), () => this.has(q), timeoutMs);
  }
  async waitGone(q: Query, timeoutMs = TIMEOUT) {
    await until(`${describe(q)} to go`, async () => !(await this.has(q)), timeoutMs);
  }
  async textOf(q: Query) {
    return until(`text of ${describe(q)}`, () =>
      this.run<string | null>(`const el = (${FIND})(args[0]); return el ? el.textContent : null;`, q),
    );
  }
  async click(q: Query) {
    await until(`${describe(q)} to click`, () => this.b.click(q));
  }
  /** Types `text`; the field must then show `shown` (what the portal formats it to, e.g. 1230 → 12/30). */
  async fill(q: Query, text: string, shown = text) {
    await until(`${describe(q)} to type into`, () => this.b.type(q, text));
    const value = await this.run<string>(`return (${FIND})(args[0]).value;`, q);
    if (value !== shown) throw new Error(`${describe(q)} holds "${value}" after typing "${text}"`);
  }
  /** Whether a checkbox is ticked (a choice kept across a reload). */
  async isChecked(q: Query): Promise<boolean> {
    await this.waitFor(q);
    return this.run<boolean>(`const el = (${FIND})(args[0]); return !!el && el.checked;`, q);
  }
  async check(q: Query) {
    await this.click(q);
    await until(`${describe(q)} checked`, () => this.run<boolean>(`const el = (${FIND})(args[0]); return !!el && el.checked;`, q));
  }
  /** The native date picker cannot be driven over WebDriver: sets the day as the picker does (value, input and change events). */
  async pickDate(q: Query, isoDate: string) {
    await this.waitFor(q);
    await this.run(
      `const el = (${FIND})(args[0]);
       Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(el, args[1]);
       el.dispatchEvent(new Event('input', { bubbles: true }));
       el.dispatchEvent(new Event('change', { bubbles: true }));`,
      q,
      isoDate,
    );
  }
  async select(q: Query, value: string) {
    await until(`${describe(q)} to choose ${value}`, () => this.b.selectOption(q, value));
  }
  async waitPath(re: RegExp, timeoutMs = TIMEOUT) {
    await until(`a URL matching ${re}`, async () => re.test(await this.path()), timeoutMs);
    await this.settled();
  }
  async inFrame<T>(q: Query, steps: () => Promise<T>): Promise<T> {
    await until(`frame ${describe(q)}`, () => this.b.frame(q));
    try {
      return await steps();
    } finally {
      await this.b.frame(null);
    }
  }
  tabs() {
    return this.b.tabs();
  }
  switchTab(id: string) {
    return this.b.switchTab(id);
  }
  closeTab() {
    return this.b.closeTab();
  }
  engineErrors() {
    return this.b.engineErrors();
  }
  screenshot() {
    return this.b.screenshot();
  }
  quit() {
    return this.b.quit();
  }
}

const SHIFTED = /[A-Z~!@#$%^&*()_+{}|:"<>?]/;

export const PHONE = { width: 390, height: 844 };
let narrowestTold = false;

/** WebKitGTK: MiniBrowser has no headless mode, so it draws into an Xvfb display of its own. */
async function webkit(lang: string, phone: { width: number; height: number }): Promise<Backend> {
  const display = `:${44 + Math.floor(Math.random() * 400)}`;
  const xvfb = spawn('Xvfb', [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
  const port = await freePort();
  // navigator.language comes from the process locale: one the run compiled itself (locales.ts).
  const env = { ...process.env, DISPLAY: display, ...(await localeEnv(lang)) };
  await sleep(500);
  const driver: ChildProcess = spawn('WebKitWebDriver', [`--port=${port}`], { env, stdio: 'ignore' });
  const stopAll = () => {
    driver.kill();
    xvfb.kill();
  };
  let s: Client;
  try {
    s = await until('WebKitWebDriver', async () =>
      WebDriver.newSession({
        hostname: '127.0.0.1',
        port,
        path: '/',
        logLevel: 'silent',
        connectionRetryCount: 0,
        capabilities: {
          // Classic WebDriver only: WebKitGTK's driver has no BiDi, and webdriver 9 asks for it by default.
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': { binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', args: ['--automation'] },
        } as Parameters<typeof WebDriver.newSession>[0]['capabilities'],
      }),
    );
  } catch (error) {
    stopAll();
    throw error;
  }
  // A phone-sized viewport: the window's outer size minus what the MiniBrowser draws around the page.
  const outer = await s.getWindowRect();
  const inner = (await s.executeScript('return [innerWidth, innerHeight]', [])) as [number, number];
  await s.setWindowRect(0, 0, phone.width + (outer.width - inner[0]), phone.height + (outer.height - inner[1]));
  // MiniBrowser's window has a minimum width (its toolbar): the page is then wider than asked. Say so.
  const [width] = (await s.executeScript('return [innerWidth]', [])) as [number];
  if (width > phone.width && !narrowestTold) {
    narrowestTold = true;
    console.warn(`WebKitGTK's MiniBrowser window is at least ${width} px wide: its journeys run at ${width} px, not ${phone.width}.`);
  }

  const element = async (q: Query): Promise<string | null> => {
    const ref = (await s.executeScript(`return (${FIND})(arguments[0]);`, [q])) as Record<string, string> | null;
    return ref ? Object.values(ref)[0]! : null;
  };
  const keys = (text: string) => {
    // Under Xvfb WebKitGTK drops Shift for capitals and symbols it types itself: press Shift explicitly.
    const actions: { type: 'keyDown' | 'keyUp'; value: string }[] = [];
    for (const ch of text) {
      if (SHIFTED.test(ch))
        actions.push(
          { type: 'keyDown', value: '\uE008' },
          { type: 'keyDown', value: ch },
          { type: 'keyUp', value: ch },
          { type: 'keyUp', value: '\uE008' },
        );
      else actions.push({ type: 'keyDown', value: ch }, { type: 'keyUp', value: ch });
    }
    return s.performActions([{ type: 'key', id: 'keyboard', actions }]);
  };
  return {
    goto: async (url) => void (await s.navigateTo(url)),
    reload: async () => void (await s.refresh()),
    url: () => s.getUrl(),
    run: async <T>(body: string, args: unknown[]) => {
      const result = (await s.executeAsyncScript(
        `const done = arguments[arguments.length - 1]; const args = Array.prototype.slice.call(arguments, 0, -1);
         (async () => { ${body} })().then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`,
        args as object[],
      )) as { value?: T; error?: string };
      if (result.error) throw new Error(result.error);
      return result.value as T;
    },
    click: async (q) => {
      const id = await element(q);
      if (!id) return false;
      await s.elementClick(id);
      return true;
    },
    type: async (q, text) => {
      const id = await element(q);
      if (!id) return false;
      await s.elementClick(id);
      // Select what the field holds and type over it, as a finger does: WebDriver's Element Clear on a
      // field the page formats (a card number) left WebKit's field empty after the keys that followed.
      await s.executeScript('arguments[0].select();', [{ 'element-6066-11e4-a52e-4f735466cecf': id }]);
      await keys(text);
      return true;
    },
    selectOption: async (q, value) => {
      const id = await element(q);
      if (!id) return false;
      const option = (await s.findElementFromElement(id, 'css selector', `option[value="${value}"]`)) as Record<string, string>;
      await s.elementClick(Object.values(option)[0]!);
      return true;
    },
    frame: async (q) => {
      if (!q) {
        await s.switchToParentFrame();
        return true;
      }
      const ref = (await s.executeScript(`return (${FIND})(arguments[0]);`, [q])) as object | null;
      if (!ref) return false;
      await s.switchToFrame(ref);
      return true;
    },
    tabs: () => s.getWindowHandles(),
    switchTab: async (id) => void (await s.switchToWindow(id)),
    closeTab: async () => void (await s.closeWindow()),
    engineErrors: () => [],
    screenshot: async () => Buffer.from(await s.takeScreenshot(), 'base64'),
    quit: async () => {
      await s.deleteSession().catch(() => undefined);
      stopAll();
    },
  };
}

/** Firefox (BiDi) and Chromium (CDP), both through puppeteer-core. */
async function puppeteerEngine(engine: 'firefox' | 'chromium', lang: string, phone: { width: number; height: number }): Promise<Backend> {
  const browser: PBrowser =
    engine === 'firefox'
      ? await puppeteer.launch({
          browser: 'firefox',
          executablePath: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr',
          headless: true,
          defaultViewport: phone,
          extraPrefsFirefox: { 'intl.accept_languages': lang, 'dom.disable_open_during_load': true },
        })
      : await puppeteer.launch({
          browser: 'chrome',
          executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
          headless: true,
          defaultViewport: phone,
          args: [...CHROMIUM_FLAGS, `--accept-lang=${lang}`],
        });
  const errors: string[] = [];
  const ids = new WeakMap<Page, string>();
  let next = 0;
  const watch = (page: Page) => {
    ids.set(page, `tab-${next++}`);
    page.on('console', (message) => {
      if (message.type() === 'error')
        errors.push(`console.error on ${page.url()}: ${message.text()}${message.location().url ? ` (${message.location().url})` : ''}`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught on ${page.url()}: ${error instanceof Error ? error.message : String(error)}`));
  };
  const pages = async () => (await browser.pages()).filter((p) => !p.isClosed());
  let page = (await pages())[0] ?? (await browser.newPage());
  watch(page);
  browser.on('targetcreated', async (target) => {
    const created = await target.page().catch(() => null);
    if (created && !ids.has(created)) watch(created);
  });
  let frame: Frame | null = null;
  const scope = () => frame ?? page.mainFrame();
  const element = async (q: Query) => {
    const handle = await scope().evaluateHandle(`(${FIND})(${JSON.stringify(q)})`);
    const el = handle.asElement() as ElementHandle<Element> | null;
    if (!el) await handle.dispose();
    return el;
  };
  return {
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    reload: async () => void (await page.reload({ waitUntil: 'load' })),
    url: async () => scope().url(),
    run: <T>(body: string, args: unknown[]) => scope().evaluate(`(async (args) => { ${body} })(${JSON.stringify(args)})`) as Promise<T>,
    click: async (q) => {
      const el = await element(q);
      if (!el) return false;
      await el.click();
      await el.dispose();
      return true;
    },
    type: async (q, text) => {
      const el = await element(q);
      if (!el) return false;
      await el.click({ count: 3 });
      await el.evaluate((input) => (input as HTMLInputElement).select?.());
      await el.type(text);
      await el.dispose();
      return true;
    },
    selectOption: async (q, value) => {
      const el = await element(q);
      if (!el) return false;
      await (el as ElementHandle<HTMLSelectElement>).select(value);
      await el.dispose();
      return true;
    },
    frame: async (q) => {
      if (!q) {
        frame = null;
        return true;
      }
      const el = await element(q);
      if (!el) return false;
      frame = await el.contentFrame();
      return frame !== null;
    },
    tabs: async () => (await pages()).map((p) => ids.get(p) ?? ''),
    switchTab: async (id) => {
      const found = (await pages()).find((p) => ids.get(p) === id);
      if (!found) throw new Error(`no tab ${id}`);
      page = found;
      frame = null;
      await page.bringToFront();
    },
    closeTab: async () => {
      await page.close();
    },
    engineErrors: () => errors,
    screenshot: async () => Buffer.from(await page.screenshot()),
    quit: () => browser.close(),
  };
}

/** A fresh browser in `lang`, phone-sized (390 px wide unless the journey holds a narrower phone). */
export async function launch(engine: EngineName, lang: string, baseUrl: string, width = PHONE.width): Promise<Tab> {
  const phone = { ...PHONE, width };
  const backend = engine === 'webkit' ? await webkit(lang, phone) : await puppeteerEngine(engine, lang, phone);
  return new Tab(engine, baseUrl, backend);
}

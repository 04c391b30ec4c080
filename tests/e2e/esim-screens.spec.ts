// Screens that no longer apply, the menu beside a second SIM in set-up, the
// offline copies an astro/LF login fetches and the offline way to the Android APN steps.
import type { BrowserContext, Page } from '@playwright/test';
import { OFFLINE_CACHES } from '@/contract/offline';
import { test, expect } from './fixtures';
import { DEMO_PASSWORD, LANGS, texts } from './locale';
import { logIn, openMenuAndChoose, registerThroughApi, uniqueEmail } from './flows';
import { activeCustomer } from './customers';

const menuLinks = async (page: Page, t: ReturnType<typeof texts>) => {
  await page.getByRole('button', { name: t.common.shell.openMenu }).click();
  const menu = page.getByRole('dialog', { name: t.common.shell.menu });
  // The links load when the menu first opens; Log out is always the last.
  await expect(menu.getByRole('link', { name: t.common.menu.logout })).toBeVisible();
  const names = await menu.getByRole('link').allTextContents();
  await page.keyboard.press('Escape');
  return names;
};

test('screens that no longer apply send the customer where their SIM stands (ja)', async ({ page }) => {
  const t = texts('ja');
  await page.goto('/login?lng=ja');
  await logIn(page, t, 'esims@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/topPage$/);
  // An issued sonet eSIM: the EID form is not shown again; its eSIM settings are.
  await page.goto('/step2');
  await expect(page).toHaveURL(/\/apn-configuration$/);
  await expect(page.getByLabel(t.onboarding.esimIssue.eidLabel)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: t.esim.pick.title })).toBeVisible();
  // The Android eSIM APN page of astro/LF: a sonet customer gets their own Android APN steps.
  await page.goto('/esim-apn-android');
  await expect(page).toHaveURL(/\/apn-configuration\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(t.common.status.oops);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(t.common.status.notFoundTitle);

  await page.goto('/logout');
  await page.waitForURL(/\/login$/);
  await logIn(page, t, 'prepaid@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/topPage$/);
  await page.goto('/esim-apn-android');
  await expect(page).toHaveURL(/\/apn-configuration\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(t.common.status.oops);
  await page.goto('/apn-configuration/1/1');
  await expect(page).toHaveURL(/\/apn-configuration\/1$/);
  await page.goto('/step2');
  await expect(page).toHaveURL(/\/topPage$/);
});

test('sonet eSIM: the menu and the top page lead to recharge, extension and order history (en)', async ({ page }) => {
  const t = texts('en');
  await logIn(page, t, 'esims@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/topPage$/);
  const more = page.getByRole('region', { name: t.account.topUp.title });
  await expect(more.getByRole('link')).toHaveText([
    t.common.menu.dataRecharge,
    t.common.menu.usePeriodExtension,
    t.common.menu.orderHistory,
  ]);
  const links = await menuLinks(page, t);
  for (const name of [t.common.menu.dataRecharge, t.common.menu.usePeriodExtension, t.common.menu.orderHistory])
    expect(links).toContain(name);
  await openMenuAndChoose(page, t, t.common.menu.dataRecharge);
  await expect(page).toHaveURL(/\/data-recharge$/);
});

test('a second SIM added by activation login keeps the first SIM’s screens in the menu (en)', async ({ page, request, api }) => {
  const t = texts('en');
  const first = await activeCustomer(request, api, 'physical_sim');
  const second = await api.mintSim('linksfield_esim');
  await page.goto(`/landingPage?ac=${second.activation_code}`);
  await page.getByRole('link', { name: t.auth.landing.addToAccount }).click();
  await page.getByLabel(t.auth.fields.email, { exact: true }).fill(first.email);
  await page.getByLabel(t.auth.fields.password, { exact: true }).fill(first.password);
  await page.getByRole('button', { name: t.auth.activationLogin.submit }).click();
  await expect(page).toHaveURL(/\/step2$/);
  const m = t.common.menu;
  expect(await menuLinks(page, t)).toEqual([
    m.initialSettings,
    m.topPage,
    m.userInformation,
    m.lineList,
    m.dataRecharge,
    m.usePeriodExtension,
    m.orderHistory,
    m.fiveG,
    m.alertSettings,
    m.apnConfiguration,
    m.faq,
    m.customerSupport,
    m.logout,
  ]);
});

/**
 * No network: the browser's offline mode, and every request refused outright (the worker's too), so
 * that what the page sees does not hang on how one Chromium version emulates offline: some keep
 * `navigator.onLine` true in a document loaded after the switch.
 */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

test.describe('linksfield eSIM offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ timeout: 180_000 });

  test('login keeps only APN copies that exist, and the Android APN steps open offline from eSIM settings (vi)', async ({
    page,
    context,
  }) => {
    const t = texts('vi');
    const missing: string[] = [];
    // The worker's own fetches too: every answer of the API to this context.
    context.on('response', (res) => {
      if (res.url().includes('/api/') && res.status() === 404) missing.push(res.url());
    });
    await page.goto('/landingPage?lng=vi');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await logIn(page, t, 'lf@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/topPage/);
    // Five languages × (Android APN + FAQ): the copies the prefetch keeps.
    await expect
      .poll(async () => page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, OFFLINE_CACHES.content), {
        timeout: 90_000,
      })
      .toBeGreaterThanOrEqual(LANGS.length * 2);
    expect(missing).toEqual([]);

    await goOffline(context);
    await page.goto('/topPage');
    await openMenuAndChoose(page, t, t.common.menu.esimSettings);
    await expect(page).toHaveURL(/\/apn-configuration$/);
    await page.getByRole('region', { name: t.esim.pick.android }).getByRole('link', { name: t.esim.pick.androidApn }).click();
    await expect(page).toHaveURL(/\/esim-apn-android$/);
    await expect(page.getByRole('heading', { level: 1, name: t.apn.title.replace('{{device}}', t.apn.devices.android) })).toBeVisible();

    // The install page (QR code, activation code: never kept on the device) says it needs a
    // connection, at its own address; connected again, "Try again" opens it.
    await page.goBack();
    await expect(page).toHaveURL(/\/apn-configuration$/);
    await page
      .getByRole('region', { name: t.esim.pick.android })
      .getByRole('link', { name: t.esim.pick.otherScreen, exact: false })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: t.esim.needsConnection.title })).toBeVisible();
    await expect(page.getByText(t.esim.needsConnection.offline)).toBeVisible();
    await expect(page).toHaveURL(/\/apn-configuration\/2\/2$/);
    await context.unroute('**/*');
    await context.setOffline(false);
    await page.getByRole('button', { name: t.common.errors.tryAgainAction }).click();
    await expect(page.getByTestId('esim-qr')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: t.esim.needsConnection.title })).toHaveCount(0);
  });
});

/** The API refusing one kind of request with one of its codes, as the operator's API would. */
async function refuseWith(context: BrowserContext, path: RegExp, status: number, code: string, message: string) {
  await context.unrouteAll();
  await context.route(
    (url) => path.test(url.pathname),
    (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ code, message }) }),
  );
}

test('spec §8: APN and eSIM data the API does not have, or not yet, is "page not found" (en)', async ({ page, context }) => {
  const t = texts('en');
  const notFound = page.getByRole('heading', { level: 1, name: t.common.status.notFoundTitle });
  // A sonet eSIM has no APN steps (E0021) and no installation steps (E0020) for a computer: the API
  // says so. (The APN pages of every SIM type, prepaid's included, load through the same loader.)
  await logIn(page, t, 'esims@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/topPage$/);
  await page.goto('/apn-configuration/3');
  await expect(notFound).toBeVisible();
  await page.goto('/apn-configuration/3/1');
  await expect(notFound).toBeVisible();

  // An astro eSIM whose code is not issued yet (E0026), or not to be had (E0020).
  await page.goto('/logout');
  await page.waitForURL(/\/login$/);
  await logIn(page, t, 'esima@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/topPage$/);
  for (const code of ['E0026', 'E0020']) {
    await refuseWith(context, /\/apn\/esim\/activation_code$/, 404, code, 'eSIM configuration not found for this SIM.');
    await page.goto('/apn-configuration/1/1');
    await expect(notFound, code).toBeVisible();
  }
});

test('eSIM set-up: step 3 before step 2 goes to step 2; "Go to top page" that cannot finish says so where it is (en)', async ({
  page,
  api,
  request,
  context,
}) => {
  const t = texts('en');
  const sim = await api.mintSim('astro_esim');
  const who = { email: uniqueEmail('astro-top'), password: 'pass-word1' };
  await registerThroughApi(request, {
    ...who,
    activation_code: sim.activation_code,
    full_name: 'Lin Mei',
    purpose_of_use: 'travel',
    nationality: 'TW',
    gender: 'female',
    date_of_birth: '1993-07-08',
    affiliation: '',
    agree_privacy: true,
    agree_terms: true,
    agree_notice: true,
  });
  await logIn(page, t, who.email, who.password);
  await expect(page).toHaveURL(/\/step2$/);
  // Spec §4: the configuration steps wait until step 2 is done.
  for (const path of ['/step3', '/step3/1']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/step2$/);
  }

  await page.getByLabel(t.onboarding.esimIssue.agree).check();
  await page.getByRole('button', { name: t.onboarding.esimIssue.submit }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.onboarding.esimIssue.issue }).click();
  await expect(page.getByRole('status').filter({ hasText: t.onboarding.notification.ready })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: t.onboarding.notification.toSettings }).click();
  await page
    .getByRole('region', { name: t.esim.pick.iphone })
    .getByRole('link', { name: new RegExp(t.esim.pick.samePhone) })
    .click();
  await expect(page).toHaveURL(/\/apn-config\/1\/1$/);

  // Registration complete fails on the server: spec §8's eSIM words, focused, no uncaught rejection.
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await refuseWith(context, /\/prepaid_users\/reg_complete$/, 500, 'E0500', 'An unexpected error occurred on the server');
  await page.getByRole('button', { name: t.esim.goToTop }).click();
  await expect(page.getByRole('alert')).toHaveText(t.common.errors.somethingWentWrong);
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page).toHaveURL(/\/apn-config\/1\/1$/);
  expect(uncaught).toEqual([]);

  await context.unrouteAll();
  await page.getByRole('button', { name: t.esim.goToTop }).click();
  await expect(page).toHaveURL(/\/topPage$/);
});

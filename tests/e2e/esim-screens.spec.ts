// Screens that no longer apply, the menu beside a second SIM in set-up, the
// offline copies an astro/LF login fetches and the offline way to the Android APN steps.
import type { BrowserContext, Page } from '@playwright/test';
import { OFFLINE_CACHES } from '@/contract/offline';
import { test, expect } from './fixtures';
import { DEMO_PASSWORD, LANGS, texts } from './locale';
import { logIn, openMenuAndChoose } from './flows';
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

import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { texts, type Texts } from './locale';
import { logIn, openMenuAndChoose } from './flows';
import { activeCustomer } from './customers';
import { chooseMethod, dataOrders, purchaseFirstPlan, totalGb, gbOf } from './purchase';
import { approveAndReturn, declineAndReturn, GATEWAY, gatewayDecides, gatewayOrigin } from './gateway';

/**
 * Money as customers meet it: the payments API 6 s away (a roaming traveller), and a
 * browser that refuses every new tab as a popup blocker may (window.open → null) or one that lets
 * tabs open. Service workers are blocked (the config's default) so the delay applies. Every journey
 * ends with one paid order per purchase, one top-up each, one receipt each, and the screen the
 * customer is on showing "paid" without a reload.
 */
const t = texts('en');
const DELAY_MS = 6000;

/** The two calls that used to run before window.open: the final purchase and "make payment". */
async function slowPayments(context: BrowserContext) {
  await context.route(
    (url) => /^\/api\/[a-z]{2}\/payments(\/confirm)?$/.test(url.pathname),
    async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
      await route.continue();
    },
  );
}

async function refuseTabs(context: BrowserContext) {
  await context.addInitScript(() => {
    window.open = () => null;
  });
}

/** The receipts the API sent for this customer's orders. */
async function receipts(request: APIRequestContext, email: string) {
  const res = await request.get('/api/sandbox/mail', { params: { to: email } });
  return ((await res.json()) as { subject: string }[]).filter((m) => /^Payment received/.test(m.subject));
}

/** Back from the gateway (its return URL): the completed screen of that order says it is paid. */
async function completedShowsPaid(page: Page) {
  await expect(page).toHaveURL(/\/ordercompleted\?paymentId=/);
  await expect(page.getByText(t.payment.completed.paid)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(t.payment.completed.awaiting)).toHaveCount(0);
}

const MODES = [
  { name: 'tabs refused', block: true, history: 'ordercompleted' },
  { name: 'tabs allowed', block: false, history: 'order-history' },
] as const;

for (const mode of MODES) {
  test.describe(`payments 6 s away, ${mode.name}`, () => {
    test.beforeEach(async ({ context }) => {
      test.setTimeout(120_000);
      await slowPayments(context);
      if (mode.block) await refuseTabs(context);
    });

    for (const method of ['alipay', 'wechat', 'unionpay'] as const) {
      test(`${method}: paid from the verify screen, then from the history (${mode.history})`, async ({ page, request, api, context }) => {
        const who = await activeCustomer(request, api);
        await logIn(page, t, who.email, who.password);
        await expect(page).toHaveURL(/\/topPage$/);
        const before = await totalGb(page);
        const tabs = context.pages().length;

        // From the verify screen: the wallet's own page in this tab, approve, back to the order, paid.
        const gb = gbOf(await purchaseFirstPlan(page, t, '/data-recharge'));
        await chooseMethod(page, t, method);
        await page.getByRole('button', { name: t.payment.purchase }).click();
        await approveAndReturn(page, request);
        await completedShowsPaid(page);

        // Declined first (the wallet's way back leads to the order, unpaid), then paid from the history.
        await purchaseFirstPlan(page, t, '/data-recharge');
        await chooseMethod(page, t, method);
        await page.getByRole('button', { name: t.payment.purchase }).click();
        await declineAndReturn(page, request);
        await expect(page.getByText(t.payment.completed.awaiting)).toBeVisible();
        if (mode.history === 'order-history') await page.goto('/order-history/data-recharge-history');
        const history = page.getByRole('region', { name: mode.history === 'ordercompleted' ? t.orders.dataHistory : t.orders.listTitle });
        await history.getByRole('button', { name: t.orders.pay, exact: false }).click();
        await approveAndReturn(page, request);
        await completedShowsPaid(page);

        expect(context.pages()).toHaveLength(tabs);
        expect((await dataOrders(request, who)).map((o) => o.status)).toEqual(['paid', 'paid']);
        expect(await totalGb(page)).toBeCloseTo(before + 2 * gb, 2);
        expect(await receipts(request, who.email)).toHaveLength(2);
      });
    }

    test(`store slip: paid at the store after the verify screen, then from the history (${mode.history})`, async ({
      page,
      request,
      api,
    }) => {
      const who = await activeCustomer(request, api);
      await logIn(page, t, who.email, who.password);
      await expect(page).toHaveURL(/\/topPage$/);
      const before = await totalGb(page);

      const gb = gbOf(await purchaseFirstPlan(page, t, '/data-recharge'));
      await chooseMethod(page, t, 'smartpit');
      await page.getByRole('button', { name: t.payment.purchase }).click();
      await expect(page).toHaveURL(/\/ordercompleted\?paymentId=/, { timeout: 20_000 });
      await expect(page.getByText(t.payment.completed.smartpit)).toBeVisible();
      // The customer pays at the store; the screen they left open turns to paid by itself.
      const [first] = await dataOrders(request, who);
      const paid = await request.post(`${await gatewayOrigin(request)}/smartpit/${first!.id}/decision`, {
        form: { decision: 'approve' },
        maxRedirects: 0,
      });
      expect(paid.status()).toBe(303);
      await expect(page.getByText(t.payment.completed.paid)).toBeVisible({ timeout: 15_000 });

      await purchaseFirstPlan(page, t, '/data-recharge');
      await chooseMethod(page, t, 'smartpit');
      await page.getByRole('button', { name: t.payment.purchase }).click();
      await expect(page).toHaveURL(/\/ordercompleted\?paymentId=/, { timeout: 20_000 });
      if (mode.history === 'order-history') await page.goto('/order-history/data-recharge-history');
      const history = page.getByRole('region', { name: mode.history === 'ordercompleted' ? t.orders.dataHistory : t.orders.listTitle });
      await history.getByRole('button', { name: t.orders.pay, exact: false }).click();
      // The slip itself, top level in this tab; paid at the store, back to the order.
      await gatewayDecides(page, request, GATEWAY.storePays);
      await completedShowsPaid(page);

      expect((await dataOrders(request, who)).map((o) => o.status)).toEqual(['paid', 'paid']);
      expect(await totalGb(page)).toBeCloseTo(before + 2 * gb, 2);
      expect(await receipts(request, who.email)).toHaveLength(2);
    });
  });
}

/** Slow 3G as Chrome DevTools defines it, after the app has loaded. */
async function slow3g(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 2000,
    downloadThroughput: ((500 * 1024) / 8) * 0.8,
    uploadThroughput: ((500 * 1024) / 8) * 0.8,
  });
}

test('Slow 3G: a double tap, a triple tap and Back + Purchase make one order; abandoned before choosing how to pay, it is no debt', async ({
  page,
  request,
  api,
}) => {
  test.setTimeout(120_000);
  const who = await activeCustomer(request, api);
  await logIn(page, t, who.email, who.password);
  await expect(page).toHaveURL(/\/topPage$/);
  await page.goto('/payment'); // loads the next screen's code once, as a returning customer has it
  await page.goto('/data-recharge');
  await slow3g(page);
  const purchase = page.getByRole('button', { name: t.recharge.purchase });
  await page.locator('label:has(input[type=radio])').first().click();
  await purchase.dblclick();
  await purchase.click({ force: true, timeout: 2000 }).catch(() => undefined);
  await expect(page).toHaveURL(/\/payment\?paymentId=/, { timeout: 30_000 });
  const first = await page.evaluate(() => new URL(location.href).searchParams.get('paymentId'));
  await page.goBack();
  await expect(page).toHaveURL(/\/data-recharge$/);
  await page.locator('label:has(input[type=radio])').first().click();
  await purchase.click({ clickCount: 3 });
  await expect(page).toHaveURL(/\/payment\?paymentId=/, { timeout: 30_000 });
  // Back + Purchase again is the same order (decision 0023).
  expect(await page.evaluate(() => new URL(location.href).searchParams.get('paymentId'))).toBe(first);
  await page.goBack();

  // Never told how it would be paid: not an "Unpaid" order offering only Cancel (decision 0051).
  const list = page.getByRole('region', { name: t.orders.dataHistory });
  await expect(list.getByText('No Data Available')).toBeVisible({ timeout: 30_000 });
  await expect(list.getByText(t.orders.unpaid, { exact: true })).toHaveCount(0);
  expect(await dataOrders(request, who)).toHaveLength(0);

  // Purchase once more and choose how to pay: still that one order, now in the history.
  await page.locator('label:has(input[type=radio])').first().click();
  await purchase.click();
  await expect(page).toHaveURL(/\/payment\?paymentId=/, { timeout: 30_000 });
  await chooseMethod(page, t, 'smartpit');
  const orders = await dataOrders(request, who);
  expect(orders.map((o) => o.id)).toEqual([first]);
});

test.describe('in Vietnamese', () => {
  test.use({ locale: 'vi-VN' });
  test("a failed purchase reads in Vietnamese, not in the server's English", async ({ page, request, api }) => {
    const vi: Texts = texts('vi');
    const who = await activeCustomer(request, api);
    await logIn(page, vi, who.email, who.password);
    await expect(page).toHaveURL(/\/topPage$/);
    await purchaseFirstPlan(page, vi, '/data-recharge');
    await chooseMethod(page, vi, 'alipay');
    // Meanwhile the order is cancelled (another device): the final purchase is refused.
    const login = await request.post('/api/en/auth/login', { data: { email: who.email, password: who.password } });
    const { access_token } = (await login.json()) as { access_token: string };
    const [order] = await dataOrders(request, who);
    const cancelled = await request.post('/api/en/payments/cancel', {
      data: { payment_id: order!.id },
      headers: { Authorization: `Bearer ${access_token}` },
    });
    expect(cancelled.ok()).toBe(true);
    await page.getByRole('button', { name: vi.payment.purchase }).click();
    const alert = page.getByRole('alert').filter({ hasText: vi.payment.finalErrors.NotFound });
    await expect(alert).toHaveText(`${vi.payment.finalErrors.NotFound}: ${vi.common.apiErrors.E0010}`);
    await expect(page.locator('main')).not.toContainText(/\b(the|not found|order|please|error)\b/i);
  });
});

test('a 401 signs customer A out; B signs in in the same tab and sees nothing of A', async ({ page, request, api, context }) => {
  const a = await activeCustomer(request, api);
  const b = await activeCustomer(request, api);
  await logIn(page, t, a.email, a.password);
  await expect(page).toHaveURL(/\/topPage$/);
  await openMenuAndChoose(page, t, t.common.menu.userInformation);
  await expect(page.getByText(a.email)).toBeVisible();

  // A's session is refused (revoked elsewhere): the API answers the next read with 401 once.
  let refused = false;
  await context.route(/\/api\/[a-z]{2}\//, async (route) => {
    if (refused || route.request().method() !== 'GET') return route.fallback();
    refused = true;
    await route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'E0012', message: 'The access token is invalid.' }),
    });
  });
  await page.getByRole('button', { name: t.common.shell.openMenu }).click();
  await page
    .getByRole('dialog', { name: t.common.shell.menu })
    .getByRole('link', { name: t.common.menu.dataRecharge, exact: true })
    .click();
  await expect(page).toHaveURL(/\/login$/);

  // B signs in on that same page, no reload: B's own answers come late, so whatever shows
  // meanwhile can only come from what the tab kept of A.
  await context.route(/\/api\/[a-z]{2}\/(prepaid_users\/profile|cards\/list)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.fallback();
  });
  await page.getByLabel(t.auth.fields.email, { exact: true }).fill(b.email);
  await page.getByLabel(t.auth.fields.password, { exact: true }).fill(b.password);
  await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/topPage$/);
  await openMenuAndChoose(page, t, t.common.menu.userInformation);
  await expect(page).toHaveURL(/\/user-information$/);
  for (let i = 0; i < 4; i++) {
    await expect(page.getByText(a.email)).toHaveCount(0);
    await page.waitForTimeout(500);
  }
  await expect(page.getByText(b.email)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(a.email)).toHaveCount(0);
});

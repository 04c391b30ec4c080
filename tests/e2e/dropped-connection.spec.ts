import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO_PASSWORD, texts } from './locale';
import { logIn, openMenuAndChoose } from './flows';
import { activeCustomer } from './customers';
import { CARD_OK, chooseMethod, dataOrders, fillCard, gbOf, purchaseFirstPlan, totalGb } from './purchase';
import { approveAndReturn, onGatewayPage } from './gateway';

/**
 * The connection drops in the middle of paying. The money steps (Purchase, the final Purchase, Pay)
 * stay where the customer is, with the order in the address, and say what is known about the money
 * (decision 0125): nothing charged, or "check the order" when a card may have been; a reload once the
 * server answers again shows the order as it stands, and trying again pays the order once — never a
 * second order, charge or top-up. Two ways to lose it: the request never reaches the API, or the API
 * did the work and the answer is lost on the way back (the harder case: the customer cannot know it
 * went through). The purchase itself, which makes the order, is retried with its Idempotency-Key
 * (decision 0018): one order.
 */
const t = texts('en');
const LOSSES = [
  { name: 'before it reaches the API', reachesServer: false },
  { name: 'after the API acted (the answer is lost)', reachesServer: true },
] as const;

/** Drops the next POST to that API path; later ones go through. */
async function dropNext(page: Page, path: string, reachesServer: boolean) {
  let dropped = false;
  let lostAnswer: unknown;
  await page.context().route(
    (url) => new RegExp(`^/api/[a-z]{2}/${path}$`).test(url.pathname),
    async (route) => {
      if (dropped || route.request().method() !== 'POST') return route.fallback();
      dropped = true;
      if (reachesServer) lostAnswer = await (await route.fetch()).json();
      await route.abort('connectionreset');
    },
  );
  return { wasDropped: () => dropped, lostAnswer: () => lostAnswer as { payment_id?: string } | undefined };
}

const lostAnswer = (drop: { lostAnswer: () => { payment_id?: string } | undefined }) => {
  const body = drop.lostAnswer();
  return body && { payment_id: body.payment_id };
};

/** The step stays on its screen (same address), its message focused: what is known about the money. */
async function expectSaidInPlace(page: Page, at: RegExp, text: string) {
  const said = page.getByRole('alert').filter({ hasText: text });
  await expect(said).toBeFocused();
  await expect(page).toHaveURL(at);
  return said;
}
const NOTHING_CHARGED = 'We could not reach our server. Nothing has been charged. Please try again once the connection is back.';
const MAY_HAVE_CHARGED =
  'We could not reach our server, so we cannot tell yet whether this payment went through. An order is never charged twice: check it before you try again.';

for (const loss of LOSSES) {
  test(`purchase: choosing the plan loses its connection ${loss.name}: nothing charged, said in place; Purchase again makes one order, paid once`, async ({
    page,
    request,
    api,
  }) => {
    const who = await activeCustomer(request, api);
    await logIn(page, t, who.email, who.password);
    await expect(page).toHaveURL(/\/topPage$/);
    const before = await totalGb(page);
    await page.goto('/data-recharge');
    const plan = page.locator('label:has(input[type=radio])').first();
    const gb = gbOf((await plan.textContent())!);

    const drop = await dropNext(page, 'plans/recharge', loss.reachesServer);
    await plan.click();
    await page.getByRole('button', { name: t.recharge.purchase }).click();
    await expectSaidInPlace(page, /\/data-recharge$/, NOTHING_CHARGED);
    expect(drop.wasDropped()).toBe(true);
    // The API made the order only if the request reached it; the customer cannot tell which. Either
    // way the history shows nothing: an order without a payment method is a draft (decision 0051).
    expect(loss.reachesServer ? lostAnswer(drop) : undefined).toEqual(loss.reachesServer ? { payment_id: expect.any(String) } : undefined);
    expect(await dataOrders(request, who)).toEqual([]);

    await plan.click();
    const retried = page.waitForResponse((r) => r.request().method() === 'POST' && /\/plans\/recharge$/.test(new URL(r.url()).pathname));
    await page.getByRole('button', { name: t.recharge.purchase }).click();
    // The retry carries the same Idempotency-Key: the API answers with the order the lost answer named.
    const again = (await (await retried).json()) as { payment_id: string };
    if (loss.reachesServer) expect(again.payment_id).toBe(lostAnswer(drop)!.payment_id);
    await expect(page).toHaveURL(/\/payment\?paymentId=/);
    await fillCard(page, t, CARD_OK);
    await page.getByRole('button', { name: t.payment.register }).first().click();
    await expect(page).toHaveURL(/\/payment-verify\?paymentId=/);
    await page.getByRole('button', { name: t.payment.purchase }).click();
    await expect(page).toHaveURL(/\/ordercompleted\?paymentId=/);
    await expect(page.getByText(t.payment.completed.paid)).toBeVisible();

    // One order for the purchase (the lost answer's, now paid), one top-up.
    expect((await dataOrders(request, who)).map((o) => o.status)).toEqual(['paid']);
    expect(await totalGb(page)).toBeCloseTo(before + gb, 2);
  });

  test(`card: the final confirmation loses its connection ${loss.name}: "check the order", said in place; a reload shows the order as it stands, paid once`, async ({
    page,
    request,
    api,
  }) => {
    const who = await activeCustomer(request, api);
    await logIn(page, t, who.email, who.password);
    await expect(page).toHaveURL(/\/topPage$/);
    const before = await totalGb(page);
    const gb = gbOf(await purchaseFirstPlan(page, t, '/data-recharge'));
    await fillCard(page, t, CARD_OK);
    await page.getByRole('button', { name: t.payment.register }).first().click();
    await expect(page).toHaveURL(/\/payment-verify\?paymentId=/);
    const orderNumber = (await page.getByText(/^PP\d{14}$/).textContent())!;

    const paymentId = new URL(page.url()).searchParams.get('paymentId')!;
    const drop = await dropNext(page, 'payments/confirm', loss.reachesServer);
    await page.getByRole('button', { name: t.payment.purchase }).click();
    const said = await expectSaidInPlace(page, /\/payment-verify\?paymentId=/, MAY_HAVE_CHARGED);
    expect(drop.wasDropped()).toBe(true);
    await expect(said.getByRole('link', { name: t.common.money.checkOrder })).toHaveAttribute(
      'href',
      `/ordercompleted?paymentId=${paymentId}`,
    );
    // The address kept the order: a reload shows it as it stands, paid or still to confirm.
    await page.reload();
    await expect(page.getByText(orderNumber)).toBeVisible();
    if (loss.reachesServer) {
      await expect(page.getByText(t.payment.completed.paid)).toBeVisible();
      await expect(page.getByRole('button', { name: t.payment.purchase })).toHaveCount(0);
      await page.getByRole('link', { name: t.payment.external.toOrder }).click();
    } else {
      await page.getByRole('button', { name: t.payment.purchase }).click();
    }
    await expect(page).toHaveURL(/\/ordercompleted\?paymentId=/);
    await expect(page.getByText(t.payment.completed.paid)).toBeVisible();

    // One order, paid once: one top-up, one receipt.
    expect(await totalGb(page)).toBeCloseTo(before + gb, 2);
    const orders = await dataOrders(request, who);
    expect(orders.map((o) => o.status)).toEqual(['paid']);
    const receipts = (await api.mail(who.email)).filter((mail) => mail.text.includes(orderNumber));
    expect(receipts).toHaveLength(1);
  });

  test(`wallet: Pay in the order history loses its connection ${loss.name}: nothing charged, said in place; Pay again pays the one order once`, async ({
    page,
    request,
    api,
  }) => {
    const who = await activeCustomer(request, api);
    await logIn(page, t, who.email, who.password);
    await expect(page).toHaveURL(/\/topPage$/);
    const before = await totalGb(page);
    const gb = gbOf(await purchaseFirstPlan(page, t, '/data-recharge'));
    await chooseMethod(page, t, 'alipay');
    // The purchase takes the customer to the wallet in this tab (decision 0059); they leave without paying.
    await page.getByRole('button', { name: t.payment.purchase }).click();
    await onGatewayPage(page, request);

    await page.goto('/data-recharge');
    const history = page.getByRole('region', { name: t.orders.dataHistory });
    await expect(history.getByText(t.orders.unpaid, { exact: true })).toHaveCount(1);
    const drop = await dropNext(page, 'payments', loss.reachesServer);
    await history.getByRole('button', { name: t.orders.pay, exact: false }).click();
    // A wallet is paid on its own page, which never opened: nothing was charged.
    await expectSaidInPlace(page, /\/data-recharge$/, NOTHING_CHARGED);
    expect(drop.wasDropped()).toBe(true);
    await expect(history.getByText(t.orders.unpaid, { exact: true })).toHaveCount(1);

    await history.getByRole('button', { name: t.orders.pay, exact: false }).click();
    await approveAndReturn(page, request);
    await expect(page.getByText(t.payment.completed.paid)).toBeVisible({ timeout: 15_000 });

    expect(await totalGb(page)).toBeCloseTo(before + gb, 2);
    const orders = await dataOrders(request, who);
    expect(orders.map((o) => o.status)).toEqual(['paid']);
  });
}

test('a screen whose parallel loads all fail leaves one /networkerror behind: one Back returns to it, working again', async ({
  page,
  context,
}) => {
  await logIn(page, t, 'prepaid@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/topPage$/);
  await page.goto('/line-list');
  await expect(page.getByRole('heading', { level: 1, name: t.lines.title })).toBeVisible();
  // Data recharge loads its plans and its order history together: both fail. (Not the top page: with
  // a last-known state it shows that "as of" instead of /networkerror, decision 0017.)
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await openMenuAndChoose(page, t, t.common.menu.dataRecharge);
  await expect(page).toHaveURL(/\/networkerror$/);
  await context.unroute('**/api/**');
  await page.getByRole('button', { name: t.common.actions.back }).click();
  await expect(page).toHaveURL(/\/data-recharge$/);
  await expect(page.getByRole('heading', { level: 1, name: t.recharge.dataTitle })).toBeVisible();
});

import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';
import { texts } from './locale';
import { logIn } from './flows';
import { activeCustomer } from './customers';
import { fillCard, purchaseFirstPlan } from './purchase';

/**
 * A new customer's card payments as they meet them on a 320 px phone in Vietnamese, with the popup
 * blocker on (decisions 0125–0128): a card the card company declines when it is charged, a card that
 * fails 3-D Secure, another card registered and then left at the verify step, paid later from the
 * history; the automatic top-up screen; and /payment-external opened without an order. Every
 * Vietnamese text below is written here by hand.
 */
const vi = texts('vi');
const CARD_DECLINED_AT_CHARGE = '4000000000000341';
const CARD_3DS_FAILS = '4000000000009995';
const CARD_OK = '4111111111111111';

const DECLINED =
  'Ngân hàng phát hành thẻ đã từ chối khoản thanh toán này. Bạn chưa bị trừ tiền. Vui lòng dùng thẻ khác hoặc chọn phương thức thanh toán khác.';
const SAVED_CARD_STAYS =
  'Thẻ đã lưu vẫn được giữ lại, và nếu bạn đang bật tự động nạp dữ liệu, thẻ này vẫn sẽ được dùng để thanh toán. Bạn có thể đổi hoặc xóa thẻ ở màn hình tiếp theo.';
const ANOTHER_WAY = 'Chọn thẻ hoặc phương thức thanh toán khác';
const AUTH_FAILED =
  'Xác thực không thành công: ngân hàng phát hành thẻ không xác nhận được bạn là chủ thẻ (3-D Secure). Bạn chưa bị trừ tiền. Vui lòng thử lại và hoàn tất bước xác thực của ngân hàng, hoặc dùng thẻ hay phương thức thanh toán khác.';
const TOP_UP_NOTE =
  'Nếu công ty thẻ từ chối một khoản thanh toán, thẻ vẫn được lưu và tính năng tự động nạp vẫn tiếp tục dùng thẻ đó: để đổi thẻ, hãy thanh toán một lần bằng thẻ khác và đánh dấu “Lưu thẻ này cho lần sau”.';

/** The lines the browser drew an element's text on. */
const linesOf = (element: Locator) =>
  element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
  });

test.use({ locale: 'vi-VN', viewport: { width: 320, height: 700 } });

test('vi, 320 px, popups blocked: a charge declined by the card company, 3-D Secure, a card order paid from the history', async ({
  page,
  request,
  api,
  context,
}) => {
  test.setTimeout(120_000);
  await context.addInitScript(() => {
    window.open = () => null;
  });
  const who = await activeCustomer(request, api);
  await logIn(page, vi, who.email, who.password);
  await expect(page).toHaveURL(/\/topPage$/, { timeout: 30_000 });

  // Saving the card is the customer's choice: automatic top-up charges a saved card without asking.
  await purchaseFirstPlan(page, vi, '/data-recharge');
  const paymentId = new URL(page.url()).searchParams.get('paymentId')!;
  await fillCard(page, vi, CARD_DECLINED_AT_CHARGE);
  const save = page.getByLabel(vi.payment.card.save);
  await expect(save).not.toBeChecked();
  await save.check();
  await page.getByRole('button', { name: vi.payment.register }).first().click();
  await expect(page).toHaveURL(/\/payment-verify\?paymentId=/);
  // The order's details, its number among them, each on one line at 320 px.
  await expect(page.getByText(/^PP\d{14}$/)).toBeVisible();
  for (const value of await page.getByRole('main').locator('dd').all()) expect(await linesOf(value), await value.innerText()).toBe(1);

  // The card company declines the charge: its refusal, not "invalid data", focused, with the way on.
  await page.getByRole('button', { name: vi.payment.purchase }).press('Enter');
  const declined = page.getByRole('alert').filter({ hasText: DECLINED });
  await expect(declined).toBeFocused();
  await expect(declined).toContainText(SAVED_CARD_STAYS);
  await expect(page.getByRole('main')).not.toContainText('Dữ liệu không hợp lệ');
  await declined.getByRole('link', { name: ANOTHER_WAY }).click();
  await expect(page).toHaveURL(`/payment?paymentId=${paymentId}`);

  // The declined card stays saved, each of its details on one line at 320 px.
  const cardRegion = page.getByRole('region', { name: vi.payment.methods.credit_card });
  await expect(cardRegion.getByText('Visa **** 0341', { exact: true })).toBeVisible();
  for (const value of await cardRegion.locator('dd').all()) expect(await linesOf(value), await value.innerText()).toBe(1);

  // Another card: first one that fails 3-D Secure (what to do next is said), then a good one, not saved.
  await cardRegion.getByRole('button', { name: vi.payment.card.change }).click();
  await fillCard(page, vi, CARD_3DS_FAILS);
  await page.getByRole('button', { name: vi.payment.register }).first().press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: AUTH_FAILED })).toBeFocused();
  await page.getByLabel(vi.payment.card.number).fill(CARD_OK);
  await expect(page.getByLabel(vi.payment.card.save)).not.toBeChecked();
  await page.getByRole('button', { name: vi.payment.register }).first().click();
  await expect(page).toHaveURL(/\/payment-verify\?paymentId=/);

  // Left at the verify step: the unpaid card order is paid from the history like any other.
  await page.goto('/data-recharge');
  const history = page.getByRole('region', { name: vi.orders.dataHistory });
  const order = history.getByRole('listitem').filter({ hasText: vi.orders.unpaid });
  await expect(order).toContainText(vi.orders.methods.credit_card);
  await order.getByRole('button', { name: vi.orders.pay, exact: false }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Thanh toán thành công$/ })).toBeVisible();
  await expect(history.getByRole('status').filter({ hasText: /^Đơn hàng .+ đã được thanh toán\.$/ })).toBeFocused();
  await expect(history.getByText(vi.orders.unpaid, { exact: true })).toHaveCount(0);
  await history.locator('details > summary').first().click();
  await expect(
    history.getByRole('link', { name: /^Biên lai \(in hoặc PDF\) cho .+, đặt ngày \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/ }),
  ).toBeVisible();

  // The automatic top-up screen says what a declined saved card means.
  await page.goto('/auto-top-up');
  await expect(page.getByText(TOP_UP_NOTE)).toBeVisible();

  // Spec §2: /payment-external with no stored wallet page or slip goes to /unauth.
  for (const path of ['/payment-external', `/payment-external?paymentId=${paymentId}`]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/unauth$/);
  }
});

import type { APIRequestContext } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { test, expect, describeViolations } from './fixtures';
import { activeCustomer } from './customers';
import { texts } from './locale';

/** A paid card order made through the API as the portal makes it (plan, token, 3-D Secure, method, confirm). */
async function paidOrder(request: APIRequestContext, who: { email: string; password: string; scId: number }) {
  const login = await request.post('/api/ja/auth/login', { data: { email: who.email, password: who.password } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const order = await request.post('/api/ja/plans/recharge', { headers, data: { id: who.scId, plan_id: 103 } });
  const { payment_id } = (await order.json()) as { payment_id: string };
  const card = { aid: '000001', cn: '4111111111111111', ed: '3012', fn: 'NAM', ln: 'LE', cvv: '123' };
  const { tkn } = (await (await request.post('/api/sandbox/provider/tokens', { data: card })).json()) as { tkn: string };
  await request.post('/api/sandbox/provider/3ds', { data: { tkn, aid: '000001', am: 0, tx: 0, sf: 0 } });
  for (const [path, data] of [
    ['payments/reg_payment', { tkn, payment_method: 0, credit: false, payment_id }],
    ['payments/confirm', { payment_id }],
  ] as const) {
    const res = await request.post(`/api/ja/${path}`, { headers, data });
    expect(res.ok(), `${path} ${await res.text()}`).toBe(true);
  }
  return payment_id;
}

test('a receipt from the mail link: addressee, PDF as text, print counted as a re-issue, both languages, axe clean', async ({
  page,
  request,
  api,
  axe,
}) => {
  const ja = texts('ja');
  const en = texts('en');
  const who = await activeCustomer(request, api);
  const paymentId = await paidOrder(request, who);
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });

  // The receipt mail's link, opened signed out: the sign-in returns to it.
  const mail = await api.waitForMail(who.email, (m) => m.text.includes('/order-history/receipt/'));
  const link = /https?:\/\/\S+\/order-history\/receipt\/\S+/.exec(mail.text)![0];
  expect(link).toContain(`/order-history/receipt/${paymentId}?lng=ja`);
  await page.goto(new URL(link).pathname + new URL(link).search);
  // The login form at once (the reader of a receipt mail has an account), in the mail's language.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.auth.login.title })).toBeVisible();
  await page.getByLabel(ja.auth.fields.email, { exact: true }).fill(who.email);
  await page.getByLabel(ja.auth.fields.password, { exact: true }).fill(who.password);
  await page.getByRole('button', { name: ja.auth.login.submit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/order-history/receipt/${paymentId}$`));
  await expect(page.getByRole('heading', { level: 1, name: ja.receipt.title })).toBeVisible();
  await expect(page.getByText(ja.receipt.firstNotice)).toBeVisible();
  // The printable page: no buyer named yet (上様, a simplified invoice), the seller, its number and the 10 % line.
  const jaSheet = page.getByRole('article');
  await expect(jaSheet.getByRole('heading', { name: '領収書（適格簡易請求書）' })).toBeVisible();
  for (const part of ['上様', 'サンプル通信株式会社', '登録番号 T1234567890123', '10%対象（税込）', 'うち消費税（10%）', '￥134'])
    await expect(jaSheet.getByText(part, { exact: true })).toBeVisible();
  expect(describeViolations(await axe(page)), 'receipt, ja').toBe('');

  // The PDF, to a company: text a reader can extract, the original (no 再発行).
  await page.getByLabel(ja.receipt.addressee).fill('株式会社テスト商事');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: ja.receipt.download }).click()]);
  expect(download.suggestedFilename()).toMatch(/^receipt-PP\d+\.pdf$/);
  const parser = new PDFParse({ data: new Uint8Array(await (await import('node:fs/promises')).readFile((await download.path())!)) });
  const text = (await parser.getText()).text;
  await parser.destroy();
  for (const part of [
    '領収書（適格請求書）',
    '株式会社テスト商事 様',
    'サンプル通信株式会社',
    '登録番号 T1234567890123',
    '10%対象（税込）',
    '￥1,480',
    '￥134',
  ])
    expect(text).toContain(part);
  expect(text).not.toContain('再発行');
  await expect(page.getByText(ja.receipt.downloaded)).toBeVisible();

  // Print, by keyboard: issued first (the second issue, so 再発行), then the browser's print dialog.
  await expect(page.getByText(ja.receipt.reissueNotice_other.replace('{{count}}', '1'))).toBeVisible();
  await page.getByRole('button', { name: ja.receipt.print }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article').getByText('再発行（1回目）')).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // Printed, the page is the receipt alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: ja.receipt.print })).toBeHidden();
  await expect(page.locator('.receipt-issued').getByText('株式会社テスト商事 様')).toBeVisible();
  await expect(page.getByText(ja.receipt.printHint)).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // In English the translation stands beside the Japanese, which stays the legal text.
  await page.goto(`/order-history/receipt/${paymentId}?lng=en`);
  await expect(page.getByRole('heading', { level: 1, name: en.receipt.title })).toBeVisible();
  const sheet = page.getByRole('article');
  await expect(sheet.getByText('領収書（適格請求書）')).toBeVisible();
  await expect(sheet.getByText('Receipt (Qualified invoice)')).toBeVisible();
  for (const part of [
    'サンプル通信株式会社',
    '登録番号 T1234567890123',
    'Registration number',
    '10%対象（税込）',
    'Subject to 10% (tax included)',
  ])
    await expect(sheet).toContainText(part);
  await expect(sheet.getByText('再発行（2回目）')).toBeVisible();
  expect(describeViolations(await axe(page)), 'receipt, en').toBe('');

  // Someone else's order: the API refuses it, the page shows no receipt.
  const stranger = await activeCustomer(request, api);
  const token = ((await (await request.post('/api/en/auth/login', { data: stranger })).json()) as { access_token: string }).access_token;
  const refused = await request.get(`/api/en/payments/receipt?id=${paymentId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect([refused.status(), ((await refused.json()) as { code: string }).code]).toEqual([404, 'E0010']);
});

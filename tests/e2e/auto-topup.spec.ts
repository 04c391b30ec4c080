import type { APIRequestContext } from '@playwright/test';
import { test, expect, describeViolations } from './fixtures';
import { texts, type Lang } from './locale';
import { logIn } from './flows';
import { activeCustomer } from './customers';

/**
 * Automatic top-up settings (docs/decisions/0110) as a customer meets them, at a phone's size: reached
 * from the data recharge screen, first without a saved card (where to save one), then with one: the
 * plan, its price tax included and the terms before agreeing, on, and off in one tap. Japanese, then
 * English; axe on every state; the English half by keyboard alone.
 */
async function saveCard(request: APIRequestContext, email: string, password: string) {
  // Each call on its own connection (Connection: close, in a context of its own): a kept-alive socket
  // the server closes after its idle timeout, picked up again on a busy machine, resets (ECONNRESET).
  const login = await (await request.post('/api/en/auth/login', { data: { email, password } })).json();
  const headers = { Authorization: `Bearer ${login.access_token}` };
  const ok = async (res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<any> => {
    if (!res.ok()) throw new Error(`${res.url()} ${res.status()} ${await res.text()}`);
    return res.json();
  };
  const { payment_id } = await ok(await request.post('/api/en/plans/recharge', { headers, data: { id: login.sc_id, plan_id: 101 } }));
  const card = { aid: '000001', cn: '4111111111111111', ed: '3012', fn: 'LE', ln: 'VAN NAM', cvv: '123' };
  const { tkn } = await ok(await request.post('/api/sandbox/provider/tokens', { data: card }));
  await ok(await request.post('/api/sandbox/provider/3ds', { data: { tkn, aid: '000001', am: 0, tx: 0, sf: 0 } }));
  await ok(await request.post('/api/en/payments/reg_payment', { headers, data: { tkn, payment_method: 0, credit: true, payment_id } }));
  await ok(await request.post('/api/en/payments/cancel', { headers, data: { payment_id } }));
}

test('automatic top-up: no card, then agree to the terms, on and off, in Japanese and English; axe clean', async ({
  page,
  request,
  api,
  axe,
  playwright,
  baseURL,
}) => {
  const scan = async (label: string) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(describeViolations(await axe(page)), label).toBe('');
  };
  const who = await activeCustomer(request, api);
  const ja = texts('ja' satisfies Lang);
  await page.goto('/login?lng=ja');
  await logIn(page, ja, who.email, who.password);
  await expect(page).toHaveURL(/\/topPage$/);

  await page.goto('/data-recharge');
  await page.getByRole('link', { name: ja.recharge.autoTopUpLink }).click();
  await expect(page).toHaveURL(/\/auto-top-up$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.autoTopUp.title })).toBeVisible();
  await expect(page.getByText(ja.autoTopUp.noCard)).toBeVisible();
  await expect(page.getByRole('link', { name: ja.autoTopUp.saveCardLink })).toHaveAttribute('href', '/data-recharge');
  await scan('ja, no saved card');

  const ownConnections = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { connection: 'close' } });
  await saveCard(ownConnections, who.email, who.password);
  await ownConnections.dispose();
  await page.reload();
  const turnOn = page.getByRole('button', { name: ja.autoTopUp.turnOn });
  await expect(turnOn).toBeDisabled(); // nothing is agreed to by default
  await page.getByRole('radio', { name: '10%' }).check();
  await page.getByRole('radio', { name: /3 GB/ }).check();
  const terms = page.getByRole('region', { name: ja.autoTopUp.termsTitle });
  // 3 GB for ¥1,480 tax included, at most 2 a month: ¥2,960 (by hand, from the plan table).
  await expect(terms).toContainText('10% を下回ると、3GB を ￥1,480（税込）で購入します');
  await expect(terms).toContainText('1か月の上限は ￥2,960');
  await expect(terms).toContainText('Visa **** 1111');
  await scan('ja, the form with the terms');
  await page.getByLabel(ja.autoTopUp.agree).check();
  await turnOn.click();
  const status = page.getByRole('status').filter({ hasText: ja.autoTopUp.onTitle });
  await expect(status).toContainText('3GB（￥1,480・税込）');
  await expect(status).toContainText('0 / 2 回');
  await scan('ja, on');
  await page.getByRole('button', { name: ja.autoTopUp.turnOff }).click();
  await expect(page.getByRole('button', { name: ja.autoTopUp.turnOn })).toBeVisible();

  // English, by keyboard only: the last choices are kept; agree with Space, then Tab to the button and Enter.
  const en = texts('en' satisfies Lang);
  await page.goto('/auto-top-up?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: en.autoTopUp.title })).toBeVisible();
  await expect(page.getByRole('radio', { name: '10 %' })).toBeChecked();
  await expect(page.getByRole('region', { name: en.autoTopUp.termsTitle })).toContainText('we buy 3 GB for ￥1,480 (tax included)');
  await scan('en, the form');
  await page.getByLabel(en.autoTopUp.agree).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: en.autoTopUp.turnOn })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: en.autoTopUp.onTitle })).toContainText('3 GB for ￥1,480 (tax included)');
  await scan('en, on');
  await page.getByRole('button', { name: en.autoTopUp.turnOff }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: en.autoTopUp.turnOn })).toBeVisible();

  // A notice's link names its SIM (?sim=): the screen opens for that SIM and the address drops the parameter.
  await page.goto(`/auto-top-up?sim=${who.scId}`);
  await expect(page).toHaveURL(/\/auto-top-up$/);
  await expect(page.getByRole('button', { name: en.autoTopUp.turnOn })).toBeVisible();

  // The same link from a failure mail, opened signed out: the landing page (spec §2), its login, then
  // back to the screen for that SIM.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/(landingPage|login)/);
  await page.goto(`/auto-top-up?sim=${who.scId}&lng=en`);
  await expect(page).toHaveURL(/\/landingPage$/);
  await page.getByRole('main').getByRole('link', { name: en.auth.landing.login, exact: true }).click();
  await page.getByLabel(en.auth.fields.email, { exact: true }).fill(who.email);
  await page.getByLabel(en.auth.fields.password, { exact: true }).fill(who.password);
  await page.getByRole('button', { name: en.auth.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/auto-top-up$/);
  await expect(page.getByRole('button', { name: en.autoTopUp.turnOn })).toBeVisible();
});

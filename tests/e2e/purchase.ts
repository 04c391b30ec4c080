import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import type { Texts } from './locale';
import * as v from 'valibot';
import { HistoryPage } from '@/contract';

/** Steps of the purchase flow (spec §2), as a customer takes them; shared by the payment specs. */
export const CARD_OK = '4111111111111111';

/** The data the top page says the SIM has in total ("of 12.5 GB"). */
export async function totalGb(page: Page) {
  await page.goto('/topPage');
  const text = (await page.getByText(/^of [\d.]+ GB$/).textContent())!;
  return Number(/([\d.]+)/.exec(text)![1]);
}

/** Chooses the first plan of a list and purchases it; returns the plan card's text. */
export async function purchaseFirstPlan(page: Page, t: Texts, path: '/data-recharge' | '/use-period-extension') {
  await page.goto(path);
  const purchase = page.getByRole('button', { name: t.recharge.purchase });
  // The screen's first load (plans, history): slow on a busy machine, which is no failure.
  await expect(purchase).toBeDisabled({ timeout: 30_000 });
  const plan = page.locator('label:has(input[type=radio])').first();
  const label = (await plan.textContent())!;
  await plan.click();
  await purchase.click();
  await expect(page).toHaveURL(/\/payment\?paymentId=/);
  return label;
}

export const gbOf = (planLabel: string) => Number(/([\d.]+)\s*GB/.exec(planLabel)![1]);

export async function fillCard(page: Page, t: Texts, number: string) {
  await page.getByLabel(t.payment.card.number).fill(number);
  await page.getByLabel(t.payment.card.expiry).fill('1230');
  await page.getByLabel(t.payment.card.securityCode).fill('123');
  await page.getByLabel(t.payment.card.holder).fill('le van nam');
}

export async function chooseMethod(page: Page, t: Texts, method: keyof Texts['payment']['methods']) {
  await page.getByRole('button', { name: t.payment.methods[method] }).click();
  await page.getByRole('region', { name: t.payment.methods[method] }).getByRole('button', { name: t.payment.register }).click();
  await expect(page).toHaveURL(/\/payment-verify\?paymentId=/);
}

/** Every order of the SIM's data-recharge history, as the API has them (all pages). */
export async function dataOrders(request: APIRequestContext, who: { email: string; password: string; scId: number }) {
  const login = await request.post('/api/en/auth/login', { data: { email: who.email, password: who.password } });
  const { access_token } = (await login.json()) as { access_token: string };
  const orders: HistoryPage['list'] = [];
  for (let page = 1; ; page++) {
    const res = await request.get('/api/en/plans/data_recharge_history', {
      params: { id: who.scId, page },
      headers: { Authorization: `Bearer ${access_token}` },
    });
    const body = v.parse(HistoryPage, await res.json());
    orders.push(...body.list);
    if (page >= body.total_pages) return orders;
  }
}

import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The sandbox gateway as customers meet it (decision 0059): the wallet's or the slip's own page, top
 * level in the tab they paid from, on another origin than the portal's, and back to the portal by
 * the return URL. Button names are the sandbox gateway's English page texts.
 */
export const GATEWAY = {
  approve: 'Approve payment',
  decline: 'Decline payment',
  storePays: 'Simulate payment at the store',
  letExpire: 'Let it expire',
  declined: 'Payment declined.',
  backToShop: 'Return to the shop (Prepaid SIM Portal)',
} as const;

/** Where the sandbox gateway's pages are (GET /api/sandbox/gateway): never the portal's origin. */
export async function gatewayOrigin(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/sandbox/gateway');
  expect(res.ok()).toBe(true);
  const { origin } = (await res.json()) as { origin: string };
  expect(origin, 'the gateway is another origin than the portal').not.toBe(new URL(res.url()).origin);
  return origin;
}

/** The tab shows the gateway's own page: its origin in the address bar, no frame anywhere. */
export async function onGatewayPage(page: Page, request: APIRequestContext) {
  const origin = await gatewayOrigin(request);
  await expect.poll(() => new URL(page.url()).origin, { timeout: 20_000, message: 'the tab is on the gateway' }).toBe(origin);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(page.frames(), 'the gateway page is never framed').toHaveLength(1);
}

/** Presses a button of the gateway's page (approve, decline, the slip's two). */
export async function gatewayDecides(page: Page, request: APIRequestContext, button: (typeof GATEWAY)[keyof typeof GATEWAY]) {
  await onGatewayPage(page, request);
  await page.getByRole('button', { name: button }).click();
}

/** Approve: the gateway sends the customer back to the portal's completed screen for that order. */
export async function approveAndReturn(page: Page, request: APIRequestContext) {
  await gatewayDecides(page, request, GATEWAY.approve);
  await expect(page).toHaveURL(/\/ordercompleted\?paymentId=/, { timeout: 20_000 });
}

/** Decline: the wallet says so; its link back to the shop leads to the order, still unpaid. */
export async function declineAndReturn(page: Page, request: APIRequestContext) {
  await gatewayDecides(page, request, GATEWAY.decline);
  await expect(page.getByRole('heading', { name: GATEWAY.declined })).toBeVisible();
  await page.getByRole('link', { name: GATEWAY.backToShop }).click();
  await expect(page).toHaveURL(/\/ordercompleted\?paymentId=/, { timeout: 20_000 });
}

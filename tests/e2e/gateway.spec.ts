import { test, expect } from './fixtures';
import { texts } from './locale';
import { logIn } from './flows';
import { activeCustomer } from './customers';
import { chooseMethod, purchaseFirstPlan } from './purchase';
import { approveAndReturn } from './gateway';

const t = texts('en');

/**
 * One address for the portal (decision 0060): a customer who typed another name of the same server
 * (http://127.0.0.1:PORT while PUBLIC_URL says localhost) is moved to PUBLIC_URL before anything is
 * stored, so the wallet's way back (always to PUBLIC_URL) finds them signed in. Popup blocker on.
 */
test('opened at 127.0.0.1 while PUBLIC_URL says localhost: sent to localhost, pays by wallet, comes back signed in to the paid order', async ({
  page,
  context,
  request,
  api,
  baseURL,
}) => {
  await context.addInitScript(() => {
    window.open = () => null;
  });
  const portal = new URL(baseURL!);
  expect(portal.hostname).toBe('localhost');
  const other = `http://127.0.0.1:${portal.port}`;
  await page.goto(`${other}/login`);
  await expect(page).toHaveURL(`${portal.origin}/login`);
  const who = await activeCustomer(request, api);
  await logIn(page, t, who.email, who.password);
  await expect(page).toHaveURL(/\/topPage$/);
  await purchaseFirstPlan(page, t, '/data-recharge');
  await chooseMethod(page, t, 'wechat');
  await page.getByRole('button', { name: t.payment.purchase }).click();
  await approveAndReturn(page, request);
  expect(new URL(page.url()).origin).toBe(portal.origin);
  await expect(page.getByText(t.payment.completed.paid)).toBeVisible({ timeout: 15_000 });
  expect(context.pages()).toHaveLength(1);

  // A link under the other name (the order, say) keeps its path and query, and finds the session.
  const back = new URL(page.url());
  await page.goto(`${other}${back.pathname}${back.search}`);
  await expect(page).toHaveURL(back.href);
  await expect(page.getByText(t.payment.completed.paid)).toBeVisible();
});

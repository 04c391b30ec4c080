import { test, expect, describeViolations } from './fixtures';
import { LANGS, texts } from './locale';
import { logIn } from './flows';
import { activeCustomer } from './customers';
import { purchaseFirstPlan } from './purchase';

/**
 * The terms of use could not be read, and the page Japanese law requires of an online
 * seller (特定商取引法に基づく表記) did not exist. Both in five languages, reachable from the footer,
 * the registration's consent and the payment screen, and accessible. The rows the law asks for are
 * listed here by hand (Japanese labels of the sample configuration, src/config/legal.json).
 */
const REQUIRED_ROWS = ['販売事業者', '所在地', '連絡先', '販売価格', '支払方法', '支払時期', '引渡時期', '返品・キャンセル'];

for (const lng of LANGS) {
  test(`${lng}: terms of use and 特定商取引法に基づく表記 read and pass axe`, async ({ page, axe }) => {
    const t = texts(lng);
    await page.goto(`/terms?lng=${lng}`);
    await expect(page.getByRole('heading', { level: 1, name: t.common.shell.termsOfUse })).toBeVisible();
    await expect(page.getByText(t.common.legal.sample)).toBeVisible();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(5);
    expect(describeViolations(await axe(page)), `${lng} terms`).toBe('');

    await page.getByRole('contentinfo').getByRole('link', { name: t.common.shell.tokushoho }).click();
    await expect(page).toHaveURL(/\/tokushoho$/);
    await expect(page.getByRole('heading', { level: 1, name: t.common.shell.tokushoho })).toBeVisible();
    expect(await page.locator('main dl dt').count()).toBe(10);
    expect(describeViolations(await axe(page)), `${lng} tokushoho`).toBe('');
  });
}

test('ja: the required rows of 特定商取引法に基づく表記 are all there', async ({ page }) => {
  await page.goto('/tokushoho?lng=ja');
  // The screen is a lazy route: read its rows once they are drawn, not the empty page before.
  await expect(page.locator('main dl dt').first()).toBeVisible();
  const labels = await page.locator('main dl dt').allInnerTexts();
  for (const row of REQUIRED_ROWS) expect(labels).toContain(row);
});

test('en: the consent to the terms links to them; the footer links to both pages', async ({ page }) => {
  const t = texts('en');
  await page.goto('/register?lng=en');
  const terms = page.getByRole('link', { name: t.auth.register.agreeTerms });
  await expect(terms).toHaveAttribute('href', '/terms');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), terms.click()]);
  await expect(tab.getByRole('heading', { level: 1, name: t.common.shell.termsOfUse })).toBeVisible();
  await tab.close();
  // The form is still there to finish.
  await expect(page).toHaveURL(/\/register/);
  await page.getByRole('contentinfo').getByRole('link', { name: t.common.shell.termsOfUse }).click();
  await expect(page).toHaveURL(/\/terms$/);
});

test('vi: the payment screen links to the terms and the seller notice', async ({ page, request, api }) => {
  const t = texts('vi');
  const who = await activeCustomer(request, api);
  await page.goto('/landingPage?lng=vi');
  await logIn(page, t, who.email, who.password);
  await expect(page).toHaveURL(/\/topPage$/);
  await purchaseFirstPlan(page, t, '/data-recharge');
  const legal = page.getByRole('navigation', { name: t.common.legal.beforePaying });
  await expect(legal.getByRole('link', { name: t.common.shell.termsOfUse })).toHaveAttribute('href', '/terms');
  await expect(legal.getByRole('link', { name: t.common.shell.tokushoho })).toHaveAttribute('href', '/tokushoho');
});

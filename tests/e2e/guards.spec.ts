import { test, expect } from './fixtures';
import { DEMO_PASSWORD, texts } from './locale';
import { logIn } from './flows';

const t = texts('en');

test('protected screens send a guest to the landing page', async ({ page }) => {
  await page.goto('/topPage');
  await expect(page).toHaveURL(/\/landingPage$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/landingPage$/);
});

test('public screens send a logged-in customer to the top page; / goes there too', async ({ page }) => {
  await logIn(page, t, 'prepaid@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/topPage$/);
  for (const path of ['/login', '/register', '/landingPage', '/forgotPassword', '/']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/topPage$/);
  }
});

test('an unknown path shows page not found with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: t.common.status.notFoundTitle })).toBeVisible();
  await page.getByRole('link', { name: t.common.status.backToHome }).click();
  await expect(page).toHaveURL(/\/landingPage$/);
});

test('no connection during login shows the network error screen, and Back returns to the login to try again', async ({ page, context }) => {
  await page.goto('/landingPage');
  await page.goto('/login');
  await page.getByLabel(t.auth.fields.email, { exact: true }).fill('prepaid@demo.test');
  await page.getByLabel(t.auth.fields.password, { exact: true }).fill(DEMO_PASSWORD);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/networkerror$/);
  await expect(page.getByText(t.common.errors.tryAgain)).toBeVisible();
  await context.unroute('**/api/**');
  await page.getByRole('button', { name: t.common.actions.back }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the side menu traps focus, closes on Escape and on selection', async ({ page }) => {
  await page.goto('/landingPage');
  const toggle = page.getByRole('button', { name: t.common.shell.openMenu });
  await toggle.click();
  const menu = page.getByRole('dialog', { name: t.common.shell.menu });
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await page.getByRole('button', { name: t.common.shell.closeMenu }).click();
  await expect(menu).toBeHidden();
  await toggle.click();
  await menu.getByRole('link', { name: t.common.menu.login }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(menu).toBeHidden();
});

test.describe('Traditional Chinese browser', () => {
  test.use({ locale: 'zh-TW' });

  test('the language follows the browser: zh-TW reads Traditional Chinese', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expect(page.getByRole('heading', { level: 1, name: texts('tw').auth.login.title })).toBeVisible();
    // The choice is kept: the dropdown switches and the next visit remembers it.
    await page.getByLabel(texts('tw').common.shell.language).selectOption('vi');
    await expect(page.getByRole('heading', { level: 1, name: texts('vi').auth.login.title })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  });
});

test.describe('Korean browser', () => {
  test.use({ locale: 'ko-KR' });

  test('an unsupported browser language falls back to English', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: t.auth.login.title })).toBeVisible();
  });
});

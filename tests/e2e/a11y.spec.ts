import { test, expect, describeViolations } from './fixtures';
import { DEMO_PASSWORD, LANGS, texts } from './locale';
import { logIn } from './flows';

const PUBLIC_SCREENS = [
  '/landingPage',
  '/login',
  '/register',
  '/forgotPassword',
  '/resetPassword?token=x',
  '/confirmRegistration?token=x',
  '/activationLogin',
  '/networkerror',
  '/somethingwentwrong',
  '/unauth',
  '/pageNotFound',
  '/no-such-page',
];

for (const lng of LANGS) {
  test(`${lng}: every public screen passes axe`, async ({ page, axe }) => {
    await page.goto(`/landingPage?lng=${lng}`);
    for (const path of PUBLIC_SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const violations = await axe(page);
      expect(describeViolations(violations), `${lng} ${path}`).toBe('');
    }
    // The register form with every error shown, and the open side menu.
    await page.goto('/register');
    await page.getByRole('button', { name: texts(lng).auth.register.submit, exact: true }).click();
    await expect(page.getByLabel(texts(lng).auth.fields.email, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(describeViolations(await axe(page)), `${lng} register errors`).toBe('');
    await page.getByRole('button', { name: texts(lng).common.shell.openMenu }).click();
    expect(describeViolations(await axe(page)), `${lng} menu`).toBe('');
  });

  test(`${lng}: the top page passes axe`, async ({ page, axe }) => {
    const t = texts(lng);
    await page.goto(`/login?lng=${lng}`);
    await logIn(page, t, 'multi@demo.test', DEMO_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: t.account.top.title })).toBeVisible();
    expect(describeViolations(await axe(page)), `${lng} topPage`).toBe('');
  });
}

const MENU_APN_SCREENS: Record<string, string[]> = {
  'prepaid@demo.test': [
    '/apn-configuration',
    '/apn-configuration/1',
    '/apn-configuration/2',
    '/apn-configuration/3',
    '/apn-configuration/4',
  ],
  'lf@demo.test': ['/apn-configuration', '/apn-configuration/1/1', '/apn-configuration/2/2', '/esim-apn-android'],
  'esims@demo.test': ['/apn-configuration', '/apn-configuration/1/1', '/apn-configuration/2'],
};

for (const lng of LANGS) {
  test(`${lng}: APN configuration from the menu passes axe for each SIM type`, async ({ page, axe }) => {
    // Four accounts, a login and several axe runs each: well past the default minute on a busy machine.
    test.setTimeout(150_000);
    const t = texts(lng);
    for (const [email, paths] of Object.entries(MENU_APN_SCREENS)) {
      await page.goto(`/login?lng=${lng}`);
      await logIn(page, t, email, DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/topPage$/);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(t.common.status.notFoundTitle);
        expect(describeViolations(await axe(page)), `${lng} ${email} ${path}`).toBe('');
      }
      await page.goto('/logout');
      await page.waitForURL(/\/login$/);
    }
  });
}

for (const lng of LANGS) {
  test(`${lng}: account screens pass axe`, async ({ page, axe }) => {
    const t = texts(lng);
    await page.goto(`/customer-support?lng=${lng}`);
    expect(describeViolations(await axe(page)), `${lng} customer-support (guest)`).toBe('');
    await logIn(page, t, 'prepaid@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/topPage$/);
    await expect(page.getByRole('heading', { name: t.account.notices.title, exact: true })).toBeVisible();
    await page.locator('details summary').first().click();
    expect(describeViolations(await axe(page)), `${lng} topPage with banner and notice`).toBe('');
    for (const path of ['/line-list', '/user-information', '/5g-communication-option', '/faq', '/customer-support']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/faq') await page.locator('details summary').first().click();
      expect(describeViolations(await axe(page)), `${lng} ${path}`).toBe('');
    }
  });
}

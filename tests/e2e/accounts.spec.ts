import { test, expect } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, LANGS, texts } from './locale';
import { logIn, logOut, openMenuAndChoose, register, submitRegistration, uniqueEmail } from './flows';
import type { SimType } from '@/contract/sim';

// Spec §4: a freshly registered SIM of any type is at the start of onboarding (/step2).
const SIM_FOR_LANG: Record<(typeof LANGS)[number], SimType> = {
  ja: 'physical_sim',
  en: 'sonet_esim',
  zh: 'astro_esim',
  tw: 'linksfield_esim',
  vi: 'physical_sim',
};

for (const lng of LANGS) {
  test(`${lng}: register with a sandbox code, log out, log in, reset the password`, async ({ page, api, storage }) => {
    const t = texts(lng);
    const sim = await api.mintSim(SIM_FOR_LANG[lng]);
    const who = { email: uniqueEmail(lng), password: 'first-pass1', code: sim.activation_code };

    await page.goto(`/landingPage?lng=${lng}`);
    await expect(page.locator('html')).toHaveAttribute('lang', { ja: 'ja', en: 'en', zh: 'zh-Hans', tw: 'zh-Hant', vi: 'vi' }[lng]);
    await page.getByRole('link', { name: t.auth.landing.register }).click();
    await register(page, t, who);
    await expect(page).toHaveURL(/\/step2$/);

    // Nothing personal or secret is readable in the browser's storage.
    expect(await storage.findPlaintext(page, [who.email, sim.iccid, who.password])).toEqual([]);
    const dump = await storage.dump(page);
    expect(dump.indexedDB.some((row) => row.key.includes('authTokens'))).toBe(true);

    await logOut(page);
    await expect(page.getByRole('alert')).toContainText(t.common.flash.loggedOut);
    expect(await storage.findPlaintext(page, [who.email, sim.iccid])).toEqual([]);

    await logIn(page, t, who.email, who.password);
    await expect(page).toHaveURL(/\/step2$/);
    await logOut(page);

    await page.goto('/forgotPassword');
    await page.getByLabel(t.auth.fields.email, { exact: true }).fill(who.email);
    await page.getByRole('button', { name: t.auth.forgot.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: t.auth.forgot.sent })).toBeVisible();
    const mail = await api.waitForMail(who.email, (m) => m.text.includes('/resetPassword?token='));
    const link = /https?:\/\/\S+\/resetPassword\?token=[\w-]+/.exec(mail.text)![0];

    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel(t.auth.fields.newPassword, { exact: true }).fill('second-pass2');
    await page.getByLabel(t.auth.fields.passwordConfirm, { exact: true }).fill('second-pass2');
    await page.getByRole('button', { name: t.auth.reset.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: t.auth.reset.done })).toBeVisible();

    // The link works once only.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel(t.auth.fields.newPassword, { exact: true }).fill('third-pass3');
    await page.getByLabel(t.auth.fields.passwordConfirm, { exact: true }).fill('third-pass3');
    await page.getByRole('button', { name: t.auth.reset.submit }).click();
    await expect(page.getByRole('alert')).toContainText(t.common.apiErrors.E0008);

    await logIn(page, t, who.email, 'first-pass1');
    await expect(page.getByRole('alert')).toContainText(t.common.apiErrors.E0003);
    await logIn(page, t, who.email, 'second-pass2');
    await expect(page).toHaveURL(/\/step2$/);
  });
}

for (const email of DEMO_ACCOUNTS) {
  test(`demo account ${email} lands on the top page with its usage`, async ({ page }) => {
    const t = texts('en');
    await logIn(page, t, email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/topPage$/);
    await expect(page.getByRole('heading', { level: 1, name: t.account.top.title })).toBeVisible();
    await expect(page.getByText(t.account.usage.remaining, { exact: true })).toBeVisible();
    await expect(page.getByText(/^8981\d{15}/)).toBeVisible();
    await openMenuAndChoose(page, t, t.common.menu.logout);
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('a customer with an account adds a new SIM from its activation link', async ({ page, api }) => {
  const t = texts('en');
  const first = await api.mintSim('physical_sim');
  const who = { email: uniqueEmail('two-sims'), password: 'pass-word1', code: first.activation_code };
  await page.goto('/register');
  await register(page, t, who);
  await expect(page).toHaveURL(/\/step2$/);

  const second = await api.mintSim('linksfield_esim');
  // Opening an activation link signs the current customer out and starts from that code.
  await page.goto(`/login?ac=${second.activation_code}`);
  await expect(page).toHaveURL(new RegExp(`/landingPage\\?ac=${second.activation_code}$`));
  await expect(page.getByText(second.activation_code)).toBeVisible();
  await page.getByRole('link', { name: t.auth.landing.addToAccount }).click();
  await expect(page.getByLabel(t.auth.fields.activationCode, { exact: true })).toHaveValue(second.activation_code);
  await page.getByLabel(t.auth.fields.email, { exact: true }).fill(who.email);
  await page.getByLabel(t.auth.fields.password, { exact: true }).fill(who.password);
  await page.getByRole('button', { name: t.auth.activationLogin.submit }).click();
  await expect(page).toHaveURL(/\/step2$/);
});

test('registration refuses a used code without losing the form', async ({ page, api }) => {
  const t = texts('en');
  const sim = await api.mintSim('physical_sim');
  const who = { email: uniqueEmail('dup'), password: 'pass-word1', code: sim.activation_code };
  await page.goto('/register');
  await register(page, t, who);
  await expect(page).toHaveURL(/\/step2$/);
  await logOut(page);

  await page.goto('/register');
  await submitRegistration(page, t, { ...who, email: uniqueEmail('other') });
  await expect(page.getByRole('alert')).toContainText(t.common.apiErrors.E0007);
  await expect(page).toHaveURL(/\/register/);
});

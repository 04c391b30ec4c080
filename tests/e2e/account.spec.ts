import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO_PASSWORD, texts, type Texts } from './locale';
import { logIn, logOut, register, uniqueEmail } from './flows';

const t = texts('en');

async function menuItems(page: Page, tx: Texts) {
  await page.getByRole('button', { name: tx.common.shell.openMenu }).click();
  const menu = page.getByRole('dialog', { name: tx.common.shell.menu });
  // The links load with the menu's first opening (docs/decisions/0020).
  await expect(menu.getByRole('navigation')).toBeVisible();
  const names = await menu.getByRole('link').allTextContents();
  await page.keyboard.press('Escape');
  return names;
}

const PREPAID_MENU = [
  t.common.menu.topPage,
  t.common.menu.userInformation,
  t.common.menu.lineList,
  t.common.menu.dataRecharge,
  t.common.menu.usePeriodExtension,
  t.common.menu.orderHistory,
  t.common.menu.fiveG,
  t.common.menu.alertSettings,
  t.common.menu.apnConfiguration,
  t.common.menu.faq,
  t.common.menu.customerSupport,
  t.common.menu.logout,
];
// Decision 0031: sonet eSIMs buy plans, so their menu leads to recharge, extension and orders.
const SONET_MENU = [
  t.common.menu.topPage,
  t.common.menu.userInformation,
  t.common.menu.lineList,
  t.common.menu.dataRecharge,
  t.common.menu.usePeriodExtension,
  t.common.menu.orderHistory,
  t.common.menu.alertSettings,
  t.common.menu.esimSettings,
  t.common.menu.faq,
  t.common.menu.customerSupport,
  t.common.menu.logout,
];
const ESIM_MENU = [
  t.common.menu.topPage,
  t.common.menu.userInformation,
  t.common.menu.lineList,
  t.common.menu.alertSettings,
  t.common.menu.esimSettings,
  t.common.menu.faq,
  t.common.menu.customerSupport,
  t.common.menu.logout,
];

async function faqQuestions(page: Page) {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: t.support.faqTitle })).toBeVisible();
  return page.locator('details summary').allTextContents();
}

for (const [email, menu] of [
  ['prepaid@demo.test', PREPAID_MENU],
  ['esims@demo.test', SONET_MENU],
  ['esima@demo.test', ESIM_MENU],
  ['lf@demo.test', ESIM_MENU],
] as const) {
  test(`${email}: top page, line list, menu and FAQ of its type`, async ({ page }) => {
    await logIn(page, t, email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/topPage$/);
    await expect(page.getByRole('heading', { name: t.account.notices.title, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.account.usage.title, exact: true })).toBeVisible();
    // Every entry of the menu of this SIM type that this build has a screen for, in the spec's order.
    const items = await menuItems(page, t);
    expect(items).toEqual(menu.filter((label) => items.includes(label)));
    expect(items).toEqual(expect.arrayContaining([t.common.menu.topPage, t.common.menu.lineList, t.common.menu.faq, t.common.menu.logout]));
    await page.goto('/line-list');
    await expect(page.getByText(t.lines.current, { exact: true })).toBeVisible();
    const questions = await faqQuestions(page);
    expect(questions.length).toBeGreaterThan(3);
    await page.locator('details summary').first().click();
    await expect(page.locator('details[open]')).toHaveCount(1);
  });
}

test('multi@demo.test switches SIM: top page, menu and FAQ follow it', async ({ page }) => {
  await logIn(page, t, 'multi@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/topPage$/);
  const firstMenu = await menuItems(page, t);
  const firstFaq = await faqQuestions(page);
  await page.goto('/topPage');
  const firstIccid = (await page
    .getByText(/^8981\d{15}/)
    .first()
    .textContent())!;

  await page.goto('/line-list');
  await expect(page.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: t.lines.useThis }).click();
  // The switch is done when the SIM that was current offers "Use this SIM" in its turn.
  await expect(page.getByRole('listitem').filter({ hasText: firstIccid }).getByRole('button', { name: t.lines.useThis })).toBeVisible();

  await page.goto('/topPage');
  await expect(page.getByRole('heading', { name: t.account.account.title })).toBeVisible();
  await expect(page.getByText(/^8981\d{15}/).first()).not.toHaveText(firstIccid);
  const secondMenu = await menuItems(page, t);
  expect(secondMenu).not.toEqual(firstMenu);
  expect(await faqQuestions(page)).not.toEqual(firstFaq);

  // The switch holds across a new login.
  await logOut(page);
  await logIn(page, t, 'multi@demo.test', DEMO_PASSWORD);
  await expect(page.getByText(/^8981\d{15}/).first()).not.toHaveText(firstIccid);
  await page.goto('/line-list');
  await page.getByRole('button', { name: t.lines.useThis }).click();
  // Back to the first SIM, as the demo account was, before the test ends.
  await expect(page.getByRole('listitem').filter({ hasText: firstIccid }).getByText(t.lines.current, { exact: true })).toBeVisible();
});

test('a profile edit survives a reload and a new login; the password can be changed', async ({ page, api }) => {
  const sim = await api.mintSim('physical_sim');
  const who = { email: uniqueEmail('profile'), password: 'pass-word1', code: sim.activation_code };
  await page.goto('/register');
  await register(page, t, who);
  await expect(page).toHaveURL(/\/step2$/);
  await page.goto('/user-information');
  await page.getByLabel(t.auth.fields.fullName, { exact: true }).fill('Nguyen Thi Lan');
  await page.getByLabel(t.auth.fields.affiliation, { exact: true }).fill('Osaka Gakuin');
  await page.getByLabel(t.auth.fields.purpose, { exact: true }).selectOption('business_trip');
  // Sent from the keyboard: Save is disabled while saving, and focus must not end on the page's body
  // but on the message, which is read out.
  await page.getByLabel(t.auth.fields.affiliation, { exact: true }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: t.profile.saved })).toBeFocused();
  await page.reload();
  await expect(page.getByLabel(t.auth.fields.fullName, { exact: true })).toHaveValue('Nguyen Thi Lan');
  await expect(page.getByLabel(t.auth.fields.purpose, { exact: true })).toHaveValue('business_trip');

  await page.getByLabel(t.profile.password.current).fill('wrong-pass');
  await page.getByLabel(t.auth.fields.newPassword, { exact: true }).fill('new-pass-2');
  await page.getByLabel(t.auth.fields.passwordConfirm, { exact: true }).fill('new-pass-2');
  await page.getByRole('button', { name: t.profile.password.submit }).click();
  // Its own message at the field, not the login's "email or password is incorrect".
  await expect(page.getByText(t.common.validation.Currentpasswordincorrect)).toBeVisible();
  await page.getByLabel(t.profile.password.current).fill(who.password);
  await page.getByLabel(t.profile.password.current).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: t.profile.password.changed })).toBeFocused();

  await logOut(page);
  await logIn(page, t, who.email, who.password);
  await expect(page.getByRole('alert')).toContainText(t.common.apiErrors.E0003);
  await logIn(page, t, who.email, 'new-pass-2');
  await expect(page).toHaveURL(/\/step2$/);
  await page.goto('/user-information');
  await expect(page.getByLabel(t.auth.fields.fullName, { exact: true })).toHaveValue('Nguyen Thi Lan');
  await expect(page.getByLabel(t.auth.fields.affiliation, { exact: true })).toHaveValue('Osaka Gakuin');
});

test('the 5G option goes to pending and cannot be added twice', async ({ page, api, request }) => {
  // A fresh physical SIM, set up to the top page, so the demo SIM stays as it is for other tests.
  const sim = await api.mintSim('physical_sim');
  const who = { email: uniqueEmail('fiveg'), password: 'pass-word1', code: sim.activation_code };
  await page.goto('/register');
  await register(page, t, who);
  await expect(page).toHaveURL(/\/step2$/);
  await page.goto('/5g-communication-option');
  await expect(page.getByRole('status').filter({ hasText: t.fiveG.state['not-added'] })).toBeVisible();
  await expect(page.getByText(t.fiveG.noCancel)).toBeVisible();
  await page.getByRole('button', { name: t.fiveG.add }).click();
  const dialog = page.getByRole('dialog', { name: t.fiveG.confirmTitle });
  await dialog.getByRole('button', { name: t.fiveG.cancel }).click();
  await expect(page.getByRole('status').filter({ hasText: t.fiveG.state['not-added'] })).toBeVisible();
  await page.getByRole('button', { name: t.fiveG.add }).click();
  await dialog.getByRole('button', { name: t.fiveG.confirm }).click();
  await expect(page.getByRole('status').filter({ hasText: t.fiveG.state.pending })).toBeVisible();
  await expect(page.getByRole('button', { name: t.fiveG.add })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: t.fiveG.state.pending })).toBeVisible();
  await expect(page.getByRole('button', { name: t.fiveG.add })).toHaveCount(0);

  const login = await (await request.post('/api/en/auth/login', { data: { email: who.email, password: who.password } })).json();
  const again = await request.post('/api/en/cards/add_5g', {
    headers: { Authorization: `Bearer ${login.access_token}` },
    data: { iccid: sim.iccid, tel_no: login.tel_no },
  });
  expect(again.status()).toBe(409);
});

test('customer support is open to guests and tells the hours in Japan time', async ({ page }) => {
  await page.goto('/customer-support');
  await expect(page.getByRole('heading', { level: 1, name: t.support.title })).toBeVisible();
  await expect(page.getByText(t.support.hours.replace('{{open}}', '10:00').replace('{{close}}', '18:00'))).toBeVisible();
  for (const channel of Object.values(t.support.channels)) await expect(page.getByRole('link', { name: channel })).toBeVisible();
});

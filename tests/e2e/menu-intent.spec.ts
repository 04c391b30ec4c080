import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, texts } from './locale';
import { logIn, registerThroughApi, uniqueEmail } from './flows';

/**
 * Pointing at a menu entry is not choosing it. The router preloads on intent
 * (pointer over, focus, touch start); a route that signed out or wrote the session in its beforeLoad
 * acted on that. Every side-menu link of a signed-in customer is hovered, focused and touched: the
 * customer stays signed in, the menu stays the same and no state-changing request (anything but GET)
 * reaches the API.
 */
const t = texts('en');
test.use({ hasTouch: true });

/**
 * The operator's API asks one question by POST (spec §7: cards/check_5g reads whether the 5G option
 * is on). It changes nothing, so the 5G screen may preload it; every other non-GET would act.
 */
const READS_BY_POST = ['/cards/check_5g'];
const changes = (request: Request) => {
  const path = new URL(request.url()).pathname;
  return path.startsWith('/api/') && request.method() !== 'GET' && !READS_BY_POST.some((read) => path.endsWith(read));
};

async function menuLinks(page: Page) {
  await page.getByRole('button', { name: t.common.shell.openMenu }).click();
  const menu = page.getByRole('dialog', { name: t.common.shell.menu });
  await expect(menu.getByRole('link', { name: t.common.menu.customerSupport })).toBeVisible();
  return menu;
}

async function pointAtEveryLink(page: Page) {
  const menu = await menuLinks(page);
  const names = await menu.getByRole('link').allInnerTexts();
  expect(names).toContain(t.common.menu.logout);
  const sent: string[] = [];
  const watch = (request: Request) => {
    if (changes(request)) sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
  };
  page.on('request', watch);
  for (const name of names) {
    const link = menu.getByRole('link', { name, exact: true });
    await link.hover();
    await link.focus();
    await link.dispatchEvent('touchstart');
    // The router waits a moment before preloading; give every preload time to run its course.
    await page.waitForTimeout(300);
  }
  await page.waitForLoadState('networkidle');
  page.off('request', watch);
  // Still the same menu, with the same entries (nothing rewrote the session behind it).
  expect(await menu.getByRole('link').allInnerTexts()).toEqual(names);
  expect(sent, 'state-changing requests').toEqual([]);
  await page.keyboard.press('Escape');
  return names;
}

for (const email of DEMO_ACCOUNTS) {
  test(`${email}: hovering, focusing and touching every menu link changes nothing`, async ({ page }) => {
    await page.goto('/landingPage?lng=en');
    await logIn(page, t, email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/topPage$/);
    const names = await pointAtEveryLink(page);
    // Still signed in: the top page opens after a reload, and the menu is as it was.
    await page.reload();
    await expect(page).toHaveURL(/\/topPage$/);
    await expect(page.getByRole('heading', { level: 1, name: t.account.top.title })).toBeVisible();
    const menu = await menuLinks(page);
    expect(await menu.getByRole('link').allInnerTexts()).toEqual(names);
  });
}

test('a customer still setting up: hovering, focusing and touching every menu link changes nothing', async ({ page, request, api }) => {
  const sim = await api.mintSim('physical_sim');
  const who = { email: uniqueEmail('intent'), password: 'pass-word1' };
  const login = await registerThroughApi(request, {
    ...who,
    activation_code: sim.activation_code,
    full_name: 'Pham Thi Lan',
    purpose_of_use: 'travel',
    nationality: 'VN',
    gender: 'female',
    date_of_birth: '1996-03-04',
    affiliation: '',
    agree_privacy: true,
    agree_terms: true,
    agree_notice: true,
  });
  expect(login.access_token).toBeTruthy();
  await page.goto('/landingPage?lng=en');
  await logIn(page, t, who.email, who.password);
  await expect(page).toHaveURL(/\/step2$/);
  const names = await pointAtEveryLink(page);
  expect(names).toContain(t.common.menu.initialSettings);
  await page.reload();
  await expect(page).toHaveURL(/\/step2$/);
  const menu = await menuLinks(page);
  expect(await menu.getByRole('link').allInnerTexts()).toEqual(names);
});

test('Log out still signs out when the customer chooses it', async ({ page }) => {
  await page.goto('/landingPage?lng=en');
  await logIn(page, t, DEMO_ACCOUNTS[0]!, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/topPage$/);
  const menu = await menuLinks(page);
  const logout = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/auth/logout'));
  await menu.getByRole('link', { name: t.common.menu.logout, exact: true }).click();
  await logout;
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/topPage');
  await expect(page).toHaveURL(/\/landingPage$/);
});

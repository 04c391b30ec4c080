import type { BrowserContext, Page } from '@playwright/test';
import { test, expect as baseExpect } from './fixtures';
import { DEMO_PASSWORD, LANGS, texts, type Lang } from './locale';
import { logIn, openMenuAndChoose, registerThroughApi, uniqueEmail } from './flows';
import { activeCustomer, addLineInUse, saveCardThroughApi } from './customers';
import { purchaseFirstPlan } from './purchase';

/**
 * What customers met on a phone (390 × 844), with the keyboard and a popup blocker: where focus goes
 * after a change of screen or a message, the spec's own messages where it names them (§8), the saved
 * card failing alone, and a screen asked for while signed out (decisions 0051–0054).
 */
const t = texts('en');
/** A screen loaded from scratch (sign-in, reload) on a machine shared with other work. */
const LOAD_MS = 30_000;
// Slow is not wrong: the same checks, with room for two cores shared with other work.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    window.open = () => null;
  });
});

async function expectHeadingFocused(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeFocused({ timeout: LOAD_MS });
}

test("keyboard: every change of screen puts focus on the new screen's heading, Back too", async ({ page }) => {
  await page.goto('/landingPage');
  await page.getByRole('main').getByRole('link', { name: t.auth.landing.login, exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/login$/, { timeout: LOAD_MS });
  await expectHeadingFocused(page, t.auth.login.title);

  await page.getByLabel(t.auth.fields.email, { exact: true }).fill('prepaid@demo.test');
  await page.getByLabel(t.auth.fields.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel(t.auth.fields.password, { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/topPage$/, { timeout: LOAD_MS });
  await expectHeadingFocused(page, t.account.top.title);

  await page.getByRole('main').getByRole('link', { name: t.common.menu.dataRecharge, exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/data-recharge$/, { timeout: LOAD_MS });
  await expectHeadingFocused(page, t.recharge.dataTitle);

  // The side menu: opened and followed with the keyboard; its dialog hands focus back as it closes.
  await page.getByRole('button', { name: t.common.shell.openMenu }).press('Enter');
  await page.getByRole('dialog', { name: t.common.shell.menu }).getByRole('link', { name: t.common.menu.faq, exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/faq$/, { timeout: LOAD_MS });
  await expectHeadingFocused(page, t.support.faqTitle);

  await page.goBack();
  await expect(page).toHaveURL(/\/data-recharge$/, { timeout: LOAD_MS });
  await expectHeadingFocused(page, t.recharge.dataTitle);
});

test('a shortcut to Data recharge opened signed out comes back to Data recharge after login; a foreign address never', async ({ page }) => {
  // The home-screen shortcut's address (src/pwa-manifest.ts), opened with no session.
  await page.goto('/data-recharge');
  await expect(page).toHaveURL(/\/landingPage$/, { timeout: LOAD_MS });
  await page.getByRole('main').getByRole('link', { name: t.auth.landing.login, exact: true }).click();
  await logIn(page, t, 'prepaid@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/data-recharge$/, { timeout: LOAD_MS });
  await expect(page.getByRole('heading', { level: 1, name: t.recharge.dataTitle })).toBeVisible({ timeout: LOAD_MS });

  // Once only: the next login of this tab starts at the top page.
  await page.goto('/logout');
  await page.waitForURL(/\/login$/);
  await logIn(page, t, 'prepaid@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/topPage$/, { timeout: LOAD_MS });

  // Logged out from a screen, Back (an iPhone's swipe) shows its address: that is the tab's history,
  // not a link asking for it, so the next sign-in still starts at the top page.
  await openMenuAndChoose(page, t, t.common.menu.userInformation);
  await expect(page).toHaveURL(/\/user-information$/, { timeout: LOAD_MS });
  await openMenuAndChoose(page, t, t.common.menu.logout);
  await page.waitForURL(/\/login$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/landingPage$/, { timeout: LOAD_MS });
  await page.getByRole('main').getByRole('link', { name: t.auth.landing.login, exact: true }).click();
  await page.getByLabel(t.auth.fields.email, { exact: true }).fill('prepaid@demo.test');
  await page.getByLabel(t.auth.fields.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/topPage$/, { timeout: LOAD_MS });

  // Whatever the tab's storage says, the sign-in only ever goes to a screen of this portal.
  await page.goto('/logout');
  await page.waitForURL(/\/login$/);
  await page.evaluate(() => sessionStorage.setItem('return-after-login', JSON.stringify(['//evil.example/data-recharge', Date.now()])));
  await logIn(page, t, 'prepaid@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/topPage$/, { timeout: LOAD_MS });
});

/** Failed requests and console errors a page shows, as the customer's browser would report them. */
function watchNoise(page: Page) {
  const noise: string[] = [];
  page.on('console', (m) => m.type() === 'error' && noise.push(`console: ${m.text()}`));
  page.on('response', (r) => r.status() >= 400 && noise.push(`${r.status()} ${new URL(r.url()).pathname}`));
  return noise;
}

async function failJson(context: BrowserContext, path: RegExp, method = 'GET') {
  await context.route(
    (url) => path.test(url.pathname),
    (route) =>
      route.request().method() === method
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'E0500', message: 'An unexpected error occurred on the server' }),
          })
        : route.fallback(),
  );
}

test('the saved card: none is no failed request; one that cannot be loaded leaves the other ways to pay', async ({
  page,
  request,
  api,
  context,
}) => {
  const who = await activeCustomer(request, api);
  await logIn(page, t, who.email, who.password);
  await expect(page).toHaveURL(/\/topPage$/, { timeout: LOAD_MS });
  const noise = watchNoise(page);
  await purchaseFirstPlan(page, t, '/data-recharge');
  await expect(page.getByLabel(t.payment.card.number)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(noise, 'a customer without a saved card, on /payment').toEqual([]);

  await failJson(context, /\/payments\/credit_card_show$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t.payment.title })).toBeVisible({ timeout: LOAD_MS });
  const card = page.getByRole('region', { name: t.payment.methods.credit_card });
  await expect(card.getByRole('alert')).toContainText('An unexpected error occurred on the server');
  await expect(card.getByRole('button', { name: t.common.errors.tryAgainAction })).toBeVisible();
  // The wallets and the store are still there and still work.
  await page.getByRole('button', { name: t.payment.methods.smartpit }).click();
  await page.getByRole('region', { name: t.payment.methods.smartpit }).getByRole('button', { name: t.payment.register }).click();
  await expect(page).toHaveURL(/\/payment-verify\?paymentId=/, { timeout: LOAD_MS });
});

/** The spec's messages (§8) as a reader of each language reads them; written here by hand. */
const SAID: Record<'basicInfo' | 'faq' | 'register' | 'details' | 'tryAgain' | 'registered', Record<Lang, string>> = {
  basicInfo: {
    ja: 'データを読み込めませんでした。もう一度お試しください。',
    en: 'Unable to load data, please try again',
    zh: '无法加载数据，请重试。',
    tw: '無法載入資料，請再試一次。',
    vi: 'Không thể tải dữ liệu, vui lòng thử lại.',
  },
  faq: { ja: 'エラーが発生しました', en: 'An error occurred', zh: '发生错误', tw: '發生錯誤', vi: 'Đã xảy ra lỗi' },
  register: {
    ja: 'お支払い方法の登録中にエラーが発生しました。',
    en: 'An error occurred while registering the payment.',
    zh: '登记支付方式时出错。',
    tw: '登錄付款方式時發生錯誤。',
    vi: 'Đã xảy ra lỗi khi đăng ký phương thức thanh toán.',
  },
  details: {
    ja: 'ご注文内容の取得中にエラーが発生しました。',
    en: 'An error occurred while fetching payment details.',
    zh: '获取订单信息时出错。',
    tw: '取得訂單資料時發生錯誤。',
    vi: 'Đã xảy ra lỗi khi tải thông tin thanh toán.',
  },
  tryAgain: {
    ja: 'エラーが発生しました。もう一度お試しください。',
    en: 'Something went wrong. Please try again.',
    zh: '出现错误，请重试。',
    tw: '發生錯誤，請再試一次。',
    vi: 'Đã xảy ra lỗi. Vui lòng thử lại.',
  },
  registered: {
    ja: 'お支払い方法を登録しました。',
    en: 'Your payment method has been registered.',
    zh: '支付方式已登记。',
    tw: '付款方式已登錄。',
    vi: 'Đã đăng ký phương thức thanh toán.',
  },
};

/**
 * A proxy's error page instead of the API's answer: no body the portal could read a message from.
 * Returns what puts the API back.
 */
async function failBare(context: BrowserContext, path: RegExp, method: 'GET' | 'POST') {
  const matches = (url: URL) => path.test(url.pathname);
  await context.route(matches, (route) =>
    route.request().method() === method
      ? route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' })
      : route.fallback(),
  );
  return () => context.unroute(matches);
}

const chooseLanguage = (page: Page, lng: Lang) => page.getByRole('banner').getByRole('combobox').selectOption(lng);

/** For each language in turn: the message on the screen in that language, exactly. */
async function saysInEachLanguage(page: Page, what: keyof typeof SAID) {
  // The screen first (a full load on a busy machine is slow), then its words.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: LOAD_MS });
  for (const lng of LANGS) {
    await chooseLanguage(page, lng);
    await expect(page.getByRole('main').getByText(SAID[what][lng], { exact: true }), `${what} in ${lng}`).toBeVisible();
  }
}

test("the spec's messages where it names them, in five languages", async ({ page, request, api, context }) => {
  test.setTimeout(240_000);
  const who = await activeCustomer(request, api);
  await logIn(page, t, who.email, who.password);
  await expect(page).toHaveURL(/\/topPage$/, { timeout: LOAD_MS });

  await failBare(context, /\/faq\/list$/, 'GET');
  await page.goto('/faq');
  await saysInEachLanguage(page, 'faq');

  // Payment registration: the API answers with no message.
  await chooseLanguage(page, 'en');
  await purchaseFirstPlan(page, t, '/data-recharge');
  const registrationBack = await failBare(context, /\/payments\/reg_payment$/, 'POST');
  await page.getByRole('button', { name: t.payment.methods.smartpit }).click();
  await page.getByRole('region', { name: t.payment.methods.smartpit }).getByRole('button', { name: t.payment.register }).click();
  await expect(page.getByRole('alert').filter({ hasText: SAID.register.en })).toBeFocused();
  await saysInEachLanguage(page, 'register');
  await registrationBack();

  // "Payment method registered" (spec §8 success messages), then the verify screen's heading.
  for (const lng of LANGS) {
    const here = texts(lng);
    await chooseLanguage(page, lng);
    await page.getByRole('button', { name: here.payment.methods.smartpit }).click();
    await page.getByRole('region', { name: here.payment.methods.smartpit }).getByRole('button', { name: here.payment.register }).click();
    await expect(page).toHaveURL(/\/payment-verify\?paymentId=/, { timeout: LOAD_MS });
    await expect(page.getByRole('status').filter({ hasText: SAID.registered[lng] })).toBeVisible();
    await expectHeadingFocused(page, here.payment.verifyTitle);
    await page.getByRole('button', { name: here.payment.revision }).click();
    await expect(page).toHaveURL(/\/payment\?paymentId=/, { timeout: LOAD_MS });
  }

  // The verify screen and the completed screen cannot read the order.
  await chooseLanguage(page, 'en');
  await page.getByRole('button', { name: t.payment.methods.smartpit }).click();
  await page.getByRole('region', { name: t.payment.methods.smartpit }).getByRole('button', { name: t.payment.register }).click();
  await expect(page).toHaveURL(/\/payment-verify\?paymentId=/, { timeout: LOAD_MS });
  const orderBack = await failBare(context, /\/api\/[a-z]{2}\/payments$/, 'GET');
  await page.reload();
  await saysInEachLanguage(page, 'tryAgain');
  await orderBack();
  await chooseLanguage(page, 'en');
  await page.reload();
  await page.getByRole('button', { name: t.payment.purchase }).click();
  await expect(page).toHaveURL(/\/ordercompleted\?paymentId=/, { timeout: LOAD_MS });
  await expect(page.getByText(t.payment.completed.smartpit)).toBeVisible();
  await failBare(context, /\/api\/[a-z]{2}\/payments$/, 'GET');
  await page.reload();
  await saysInEachLanguage(page, 'details');
});

// Basic information ends the set-up (spec §2): a customer still setting up, with nothing of the line
// kept on the device yet (a customer who has seen the top page gets the kept copy instead).
test('basic information that cannot be loaded says so in five languages', async ({ page, request, api, context }) => {
  const sim = await api.mintSim('physical_sim');
  const who = { email: uniqueEmail('basic'), password: 'pass-word1' };
  await registerThroughApi(request, {
    ...who,
    activation_code: sim.activation_code,
    full_name: 'Pham Minh Chau',
    purpose_of_use: 'travel',
    nationality: 'VN',
    gender: 'female',
    date_of_birth: '1992-03-04',
    affiliation: '',
    agree_privacy: true,
    agree_terms: true,
    agree_notice: true,
  });
  await logIn(page, t, who.email, who.password);
  await expect(page).toHaveURL(/\/step2$/, { timeout: LOAD_MS });
  await failBare(context, /\/cards\/info$/, 'GET');
  await page.goto('/basicInfo');
  await saysInEachLanguage(page, 'basicInfo');
});

test('the history of a customer with a few paid orders of one plan tells them apart by when they were ordered', async ({ page }) => {
  await logIn(page, t, 'prepaid@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/topPage$/, { timeout: LOAD_MS });
  await page.goto('/order-history/data-recharge-history');
  const summaries = page.getByRole('main').locator('details > summary');
  await expect(summaries.first()).toBeVisible();
  const rows = await summaries.allInnerTexts();
  for (const row of rows) expect(row).toMatch(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
  expect(new Set(rows).size, rows.join(' | ')).toBe(rows.length);
  // The time on the row is the order's own, in Japan time: its details say the same day.
  const first = summaries.first();
  const day = /\d{4}\/\d{2}\/\d{2}/.exec(await first.innerText())![0];
  await first.click();
  await expect(page.getByRole('main').locator('details[open] dd').filter({ hasText: day })).toHaveCount(1);
});

test("a menu choice by touch or mouse leaves focus on the new screen's heading, not on the menu button", async ({ page }) => {
  await logIn(page, t, 'esims@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/topPage$/, { timeout: LOAD_MS });
  await openMenuAndChoose(page, t, t.common.menu.userInformation);
  await expectHeadingFocused(page, t.profile.title);
});

/**
 * Focus is on the message that says `text`: document.activeElement holds that text and is not the
 * page's body or a container of the whole screen (one holding the heading).
 */
async function expectMessageFocused(page: Page, text: string) {
  const focused = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return 'the page body';
      if (active.querySelector('h1')) return `a container of the screen (${active.tagName})`;
      return active.textContent ?? '';
    });
  await expect.poll(focused, { message: `focus on "${text}"` }).toContain(text);
}

test('keyboard: after an in-page action, focus is on the message that says what happened', async ({ page, request, api }) => {
  test.setTimeout(240_000);
  // A new customer: forgot the password, sets a new one from the mail, then reserves the activation date.
  const sim = await api.mintSim('physical_sim');
  const newcomer = { email: uniqueEmail('focus'), password: 'pass-word1' };
  await registerThroughApi(request, {
    ...newcomer,
    activation_code: sim.activation_code,
    full_name: 'Nguyen Thi Lan',
    purpose_of_use: 'travel',
    nationality: 'VN',
    gender: 'female',
    date_of_birth: '1995-05-06',
    affiliation: '',
    agree_privacy: true,
    agree_terms: true,
    agree_notice: true,
  });
  await page.goto('/forgotPassword');
  await page.getByLabel(t.auth.fields.email, { exact: true }).fill(newcomer.email);
  await page.getByLabel(t.auth.fields.email, { exact: true }).press('Enter');
  await expectMessageFocused(page, t.auth.forgot.sent);

  const mail = await api.waitForMail(newcomer.email, (m) => m.text.includes('/resetPassword?token='));
  const link = new URL(/https?:\/\/\S+\/resetPassword\?token=[\w-]+/.exec(mail.text)![0]);
  await page.goto(link.pathname + link.search);
  await page.getByLabel(t.auth.fields.newPassword, { exact: true }).fill('new-pass-word2');
  await page.getByLabel(t.auth.fields.passwordConfirm, { exact: true }).fill('new-pass-word2');
  await page.getByLabel(t.auth.fields.passwordConfirm, { exact: true }).press('Enter');
  await expectMessageFocused(page, t.auth.reset.done);

  await page.getByRole('link', { name: t.auth.reset.toLogin }).press('Enter');
  await page.getByLabel(t.auth.fields.email, { exact: true }).fill(newcomer.email);
  await page.getByLabel(t.auth.fields.password, { exact: true }).fill('new-pass-word2');
  await page.getByLabel(t.auth.fields.password, { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/step2$/, { timeout: LOAD_MS });
  const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
  await page.getByLabel(t.onboarding.activationDate.label, { exact: true }).fill(today);
  await page.getByLabel(t.onboarding.activationDate.label, { exact: true }).press('Enter');
  await expectMessageFocused(page, t.onboarding.activationDate.confirmLead);
  await page.getByRole('button', { name: t.onboarding.activationDate.reserve }).press('Enter');
  await expectMessageFocused(page, t.onboarding.activationDate.reserved.replace('{{date}}', today.replace(/-/g, '/')));

  // A customer in use with two lines and a saved card: 5G, alert settings, automatic top-up, line switch.
  const who = await activeCustomer(request, api);
  await saveCardThroughApi(request, who);
  await addLineInUse(request, api, who);
  await page.goto('/logout');
  await page.waitForURL(/\/login$/);
  await page.getByLabel(t.auth.fields.email, { exact: true }).fill(who.email);
  await page.getByLabel(t.auth.fields.password, { exact: true }).fill(who.password);
  await page.getByLabel(t.auth.fields.password, { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/topPage$/, { timeout: LOAD_MS });

  await page.goto('/5g-communication-option');
  await page.getByRole('button', { name: t.fiveG.add }).press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: t.fiveG.confirm }).press('Enter');
  await expectMessageFocused(page, t.fiveG.requestedMessage);

  await page.goto('/alert-settings');
  await page.getByRole('group', { name: t.alerts.kinds.data_5 }).getByRole('checkbox', { name: t.alerts.mail }).press('Space');
  await page.getByRole('button', { name: t.alerts.save, exact: true }).press('Enter');
  await expectMessageFocused(page, t.alerts.saved);

  await page.goto('/auto-top-up');
  await page.getByRole('checkbox', { name: t.autoTopUp.agree }).press('Space');
  await page.getByRole('button', { name: t.autoTopUp.turnOn }).press('Enter');
  await expectMessageFocused(page, t.autoTopUp.onTitle);
  await page.getByRole('button', { name: t.autoTopUp.turnOff }).press('Enter');
  await expectMessageFocused(page, t.autoTopUp.offDone);

  await page.goto('/line-list');
  await page.getByRole('button', { name: t.lines.useThis }).press('Enter');
  await expectMessageFocused(page, t.lines.switched);
});

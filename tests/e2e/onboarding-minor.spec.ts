import type { APIRequestContext } from '@playwright/test';
import { test, expect, type SandboxApi } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, texts } from './locale';
import { logIn, registerThroughApi, uniqueEmail } from './flows';
import { activeCustomer } from './customers';

/** Each as a customer meets it, in the language where it was seen. */

async function registeredSim(request: APIRequestContext, api: SandboxApi) {
  const sim = await api.mintSim('physical_sim');
  const who = { email: uniqueEmail('minor'), password: 'pass-word1' };
  const login = await registerThroughApi(request, {
    ...who,
    activation_code: sim.activation_code,
    full_name: 'Nguyen Thi Hoa',
    purpose_of_use: 'travel',
    nationality: 'VN',
    gender: 'female',
    date_of_birth: '1992-05-06',
    affiliation: '',
    agree_privacy: true,
    agree_terms: true,
    agree_notice: true,
  });
  expect(login.access_token).toBeTruthy();
  return { ...who, code: sim.activation_code };
}

test('en: a used activation code leads with Log in, not with registering it again', async ({ page, request, api }) => {
  const t = texts('en');
  const { code } = await registeredSim(request, api);
  await page.goto(`/landingPage?lng=en&ac=${code}`);
  await expect(page.getByText(t.auth.landing.codeRegistered)).toBeVisible();
  const ways = page.getByRole('main').getByRole('link');
  await expect(ways.first()).toHaveText(t.auth.landing.login);
  await expect(page.getByRole('link', { name: t.auth.landing.register })).toHaveCount(0);
});

test('ja: the activation-date error writes dates as the hint does, yyyy/MM/dd (spec §9)', async ({ page, request, api }) => {
  const t = texts('ja');
  const who = await registeredSim(request, api);
  await page.goto('/landingPage?lng=ja');
  await logIn(page, t, who.email, who.password);
  await expect(page).toHaveURL(/\/step2$/);
  const date = page.getByLabel(t.onboarding.activationDate.label, { exact: true });
  await date.fill('2099-01-01');
  await page.getByRole('button', { name: t.onboarding.activationDate.next }).click();
  const hint = (await page.getByText(/^選択できる期間：/).textContent())!;
  const [, min, max] = /(\d{4}\/\d{2}\/\d{2})〜(\d{4}\/\d{2}\/\d{2})/.exec(hint)!;
  await expect(page.getByText(`${min}〜${max}の間の日付を選択してください。`)).toBeVisible();
});

test('en: campaign banners keep the title the API gives them', async ({ page, request }) => {
  const t = texts('en');
  const login = await request.post('/api/en/auth/login', { data: { email: DEMO_ACCOUNTS[4], password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const banners = (await (await request.get('/api/en/prepaid_users/banner', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    banners: { title: string }[];
  };
  expect(banners.banners.length).toBeGreaterThan(0);
  await page.goto('/landingPage?lng=en');
  await logIn(page, t, DEMO_ACCOUNTS[4]!, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/topPage$/);
  for (const banner of banners.banners) await expect(page.getByText(banner.title, { exact: true })).toBeVisible();
});

test('en: a wrong current password gets its own message at that field, not the login one', async ({ page, request, api }) => {
  const t = texts('en');
  const who = await activeCustomer(request, api);
  await page.goto('/landingPage?lng=en');
  await logIn(page, t, who.email, who.password);
  await expect(page).toHaveURL(/\/topPage$/);
  await page.goto('/user-information');
  const form = page.getByRole('form', { name: t.profile.password.title });
  await form.getByLabel(t.profile.password.current, { exact: true }).fill('not-my-password');
  await form.getByLabel(t.auth.fields.newPassword, { exact: true }).fill('new-pass-word2');
  await form.getByLabel(t.auth.fields.passwordConfirm, { exact: true }).fill('new-pass-word2');
  await form.getByRole('button', { name: t.profile.password.submit }).click();
  await expect(form.getByText('The current password is incorrect.')).toBeVisible();
  await expect(page.getByText('The email address or password is incorrect.')).toHaveCount(0);
  await expect(form.getByLabel(t.profile.password.current, { exact: true })).toBeFocused();
});

test('en: asking for 5G does not claim it is added while it is being added', async ({ page, request, api }) => {
  const t = texts('en');
  const who = await activeCustomer(request, api);
  await page.goto('/landingPage?lng=en');
  await logIn(page, t, who.email, who.password);
  await expect(page).toHaveURL(/\/topPage$/);
  await page.goto('/5g-communication-option');
  await page.getByRole('button', { name: t.fiveG.add }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.fiveG.confirm }).click();
  await expect(page.getByText(t.fiveG.state.pending)).toBeVisible();
  await expect(page.getByText('Your request has been received. The 5G option is being added.')).toBeVisible();
  await expect(page.getByText('The 5G option has been added.')).toHaveCount(0);
});

test('en: Back from /networkerror finds the login form as it was left', async ({ page }) => {
  const t = texts('en');
  await page.goto('/login?lng=en');
  await page.route('**/api/*/auth/login', (route) => route.abort('internetdisconnected'));
  await page.getByLabel(t.auth.fields.email, { exact: true }).fill('hoa@example.com');
  await page.getByLabel(t.auth.fields.password, { exact: true }).fill('pass-word1');
  await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/networkerror$/);
  await page.getByRole('button', { name: t.common.actions.back }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel(t.auth.fields.email, { exact: true })).toHaveValue('hoa@example.com');
  await expect(page.getByLabel(t.auth.fields.password, { exact: true })).toHaveValue('pass-word1');
});

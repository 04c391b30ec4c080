import { test, expect, describeViolations } from './fixtures';
import { DEMO_ACCOUNTS, LANGS, texts } from './locale';
import { logOut, registrationLink, submitRegistration, uniqueEmail } from './flows';

/**
 * Two-step registration as a customer meets it (issue 15, items 7 and 9; decision 0044): the form ends
 * at "check your email" whether or not the address has an account; the mailed link's page creates the
 * account only when its button is pressed, once; every screen is announced and passes axe.
 */
for (const lng of LANGS) {
  test(`${lng}: register, check your email, then the link’s button creates the account, once`, async ({ page, request, api, axe }) => {
    const t = texts(lng);
    const sim = await api.mintSim('physical_sim');
    const who = { email: uniqueEmail(`two-step-${lng}`), password: 'pass-word1', code: sim.activation_code };
    await page.goto(`/register?lng=${lng}`);
    await submitRegistration(page, t, who);

    // The new screen is announced: its heading has focus; it names the address and the 24 hours.
    await expect(page.getByRole('heading', { name: t.auth.register.mailSent.title })).toBeFocused();
    await expect(page.getByText(who.email)).toBeVisible();
    await expect(page.getByText(t.auth.register.mailSent.validity.replace('{{hours}}', '24'))).toBeVisible();
    await expect(page.getByText(t.auth.register.mailSent.noMailSpam)).toBeVisible();
    expect(describeViolations(await axe(page)), `${lng} check your email`).toBe('');
    // Nothing exists yet: the password does not log in.
    expect((await request.post('/api/en/auth/login', { data: { email: who.email, password: who.password } })).status()).toBe(401);

    // The mail's link opens the page in the language registered in; opening it, pointing at and
    // focusing its button create nothing (a mail scanner opens links too).
    const link = await registrationLink(request, who.email);
    expect(link).toContain(`lng=${lng}`);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: t.auth.registerConfirm.title })).toBeVisible();
    const button = page.getByRole('button', { name: t.auth.registerConfirm.submit });
    await button.hover();
    await button.focus();
    expect((await request.post('/api/en/auth/login', { data: { email: who.email, password: who.password } })).status()).toBe(401);
    expect(describeViolations(await axe(page)), `${lng} complete registration`).toBe('');

    await button.click();
    // Where registration went before (spec §4: a new SIM starts onboarding at /step2).
    await expect(page).toHaveURL(/\/step2$/);
    await logOut(page);

    // The link works once; the second time it says so and offers the ways on.
    await page.goto(link);
    await page.getByRole('button', { name: t.auth.registerConfirm.submit }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(t.common.apiErrors.E0050);
    await expect(alert).toBeFocused();
    await expect(page.getByRole('link', { name: t.auth.registerConfirm.registerAgain })).toBeVisible();
    expect(describeViolations(await axe(page)), `${lng} used link`).toBe('');
  });
}

test('a taken address gets the same screen; its owner gets a notice, and nobody is signed in', async ({ page, api }) => {
  const t = texts('en');
  const owner = DEMO_ACCOUNTS[0]!;
  const before = (await api.mail(owner)).length;
  const sim = await api.mintSim('physical_sim');
  await page.goto('/register?lng=en');
  await submitRegistration(page, t, { email: owner, password: 'pass-word1', code: sim.activation_code });
  await expect(page.getByRole('heading', { name: t.auth.register.mailSent.title })).toBeFocused();
  await expect(page.getByText(owner)).toBeVisible();
  // In the owner's language (the demo accounts are Japanese): log in or reset, nothing that registers.
  const notice = await api.waitForMail(owner, (m) => m.text.includes('/forgotPassword'));
  expect(notice.subject).toBe('このメールアドレスでの会員登録のお申し込みについて');
  expect(notice.text).toContain('/login');
  expect(notice.text).not.toContain('confirmRegistration');
  expect((await api.mail(owner)).length).toBe(before + 1);
  // Not signed in: a customer screen sends a guest away.
  await page.goto('/topPage');
  await expect(page).toHaveURL(/\/(landingPage|login)/);
});

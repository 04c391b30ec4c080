import { test, expect, describeViolations } from './fixtures';
import { DEMO_ACCOUNTS, LANGS, texts } from './locale';
import { logOut, registrationMails, submitRegistration, uniqueEmail } from './flows';

/**
 * Two-step registration as a customer meets it (decisions 0044, 0065): the form ends at "check your
 * email" whether or not the address has an account; the mailed link's page creates the account only
 * when its form is sent with the password the registration was made with, once. A stranger who
 * registered the same address with his own SIM and password (before the owner in some languages,
 * after in others) gets a mail to the owner that the owner cannot complete by mistake. Every screen
 * is announced and passes axe.
 */
for (const [i, lng] of LANGS.entries()) {
  const strangerFirst = i % 2 === 0;
  test(`${lng}: register, check your email; a stranger's registration of the address (${strangerFirst ? 'before' : 'after'}) is refused with the owner's password; the owner's link creates the account, once`, async ({
    page,
    request,
    api,
    axe,
  }) => {
    const t = texts(lng);
    const [sim, his] = [await api.mintSim('physical_sim'), await api.mintSim('physical_sim')];
    const who = { email: uniqueEmail(`two-step-${lng}`), password: 'pass-word1', code: sim.activation_code };
    const stranger = {
      email: who.email,
      password: 'Strangers-pass-1',
      activation_code: his.activation_code,
      full_name: 'https://evil.example/login',
      purpose_of_use: 'travel',
      nationality: 'JP',
      gender: 'male',
      date_of_birth: '1980-01-01',
      affiliation: '',
      agree_privacy: true,
      agree_terms: true,
      agree_notice: true,
    };
    const strangerRegisters = async () => expect((await request.post(`/api/${lng}/auth/register`, { data: stranger })).status()).toBe(202);
    const logsIn = async (password: string) =>
      (await request.post('/api/en/auth/login', { data: { email: who.email, password } })).status();

    if (strangerFirst) await strangerRegisters();
    await page.goto(`/register?lng=${lng}`);
    await submitRegistration(page, t, who);
    // The new screen is announced: its heading has focus; it names the address and the 24 hours.
    await expect(page.getByRole('heading', { name: t.auth.register.mailSent.title })).toBeFocused();
    await expect(page.getByText(who.email)).toBeVisible();
    await expect(page.getByText(t.auth.register.mailSent.validity.replace('{{hours}}', '24'))).toBeVisible();
    await expect(page.getByText(t.auth.register.mailSent.noMailSpam)).toBeVisible();
    expect(describeViolations(await axe(page)), `${lng} check your email`).toBe('');
    if (!strangerFirst) await strangerRegisters();
    // Nothing exists yet: neither password logs in.
    expect([await logsIn(who.password), await logsIn(stranger.password)]).toEqual([401, 401]);

    // Two mails; each names the end of its own activation code, neither carries the stranger's "name".
    await expect.poll(async () => (await registrationMails(request, who.email)).length).toBe(2);
    const mails = await registrationMails(request, who.email);
    const named = (code: string) => mails.filter((m) => m.text.includes(code.slice(-4)));
    expect(
      [named(his.activation_code).length, named(sim.activation_code).length],
      'each mail names the end of its own activation code',
    ).toEqual([1, 1]);
    const [strangers, owners] = [named(his.activation_code)[0]!, named(sim.activation_code)[0]!];
    expect(owners.link).toContain(`lng=${lng}`);
    for (const m of mails) expect(m.text).not.toContain('evil.example');

    // A careful stranger writes in the owner's language: the two mails look alike.
    expect(strangers.link).toContain(`lng=${lng}`);
    // The owner opens the stranger's mail by mistake. Opening it, pointing at and focusing its
    // button create nothing (a mail scanner opens links too); their own password is refused there.
    await page.goto(strangers.link);
    await expect(page.getByRole('heading', { level: 1, name: t.auth.registerConfirm.title })).toBeVisible();
    const button = page.getByRole('button', { name: t.auth.registerConfirm.submit });
    await button.hover();
    await button.focus();
    expect([await logsIn(who.password), await logsIn(stranger.password)]).toEqual([401, 401]);
    expect(describeViolations(await axe(page)), `${lng} complete registration`).toBe('');
    await page.getByLabel(t.auth.fields.password, { exact: true }).fill(who.password);
    await button.click();
    const refused = page.getByRole('alert');
    await expect(refused).toHaveText(t.common.apiErrors.E0075);
    await expect(refused).toBeFocused();
    expect(describeViolations(await axe(page)), `${lng} not this registration's password`).toBe('');
    expect([await logsIn(who.password), await logsIn(stranger.password)]).toEqual([401, 401]);

    // Their own mail: the account, on their SIM, and onboarding (spec §4: a new SIM starts at /step2).
    await page.goto(owners.link);
    await page.getByLabel(t.auth.fields.password, { exact: true }).fill(who.password);
    await page.getByRole('button', { name: t.auth.registerConfirm.submit }).click();
    await expect(page).toHaveURL(/\/step2$/);
    await logOut(page);
    expect([await logsIn(who.password), await logsIn(stranger.password)]).toEqual([200, 401]);

    // The link works once; the second time it says so and offers the ways on.
    await page.goto(owners.link);
    await page.getByLabel(t.auth.fields.password, { exact: true }).fill(who.password);
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

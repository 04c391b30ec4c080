import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Texts } from './locale';

/**
 * The link of the newest registration mail to `email`, read from the sandbox mailbox as the customer
 * reads their inbox (two-step registration, decision 0044), as a path the test's base URL opens.
 */
export async function registrationLink(request: APIRequestContext, email: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await request.get('/api/sandbox/mail', { params: { to: email } });
    const mails = res.ok() ? ((await res.json()) as { text: string }[]) : [];
    const link = mails.map((m) => /https?:\/\/\S+\/confirmRegistration\?\S+/.exec(m.text)?.[0]).find(Boolean);
    if (link) return new URL(link).pathname + new URL(link).search;
    if (Date.now() > deadline) throw new Error(`no registration mail to ${email} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Every registration mail to `email`, newest first, each with its link as a path the test's base URL opens. */
export async function registrationMails(request: APIRequestContext, email: string): Promise<{ text: string; link: string }[]> {
  const res = await request.get('/api/sandbox/mail', { params: { to: email } });
  const mails = res.ok() ? ((await res.json()) as { text: string }[]) : [];
  return mails.flatMap((m) => {
    const found = /https?:\/\/\S+\/confirmRegistration\?\S+/.exec(m.text)?.[0];
    return found ? [{ text: m.text, link: new URL(found).pathname + new URL(found).search }] : [];
  });
}

/** Registers through the API and confirms the mailed link: what login returns (access token, SIM). */
export async function registerThroughApi(
  request: APIRequestContext,
  data: Record<string, unknown>,
): Promise<{ access_token: string; sc_id: number }> {
  const res = await request.post('/api/en/auth/register', { data });
  if (res.status() !== 202) throw new Error(`register ${res.status()} ${await res.text()}`);
  const token = new URL(await registrationLink(request, data.email as string), 'http://x').searchParams.get('token');
  const confirmed = await request.post('/api/en/auth/register_confirm', { data: { token, password: data.password } });
  if (confirmed.status() !== 201) throw new Error(`register_confirm ${confirmed.status()} ${await confirmed.text()}`);
  return (await confirmed.json()) as { access_token: string; sc_id: number };
}

/** Logs in through the form as a customer does. */
export async function logIn(page: Page, t: Texts, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
  await page.getByLabel(t.auth.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
}

export type NewCustomer = { email: string; password: string; code: string };

/** Fills the registration form completely, the way a traveller would, and sends it. */
export async function submitRegistration(page: Page, t: Texts, who: NewCustomer) {
  await page.getByLabel(t.auth.fields.activationCode, { exact: true }).fill(who.code);
  await page.getByLabel(t.auth.fields.email, { exact: true }).fill(who.email);
  await page.getByLabel(t.auth.fields.emailConfirm, { exact: true }).fill(who.email);
  await page.getByLabel(t.auth.fields.password, { exact: true }).fill(who.password);
  await page.getByLabel(t.auth.fields.passwordConfirm, { exact: true }).fill(who.password);
  await page.getByLabel(t.auth.fields.fullName, { exact: true }).fill('Tran Thi Mai');
  await page.getByLabel(t.auth.fields.purpose, { exact: true }).selectOption('travel');
  await page.getByLabel(t.auth.fields.nationality, { exact: true }).selectOption('VN');
  await page.getByLabel(t.auth.fields.gender, { exact: true }).selectOption('female');
  await page.getByLabel(t.auth.fields.birthday, { exact: true }).fill('1994-07-15');
  await page.getByLabel(t.auth.fields.affiliation, { exact: true }).fill('Hanoi University');
  await page.getByLabel(t.auth.register.agreePrivacy).check();
  await page.getByLabel(t.auth.register.agreeTerms).check();
  await page.getByLabel(t.auth.register.agreeNotice).check();
  await page.getByRole('button', { name: t.auth.register.submit, exact: true }).click();
}

/**
 * Registers as a traveller does: the form, then (decision 0044) "check your email", the mailed link,
 * the password again (decision 0065) and the button.
 */
export async function register(page: Page, t: Texts, who: NewCustomer) {
  await submitRegistration(page, t, who);
  await expect(page.getByRole('heading', { name: t.auth.register.mailSent.title })).toBeFocused();
  await page.goto(await registrationLink(page.request, who.email));
  await page.getByLabel(t.auth.fields.password, { exact: true }).fill(who.password);
  await page.getByRole('button', { name: t.auth.registerConfirm.submit }).click();
}

/** Logging out finishes on the login screen; wait for it, or the next navigation cuts it short. */
export async function logOut(page: Page) {
  await page.goto('/logout');
  await page.waitForURL(/\/login$/);
}

export async function openMenuAndChoose(page: Page, t: Texts, item: string) {
  await page.getByRole('button', { name: t.common.shell.openMenu }).click();
  await page.getByRole('dialog', { name: t.common.shell.menu }).getByRole('link', { name: item, exact: true }).click();
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
